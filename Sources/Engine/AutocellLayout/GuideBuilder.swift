import AutocellSolver
/// The layout guides a template's constraints use, built into the system as UIKit builds them:
/// each guide is a frame of four variables tied to its view by required constraints, with
/// UIKit's identifiers (`UIView-leftMargin-guide-constraint`, …) so conflicts name them as the
/// console does. Where UIKit takes the larger of two insets (a view that preserves its
/// superview's margins, margins measured from the safe area, a readable width narrower than the
/// margins), the guide's edge is held by required inequalities to each bound and pulled to the
/// view's own inset just below required, which settles on the larger one.
struct GuideBuilder {
    /// Just below required: the pull of a guide's edge onto the view's own inset, which gives
    /// way to the bounds (the larger inset wins) and to nothing a template writes below it.
    static let pull = Priority(999.5)

    let specs: [ViewSpec]
    let environment: CellEnvironment
    /// Guide anchors (`view.guide`) in the order they got their variables.
    private(set) var order: [String] = []
    private(set) var variables: [String: [Variable]] = [:]
    /// The constraints to add, with UIKit's identifier each.
    private(set) var constraints: [(constraint: Constraint, identifier: String, guide: String)] = []
    private let position: [String: Int]
    private let frames: [[Variable]]
    /// Per scroll view: its content width and height.
    private let contents: [[Variable]?]

    init(specs: [ViewSpec], frames: [[Variable]], contents: [[Variable]?], index: [String: Int], environment: CellEnvironment) {
        self.specs = specs
        self.frames = frames
        self.contents = contents
        self.position = index
        self.environment = environment
    }

    /// Makes the variables and constraints of `anchorView` (`view.guide`) and of the guides it
    /// depends on.
    mutating func ensure(_ anchorView: String, in solver: inout Solver) {
        guard variables[anchorView] == nil, let (view, guide) = LayoutGuide.split(anchorView), let owner = position[view] else { return }
        let spec = specs[owner]
        let isContentView = owner == 0
        let parent = isContentView ? nil : position[spec.parent ?? CellTemplate.contentView]
        // What this guide leans on, first.
        var dependencies: [String] = []
        switch guide {
        case LayoutGuide.layoutMargins where !isContentView:
            if spec.preservesSuperviewLayoutMargins, let parent { dependencies.append(LayoutGuide.anchorView(specs[parent].name, LayoutGuide.layoutMargins)) }
            if spec.insetsLayoutMarginsFromSafeArea && hasSafeArea { dependencies.append(LayoutGuide.anchorView(CellTemplate.contentView, LayoutGuide.safeArea)) }
        case LayoutGuide.readableContent:
            dependencies.append(LayoutGuide.anchorView(view, LayoutGuide.layoutMargins))
        case LayoutGuide.safeArea where !isContentView:
            dependencies.append(LayoutGuide.anchorView(safeAreaSource(of: owner), LayoutGuide.safeArea))
        default:
            break
        }
        for dependency in dependencies { ensure(dependency, in: &solver) }
        let g = ["left", "top", "width", "height"].map { solver.makeVariable("\(anchorView).\($0)") }
        variables[anchorView] = g
        order.append(anchorView)
        let f = frames[owner]
        let edges = Edges(g), frame = Edges(f)
        func add(_ constraint: Constraint, _ identifier: String) { constraints.append((constraint, identifier, anchorView)) }
        switch guide {
        case LayoutGuide.layoutMargins:
            let m = isContentView ? environment.layoutMargins : (spec.layoutMargins ?? .all(LayoutGuide.defaultMargin))
            var left = [frame.left + m.left], top = [frame.top + m.top]
            var right = [frame.right - m.right], bottom = [frame.bottom - m.bottom]
            if !isContentView, spec.preservesSuperviewLayoutMargins, let parent,
               let p = variables[LayoutGuide.anchorView(specs[parent].name, LayoutGuide.layoutMargins)] {
                let superMargins = Edges(p)
                left.append(superMargins.left); right.append(superMargins.right)
                top.append(superMargins.top); bottom.append(superMargins.bottom)
            }
            if !isContentView, spec.insetsLayoutMarginsFromSafeArea, hasSafeArea,
               let s = variables[LayoutGuide.anchorView(CellTemplate.contentView, LayoutGuide.safeArea)] {
                let safe = Edges(s)
                left.append(safe.left + m.left); right.append(safe.right - m.right)
                // Top and bottom only under a root whose safe area has them (a screen's status
                // bar); a table's cells have left and right ones alone.
                if environment.safeAreaInsets.top > 0 { top.append(safe.top + m.top) }
                if environment.safeAreaInsets.bottom > 0 { bottom.append(safe.bottom - m.bottom) }
            }
            addEdge(edges.left, atLeast: left, "UIView-leftMargin-guide-constraint", add)
            addEdge(edges.top, atLeast: top, "UIView-topMargin-guide-constraint", add)
            addEdge(edges.right, atMost: right, "UIView-rightMargin-guide-constraint", add)
            addEdge(edges.bottom, atMost: bottom, "UIView-bottomMargin-guide-constraint", add)
        case LayoutGuide.readableContent:
            guard let mg = variables[LayoutGuide.anchorView(view, LayoutGuide.layoutMargins)] else { return }
            let margins = Edges(mg)
            add(edges.left >= margins.left, "UIView-readableContentGuide-constraint")
            add(edges.right <= margins.right, "UIView-readableContentGuide-constraint")
            add(g[2] <= environment.readableWidth, "UIView-readableContentGuide-constraint")
            add(edges.left + edges.right == margins.left + margins.right, "UIView-readableContentGuide-constraint")
            add((g[2] == environment.readableWidth).priority(Self.pull), "UIView-readableContentGuide-constraint")
            add(edges.top == margins.top, "UIView-readableContentGuide-constraint")
            add(edges.bottom == margins.bottom, "UIView-readableContentGuide-constraint")
        case LayoutGuide.safeArea:
            if isContentView {
                let s = environment.safeAreaInsets
                add(edges.left == frame.left + s.left, "UIViewSafeAreaLayoutGuide-left")
                add(edges.right == frame.right - s.right, "UIViewSafeAreaLayoutGuide-right")
                add(edges.top == frame.top + s.top, "UIViewSafeAreaLayoutGuide-top")
                add(edges.bottom == frame.bottom - s.bottom, "UIViewSafeAreaLayoutGuide-bottom")
            } else if case let source = safeAreaSource(of: owner), let s = variables[LayoutGuide.anchorView(source, LayoutGuide.safeArea)] {
                // The part of the view inside the safe area above it (the contentView's, or
                // that of a controller's root view with additional insets), then the view's own
                // additional insets.
                let safe = Edges(s)
                let extra = spec.additionalSafeAreaInsets ?? EdgeInsets()
                let vertical = environment.safeAreaInsets.top > 0 || environment.safeAreaInsets.bottom > 0 || spec.additionalSafeAreaInsets != nil
                    || source != CellTemplate.contentView
                addEdge(edges.left, atLeast: [frame.left + extra.left, safe.left + extra.left], "UIViewSafeAreaLayoutGuide-left", add)
                addEdge(edges.right, atMost: [frame.right - extra.right, safe.right - extra.right], "UIViewSafeAreaLayoutGuide-right", add)
                if vertical {
                    addEdge(edges.top, atLeast: [frame.top + extra.top, safe.top + extra.top], "UIViewSafeAreaLayoutGuide-top", add)
                    addEdge(edges.bottom, atMost: [frame.bottom - extra.bottom, safe.bottom - extra.bottom], "UIViewSafeAreaLayoutGuide-bottom", add)
                } else {
                    // A table's cells: a safe area at the sides only.
                    add(edges.top == frame.top, "UIViewSafeAreaLayoutGuide-top")
                    add(edges.bottom == frame.bottom, "UIViewSafeAreaLayoutGuide-bottom")
                }
            }
        case LayoutGuide.frameLayout:
            add(edges.left == frame.left, "UIScrollView-frameLayoutGuide-left")
            add(edges.top == frame.top, "UIScrollView-frameLayoutGuide-top")
            add(edges.right == frame.right, "UIScrollView-frameLayoutGuide-right")
            add(edges.bottom == frame.bottom, "UIScrollView-frameLayoutGuide-bottom")
        case LayoutGuide.contentLayout:
            // The content area: at the frame's origin (content offset 0), the content's size
            // (a view that is not a scroll view: its frame).
            add(edges.left == frame.left, "UIScrollView-contentLayoutGuide-left")
            add(edges.top == frame.top, "UIScrollView-contentLayoutGuide-top")
            if let content = contents[owner] {
                add(g[2] == content[0], "UIScrollView-contentLayoutGuide-width")
                add(g[3] == content[1], "UIScrollView-contentLayoutGuide-height")
            } else {
                add(edges.right == frame.right, "UIScrollView-contentLayoutGuide-right")
                add(edges.bottom == frame.bottom, "UIScrollView-contentLayoutGuide-bottom")
            }
        default:
            // A custom guide: placed by the template's constraints alone.
            break
        }
    }

    private var hasSafeArea: Bool { environment.safeAreaInsets != EdgeInsets() }

    /// The view whose safe area a view's lies inside: its nearest ancestor with additional
    /// safe area insets of its own (a view controller's root), else the contentView.
    private func safeAreaSource(of owner: Int) -> String {
        var parent = specs[owner].parent
        while let name = parent, name != CellTemplate.contentView, let index = position[name] {
            if specs[index].additionalSafeAreaInsets != nil { return name }
            parent = specs[index].parent
        }
        return CellTemplate.contentView
    }

    /// `edge` at the largest of `bounds` (the first is the view's own inset).
    private func addEdge(_ edge: LinearExpression, atLeast bounds: [LinearExpression], _ identifier: String, _ add: (Constraint, String) -> Void) {
        guard bounds.count > 1 else { return add(edge == bounds[0], identifier) }
        for bound in bounds { add(edge >= bound, identifier) }
        add((edge == bounds[0]).priority(Self.pull), identifier)
    }

    /// `edge` at the smallest of `bounds` (the first is the view's own inset).
    private func addEdge(_ edge: LinearExpression, atMost bounds: [LinearExpression], _ identifier: String, _ add: (Constraint, String) -> Void) {
        guard bounds.count > 1 else { return add(edge == bounds[0], identifier) }
        for bound in bounds { add(edge <= bound, identifier) }
        add((edge == bounds[0]).priority(Self.pull), identifier)
    }
}

/// A frame's edges as expressions of its four variables (left, top, width, height).
private struct Edges {
    let left: LinearExpression
    let top: LinearExpression
    let right: LinearExpression
    let bottom: LinearExpression

    init(_ v: [Variable]) {
        left = LinearExpression(v[0])
        top = LinearExpression(v[1])
        right = LinearExpression(v[0]) + LinearExpression(v[2])
        bottom = LinearExpression(v[1]) + LinearExpression(v[3])
    }
}
