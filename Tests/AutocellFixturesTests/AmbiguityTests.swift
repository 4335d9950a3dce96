import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Testing
import AutocellDrawing

/// Ambiguity as a person sees it: two layouts that differ by at least a pixel, not the
/// sub-pixel slack of a row height snapped to the pixel grid; equal content priorities that
/// make a real difference named as Interface Builder names them, with its fix.
@Suite struct HonestAmbiguity {
    static func layout(_ yaml: String, width: Double) throws -> TableLayout {
        let fixture = try FixtureLoader.parse(yaml, file: "feed.yaml", folder: "/tmp")
        return try TableLayout.make(fixture.resolved(for: TraitCollection(width: width)).content, measurer: try TextMeasurer())
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
        #expect(tie.views == ["title", "subtitle"] && tie.priority == 250 && tie.hugging)
        #expect(tie.moved.count == 1, "the solver's pick: one of the two takes the slack")
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

    /// Painting lays rows out without the ambiguity check, yet a tie that decides what is
    /// drawn is still found and said once (`LayoutNotices`): which label gives way is the
    /// solver's pick, and iOS's engine may pick the other (issue 50, point 5: an iOS 16
    /// reference squeezed the title where Autocell squeezed the subtitle). Rows without a
    /// tie say nothing.
    @Test func aTieThatDecidesTheDrawingIsSaidWhenPainting() throws {
        let yaml = Self.twoLabels
            .replacingOccurrences(of: "table: {width: 375, scale: 3}", with: "table: {width: 375, scale: 3, rowHeight: 40}")
            .replacingOccurrences(of: "  two:", with: "  tiedToPaint:")
            .replacingOccurrences(of: "template: two", with: "template: tiedToPaint")
        let fixture = try FixtureLoader.parse(yaml, file: "feed.yaml", folder: "/tmp")
        let layout = try TableLayout.make(fixture.resolved(for: TraitCollection(width: 375)).content, measurer: try TextMeasurer(), reportAmbiguity: false)
        let row = try #require(layout.rows.first)
        let tie = try #require(row.cell.ambiguous.first?.tie)
        #expect(row.cell.ambiguous.allSatisfy { $0.reason == .contentPriority })
        #expect(!tie.moved.isEmpty && !tie.hugging)
        // iOS's pick: the first of them (title) gives way first.
        #expect(tie.moved.contains("title"))
        #expect(LayoutNotices.hasSaid("template 'tiedToPaint': content priority ambiguity"))
        #expect(LayoutNotices.hasSaid("the first in the view hierarchy first, as iOS did in the recordings measured; Apple does not document its engine's choice"))
        // Unsqueezed, the same labels raise nothing.
        let loose = Self.twoLabels.replacingOccurrences(of: "  two:", with: "  looseToPaint:").replacingOccurrences(of: "template: two", with: "template: looseToPaint")
        let fine = try TableLayout.make(try FixtureLoader.parse(loose, file: "feed.yaml", folder: "/tmp").resolved(for: TraitCollection(width: 375)).content, measurer: try TextMeasurer(), reportAmbiguity: false)
        #expect(try #require(fine.rows.first).cell.ambiguous.isEmpty)
        #expect(!LayoutNotices.hasSaid("'looseToPaint'"))
    }

    /// Where two labels tie, the first in the hierarchy gives way and the later keeps its
    /// size, as two iOS recordings show (an iOS 16 country list: the bold title above squeezed,
    /// the subtitle kept; a chat list: the nickname truncated, the date beside it whole);
    /// Autocell's solver alone squeezed the later one in both. Declaring the views the other
    /// way round swaps who gives way. The same whether ambiguity is reported or not.
    @Test(arguments: [false, true])
    func theFirstOfTiedViewsGivesWay(swapped: Bool) throws {
        let views = [
            "      - {name: nickname, type: label, text: \"A nickname far too long for the row it is in\", font: system 18}",
            "      - {name: date, type: label, text: \"Yesterday\", font: system 12}",
        ]
        let yaml = """
            table: {width: 320, scale: 2}
            templates:
              chat:
                views:
            \((swapped ? views.reversed() : views).joined(separator: "\n"))
                constraints:
                  - "H:|-66-[nickname]-5-[date]-7-|"
                  - "V:|-3-[nickname(22)]"
                  - date.top == nickname.top
                  - "V:[date(22)]-3-|"
            rows:
              - {template: chat}
            """
        let fixture = try FixtureLoader.parse(yaml, file: "feed.yaml", folder: "/tmp")
        for reports in [false, true] {
            let row = try #require(try TableLayout.make(fixture.resolved(for: TraitCollection(width: 320)).content, measurer: try TextMeasurer(), reportAmbiguity: reports).rows.first)
            func frame(_ name: String) -> Rect { row.cell.views.first { $0.name == name }?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0) }
            if swapped {
                // The date comes first now: it gives way, to nothing, and the nickname takes the rest.
                #expect(frame("date").width < 1, "\(frame("date"))")
            } else {
                #expect(frame("date").width > 45, "the date keeps its width: \(frame("date"))")
                #expect(abs(frame("date").x + frame("date").width - 313) < 0.01)
            }
        }
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
