import AutocellLayout
import Foundation
import Testing
@testable import AutocellFixtures
import AutocellSource
import AutocellText
import AutocellDrawing

/// The repository's Fixtures folder.
let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures").path

@Suite struct FixtureLoading {
    func diagnostic(_ yaml: String) -> Diagnostic? {
        do {
            _ = try FixtureLoader.parse(yaml, file: "feed.yaml", folder: fixturesFolder)
            return nil
        } catch {
            return error
        }
    }

    static let header = """
        templates:
          cell:
            views:
              - {name: avatar, type: image, image: "images/avatar.png"}
              - {name: title, type: label, text: "{title}", font: "system 16"}
            constraints:

        """

    @Test func seedFixturesLoad() throws {
        for name in ["person-feed.yaml", "game-feed.yaml", "scroll-cell.yaml"] {
            let fixture = try FixtureLoader.load(path: fixturesFolder + "/" + name)
            #expect(!fixture.sections.isEmpty && !fixture.templates.isEmpty, "\(name)")
        }
        let person = try FixtureLoader.load(path: fixturesFolder + "/person-feed.yaml")
        #expect(person.sections[0].rows.count == 8)
        #expect(person.sections[0].rows[0].texts["name"] == "天ttan")
        #expect(person.sections[0].rows[0].images["avatar"] == .some(Size(width: 50, height: 50)))
        #expect(person.sections[0].rows[0].images["img"] == .some(Size(width: 300, height: 200)))
        #expect(person.sections[0].rows[2].images["img"] == .some(nil))
        let date = person.templates["person"]?.cell.views.first { $0.name == "date" }
        #expect(date?.compressionResistance.horizontal == 250)
        #expect(date?.parent == "bottomView")
        #expect(date?.background == Color(red: 0, green: 0, blue: 1))
    }

    @Test(arguments: [
        (header + "      - avatr.left == contentView.left + 10\nrows: []\n", 7, 9, "unknown view 'avatr' in constraint (did you mean 'avatar'?)"),
        (header + "      - avatar.left == contentView.lft + 10\nrows: []\n", 7, 36, "unknown attribute 'lft' (did you mean 'left'?)"),
        (header + "      - \"H:|-10-[avatar]-(x)-|\"\nrows: []\n", 7, 27, "a spacing cannot be another view ('x')"),
        (header + "      - avatar.width == 50 @1200\nrows: []\n", 7, 29, "priority 1200 is outside 1...1000"),
        (header + "rows:\n  - {template: cel, data: {title: a}}\n", 8, 16, "unknown template 'cel' (did you mean 'cell'?)"),
        (header + "rows:\n  - {template: cell, data: {}}\n", 8, 5, "row has no data field 'title' for title.text"),
        (header + "rowz: []\n", 7, 1, "unknown key 'rowz' in the fixture (did you mean 'rows'?)"),
        ("templates:\n  cell:\n    views:\n      - {name: a, type: toggle}\nrows: []\n", 4, 25, "unknown view type 'toggle'"),
        ("templates:\n  cell:\n    views:\n      - {name: a, parent: b}\n      - {name: b, parent: a}\nrows: []\n", 4, 9, "views form a cycle"),
        ("templates:\n  cell:\n    views:\n      - {name: a, type: image, image: \"../secret.png\"}\nrows:\n  - {template: cell}\n", 6, 5, "image '../secret.png' is outside the fixture's folder"),
        ("templates:\n  cell:\n    views:\n      - {name: a, type: image, image: \"images/none.png\"}\nrows:\n  - {template: cell}\n", 6, 5, "image 'images/none.png' not found"),
        ("templates:\n  cell:\n    views:\n      - {name: a, background: \"#12\"}\nrows: []\n", 4, 31, "'#12' is not a color"),
        ("templates: [\n", 2, 1, "not valid YAML"),
        // A view's priorities are read as the constraint text reads them: one rule, one message.
        ("templates:\n  cell:\n    views:\n      - {name: a, hugging: {horizontal: 2000}}\nrows: []\n", 4, 41, "hugging horizontal: priority 2000 is outside 1...1000"),
        ("table: {width: -3}\ntemplates: {}\nrows: []\n", 1, 16, "the table width must be between 1 and 100000"),
        ("templates:\n  cell:\n    sizeThatFits: {below: [dott]}\n    views:\n      - {name: dot}\nrows: []\n", 3, 28, "unknown view 'dott' in sizeThatFits (did you mean 'dot'?)"),
        ("templates:\n  cell:\n    sizeThatFits: {padding: 4}\nrows: []\n", 3, 19, "sizeThatFits needs 'below:'"),
        ("templates:\n  cell: {}\nsections:\n  - header: {template: cel}\n    rows: []\n", 4, 24, "unknown template 'cel' (did you mean 'cell'?)"),
        ("templates:\n  cell: {}\ntable: {sectionHeaderHeight: tall}\nrows: []\n", 3, 30, "the section header height ('automatic' or points)"),
    ])
    func errorsNameLineAndColumn(yaml: String, line: Int, column: Int, message: String) throws {
        let error = try #require(diagnostic(yaml), "\(yaml) loaded")
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.message.hasPrefix(message) || error.message.contains(message), "\(error.message)")
        #expect(error.file == "feed.yaml")
    }

    @Test func sectionsGiveTitlesOrViewsAndTemplatesTheirSizeThatFits() throws {
        let fixture = try FixtureLoader.load(path: fixturesFolder + "/settings.yaml")
        #expect(fixture.table.style == .grouped)
        guard case .view(let profile) = fixture.sections[0].header else { Issue.record("no header view"); return }
        #expect(profile.template == "profile" && profile.texts["name"] == "天ttan")
        #expect(fixture.sections[1].header == .title("Text size"))
        #expect(fixture.sections[3].rows.isEmpty && fixture.sections[3].footer != nil)
        #expect(fixture.templates["swatch"]?.sizeThatFits == .below(["red", "green", "blue"], padding: 12))
        #expect(fixture.content.sections[1].header == .title("Text size"))
    }

    @Test func colors() {
        #expect(ColorName.parse("#F5F5F5") == Color(red: 245.0 / 255, green: 245.0 / 255, blue: 245.0 / 255))
        #expect(ColorName.parse("#0f0") == Color(red: 0, green: 1, blue: 0))
        #expect(ColorName.parse("#FF000080")?.alpha == 128.0 / 255)
        #expect(ColorName.parse("clear")?.alpha == 0)
        #expect(ColorName.parse("notacolor") == nil)
        #expect(ColorName.parse("#GGG") == nil)
    }

    @Test func jsonIsYAMLToo() throws {
        let json = #"{"templates": {"c": {"views": [{"name": "t", "type": "label", "text": "hi"}], "constraints": ["t.left == contentView.left + 8"]}}, "rows": [{"template": "c"}]}"#
        let fixture = try FixtureLoader.parse(json, file: "feed.json", folder: fixturesFolder)
        #expect(fixture.sections[0].rows.count == 1)
    }
}

/// `{field}` filled one way for rows as loaded and rows changed by `updateData`.
@Suite struct FieldFilling {
    @Test func oneSubstitution() throws {
        #expect(try FieldSubstitution.fill("{a} and {b}", from: ["a": "{b}", "b": "B"]) == "{b} and B", "values are not filled again")
        #expect(try FieldSubstitution.fill("open { brace", from: [:]) == "open { brace")
        #expect(throws: FieldSubstitution.MissingField(name: "c")) { try FieldSubstitution.fill("{c}", from: ["a": "1"]) }
    }
}
