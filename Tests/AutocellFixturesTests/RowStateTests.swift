@testable import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
import AutocellSource
import AutocellDrawing

/// A row's state (`VIEW.PROPERTY` data keys, `constants`, `inactive`) on one template whose
/// constraint system is built once, as a reused cell's `cellForRowAt` changes it.
@Suite struct RowStates {
    static let fixturePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/row-state.yaml").path

    static func frame(_ row: TableLayout.Row, _ view: String) throws -> Rect { try #require(row.cell[view]).frame }

    @Test func rowsHideChangeConstantsAndDeactivate() throws {
        let fixture = try FixtureLoader.load(path: Self.fixturePath)
        let layout = try TableLayout.make(fixture.content, measurer: try TextMeasurer())
        let rows = layout.rows
        #expect(rows.allSatisfy { $0.cell.conflicts.isEmpty })
        // As declared: a 40 pt avatar, the title 10 after it, the subtitle 4 below the title.
        for row in [rows[0], rows[3]] {
            #expect(try Self.frame(row, "avatar") == Rect(x: 15, y: 10, width: 40, height: 40))
            #expect(try Self.frame(row, "title").x == 65)
            #expect(abs(try Self.frame(row, "subtitle").y - (try Self.frame(row, "title").bottomEdge + 4)) < 1e-9)
            #expect(row.cell.views.allSatisfy { $0.hidden == nil })
        }
        // avatar.hidden, titleAfterAvatar inactive: the avatar keeps its frame (a hidden view
        // keeps its constraints) and is not drawn; the title falls back to the edge.
        #expect(rows[1].cell["avatar"]?.hidden == true)
        #expect(try Self.frame(rows[1], "avatar") == Rect(x: 15, y: 10, width: 40, height: 40))
        #expect(try Self.frame(rows[1], "title").x == 15 && (try Self.frame(rows[1], "subtitle").x) == 15)
        // avatarSize 60 and subtitleGap 12 for this row; the subtitle on one line.
        #expect(try Self.frame(rows[2], "avatar") == Rect(x: 15, y: 10, width: 60, height: 60))
        #expect(try Self.frame(rows[2], "title").x == 85)
        #expect(abs(try Self.frame(rows[2], "subtitle").y - (try Self.frame(rows[2], "title").bottomEdge + 12)) < 1e-9)
        #expect(rows[2].cell["subtitle"]?.lines == 1 && rows[2].cell["subtitle"]?.truncated == true)
        #expect(rows[2].height == 80.5, "10 + 60 + 10 and the separator")
        #expect(fixture.sections[0].rows[2].state.views["avatar"]?.background == Color(red: 1, green: 0, blue: 0))
    }

    /// The per-template reuse stays: one template cell for every row, and its frames are those
    /// of a template built afresh for each row.
    @Test func theTemplateIsBuiltOnceAndReusedExactly() throws {
        let fixture = try FixtureLoader.load(path: Self.fixturePath)
        let measurer = try TextMeasurer()
        let cells = TemplateLayoutCells(fixture.content, measurer: measurer)
        var created = 0
        cells.log = { if $0.contains("template cell created") { created += 1 } }
        for row in fixture.sections[0].rows {
            _ = try cells.height(forTemplate: row.template) { cell in
                cell.texts = row.texts
                cell.state = row.state
            }
        }
        #expect(created == 1)
        let template = try #require(fixture.content.template(named: "message")).cell
        let reused = try CellLayoutEngine(template: template, measurer: measurer)
        // Twice round, so every row follows every other kind of row.
        for row in fixture.sections[0].rows + fixture.sections[0].rows.reversed() {
            let fresh = try CellLayoutEngine(template: template, measurer: measurer)
            let a = reused.layout(width: 375, texts: row.texts, state: row.state)
            let b = fresh.layout(width: 375, texts: row.texts, state: row.state)
            #expect(a.views == b.views && a.conflicts == b.conflicts, "row \(row.key ?? "")")
        }
    }

    /// A row's constant that makes a required set impossible is a conflict, written with the
    /// row's constant, and the next row is back to the template's.
    @Test func aRowConstantThatConflictsIsReportedWithIt() throws {
        let template = try #require(try FixtureLoader.load(path: Self.fixturePath).content.template(named: "message")).cell
        let engine = try CellLayoutEngine(template: template, measurer: try TextMeasurer())
        let bad = engine.layout(width: 375, state: RowState(constants: ["avatarSize": -5]))
        let conflict = try #require(bad.conflicts.first)
        #expect(conflict.members.contains { $0.kind == .implicit(view: "avatar", axis: .horizontal) })
        #expect(conflict.constraints.contains("avatar.width == -5 #avatarSize"), "\(conflict.constraints)")
        #expect(bad["avatar"].map { $0.frame.width >= 0 } == true)
        let good = engine.layout(width: 375)
        #expect(good.conflicts.isEmpty && good["avatar"]?.frame.width == 40)
    }

    @Test(arguments: [
        ("inactive: [titleAfterAvatr]", "template 'message' has no constraint with the id 'titleAfterAvatr' (did you mean 'titleAfterAvatar'?)"),
        ("constants: {avatarSise: 3}", "unknown key 'avatarSise'"),
        ("data: {name: a, text: b, \"title.parent\": avatar}", "'title.parent' cannot change per row"),
        ("data: {name: a, text: b, \"title.colour\": red}", "unknown view property 'colour' (did you mean 'color'?)"),
        ("data: {name: a, text: b, \"avatar.lines\": 2}", "'lines' is for labels and text views; 'avatar' is a view"),
        // A view the template does not have: a typo, not a data field (it was once kept as data,
        // and the view it meant to hide was drawn).
        ("data: {name: a, text: b, \"avatr.hidden\": true}", "row key 'avatr.hidden' sets 'hidden' of a view 'avatr' that template 'message' does not have (did you mean 'avatar'?)"),
        ("data: {name: a, text: b, \"subtitel.text\": x}", "a view 'subtitel' that template 'message' does not have (did you mean 'subtitle'?)"),
        ("data: {name: a, text: b, \"meta.id\": x}", "a data field with a dot in its name must be one the template uses as {meta.id}"),
    ])
    func badRowStateIsRejectedAtItsLine(row: String, message: String) throws {
        let text = try String(contentsOfFile: Self.fixturePath, encoding: .utf8).components(separatedBy: "rows:")[0]
            + "rows:\n  - {template: message, data: {name: a, text: b}}\n  - {template: message, \(row)}\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-rowstate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("f.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do throws(Diagnostic) {
            _ = try FixtureLoader.load(path: path)
            Issue.record("loaded")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.line == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1, "\(error)")
        }
    }

    /// A data field may have a dot in its name when the template asks for it as `{a.b}`.
    @Test func aDottedDataFieldTheTemplateUsesIsData() throws {
        let yaml = "templates:\n  t:\n    views: [{name: title, type: label, text: \"{user.name}\"}]\n    constraints: [\"H:|[title]|\", \"V:|[title]|\"]\nrows:\n  - {template: t, data: {user.name: Ana}}\n"
        let fixture = try FixtureLoader.parse(yaml, file: "f.yaml", folder: FileManager.default.temporaryDirectory.path)
        #expect(fixture.sections[0].rows[0].texts["title"] == "Ana")
    }

    @Test func anIdAndADifferentIdentifierAreRefused() throws {
        let yaml = "templates:\n  t:\n    views: [{name: a}]\n    constraints:\n      - {id: w, constraint: \"a.width == 4 #v\"}\nrows: []\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-rowstate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("f.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: Diagnostic.self) { try FixtureLoader.load(path: path) }
    }
}

extension Rect {
    var bottomEdge: Double { y + height }
}
