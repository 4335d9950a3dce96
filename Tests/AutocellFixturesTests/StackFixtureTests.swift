import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
import AutocellDrawing

/// Stack views as fixtures write them, rows that hide arranged subviews, and what a fixture may
/// not write.
@Suite struct StackFixtures {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/stack-feed.yaml").path

    /// A stack `s` with the given keys, arranging views a and b.
    static func fixture(stack keys: String) -> String {
        """
        templates:
          t:
            views:
              - {name: s, type: stack, \(keys)}
              - {name: a, parent: s}
              - {name: b, parent: s}
            constraints:
              - s.top == contentView.top
        rows:
          - {template: t}
        """
    }

    @Test func theKeysReadAsUIStackViewsProperties() throws {
        let fixture = try FixtureLoader.parse(Self.fixture(stack: """
            axis: vertical, distribution: equalCentering, alignment: bottom, spacing: 6, customSpacing: {a: 12}, \
            layoutMarginsRelativeArrangement: true, baselineRelativeArrangement: true, arrangedSubviews: [b, a]
            """), file: "feed.yaml", folder: "/tmp")
        let stack = try #require(fixture.content.template(named: "t")?.cell.views.first?.stack)
        #expect(stack == StackConfiguration(
            axis: .vertical, distribution: .equalCentering, alignment: .trailing, spacing: 6, customSpacing: ["a": 12],
            isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true, arrangedSubviews: ["b", "a"]))
    }

    @Test(arguments: [
        ("alignment: center", "alignment: middle", "unknown alignment 'middle'"),
        ("alignment: center", "alignment: firstBaseline", "valid for horizontal stacks only"),
        ("axis: vertical", "axis: diagonal", "axis"),
        ("spacing: 6", "lines: 2", "'lines' is for labels"),
        ("{name: a, parent: s}", "{name: a, parent: s, spacing: 3}", "'spacing' is for stack views"),
        ("arrangedSubviews: [b, a]", "arrangedSubviews: [b, c]", "stack 's' arranges an unknown view 'c'"),
        ("arrangedSubviews: [b, a]", "arrangedSubviews: [b, b]", "arranges 'b' twice"),
        ("customSpacing: {a: 12}", "customSpacing: {z: 12}", "custom spacing after 'z'"),
        ("{name: b, parent: s}", "{name: b}", "'b', which is not its subview"),
        ("rows:\n  - {template: t}", "rows:\n  - {template: t, data: {\"s.spacing\": 3}}", "'s.spacing' cannot change per row"),
    ])
    func badStacksAreRejectedAtTheirLine(original: String, replacement: String, message: String) {
        let yaml = Self.fixture(stack: "axis: vertical, alignment: center, spacing: 6, customSpacing: {a: 12}, arrangedSubviews: [b, a]")
            .replacingOccurrences(of: original, with: replacement)
        do {
            _ = try FixtureLoader.parse(yaml, file: "feed.yaml", folder: "/tmp")
            Issue.record("loaded: \(replacement)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.description.hasPrefix("feed.yaml:"))
        }
    }

    /// The stack feed: a hidden badge gives the name its room, a hidden footer takes its
    /// spacing with it (8 pt), and the rows are those of the template built for each row alone.
    @Test func rowsHideArrangedSubviews() throws {
        let fixture = try FixtureLoader.load(path: Self.path)
        let rows = try TableLayout.make(fixture.content, measurer: try TextMeasurer()).rows
        for row in rows { #expect(row.cell.conflicts.isEmpty && row.cell.ambiguous.isEmpty) }
        func frame(_ row: Int, _ view: String) throws -> Rect { try #require(rows[row].cell[view]).frame }
        // The header spans the margins (16 pt at 375); with the badge, the names stop 10 pt before it.
        #expect(try frame(0, "header") == Rect(x: 16, y: 11, width: 343, height: 40))
        #expect(try frame(0, "names").x == 66)
        let names = try frame(0, "names"), badge = try frame(0, "badge")
        #expect(abs(names.x + names.width + 10 - badge.x) < 1e-9)
        #expect(try frame(1, "names").width == 343 - 50)
        let hiddenBadge = try frame(1, "badge")
        #expect(rows[1].cell["badge"]?.hidden == true && hiddenBadge.width == 0)
        // No footer: the column ends at the body; 11 pt of margin below it.
        #expect(rows[2].cell["footer"]?.hidden == true)
        let body = try frame(2, "body")
        #expect(abs(body.y + body.height + 11 - rows[2].cell.height) < 1e-9)
        // The footer's labels spread out: first at the leading edge, last at the trailing one.
        #expect(try frame(3, "likes").x == 16)
        let shares = try frame(3, "shares")
        #expect(abs(shares.x + shares.width - 359) < 1e-9)
    }

    /// A label a stack hides (collapsed to width 0) draws nothing, so it is not "truncated".
    @Test func aHiddenArrangedLabelIsNotTruncated() throws {
        let yaml = """
            templates:
              t:
                views:
                  - {name: s, type: stack, axis: horizontal, spacing: 8}
                  - {name: name, type: label, parent: s, text: "Ana Lima"}
                  - {name: badge, type: label, parent: s, text: "PRO"}
                constraints: ["H:|-[s]-|", "V:|-[s]-|"]
            rows:
              - {template: t, data: {"badge.hidden": true}}
            """
        let fixture = try FixtureLoader.parse(yaml, file: "f.yaml", folder: FileManager.default.temporaryDirectory.path)
        let row = try #require(try TableLayout.make(fixture.content, measurer: try TextMeasurer()).rows.first)
        let badge = try #require(row.cell["badge"])
        #expect(badge.hidden == true && badge.frame.width == 0)
        #expect(badge.truncated == false)
        #expect(row.cell["name"]?.truncated == false)
    }

    /// One system per arrangement of hidden subviews, each built once: rows that go back and
    /// forth between arrangements reuse them, and lay out exactly as an engine built afresh.
    @Test func eachArrangementIsBuiltOnce() throws {
        let fixture = try FixtureLoader.load(path: Self.path)
        let template = try #require(fixture.content.template(named: "post")).cell
        let measurer = try TextMeasurer()
        let reused = try CellLayoutEngine(template: template, measurer: measurer)
        let rows = fixture.sections[0].rows
        for row in rows + rows.reversed() + rows {
            let fresh = try CellLayoutEngine(template: template, measurer: measurer)
            let a = reused.layout(width: 375, texts: row.texts, state: row.state)
            let b = fresh.layout(width: 375, texts: row.texts, state: row.state)
            #expect(a.views == b.views && a.conflicts == b.conflicts)
        }
        // The template as declared, the badge hidden, the footer hidden.
        #expect(reused.systemsBuilt == 3)
    }
}
