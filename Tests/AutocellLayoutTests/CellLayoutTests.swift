import AutocellLayout
import AutocellText
import Testing
import AutocellSolver
import AutocellSource
import AutocellDrawing

/// `a.left == b.right + 10` and friends, for writing templates in tests.
func pin(_ view: String, _ attribute: LayoutAttribute, _ relation: Relation = .equal, _ other: String? = nil,
         _ otherAttribute: LayoutAttribute? = nil, _ constant: Double = 0, priority: Priority = .required) -> LayoutConstraint {
    LayoutConstraint(
        Anchor(view, attribute), relation, other.map { Anchor($0, otherAttribute ?? attribute) },
        constant: constant, priority: priority)
}

func label(_ name: String, _ text: String, size: Double = 14, lines: Int = 1, parent: String? = nil,
           compression: Priority = .defaultHigh, hugging: Priority = .defaultLow) -> ViewSpec {
    var view = ViewSpec(name: name, kind: .label(LabelContent(text: text, font: .system(size), numberOfLines: lines)), parent: parent)
    view.compressionResistance.horizontal = compression
    view.hugging.horizontal = hugging
    return view
}

/// Seed 000's bottom bar: date (compression 250), hot (750), like (1000) in a row.
func bottomBar() -> CellTemplate {
    CellTemplate(
        name: "bar",
        views: [
            ViewSpec(name: "bottomView"),
            label("date", "2015-06-09 12:30", parent: "bottomView", compression: .defaultLow),
            label("hot", "热度 1024", parent: "bottomView", compression: .defaultHigh),
            label("like", "赞 88", parent: "bottomView", compression: .required),
        ],
        constraints: [
            pin("bottomView", .left, .equal, "contentView", .left, 10),
            pin("bottomView", .right, .equal, "contentView", .right, -10),
            pin("bottomView", .top, .equal, "contentView", .top, 5),
            pin("bottomView", .bottom, .equal, "contentView", .bottom, -5),
            pin("date", .left, .equal, "bottomView", .left, 10),
            pin("date", .top, .equal, "bottomView", .top, 5),
            pin("date", .bottom, .equal, "bottomView", .bottom, -5),
            pin("date", .right, .equal, "hot", .left, -5),
            pin("hot", .top, .equal, "bottomView", .top, 5),
            pin("hot", .right, .equal, "like", .left, -5),
            pin("hot", .bottom, .equal, "bottomView", .bottom, -5),
            pin("like", .top, .equal, "bottomView", .top, 5),
            pin("like", .right, .equal, "bottomView", .right, -5),
            pin("like", .bottom, .equal, "bottomView", .bottom, -5),
        ])
}

@Suite struct CellLayouts {
    /// An aspect ratio: a height that follows a width (UIKit allows dimensions across axes).
    @Test func aspectRatioRelatesHeightToWidth() throws {
        let source = SourceLocation(file: "t", line: 1)
        let ratio = try ConstraintSyntax.parse("photo.height == 0.75*photo.width", source: source)
        let constraints = [
            pin("photo", .left, .equal, "contentView", .left, 10), pin("photo", .right, .equal, "contentView", .right, -10),
            pin("photo", .top, .equal, "contentView", .top), pin("photo", .bottom, .equal, "contentView", .bottom), ratio,
        ]
        let template = CellTemplate(name: "a", views: [ViewSpec(name: "photo")], constraints: constraints)
        let layout = try CellLayoutEngine(template: template, measurer: try TextMeasurer()).layout(width: 320)
        #expect(layout["photo"]?.frame.height == 225 && layout.height == 225)
        #expect(throws: SyntaxError.self) { try ConstraintSyntax.parse("photo.top == other.left", source: source) }
    }

    @Test func bottomBarGivesWayInPriorityOrder() throws {
        let measurer = try TextMeasurer()
        let engine = try CellLayoutEngine(template: bottomBar(), measurer: measurer)
        let natural = ["date", "hot", "like"].map { name in
            // A label's intrinsic width: its text's, rounded up to the pixel (the bare engine's @1x).
            LabelContent.ceiled(measurer.measure(TextRequest(text: bottomBar().views.first { $0.name == name }?.label?.text ?? "", font: .system(14))).width, scale: 1)
        }
        // 20 (insets) + 10 + 5 + 5 + 5 between and around the labels.
        let needed = natural.reduce(45, +)

        let wide = engine.layout(width: needed + 40)
        for name in ["date", "hot", "like"] {
            #expect(wide[name]?.truncated == false, "\(name) should fit at \(needed + 40)")
        }

        let narrow = engine.layout(width: needed - 30)
        #expect(narrow["date"]?.truncated == true)
        #expect(abs((narrow["date"]?.frame.width ?? 0) - (natural[0] - 30)) < 1e-6)
        #expect(narrow["hot"]?.truncated == false)
        #expect(narrow["like"]?.truncated == false)

        let narrower = engine.layout(width: needed - natural[0] - 20)
        #expect(narrower["date"]?.frame.width == 0)
        #expect(narrower["hot"]?.truncated == true)
        #expect(abs((narrower["hot"]?.frame.width ?? 0) - (natural[1] - 20)) < 1e-6)
        #expect(narrower["like"]?.truncated == false)
        #expect(abs((narrower["like"]?.frame.width ?? 0) - natural[2]) < 1e-6)
        #expect(narrower.conflicts.isEmpty)

        // Frames are in contentView coordinates and the row's height comes from the content.
        let lineHeight = LabelContent.ceiled(measurer.measure(TextRequest(text: "赞 88", font: .system(14))).height, scale: 1)
        #expect(abs(narrow.height - (lineHeight + 20)) < 1e-6)
        #expect(narrow["like"]?.frame.y == 10)
    }

    @Test func scoreKeepsItsWidthAndTitleTruncates() throws {
        let measurer = try TextMeasurer()
        var score = label("score", "9.8分", size: 15, compression: .defaultHigh, hugging: .defaultHigh)
        score.hugging.vertical = .defaultHigh
        let template = CellTemplate(
            name: "game",
            views: [label("title", "一个名字非常非常长的游戏标题 The Legend", size: 15, compression: .defaultLow), score],
            constraints: [
                pin("title", .left, .equal, "contentView", .left, 10),
                pin("title", .top, .equal, "contentView", .top, 10),
                pin("title", .bottom, .lessThanOrEqual, "contentView", .bottom, -10),
                pin("score", .left, .equal, "title", .right, 5),
                pin("score", .right, .lessThanOrEqual, "contentView", .right, -10),
                pin("score", .centerY, .equal, "title", .centerY),
            ])
        let engine = try CellLayoutEngine(template: template, measurer: measurer)
        let scoreWidth = LabelContent.ceiled(measurer.measure(TextRequest(text: "9.8分", font: .system(15))).width, scale: 1)
        for width in [200.0, 250, 320] {
            let result = engine.layout(width: width)
            #expect(result["title"]?.truncated == true)
            #expect(abs((result["score"]?.frame.width ?? 0) - scoreWidth) < 1e-6)
            let titleRight = (result["title"]?.frame.x ?? 0) + (result["title"]?.frame.width ?? 0)
            #expect(abs((result["score"]?.frame.x ?? 0) - (titleRight + 5)) < 1e-6)
        }
    }

    @Test func multiLineHeightFollowsTextAndWidth() throws {
        let measurer = try TextMeasurer()
        let template = CellTemplate(
            name: "summary",
            views: [label("summary", "", size: 15, lines: 0)],
            constraints: [
                pin("summary", .left, .equal, "contentView", .left, 10),
                pin("summary", .right, .equal, "contentView", .right, -10),
                pin("summary", .top, .equal, "contentView", .top, 8),
                pin("summary", .bottom, .equal, "contentView", .bottom, -8),
            ])
        let engine = try CellLayoutEngine(template: template, measurer: measurer)
        let sentence = "天ttan 的简介:这是一段会换行的文字, mixing English words in. "
        var previous = 0.0
        for repeats in 1...4 {
            let text = String(repeating: sentence, count: repeats)
            let result = engine.layout(width: 375, texts: ["summary": text])
            #expect(result.height > previous)
            previous = result.height
        }
        let text = String(repeating: sentence, count: 3)
        var heights: [Double] = []
        for width in [320.0, 375, 414] {
            let result = engine.layout(width: width, texts: ["summary": text])
            let frame = try #require(result["summary"]?.frame)
            #expect(frame.width == width - 20)
            let pango = measurer.measure(TextRequest(text: text, font: .system(15), width: frame.width, numberOfLines: 0))
            let height = LabelContent.ceiled(pango.height, scale: 1)
            #expect(abs(frame.height - height) < 1e-6, "width \(width)")
            #expect(abs(result.height - (height + 16)) < 1e-6)
            #expect(result["summary"]?.lines == pango.lineCount)
            #expect(result.unsettledLabels.isEmpty)
            #expect(engine.fittingSize(width: width, texts: ["summary": text]) == Size(width: width, height: result.height))
            heights.append(result.height)
        }
        #expect(heights[0] >= heights[1] && heights[1] >= heights[2] && heights[0] > heights[2])
    }

    @Test func requiredContradictionIsReportedAsAConflict() throws {
        let template = CellTemplate(
            name: "icon",
            views: [ViewSpec(name: "icon")],
            constraints: [
                pin("icon", .top, .equal, "contentView", .top, 9.0333),
                pin("icon", .bottom, .equal, "contentView", .bottom, -9),
                pin("icon", .height, .equal, nil, nil, 61),
                pin("icon", .width, .equal, nil, nil, 61),
                pin("icon", .left, .equal, "contentView", .left, 15),
                pin("contentView", .height, .equal, nil, nil, 79),
            ])
        let engine = try CellLayoutEngine(template: template, measurer: try TextMeasurer())
        let result = engine.layout(width: 320)
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts.first?.constraints.count == 4)
        #expect(result.conflicts.first?.broken == "contentView.height == 79")
        #expect(abs(result.height - 79.0333) < 1e-6)
    }

    /// UIKit never gives a view a negative size: required edges 100 pt in from each side of a
    /// 150 pt cell would need a width of -50, so they conflict with the view's implicit
    /// `width >= 0`, which is listed (origin implicit) and never the one broken.
    @Test func aRequiredSetThatNeedsANegativeWidthIsAConflict() throws {
        let template = CellTemplate(
            name: "bar",
            views: [ViewSpec(name: "bar")],
            constraints: [
                pin("bar", .left, .equal, "contentView", .left, 100),
                pin("bar", .right, .equal, "contentView", .right, -100),
                pin("bar", .top, .equal, "contentView", .top), pin("bar", .height, .equal, nil, nil, 10),
                pin("bar", .bottom, .equal, "contentView", .bottom),
            ])
        let engine = try CellLayoutEngine(template: template, measurer: try TextMeasurer())
        let result = engine.layout(width: 150)
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1, "\(result.conflicts.map { ($0.constraints, $0.broken) })")
        #expect(conflict.members.map(\.kind) == [.implicit(view: "bar", axis: .horizontal), .declared(index: 0), .declared(index: 1), .encapsulatedWidth])
        #expect(conflict.members[0].origin == .implicit)
        #expect(conflict.members[0].text == "bar.width >= 0 (implicit)")
        #expect(conflict.brokenMember.kind == .declared(index: 1))
        #expect(result["bar"]?.frame.width == 0)
        // Wide enough, nothing to report.
        #expect(engine.layout(width: 320).conflicts.isEmpty)
    }

    @Test func scrollViewContentSizeAndAmbiguity() throws {
        var views = [ViewSpec(name: "scroll", kind: .scroll), ViewSpec(name: "box", parent: "scroll")]
        views[1].background = .black
        var constraints = [
            pin("scroll", .left, .equal, "contentView", .left),
            pin("scroll", .top, .equal, "contentView", .top),
            pin("scroll", .width, .equal, nil, nil, 200),
            pin("scroll", .height, .equal, nil, nil, 100),
            pin("scroll", .bottom, .equal, "contentView", .bottom),
            pin("box", .left, .equal, "scroll", .left, 10),
            pin("box", .top, .equal, "scroll", .top, 10),
            pin("box", .right, .equal, "scroll", .right, -10),
            pin("box", .bottom, .equal, "scroll", .bottom, -10),
        ]
        let measurer = try TextMeasurer()
        let loose = try CellLayoutEngine(template: CellTemplate(name: "s", views: views, constraints: constraints), measurer: measurer)
        let ambiguous = loose.layout(width: 320).ambiguous
        #expect(ambiguous.contains(AmbiguousView(view: "box", axis: .horizontal, reason: .size)))
        #expect(ambiguous.contains(AmbiguousView(view: "scroll", axis: .vertical, reason: .contentSize)))
        #expect(ambiguous.first { $0.view == "scroll" }?.explanation == "scroll's content has no width")

        constraints += [pin("box", .width, .equal, nil, nil, 500), pin("box", .height, .equal, nil, nil, 300)]
        let pinned = try CellLayoutEngine(template: CellTemplate(name: "s", views: views, constraints: constraints), measurer: measurer)
        let result = pinned.layout(width: 320)
        #expect(result.ambiguous.isEmpty)
        #expect(result["scroll"]?.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(result["scroll"]?.contentSize == Size(width: 520, height: 320))
        #expect(result["box"]?.frame == Rect(x: 10, y: 10, width: 500, height: 300))
    }

    /// Apple's "Working with Scroll Views": constraints between a scroll view's edges and its
    /// content attach to the content area; its width, height and centres to its frame. A
    /// content view as wide as the scroll view (the vertical-scrolling idiom, and Interface
    /// Builder's `equalWidth` between them) is the frame's width, not the content's own.
    @Test func aScrollViewsWidthAndCentresAreItsFrames() throws {
        let views = [ViewSpec(name: "scroll", kind: .scroll), ViewSpec(name: "content", parent: "scroll")]
        let constraints = [
            pin("scroll", .left, .equal, "contentView", .left),
            pin("scroll", .right, .equal, "contentView", .right),
            pin("scroll", .top, .equal, "contentView", .top),
            pin("scroll", .bottom, .equal, "contentView", .bottom),
            pin("scroll", .height, .equal, nil, nil, 100),
            pin("content", .left, .equal, "scroll", .left),
            pin("content", .right, .equal, "scroll", .right),
            pin("content", .top, .equal, "scroll", .top),
            pin("content", .bottom, .equal, "scroll", .bottom),
            pin("content", .width, .equal, "scroll", .width),
            pin("content", .height, .equal, nil, nil, 400),
            // A marker centred on the scroll view: at the frame's centre (not the content's 200).
            pin("content", .centerY, .greaterThanOrEqual, "scroll", .centerY),
        ]
        let engine = try CellLayoutEngine(template: CellTemplate(name: "s", views: views, constraints: constraints), measurer: try TextMeasurer())
        let result = engine.layout(width: 320)
        #expect(result["scroll"]?.frame == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(result["content"]?.frame == Rect(x: 0, y: 0, width: 320, height: 400))
        #expect(result["scroll"]?.contentSize == Size(width: 320, height: 400))
        #expect(result.conflicts.isEmpty)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
    }

    @Test func badTemplatesAreRejectedWithHints() throws {
        let measurer = try TextMeasurer()
        let typo = CellTemplate(name: "t", views: [ViewSpec(name: "avatar")], constraints: [pin("avatr", .left, .equal, "contentView", .left)])
        #expect(throws: LayoutError("unknown view 'avatr' in constraint (did you mean 'avatar'?)")) {
            try CellLayoutEngine(template: typo, measurer: measurer)
        }
        let cycle = CellTemplate(name: "t", views: [ViewSpec(name: "a", parent: "b"), ViewSpec(name: "b", parent: "a")])
        #expect(throws: LayoutError.self) { try CellLayoutEngine(template: cycle, measurer: measurer) }
        // A view leading into a cycle is named with the whole chain from it.
        let into = CellTemplate(name: "t", views: [ViewSpec(name: "x", parent: "a"), ViewSpec(name: "a", parent: "b"), ViewSpec(name: "b", parent: "a")])
        #expect(throws: LayoutError("views form a cycle through their parents: x -> a -> b -> a")) { try into.validate() }
    }

    /// Templates are bounded (views, and constraints after VFL expansion), and a deep nesting
    /// within the bound is validated in linear time (it was cubic: a linear search of the chain
    /// per step of each view's walk to the contentView).
    @Test func templatesAreBoundedAndDeepNestingIsCheap() throws {
        let deep = (0..<CellTemplate.maximumViews).map { ViewSpec(name: "v\($0)", parent: $0 == 0 ? nil : "v\($0 - 1)") }
        let start = ContinuousClock.now
        try CellTemplate(name: "deep", views: deep).validate()
        #expect(ContinuousClock.now - start < .seconds(5))
        let wide = (0...CellTemplate.maximumViews).map { ViewSpec(name: "v\($0)") }
        #expect(throws: LayoutError("template 'wide' has 4001 views; a template may have at most 4000")) {
            try CellTemplate(name: "wide", views: wide).validate()
        }
        let many = (0...CellTemplate.maximumConstraints).map { _ in pin("box", .width, .equal, nil, nil, 10) }
        #expect(throws: LayoutError("template 'many' has 20001 constraints (visual formats expanded); a template may have at most 20000")) {
            try CellTemplate(name: "many", views: [ViewSpec(name: "box")], constraints: many).validate()
        }
    }
}

@Suite struct IntrinsicConflicts {
    /// A label that resists compression at 1000 in a row too narrow for it: UIKit breaks its
    /// compression resistance and says so, row after row.
    @Test func requiredCompressionResistanceIsBrokenAndReported() throws {
        let template = CellTemplate(
            name: "tight",
            views: [label("like", "点赞:100000000000", compression: .required)],
            constraints: [
                pin("like", .left, .equal, "contentView", .left, 10),
                pin("like", .right, .equal, "contentView", .right, -10),
                pin("like", .top, .equal, "contentView", .top, 5),
                pin("like", .bottom, .equal, "contentView", .bottom, -5),
            ])
        let engine = try CellLayoutEngine(template: template, measurer: try TextMeasurer())
        for text in ["点赞:100000000000", "点赞:2300000000000000000", "赞"] {
            let result = engine.layout(width: 100, texts: ["like": text])
            let frame = try #require(result["like"]?.frame)
            #expect(frame.width == 80)
            if text == "赞" {
                #expect(result.conflicts.isEmpty)
                #expect(result["like"]?.truncated == false)
            } else {
                #expect(result.conflicts.count == 1, "\(text)")
                #expect(result.conflicts.first?.broken == "like.width >= intrinsic @1000 (compression resistance)")
                #expect(result["like"]?.truncated == true)
            }
        }
    }
}

@Suite struct InternalSolverErrors {
    static func boxOf100() throws -> CellLayoutEngine {
        let constraints = [
            pin("box", .top, .equal, "contentView", .top), pin("box", .bottom, .equal, "contentView", .bottom),
            pin("box", .left, .equal, "contentView", .left), pin("box", .right, .equal, "contentView", .right),
            pin("box", .height, .equal, nil, nil, 100),
        ]
        return try CellLayoutEngine(template: CellTemplate(name: "t", views: [ViewSpec(name: "box")], constraints: constraints), measurer: try TextMeasurer())
    }

    /// Holding a 100 pt box at 50 pt takes the table's height ceiling out, sets it, and puts it
    /// back through the path that breaks conflicts. When putting it back failed, the old
    /// `try?` left the required ceiling out and reported nothing: the row then "held" at 100 pt
    /// with no conflict. Now the failure is reported and the ceiling restored.
    @Test func aFailedReactivationIsReportedAndTheConstraintRestored() throws {
        let clean = try Self.boxOf100()
        _ = clean.fittingHeight(width: 320)
        let expected = clean.hold(at: 50)
        #expect(expected.internalError == nil && expected.conflicts.count == 1)

        let engine = try Self.boxOf100()
        _ = engine.fittingHeight(width: 320)
        engine.failNextSolverActivation()
        let held = engine.hold(at: 50)
        #expect(held.internalError?.contains("putting back a constraint that no longer fitted") == true, "\(String(describing: held.internalError)) \(held.conflicts)")
        #expect(engine.internalError == held.internalError)
        // Restored: the next row is held again, with UIKit's conflict reported.
        _ = engine.fittingHeight(width: 320)
        let again = engine.hold(at: 50)
        #expect(again.conflicts.count == 1)
        #expect(again["contentView"]?.frame.height == 50)
    }

    /// Every other solver call the engine makes reports its failure the same way (they were
    /// `try?`): a broken constraint given another chance on the next row.
    @Test func aFailedRetryOfABrokenConstraintIsReported() throws {
        let engine = try Self.boxOf100()
        _ = engine.fittingHeight(width: 320)
        _ = engine.hold(at: 50)   // breaks box.height == 100
        engine.failNextSolverActivation()
        _ = engine.fittingHeight(width: 320)   // tries it again
        #expect(engine.internalError?.contains("activating a constraint broken for an earlier row") == true)
    }
}
