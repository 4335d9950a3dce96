import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Testing

/// Ambiguity as a person sees it: two layouts that differ by at least a pixel, not the
/// sub-pixel slack of a row height snapped to the pixel grid; equal content priorities that
/// make a real difference named as Interface Builder names them, with its fix.
@Suite struct HonestAmbiguity {
    static func layout(_ yaml: String, width: Double) throws -> TableLayout {
        let fixture = try FixtureLoader.parse(yaml, file: "feed.yaml", folder: "/tmp")
        return try TableLayout.make(fixture.content, width: width, measurer: try TextMeasurer())
    }

    static let twoLabels = """
        table: {width: 375, scale: 3}
        templates:
          two:
            views:
              - {name: title, type: label, text: "Title", font: system 17}
              - {name: subtitle, type: label, text: "A subtitle long enough to wrap at some widths", font: system 15, lines: 0}
            constraints:
              - "H:|-15-[title]-15-|"
              - "H:|-15-[subtitle]-15-|"
              - "V:|-11-[title]-2-[subtitle]-11-|"
        rows:
          - {template: two}
        """

    @Test(arguments: [320.0, 375, 430])
    func twoStackedLabelsAreNotAmbiguous(width: Double) throws {
        let row = try #require(try Self.layout(Self.twoLabels, width: width).rows.first)
        #expect(row.cell.ambiguous.isEmpty, "\(row.cell.ambiguous.map(\.explanation))")
        // The row height is the fitting height snapped: the slack is under a pixel.
        #expect(abs(row.height - (row.fittingHeight + 1.0 / 3)) < 1.0 / 3 + 1e-9)
    }

    /// Held a whole 30 pt taller than it fits (a fixed row height), the same two labels share
    /// real slack at the same vertical hugging: Interface Builder's content priority ambiguity.
    @Test func equalHuggingWithRealSlackIsContentPriorityAmbiguity() throws {
        let yaml = Self.twoLabels.replacingOccurrences(of: "table: {width: 375, scale: 3}", with: "table: {width: 375, scale: 3, rowHeight: 120}")
        let row = try #require(try Self.layout(yaml, width: 375).rows.first)
        let items = row.cell.ambiguous.filter { $0.axis == .vertical }
        #expect(items.map(\.view) == ["title", "subtitle"])
        #expect(items.allSatisfy { $0.reason == .contentPriority })
        let tie = try #require(items.first?.tie)
        #expect(tie == AmbiguousView.Tie(views: ["title", "subtitle"], priority: 250, hugging: true))
        #expect(tie.fix == "give title a hugging priority of 251")
        #expect(items[0].explanation.contains("title and subtitle have the same vertical hugging priority (250)"))
        // With the fix, nothing is ambiguous.
        let fixed = yaml.replacingOccurrences(of: "font: system 17}", with: "font: system 17, hugging: {vertical: 251}}")
        #expect(try #require(try Self.layout(fixed, width: 375).rows.first).cell.ambiguous.isEmpty)
    }

    /// Held too short, equal compression resistance decides nothing either.
    @Test func equalCompressionResistanceWhenSqueezedIsContentPriorityAmbiguity() throws {
        let yaml = Self.twoLabels.replacingOccurrences(of: "table: {width: 375, scale: 3}", with: "table: {width: 375, scale: 3, rowHeight: 40}")
        let row = try #require(try Self.layout(yaml, width: 375).rows.first)
        let tie = try #require(row.cell.ambiguous.first { $0.axis == .vertical }?.tie)
        // The one of least natural height comes first (issue 52: raise the view that must not
        // shrink, so the larger gives way).
        #expect(tie.hugging == false && tie.priority == 750 && tie.views == ["subtitle", "title"])
        #expect(tie.fix == "give subtitle a compression resistance priority of 751 (the view that must not shrink: title then gives way, a label truncating)")
    }

    /// A sender label and a chevron squeezed at the same compression resistance: the chevron,
    /// which must not shrink, is the one raised (issue 52; raising the sender left the chevron
    /// at 0 pt), and with that fix the chevron keeps its width.
    @Test func aCompressionTieRaisesTheViewThatMustNotShrink() throws {
        let yaml = """
            table: {width: 320, scale: 2}
            templates:
              mail:
                views:
                  - {name: sender, type: label, text: "A sender whose name is far too long for one line of this row", font: system 17}
                  - {name: chevron, type: label, text: "›", font: system 17}
                constraints:
                  - "H:|-16-[sender]-8-[chevron]-16-|"
                  - "V:|-12-[sender]-12-|"
                  - chevron.centerY == sender.centerY
            rows:
              - {template: mail}
            """
        let row = try #require(try Self.layout(yaml, width: 320).rows.first)
        let tie = try #require(row.cell.ambiguous.first { $0.axis == .horizontal }?.tie)
        #expect(tie.views.first == "chevron")
        #expect(tie.fix.hasPrefix("give chevron a compression resistance priority of 751"))
        let fixed = yaml.replacingOccurrences(of: "text: \"›\", font: system 17}", with: "text: \"›\", font: system 17, compressionResistance: {horizontal: 751}}")
        let laidOut = try #require(try Self.layout(fixed, width: 320).rows.first)
        #expect(laidOut.cell.ambiguous.isEmpty)
        #expect((laidOut.cell.views.first { $0.name == "chevron" }?.frame.width ?? 0) > 4)
    }

    /// A view really free is still found, with two layouts that differ.
    @Test func aRealAmbiguityIsStillFound() throws {
        let yaml = """
            table: {width: 375, scale: 2}
            templates:
              loose:
                views:
                  - {name: box, background: red}
                constraints:
                  - box.width == 40
                  - box.height == 40
                  - box.top == contentView.top + 10
                  - contentView.bottom == box.bottom + 10
            rows:
              - {template: loose}
            """
        let fixture = try FixtureLoader.parse(yaml, file: "feed.yaml", folder: "/tmp")
        let row = try #require(try TableLayout.make(fixture.content, measurer: try TextMeasurer()).rows.first)
        #expect(row.cell.ambiguous == [AmbiguousView(view: "box", axis: .horizontal, reason: .position)])
        let engine = try CellLayoutEngine(template: try #require(fixture.content.template(named: "loose")).cell, measurer: try TextMeasurer())
        _ = engine.layout(width: 375, height: 60)
        let variants = engine.exerciseAmbiguity()
        #expect(variants.count == 2)
        #expect(variants[0]["box"]?.frame.x != variants[1]["box"]?.frame.x)
    }
}
