import AutocellExplain
import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Testing

/// A self-sizing cell whose constraints give its contentView no height: UIKit's warning, the
/// standard height, and the warning carried by the row.
@Suite struct ZeroHeightWarning {
    static let yaml = """
        table: {width: 375, scale: 2}
        templates:
          floating:
            views:
              - {name: dot, background: red}
            constraints:
              - dot.top == contentView.top + 4
              - dot.left == contentView.left + 4
              - dot.width == 10
              - dot.height == 10
          sized:
            views:
              - {name: dot, background: red}
            constraints:
              - dot.top == contentView.top + 4
              - dot.left == contentView.left + 4
              - dot.width == 10
              - dot.height == 10
            sizeThatFits: {below: [dot], padding: 4}
        rows:
          - {template: floating}
          - {template: sized}
        """

    @Test func theRowFallsBackAndSaysSoAsUIKitDoes() throws {
        let fixture = try FixtureLoader.parse(Self.yaml, file: "feed.yaml", folder: "/tmp")
        let layout = try TableLayout.make(fixture.content, measurer: try TextMeasurer())
        #expect(layout.rows[0].height == 44.5)
        #expect(layout.rows[0].warnings == [TableRowWarning.zeroHeight])
        #expect(TableRowWarning.zeroHeight.hasPrefix("Warning once only: Detected a case where constraints ambiguously suggest a height of zero"))
        // A template that says how to size itself (FDTemplateLayoutCell's sizeThatFits) does not warn.
        #expect(layout.rows[1].warnings.isEmpty && layout.rows[1].height == 18.5)
        let json = try layout.json.rendered()
        #expect(json.contains("\"warnings\": [\"Warning once only:"))
        let explained = try Explainer(fixture.content, measurer: try TextMeasurer()).explain()
        #expect(explained[0].hasProblems && explained[0].warnings == [TableRowWarning.zeroHeight])
    }
}
