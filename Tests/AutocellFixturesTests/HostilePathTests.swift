import AutocellLayout
import Foundation
import Testing
@testable import AutocellFixtures

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
