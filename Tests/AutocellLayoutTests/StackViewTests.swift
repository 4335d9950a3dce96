import AutocellLayout
import AutocellText
import Testing
import AutocellDrawing

/// UIStackView's layouts, each checked against frames worked out by hand from the constraints
/// UIKit generates (`StackArrangement`), with the three arranged views of "Let's Build
/// UIStackView": intrinsic sizes 160×200, 80×100 and 40×50, hugging 250 and compression
/// resistance 750.
@Suite struct StackViews {
    static let sizes = [Size(width: 160, height: 200), Size(width: 80, height: 100), Size(width: 40, height: 50)]

    /// A stack at the contentView's top left, `length` long on its axis (nil: as long as its
    /// content), arranging views s0, s1, s2.
    static func layout(
        _ configuration: StackConfiguration, length: Double? = nil, hidden: Set<String> = [], change: (inout [ViewSpec]) -> Void = { _ in }
    ) throws -> CellLayout {
        var stack = ViewSpec(name: "stack", kind: .stack(configuration))
        stack.background = nil
        var views = [stack]
        for (index, size) in sizes.enumerated() {
            var view = ViewSpec(name: "s\(index)", kind: .image(ImageContent(size: size)), parent: "stack")
            view.isHidden = hidden.contains(view.name)
            views.append(view)
        }
        change(&views)
        var constraints = try ["stack.left == contentView.left", "stack.top == contentView.top", "stack.bottom <= contentView.bottom"]
            .map { try ConstraintSyntax.parse($0) }
        if let length {
            let attribute = configuration.axis == .horizontal ? "width" : "height"
            constraints.append(try ConstraintSyntax.parse("stack.\(attribute) == \(length)"))
        }
        let engine = try CellLayoutEngine(template: CellTemplate(name: "t", views: views, constraints: constraints), measurer: try TextMeasurer())
        let laidOut = engine.layout(width: 400)
        #expect(laidOut.conflicts.isEmpty)
        return laidOut
    }

    static func frames(_ layout: CellLayout, _ names: [String] = ["s0", "s1", "s2"]) -> [Rect] {
        names.map { layout[$0]?.frame ?? Rect(x: -1, y: -1, width: -1, height: -1) }
    }

    static func horizontal(_ distribution: StackConfiguration.Distribution, _ alignment: StackConfiguration.Alignment = .fill, spacing: Double = 10) -> StackConfiguration {
        StackConfiguration(axis: .horizontal, distribution: distribution, alignment: alignment, spacing: spacing)
    }

    /// Fill: the view that hugs least takes the extra 20 pt; all as tall as the tallest.
    @Test func fill() throws {
        let laidOut = try Self.layout(Self.horizontal(.fill), length: 320) { views in views[2].hugging.horizontal = 249 }
        #expect(Self.frames(laidOut) == [
            Rect(x: 0, y: 0, width: 160, height: 200), Rect(x: 170, y: 0, width: 100, height: 200), Rect(x: 280, y: 0, width: 40, height: 200),
        ])
        #expect(laidOut.ambiguous.isEmpty)
    }

    /// Fill equally: (320 − 2 × 10) / 3 each.
    @Test func fillEqually() throws {
        let laidOut = try Self.layout(Self.horizontal(.fillEqually), length: 320)
        #expect(Self.frames(laidOut).map(\.x) == [0, 110, 220])
        #expect(Self.frames(laidOut).map(\.width) == [100, 100, 100])
    }

    /// Fill proportionally: 160, 80 and 40 over 160 + 80 + 40 + 2 × 10 = 300 of 320 pt, at 999,
    /// 998 and 997; the spacings leave 1.33 pt that the last (weakest) proportion gives up.
    @Test func fillProportionally() throws {
        let frames = Self.frames(try Self.layout(Self.horizontal(.fillProportionally), length: 320))
        #expect(abs(frames[0].width - 320 * 160 / 300) < 1e-9)
        #expect(abs(frames[1].width - 320 * 80 / 300) < 1e-9)
        #expect(abs(frames[2].width - (300 - 320 * 240 / 300)) < 1e-9)
        #expect(abs(frames[2].x + frames[2].width - 320) < 1e-9)
    }

    /// Equal spacing: the views keep their widths and the two gaps share the 40 pt left.
    @Test func equalSpacing() throws {
        let frames = Self.frames(try Self.layout(Self.horizontal(.equalSpacing), length: 320))
        #expect(frames.map(\.x) == [0, 180, 280])
        #expect(frames.map(\.width) == [160, 80, 40])
    }

    /// Equal centering: centres at 80, 230 and 380 in 400 pt. In 320 pt equal gaps would put
    /// s1 over s0 (centre 190, left edge 150 < 160): the spacing holds and the gaps give way.
    @Test func equalCentering() throws {
        let wide = Self.frames(try Self.layout(Self.horizontal(.equalCentering, spacing: 0), length: 400))
        #expect(zip(wide.map { $0.x + $0.width / 2 }, [80.0, 230, 380]).allSatisfy { abs($0 - $1) < 1e-9 })
        let narrow = Self.frames(try Self.layout(Self.horizontal(.equalCentering, spacing: 0), length: 320))
        #expect(narrow.map { $0.x + $0.width / 2 } == [80, 200, 300])
    }

    /// Across the axis: top, centre, bottom and fill, the stack as tall as the tallest view.
    @Test(arguments: [
        (StackConfiguration.Alignment.leading, [0.0, 0, 0], [200.0, 100, 50]),
        (.center, [0, 50, 75], [200, 100, 50]),
        (.trailing, [0, 100, 150], [200, 100, 50]),
        (.fill, [0, 0, 0], [200, 200, 200]),
    ])
    func alignment(_ alignment: StackConfiguration.Alignment, ys: [Double], heights: [Double]) throws {
        let laidOut = try Self.layout(Self.horizontal(.fill, alignment, spacing: 0))
        #expect(Self.frames(laidOut).map(\.y) == ys)
        #expect(Self.frames(laidOut).map(\.height) == heights)
        #expect(laidOut["stack"]?.frame == Rect(x: 0, y: 0, width: 280, height: 200))
        #expect(laidOut.ambiguous.isEmpty)
    }

    /// A vertical stack: leading, centre and trailing on x, the stack as wide as the widest.
    @Test(arguments: [
        (StackConfiguration.Alignment.leading, [0.0, 0, 0]),
        (.center, [0, 40, 60]),
        (.trailing, [0, 80, 120]),
    ])
    func verticalAlignment(_ alignment: StackConfiguration.Alignment, xs: [Double]) throws {
        let laidOut = try Self.layout(StackConfiguration(axis: .vertical, alignment: alignment, spacing: 4))
        #expect(Self.frames(laidOut).map(\.x) == xs)
        #expect(Self.frames(laidOut).map(\.y) == [0, 204, 308])
        #expect(laidOut["stack"]?.frame == Rect(x: 0, y: 0, width: 160, height: 358))
    }

    /// Baselines: a 28 pt label and a 12 pt one side by side share their first (or last)
    /// baseline. First baseline: the spanner wraps both and the stack with it. Last baseline:
    /// UIKit ties the stack's bottom to the first view only (`V:[first]-(>=0)-|`, pulled to no
    /// height at 49), so the stack is as tall as the big label (rdar://32291130's complaint).
    @Test(arguments: [StackConfiguration.Alignment.firstBaseline, .lastBaseline])
    func baselines(_ alignment: StackConfiguration.Alignment) throws {
        let measurer = try TextMeasurer()
        var big = LabelContent(), small = LabelContent()
        big.text = "Big"
        big.font = .system(28)
        small.text = "small"
        small.font = .system(12)
        let bigProbe = measurer.measure(TextRequest(text: "Ag", font: big.font))
        let smallProbe = measurer.measure(TextRequest(text: "Ag", font: small.font))
        let views = [
            ViewSpec(name: "stack", kind: .stack(Self.horizontal(.fill, alignment, spacing: 8))),
            ViewSpec(name: "big", kind: .label(big), parent: "stack"), ViewSpec(name: "small", kind: .label(small), parent: "stack"),
        ]
        let constraints = try ["stack.left == contentView.left", "stack.top == contentView.top", "stack.bottom <= contentView.bottom"]
            .map { try ConstraintSyntax.parse($0) }
        let laidOut = try CellLayoutEngine(template: CellTemplate(name: "t", views: views, constraints: constraints), measurer: measurer)
            .layout(width: 400)
        let bigFrame = try #require(laidOut["big"]).frame, smallFrame = try #require(laidOut["small"]).frame
        let offsets = alignment == .firstBaseline
            ? (bigProbe.firstBaseline + Self.slack(bigProbe), smallProbe.firstBaseline + Self.slack(smallProbe))
            : (bigProbe.lastBaseline - bigProbe.height - Self.slack(bigProbe), smallProbe.lastBaseline - smallProbe.height - Self.slack(smallProbe))
        let bigBaseline = (alignment == .firstBaseline ? bigFrame.y : bigFrame.y + bigFrame.height) + offsets.0
        let smallBaseline = (alignment == .firstBaseline ? smallFrame.y : smallFrame.y + smallFrame.height) + offsets.1
        #expect(abs(bigBaseline - smallBaseline) < 1e-9)
        #expect(bigFrame.y == 0 && smallFrame.y > 0)
        #expect(laidOut["stack"]?.frame.height == bigFrame.height)
        #expect(laidOut.conflicts.isEmpty && laidOut.ambiguous.isEmpty)
    }

    /// `layoutMarginsRelativeArrangement`: the views sit inside the stack's margins (UIView's
    /// default 8 pt each side).
    @Test func marginsRelativeArrangement() throws {
        var configuration = Self.horizontal(.fill, spacing: 0)
        configuration.isLayoutMarginsRelativeArrangement = true
        let laidOut = try Self.layout(configuration)
        #expect(Self.frames(laidOut).map(\.x) == [8, 168, 248])
        #expect(Self.frames(laidOut).map(\.y) == [8, 8, 8])
        #expect(laidOut["stack"]?.frame == Rect(x: 0, y: 0, width: 296, height: 216))
    }

    /// What a label centres its text in: half the rounding of its height up to the pixel (the bare engine's @1x)
    /// lies above the first line and half below the last.
    static func slack(_ line: TextMeasurement) -> Double { (LabelContent.ceiled(line.height, scale: 1) - line.height) / 2 }

    /// `baselineRelativeArrangement` in a vertical stack: the spacing runs from one label's
    /// last baseline to the next one's first.
    @Test func baselineRelativeArrangement() throws {
        let measurer = try TextMeasurer()
        var configuration = StackConfiguration(axis: .vertical, spacing: 30)
        configuration.isBaselineRelativeArrangement = true
        var stack = ViewSpec(name: "stack", kind: .stack(configuration))
        stack.background = nil
        let views = [stack] + [("one", 17.0), ("two", 12.0)].map { name, size in
            ViewSpec(name: name, kind: .label(LabelContent(text: name, font: .system(size))), parent: "stack")
        }
        let constraints = try ["stack.left == contentView.left", "stack.top == contentView.top", "stack.bottom <= contentView.bottom"]
            .map { try ConstraintSyntax.parse($0) }
        let laidOut = try CellLayoutEngine(template: CellTemplate(name: "t", views: views, constraints: constraints), measurer: measurer).layout(width: 300)
        let one = try #require(laidOut["one"]).frame, two = try #require(laidOut["two"]).frame
        let big = measurer.measure(TextRequest(text: "Ag", font: .system(17))), small = measurer.measure(TextRequest(text: "Ag", font: .system(12)))
        let lastBaseline = one.y + one.height - (big.height - big.lastBaseline) - Self.slack(big)
        let firstBaseline = two.y + small.firstBaseline + Self.slack(small)
        #expect(abs(firstBaseline - lastBaseline - 30) < 1e-9)
    }

    /// Spacing on the screen's pixel grid (`UIRoundToViewScale`): 7.3 pt is 7.5 at 2x, 7 at 1x.
    @Test(arguments: [(1.0, 7.0), (2.0, 7.5), (3.0, 7 + 1.0 / 3)])
    func spacingIsRoundedToTheScale(scale: Double, spacing: Double) throws {
        var stack = ViewSpec(name: "stack", kind: .stack(Self.horizontal(.fill, spacing: 7.3)))
        stack.background = nil
        let views = [stack] + (0..<2).map { ViewSpec(name: "s\($0)", kind: .image(ImageContent(size: Size(width: 10, height: 10))), parent: "stack") }
        let constraints = try ["stack.left == contentView.left", "stack.top == contentView.top", "stack.bottom <= contentView.bottom"]
            .map { try ConstraintSyntax.parse($0) }
        let engine = try CellLayoutEngine(template: CellTemplate(name: "t", views: views, constraints: constraints), measurer: try TextMeasurer())
        engine.displayScale = scale
        let x = try #require(engine.layout(width: 100)["s1"]).frame.x
        #expect(abs(x - (10 + spacing)) < 1e-9)
    }

    /// Fill proportionally by the row's texts: each row's labels share the stack by their own
    /// widths (one system per set of lengths).
    @Test func proportionsFollowTheRowsTexts() throws {
        let measurer = try TextMeasurer()
        var stack = ViewSpec(name: "stack", kind: .stack(Self.horizontal(.fillProportionally, spacing: 0)))
        stack.background = nil
        let views = [stack] + ["a", "b"].map { ViewSpec(name: $0, kind: .label(LabelContent(text: "x")), parent: "stack") }
        let constraints = try ["stack.left == contentView.left", "stack.right == contentView.right", "stack.top == contentView.top", "stack.bottom <= contentView.bottom"]
            .map { try ConstraintSyntax.parse($0) }
        let engine = try CellLayoutEngine(template: CellTemplate(name: "t", views: views, constraints: constraints), measurer: measurer)
        for (a, b) in [("short", "a much longer text"), ("a much longer text", "short")] {
            let laidOut = engine.layout(width: 300, texts: ["a": a, "b": b])
            // The labels' intrinsic widths: their texts', rounded up to the pixel (the bare engine's @1x).
            let wa = LabelContent.ceiled(measurer.measure(TextRequest(text: a, font: .system(17))).width, scale: 1)
            let wb = LabelContent.ceiled(measurer.measure(TextRequest(text: b, font: .system(17))).width, scale: 1)
            let frameA = try #require(laidOut["a"]).frame
            #expect(abs(frameA.width - 300 * wa / (wa + wb)) < 1e-6)
        }
    }

    /// `setCustomSpacing(30, after: s0)`: 30 after s0, 10 after s1.
    @Test func customSpacing() throws {
        var configuration = Self.horizontal(.fill)
        configuration.customSpacing = ["s0": 30]
        let laidOut = try Self.layout(configuration)
        #expect(Self.frames(laidOut).map(\.x) == [0, 190, 280])
        #expect(laidOut["stack"]?.frame.width == 320)
    }

    /// A hidden arranged view leaves the layout: no width, and its spacing goes with it.
    @Test(arguments: ["s0", "s1", "s2"])
    func hiddenViewsCollapse(_ hidden: String) throws {
        let laidOut = try Self.layout(Self.horizontal(.fill), hidden: [hidden])
        let shown = ["s0", "s1", "s2"].filter { $0 != hidden }
        let widths = Dictionary(uniqueKeysWithValues: zip(["s0", "s1", "s2"], [160.0, 80, 40]))
        #expect(laidOut["stack"]?.frame.width == widths[shown[0]]! + 10 + widths[shown[1]]!)
        #expect(laidOut[shown[1]]?.frame.x == widths[shown[0]]! + 10)
        #expect(laidOut[hidden]?.frame.width == 0 && laidOut[hidden]?.hidden == true)
    }

    /// A vertical stack whose first row is the horizontal one: nested arrangements.
    @Test func nestedStacks() throws {
        var outer = ViewSpec(name: "outer", kind: .stack(StackConfiguration(axis: .vertical, alignment: .leading, spacing: 8)))
        outer.background = nil
        var inner = ViewSpec(name: "inner", kind: .stack(Self.horizontal(.fill, .center)))
        inner.parent = "outer"
        let caption = ViewSpec(name: "caption", kind: .image(ImageContent(size: Size(width: 300, height: 20))), parent: "outer")
        var views = [outer, inner, caption]
        for (index, size) in Self.sizes.enumerated() {
            views.append(ViewSpec(name: "s\(index)", kind: .image(ImageContent(size: size)), parent: "inner"))
        }
        let constraints = try ["outer.left == contentView.left + 16", "outer.top == contentView.top + 11", "outer.bottom == contentView.bottom - 11"]
            .map { try ConstraintSyntax.parse($0) }
        let engine = try CellLayoutEngine(template: CellTemplate(name: "t", views: views, constraints: constraints), measurer: try TextMeasurer())
        let laidOut = engine.layout(width: 400)
        #expect(laidOut.conflicts.isEmpty && laidOut.ambiguous.isEmpty)
        #expect(laidOut["inner"]?.frame == Rect(x: 16, y: 11, width: 300, height: 200))
        #expect(laidOut["s1"]?.frame == Rect(x: 186, y: 61, width: 80, height: 100))
        #expect(laidOut["caption"]?.frame == Rect(x: 16, y: 219, width: 300, height: 20))
        #expect(laidOut.height == 250)
    }

    /// A conflict between the stack's own constraints and the template's names the stack's
    /// member by UIKit's identifier.
    @Test func aConflictNamesTheStacksConstraint() throws {
        let laidOut = try Self.layoutExpectingConflict()
        let members = laidOut.conflicts.flatMap(\.members)
        #expect(members.contains { if case .stackView("stack", "UISV-fill-equally") = $0.kind { true } else { false } })
        #expect(members.contains { $0.text == "s1.width == s0.width #UISV-fill-equally" && $0.origin == .stackView })
    }

    static func layoutExpectingConflict() throws -> CellLayout {
        var stack = ViewSpec(name: "stack", kind: .stack(Self.horizontal(.fillEqually)))
        stack.background = nil
        let views = [stack, ViewSpec(name: "s0", parent: "stack"), ViewSpec(name: "s1", parent: "stack")]
        let constraints = try ["stack.left == contentView.left", "stack.top == contentView.top", "stack.height == 10", "s0.width == 100", "s1.width == 50"]
            .map { try ConstraintSyntax.parse($0) }
        let engine = try CellLayoutEngine(template: CellTemplate(name: "t", views: views, constraints: constraints), measurer: try TextMeasurer())
        return engine.layout(width: 400)
    }

    /// The constraints of a top-aligned horizontal stack, as UIKit prints them.
    @Test func theGeneratedConstraintsAreUIKits() {
        var stack = ViewSpec(name: "stack", kind: .stack(Self.horizontal(.fill, .leading, spacing: 0)))
        stack.background = nil
        let views = [stack] + (0..<3).map { ViewSpec(name: "s\($0)", parent: "stack") }
        let texts = Set(StackArrangement.constraints(specs: views).map(\.constraint.description))
        for expected in [
            "stack.leading == s0.leading #UISV-canvas-connection", "s2.trailing == stack.trailing #UISV-canvas-connection",
            "s1.leading == s0.trailing #UISV-spacing", "s0.top == s1.top #UISV-alignment", "s0.top == s2.top #UISV-alignment",
            "stack.UISV-alignment-spanner.top == s1.top @999.5 #UISV-spanning-boundary",
            "stack.UISV-alignment-spanner.bottom >= s1.bottom #UISV-spanning-boundary",
            "stack.UISV-alignment-spanner.height == 0 @51 #UISV-spanning-fit",
            "stack.top == s0.top #UISV-canvas-connection", "stack.UISV-alignment-spanner.bottom == stack.bottom #UISV-canvas-connection",
            "s0.height == 0 @25 #UISV-ambiguity-suppression",
        ] {
            #expect(texts.contains(expected), "\(expected)")
        }
    }

    /// Two multi-line labels side by side share the width (UISV-text-width-disambiguation).
    @Test func multiLineLabelsShareTheWidth() throws {
        var stack = ViewSpec(name: "stack", kind: .stack(Self.horizontal(.fill, .leading, spacing: 10)))
        stack.background = nil
        var views = [stack]
        for name in ["left", "right"] {
            var label = LabelContent()
            label.text = String(repeating: "words that wrap ", count: 12)
            label.numberOfLines = 0
            views.append(ViewSpec(name: name, kind: .label(label), parent: "stack"))
        }
        let constraints = try ["stack.left == contentView.left", "stack.right == contentView.right", "stack.top == contentView.top", "stack.bottom == contentView.bottom"]
            .map { try ConstraintSyntax.parse($0) }
        let engine = try CellLayoutEngine(template: CellTemplate(name: "t", views: views, constraints: constraints), measurer: try TextMeasurer())
        let laidOut = engine.layout(width: 310)
        #expect(laidOut["left"]?.frame.width == 150 && laidOut["right"]?.frame.width == 150)
        #expect(laidOut.conflicts.isEmpty)
    }

    /// What a stack may not be given.
    @Test func badStacksAreRefused() throws {
        let stray = ViewSpec(name: "stray")
        let stack = ViewSpec(name: "stack", kind: .stack(StackConfiguration(arrangedSubviews: ["stray"])))
        #expect(throws: LayoutError.self) { try CellTemplate(name: "t", views: [stack, stray]).validate() }
        let baseline = ViewSpec(name: "stack", kind: .stack(StackConfiguration(axis: .vertical, alignment: .firstBaseline)))
        #expect(throws: LayoutError.self) { try CellTemplate(name: "t", views: [baseline]).validate() }
        let proportional = ViewSpec(name: "stack", kind: .stack(StackConfiguration(distribution: .fillProportionally)))
        #expect(throws: LayoutError.self) { try CellTemplate(name: "t", views: [proportional, ViewSpec(name: "plain", parent: "stack")]).validate() }
    }
}
