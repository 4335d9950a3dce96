import AutocellFixtures
import AutocellInterfaceBuilder
import Foundation
import AutocellSource
import AutocellLayout
import AutocellTable
import AutocellText
import Testing
import AutocellDrawing

/// Facts measured on snapshot references that public projects recorded on iOS simulators
/// (Documentation/Fidelity.md lists them: TestingPlayground's TodoItemTableViewCell,
/// TableViewCellSnapshotTesting's MessageTableViewCell, PixelTest's CustomTableViewCell, at
/// iOS 13–14), reproduced here with cells of the same shapes and our own texts.
@Suite struct GroundTruth {
    static func row(_ yaml: String) throws -> TableLayout.Row {
        let fixture = try FixtureLoader.parse(yaml, file: "truth.yaml", folder: "/tmp")
        return try #require(try TableLayout.make(fixture.resolved(for: TraitCollection(width: fixture.content.settings.width)).content, measurer: try TextMeasurer()).rows.first)
    }

    /// A label pinned 16 pt above and below with required compression resistance: iOS sizes
    /// it to its text rounded up to the pixel (17 pt: 20.5 at @2x, three lines 61.0), so the row
    /// is 52.5 pt (93 for three lines) and nothing conflicts. Unrounded, the label wanted
    /// 20.574 pt in a 52.5 pt row and UIKit's conflict report was raised for every row.
    @Test(arguments: [(1, 52.5, 20.5), (0, 93.0, 61.0)])
    func pinnedLabelRowsAreIOSs(lines: Int, height: Double, label: Double) throws {
        let row = try Self.row("""
        table: {width: 375, scale: 2, separator: none}
        templates:
          t:
            views:
              - {name: dot, background: blue}
              - {name: title, type: label, text: "Milk, eggs and flour for the pancakes; butterscotch, walnuts and candles for the birthday cake", font: system 17, lines: \(lines), compressionResistance: {vertical: 1000}}
            constraints:
              - dot.left == contentView.left + 16
              - dot.centerY == contentView.centerY
              - dot.width == 20
              - dot.height == 20
              - title.left == dot.right + 8
              - title.top == contentView.top + 16
              - title.bottom == contentView.bottom - 16
              - title.right == contentView.right - 16
        rows:
          - {template: t}
        """)
        #expect(row.height == height)
        #expect(row.cell.conflicts.isEmpty, "\(row.cell.conflicts)")
        let title = try #require(row.cell.views.first { $0.name == "title" })
        #expect(title.frame.height == label)
        #expect(title.lines == (lines == 1 ? 1 : 3))
    }

    /// At @3x a 17 pt line is 20.333 pt: two labels 8 pt apart inside 16 pt margins are
    /// 80.667 pt, PixelTest's regular cell on iOS.
    @Test func threeTimesScaleRoundsToThirds() throws {
        let row = try Self.row("""
        table: {width: 320, scale: 3, separator: none}
        templates:
          t:
            views:
              - {name: a, type: label, text: "Dolor sit", font: system heavy 17, lines: 0}
              - {name: b, type: label, text: "Amet", font: system semibold 17, lines: 0}
            constraints:
              - "H:|-16-[a]-16-|"
              - "H:|-16-[b]-16-|"
              - "V:|-16-[a]-8-[b]-16-|"
        rows:
          - {template: t}
        """)
        #expect(abs(row.height - 80.667) < 0.001)
        #expect(row.cell.views.allSatisfy { abs(($0.frame.height * 3).rounded() - $0.frame.height * 3) < 1e-9 })
    }

    /// A table outside any view controller gives its cells UIView's 8 pt side margins (the
    /// message cell's avatar at x 8 on iOS); the vertical margins stay 11: a square 15 % of
    /// 375 pt on the margins is 78.5 pt tall with them.
    @Test func aTableOutsideAControllerHas8PointMargins() throws {
        let row = try Self.row("""
        table: {width: 375, scale: 2, separator: none, layoutMargins: {left: 8, right: 8}}
        templates:
          t:
            views:
              - {name: avatar, background: green}
              - {name: text, type: label, text: "Hi", lines: 0}
            constraints:
              - avatar.top == contentView.topMargin
              - avatar.bottom <= contentView.bottomMargin
              - avatar.leading == contentView.leadingMargin
              - avatar.width == contentView.width * 0.15
              - avatar.height >= avatar.width
              - text.top == contentView.topMargin
              - text.bottom <= contentView.bottomMargin
              - text.leading == avatar.trailing + 20
              - text.trailing == contentView.trailingMargin
        rows:
          - {template: t}
        """)
        let avatar = try #require(row.cell.views.first { $0.name == "avatar" })
        #expect(avatar.frame.x == 8 && avatar.frame.y == 11)
        #expect(row.height == 78.5)
        let text = try #require(row.cell.views.first { $0.name == "text" })
        #expect(text.frame.x + text.frame.width == 367)
    }

    /// Current iOS starts a cell's separator at its leading layout margin (16 pt on the iOS 13
    /// and 14 simulator references, 20 from 414 pt, 8 outside a view controller); the seed
    /// documents' iOS (`iosVersion` below 11) at 15 pt; a table's own `separatorInset` wins.
    @Test func separatorsStartAtTheCellsMargin() throws {
        func inset(_ table: String) throws -> Double {
            let fixture = try FixtureLoader.parse("table: {\(table)}\ntemplates: {t: {views: [{name: a}], constraints: [a.height == 10]}}\nrows: [{template: t}]\n", file: "s.yaml", folder: "/tmp")
            return fixture.content.settings.resolvedSeparatorInset(tableWidth: fixture.content.settings.width)
        }
        #expect(try inset("width: 375") == 16)
        #expect(try inset("width: 414") == 20)
        #expect(try inset("width: 375, layoutMargins: {left: 8, right: 8}") == 8)
        #expect(try inset("width: 375, iosVersion: 10") == 15)
        #expect(try inset("width: 375, iosVersion: 17") == 16)
        #expect(try inset("width: 375, separatorInset: 72") == 72)
        #expect(throws: Diagnostic.self) { try inset("iosVersion: 10.5") }
    }

    /// A cell's own background (`cellBackground`, a nib's `tableViewCell` colour) is drawn
    /// around its contentView: Interface Builder cells from real apps set it and expect it.
    @Test func aCellsOwnBackgroundIsKept() throws {
        let fixture = try FixtureLoader.parse("""
        templates:
          t:
            cellBackground: "#FF0000"
            views: [{name: a}]
            constraints: [a.height == 10]
        rows: [{template: t}]
        """, file: "b.yaml", folder: "/tmp")
        #expect(fixture.content.template(named: "t")?.cellBackground == Color(red: 1, green: 0, blue: 0))
        var text = String(decoding: HostileNibs.nib(), as: UTF8.self)
        text = text.replacingOccurrences(
            of: "<tableViewCellContentView key=\"contentView\"",
            with: "<color key=\"backgroundColor\" red=\"0.0\" green=\"0.0\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/><tableViewCellContentView key=\"contentView\"")
        #expect(text.contains("<color key=\"backgroundColor\""))
        let cell = try IBCellReader.read(file: "c.xib", data: Data(text.utf8))
        #expect(cell.backgroundColor == Color(red: 0, green: 0, blue: 1))
    }
}

