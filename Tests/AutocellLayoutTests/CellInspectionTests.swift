import AutocellLayout
import AutocellText
import Testing

/// What `autocell inspect` shows of a row beyond frames: how each constraint stands, intrinsic
/// sizes, baselines and guides, read from the solved system.
@Suite struct CellInspections {
    /// A title at the margins, a badge right of it with room to spare, a wish that cannot be met,
    /// and a constraint a row turns off.
    func template() -> CellTemplate {
        let margins = LayoutGuide.anchorView("contentView", LayoutGuide.layoutMargins)
        var off = pin("badge", .top, .equal, "contentView", .top, 40)
        off.identifier = "badgeDown"
        return CellTemplate(
            name: "t",
            views: [label("title", "Hello", size: 17), ViewSpec(name: "badge")],
            constraints: [
                pin("title", .left, .equal, margins, .left),                              // 0 tight
                pin("title", .top, .equal, margins, .top),                                // 1 tight
                pin("title", .bottom, .equal, margins, .bottom),                          // 2 tight
                pin("badge", .left, .greaterThanOrEqual, "title", .right, 8),            // 3 slack
                pin("badge", .right, .equal, "contentView", .right, -10),                 // 4 tight
                pin("badge", .width, .equal, nil, nil, 20),                               // 5 tight
                pin("badge", .height, .equal, nil, nil, 20),                              // 6 tight
                pin("badge", .top, .equal, "contentView", .top, 4),                       // 7 tight
                pin("badge", .width, .equal, nil, nil, 400, priority: .defaultLow),       // 8 unsatisfied
                off,                                                                      // 9 inactive
            ])
    }

    @Test func constraintsStandAsSolved() throws {
        let engine = try CellLayoutEngine(template: template(), measurer: try TextMeasurer())
        engine.reportsInspection = true
        let layout = engine.layout(width: 320, state: RowState(inactive: ["badgeDown"]))
        let inspection = try #require(layout.inspection)
        let states = inspection.constraints.map(\.state)
        #expect(states == [.tight, .tight, .tight, .slack, .tight, .tight, .tight, .tight, .unsatisfied, .inactive])
        #expect(inspection.constraints.map(\.declaredIndex) == Array(0..<10).map { Optional($0) })
        // The slack is the room between the title's right edge and the badge's left, less 8.
        let title = try #require(layout["title"]), badge = try #require(layout["badge"])
        let room = badge.frame.x - (title.frame.x + title.frame.width) - 8
        #expect(abs(inspection.constraints[3].difference - room) < 1e-6 && room > 100)
        // The low-priority width misses 400 by what the required constraints leave.
        #expect(abs(inspection.constraints[8].difference - (20 - 400)) < 1e-6)
    }

    @Test func brokenConstraintIsBroken() throws {
        var conflicting = template()
        conflicting.constraints.append(pin("badge", .width, .equal, nil, nil, 30))
        let engine = try CellLayoutEngine(template: conflicting, measurer: try TextMeasurer())
        engine.reportsInspection = true
        let layout = engine.layout(width: 320, state: RowState(inactive: ["badgeDown"]))
        #expect(layout.conflicts.count == 1)
        let inspection = try #require(layout.inspection)
        // UIKit's rule: the most recently added member is broken.
        #expect(inspection.constraints.last?.state == .broken)
        #expect(inspection.constraints[9].state == .inactive && inspection.constraints[5].state == .tight)
    }

    @Test func intrinsicSizesBaselinesAndGuides() throws {
        let engine = try CellLayoutEngine(template: template(), measurer: try TextMeasurer())
        engine.reportsInspection = true
        let layout = engine.layout(width: 320)
        let inspection = try #require(layout.inspection)
        let title = try #require(layout["title"])
        // The title's intrinsic size is its text's; it hugs it (no other width is asked).
        let size = try #require(inspection.intrinsicSizes[1])
        #expect(size.width.map { abs($0 - title.frame.width) < 1e-6 } == true)
        #expect(size.height.map { abs($0 - title.frame.height) < 1e-6 } == true)
        #expect(inspection.intrinsicSizes[0] == nil && inspection.intrinsicSizes[2] == nil)
        let baselines = try #require(inspection.baselines[1])
        #expect(baselines.first > 0 && baselines.first < title.frame.height && abs(baselines.first - baselines.last) < 1e-6)
        // The margins guide, at UIKit's 8 pt default for a view that is not a table's cell.
        let guide = try #require(inspection.guides.first)
        #expect(guide.name == "contentView.layoutMarginsGuide")
        #expect(guide.frame.x == 8 && guide.frame.width == 304 && guide.frame.y == 8)
        #expect(inspection.layoutMargins == .all(8))
    }

    @Test func offUnlessAsked() throws {
        let engine = try CellLayoutEngine(template: template(), measurer: try TextMeasurer())
        #expect(engine.layout(width: 320).inspection == nil)
    }
}
