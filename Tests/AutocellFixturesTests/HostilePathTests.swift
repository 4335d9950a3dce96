import AutocellLayout
import Foundation
import Testing
@testable import AutocellFixtures
import AutocellSource

/// Image paths confined by real paths, regular files only, PNG headers checked before use.
@Suite struct HostilePathTests {
    func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-paths-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        return folder
    }

    func load(_ image: String, in folder: String) -> Diagnostic? {
        do {
            _ = try FixtureLoader.parse(
                "templates:\n  cell:\n    views:\n      - {name: a, type: image, image: \"\(image)\"}\nrows:\n  - {template: cell}\n",
                file: "feed.yaml", folder: folder)
            return nil
        } catch {
            return error
        }
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-outside-\(UUID().uuidString).png").path
        try FileManager.default.copyItem(atPath: fixturesFolder + "/images/avatar.png", toPath: outside)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/images/escape.png", withDestinationPath: outside)
        let error = try #require(load("images/escape.png", in: folder))
        #expect(error.message.contains("is a symbolic link to") && error.message.contains("outside the fixture's folder"), "\(error)")
        #expect(error.line == 6 && error.column == 5)
        // A link that stays inside the folder is fine.
        try FileManager.default.copyItem(atPath: fixturesFolder + "/images/avatar.png", toPath: folder + "/images/real.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/images/inside.png", withDestinationPath: folder + "/images/real.png")
        #expect(load("images/inside.png", in: folder) == nil)
    }

    @Test func aFIFOOrADeviceIsNotReadAsAnImage() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/images/pipe.png", 0o644) == 0)
        let fifo = try #require(load("images/pipe.png", in: folder))
        #expect(fifo.message.contains("is not a regular file"), "\(fifo)")
        try FileManager.default.createSymbolicLink(atPath: folder + "/images/zero.png", withDestinationPath: "/dev/zero")
        let zero = try #require(load("images/zero.png", in: folder))
        #expect(zero.message.contains("outside the fixture's folder"), "\(zero)")
    }

    @Test func aTruncatedOrHugeImageIsNamedAtLoad() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let avatar = try Data(contentsOf: URL(fileURLWithPath: fixturesFolder + "/images/avatar.png"))
        try avatar.prefix(avatar.count / 2).write(to: URL(fileURLWithPath: folder + "/images/half.png"))
        let half = try #require(load("images/half.png", in: folder))
        #expect(half.message.contains("is not a usable PNG file: truncated PNG"), "\(half)")
    }
}

/// Label texts within what Pango can measure and a label should hold, checked at load.
@Suite struct TextLimitTests {
    func load(text: String, font: String = "system 16", lines: Int = 0) -> Diagnostic? {
        do {
            _ = try FixtureLoader.parse("""
                templates:
                  cell:
                    views:
                      - {name: t, type: label, text: "{t}", font: "\(font)", lines: \(lines)}
                    constraints: ["H:|-[t]-|", "V:|-[t]-|"]
                rows:
                  - {template: cell, key: big, data: {t: "\(text)"}}
                """, file: "feed.yaml", folder: fixturesFolder)
            return nil
        } catch {
            return error
        }
    }

    @Test func aTextTallerThanPangoMeasuresIsRefusedWithItsRow() throws {
        let words = Array(repeating: "W", count: 5000).joined(separator: " ")
        let error = try #require(load(text: words, font: "system 1000"))
        #expect(error.line == 7 && error.message.contains("row 'big': t.text:") && error.message.contains("past the 2097151 pt"), "\(error)")
        // A line limit bounds the height: the same text in three lines is fine.
        #expect(load(text: words, font: "system 1000", lines: 3) == nil)
    }

    @Test func aTextPastTheCharacterLimitIsRefused() throws {
        let error = try #require(load(text: String(repeating: "a", count: 20_001)))
        #expect(error.message.contains("at most 20000 characters; this one has 20001"))
        #expect(load(text: String(repeating: "a", count: 20_000)) == nil)
        // The limit counts characters, not bytes: 20,000 three-byte characters pass, one more fails.
        #expect(load(text: String(repeating: "字", count: 20_000)) == nil)
        #expect(load(text: String(repeating: "字", count: 20_001))?.message.contains("this one has 20001") == true)
        // The source line shown is cut around the column.
        #expect(error.description.split(separator: "\n")[1].count <= 122)
    }
}

@Suite struct FixtureLimitTests {
    /// Ten kilobytes of YAML aliases standing for a million rows: refused before any row is read.
    @Test func aliasesCannotMakeAMillionRows() throws {
        let rows = "[&r0 {template: cell, data: {t: hi}}, " + Array(repeating: "*r0", count: 999).joined(separator: ", ") + "]"
        let yaml = """
            templates:
              cell:
                views: [{name: t, type: label, text: "{t}"}]
                constraints: ["H:|-[t]-|", "V:|-[t]-|"]
            sections: [&s1 {rows: \(rows)}, \(Array(repeating: "*s1", count: 999).joined(separator: ", "))]
            """
        let start = Date()
        do {
            _ = try FixtureLoader.parse(yaml, file: "feed.yaml", folder: fixturesFolder)
            Issue.record("a million rows loaded")
        } catch {
            #expect(error.line == 5 && error.message.contains("more than 100000 rows"), "\(error)")
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }
}
