import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
@testable import AutocellFixtures
import AutocellSource

/// A fixture's fonts: `fonts:` (the user's own files, confined to the fixture's folder),
/// families checked, text styles sized for `table.contentSizeCategory` or the override.
@Suite struct FontFixtureTests {
    func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        return folder
    }

    func fixture(fonts: String = "", font: String, table: String = "") -> String {
        """
        table: {width: 320\(table)}
        \(fonts)templates:
          cell:
            views:
              - {name: t, type: label, text: "iii MMM", font: "\(font)"}
            constraints: ["H:|-[t]-(>=8)-|", "V:|-[t]-|"]
        rows:
          - {template: cell}
        """
    }

    func load(_ text: String, in folder: String, category: ContentSizeCategory? = nil) -> Result<Fixture, Diagnostic> {
        Result { () throws(Diagnostic) in try FixtureLoader.parse(text, file: "feed.yaml", folder: folder, contentSizeCategory: category) }
    }

    /// A collection of 300 faces (each the same font: a 1.2 KB header) is refused at its
    /// line before Fontconfig loads every face (25,000 took 20 s per file).
    @Test func aCollectionOfTooManyFacesIsRefusedUnloaded() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let font = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSansMath-Regular.ttf")))
        func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let faces = FontLibrary.maximumCollectionFaces + 44
        let header = 12 + 4 * faces
        var bytes = Array("ttcf".utf8) + [0, 1, 0, 0] + be32(faces)
        for _ in 0..<faces { bytes += be32(header) }
        var shifted = font
        let tables = Int(font[4]) << 8 | Int(font[5])
        for index in 0..<tables {
            let at = 12 + 16 * index + 8
            let offset = font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            shifted.replaceSubrange(at..<at + 4, with: be32(offset + header))
        }
        try Data(bytes + shifted).write(to: URL(fileURLWithPath: folder + "/fonts/many.ttc"))
        let result = load(fixture(fonts: "fonts: [fonts/many.ttc]\n", font: "system 17"), in: folder)
        guard case .failure(let error) = result else { Issue.record("a collection of \(faces) faces was read"); return }
        #expect(error.line == 2 && error.message.contains("is a font collection of \(faces) faces; Autocell reads collections of up to 256"))
    }

    /// Five collections of 256 faces: the fifth file's line is named, before it is loaded
    /// (64 such files took 9 s).
    @Test func facesAreCountedOverEveryFile() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let font = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSansMath-Regular.ttf")))
        func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let faces = FontLibrary.maximumCollectionFaces
        let header = 12 + 4 * faces
        var shifted = font
        for index in 0..<(Int(font[4]) << 8 | Int(font[5])) {
            let at = 12 + 16 * index + 8
            shifted.replaceSubrange(at..<at + 4, with: be32(font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } + header))
        }
        let collection = Data(Array("ttcf".utf8) + [0, 1, 0, 0] + be32(faces) + Array(repeating: be32(header), count: faces).flatMap { $0 } + shifted)
        for index in 1...5 { try collection.write(to: URL(fileURLWithPath: folder + "/fonts/set\(index).ttc")) }
        let list = (1...5).map { "fonts/set\($0).ttc" }.joined(separator: ", ")
        guard case .failure(let error) = load(fixture(fonts: "fonts: [\(list)]\n", font: "system 17"), in: folder) else {
            Issue.record("five collections of 256 faces were read"); return
        }
        #expect(error.line == 2 && error.column == 9 + 4 * 16, "at the fifth file: \(error.line):\(error.column)")
        #expect(error.message.contains("hold 1280 faces; Autocell reads up to 1024 in all"))
    }

    /// The user's file (a copy of the CJK collection, which also declares a monospaced
    /// family) is searched first and its families can be named.
    @Test func usersOwnFontsCanBeNamed() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", toPath: folder + "/fonts/brand.ttc")
        let loaded = try load(fixture(fonts: "fonts: [fonts/brand.ttc]\n", font: "WenQuanYi Micro Hei Mono 17"), in: folder).get()
        #expect(loaded.table.fonts.userFiles.count == 1)
        let configuration = try loaded.table.fonts.configuration()
        #expect(configuration.userFamilies.contains("WenQuanYi Micro Hei Mono"))
        #expect(configuration.families.first == configuration.userFamilies.first)
        let measurer = try TextMeasurer(library: loaded.table.fonts)
        let label = try #require(loaded.content.template(named: "cell")?.cell.views.first { $0.name == "t" }?.label)
        let narrow = measurer.measure(TextRequest(text: "iii", font: label.font)).width
        let wide = measurer.measure(TextRequest(text: "MMM", font: label.font)).width
        #expect(abs(narrow - wide) < 0.01, "a monospaced family draws i and M equally wide")
        // Without the file, the family is refused at the font's line, naming the families there are.
        guard case .failure(let error) = load(fixture(font: "WenQuanYi Micro Hei Mono 17"), in: folder) else {
            Issue.record("an unknown family was accepted"); return
        }
        #expect(error.message.contains("no font family 'WenQuanYi Micro Hei Mono'") && error.message.contains("Inter"), "\(error)")
        #expect(error.line == 5)
    }

    @Test func aFontFileMustBeAFontInsideTheFolder() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/fonts/notes.ttf"))
        guard case .failure(let bad) = load(fixture(fonts: "fonts:\n  - fonts/notes.ttf\n", font: "system 17"), in: folder) else {
            Issue.record("a text file was accepted as a font"); return
        }
        #expect(bad.message.contains("not a font file") && bad.line == 3, "\(bad)")
        guard case .failure(let outside) = load(fixture(fonts: "fonts: [../x.ttf]\n", font: "system 17"), in: folder) else {
            Issue.record("a font outside the folder was accepted"); return
        }
        #expect(outside.message.contains("outside the fixture's folder"), "\(outside)")
        guard case .failure(let missing) = load(fixture(fonts: "fonts: [fonts/none.otf]\n", font: "system 17"), in: folder) else {
            Issue.record("a missing font was accepted"); return
        }
        #expect(missing.message.contains("not found"), "\(missing)")
    }

    @Test func textStylesFollowTheCategory() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func size(_ text: String, _ category: ContentSizeCategory? = nil) throws -> Double? {
            try load(text, in: folder, category: category).get().content.template(named: "cell")?.cell.views.first { $0.name == "t" }?.label?.font.size
        }
        #expect(try size(fixture(font: "body")) == 17)
        #expect(try size(fixture(font: "body", table: ", contentSizeCategory: accessibilityMedium")) == 28)
        #expect(try size(fixture(font: "body", table: ", contentSizeCategory: accessibilityMedium"), .extraSmall) == 14)
        #expect(try size(fixture(font: "system 17", table: ", contentSizeCategory: accessibilityMedium")) == 17)
        guard case .failure(let error) = load(fixture(font: "body", table: ", contentSizeCategory: huge"), in: folder) else {
            Issue.record("an unknown category was accepted"); return
        }
        #expect(error.message.contains("unknown content size category 'huge'") && error.line == 1, "\(error)")
        guard case .failure(let font) = load(fixture(font: "system heavyish 17"), in: folder) else {
            Issue.record("a bad font was accepted"); return
        }
        #expect(font.message.contains("is not a font") || font.message.contains("no font family"), "\(font)")
    }
}

/// `attributedText:` runs with `{field}`s, paragraph keys, and a row's `text` replacing them.
@Suite struct AttributedFixtureTests {
    @Test func runsAreFilledPerRow() throws {
        let fixture = try FixtureLoader.parse("""
            templates:
              cell:
                views:
                  - name: t
                    type: label
                    lines: 0
                    lineSpacing: 4
                    attributedText: [{text: "{who}", font: "system bold 17"}, " says ", {text: "{what}", color: red, underline: true}]
                constraints: ["H:|-[t]-|", "V:|-[t]-|"]
            rows:
              - {template: cell, data: {who: Ana, what: hi}}
              - {template: cell, data: {who: Ben, what: yo, t.text: "plain now"}}
            """, file: "a.yaml", folder: "/tmp")
        let rows = fixture.sections[0].rows
        #expect(rows[0].texts["t"] == "Ana says hi")
        let label = try #require(rows[0].state.views["t"]?.label)
        #expect(label.attributedText.map(\.text) == ["Ana", " says ", "hi"])
        #expect(label.attributedText[0].font == .boldSystem(17) && label.attributedText[2].underline)
        #expect(label.paragraph.lineSpacing == 4)
        #expect(rows[1].texts["t"] == "plain now")
        var replaced = label
        replaced.setText("plain now")
        #expect(replaced.attributedText.isEmpty, "setting text replaces the attributed text, as in UIKit")
        #expect(throws: Diagnostic.self) {
            try FixtureLoader.parse("templates:\n  c:\n    views: [{name: t, type: label, attributedText: [{font: body}]}]\nrows: [{template: c}]\n", file: "b.yaml", folder: "/tmp")
        }
    }
}
