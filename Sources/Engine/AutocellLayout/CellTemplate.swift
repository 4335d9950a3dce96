import AutocellSource
import AutocellText
import AutocellDrawing
/// A cell as a reuse identifier describes it: its views and its constraints. The contentView
/// is implicit and named `contentView`.
public struct CellTemplate: Hashable, Sendable {
    public static let contentView = "contentView"

    public var name: String
    public var background: Color?
    public var views: [ViewSpec]
    public var constraints: [LayoutConstraint]
    /// Custom layout guides of the contentView itself (a view's own are in its `ViewSpec`).
    public var contentViewGuides: [String] = []
    /// The contentView's own `layoutMargins`, as an Interface Builder file sets them: they
    /// replace the margins the table gives it (nil: the table's).
    public var contentViewLayoutMargins: EdgeInsets?
    /// Where each view was declared, for error messages (by view name).
    public var viewSources: [String: SourceLocation]

    public init(name: String, background: Color? = nil, views: [ViewSpec] = [], constraints: [LayoutConstraint] = [],
                viewSources: [String: SourceLocation] = [:]) {
        self.name = name
        self.background = background
        self.views = views
        self.constraints = constraints
        self.viewSources = viewSources
    }

    /// What one template may hold, so that a template costs seconds, not minutes: laying out a
    /// chain of 4,000 labels takes about 2.5 s on one core today (`make bench-hostile`), and
    /// the cost grows faster than the count past that. Constraints are counted after visual
    /// format strings are expanded.
    public static let maximumViews = 4_000
    public static let maximumConstraints = 20_000

    /// Every view name a constraint may use, contentView first.
    public var viewNames: [String] { [CellTemplate.contentView] + views.map(\.name) }

    /// Checks names, parents and constraints; the first problem found is thrown.
    public func validate() throws(LayoutError) {
        if views.count > Self.maximumViews {
            throw LayoutError(
                "template '\(name)' has \(views.count) views; a template may have at most \(Self.maximumViews)",
                at: viewSources[views[Self.maximumViews].name])
        }
        if constraints.count > Self.maximumConstraints {
            throw LayoutError(
                "template '\(name)' has \(constraints.count) constraints (visual formats expanded); a template may have at most \(Self.maximumConstraints)",
                at: constraints[Self.maximumConstraints].source)
        }
        var seen: Set<String> = [CellTemplate.contentView]
        for view in views {
            guard seen.insert(view.name).inserted else {
                throw LayoutError("view '\(view.name)' is declared twice", at: viewSources[view.name])
            }
        }
        let names = viewNames
        for view in views {
            if let parent = view.parent, !seen.contains(parent) {
                throw LayoutError("unknown parent view '\(parent)' of '\(view.name)'\(didYouMean(parent, in: names))", at: viewSources[view.name])
            }
        }
        let parents = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0.parent ?? CellTemplate.contentView) })
        // Each parent link is followed once overall: a walk stops at a view already known to
        // reach the contentView (walking every view's whole chain again was quadratic in the
        // depth of a deeply nested template, with a linear search per step on top).
        var reaches: Set<String> = [CellTemplate.contentView]
        for view in views where !reaches.contains(view.name) {
            var chain: [String] = []
            var onChain: Set<String> = []
            var current: String? = view.name
            while let next = current, !reaches.contains(next) {
                guard onChain.insert(next).inserted else {
                    throw LayoutError("views form a cycle through their parents: \((chain + [next]).joined(separator: " -> "))", at: viewSources[view.name])
                }
                chain.append(next)
                current = parents[next]
            }
            reaches.formUnion(chain)
        }
        try validateStacks()
        for view in views {
            if let problem = view.label?.lineBreakProblem {
                throw LayoutError("label '\(view.name)': \(problem)", at: viewSources[view.name])
            }
        }
        var customGuides = Dictionary(uniqueKeysWithValues: views.map { ($0.name, Set($0.guides)) })
        customGuides[CellTemplate.contentView] = Set(contentViewGuides)
        for constraint in constraints {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) where !seen.contains(anchor.view) {
                if let (view, guide) = LayoutGuide.split(anchor.view), seen.contains(view) {
                    if LayoutGuide.builtIn.contains(guide) || customGuides[view]?.contains(guide) == true { continue }
                    let known = LayoutGuide.builtIn.sorted() + (customGuides[view] ?? []).sorted()
                    throw LayoutError("'\(view)' has no layout guide '\(guide)'\(didYouMean(guide, in: known))", at: constraint.source)
                }
                throw LayoutError("unknown view '\(anchor.view)' in constraint\(didYouMean(anchor.view, in: names))", at: constraint.source)
            }
            if constraint.second == nil && !constraint.first.attribute.isDimension {
                throw LayoutError("'\(constraint.first)' can only be related to another view's attribute; a constant alone fixes a width or height", at: constraint.source)
            }
            // A width may follow a height (an aspect ratio); positions stay on their own axis.
            if let second = constraint.second, second.attribute.axis != constraint.first.attribute.axis,
               !(second.attribute.isDimension && constraint.first.attribute.isDimension) {
                throw LayoutError("'\(constraint.first)' and '\(second)' are on different axes", at: constraint.source)
            }
            guard constraint.priority.isValid else {
                throw LayoutError("priority \(constraint.priority) is outside 1...1000", at: constraint.source)
            }
            guard constraint.multiplier.isFinite, constraint.constant.isFinite else {
                throw LayoutError("constraint numbers must be finite", at: constraint.source)
            }
        }
    }

    /// A stack's arranged subviews are its own subviews, each once (`addArrangedSubview` makes
    /// a view a subview of the stack); what a stack's properties name must be arranged.
    private func validateStacks() throws(LayoutError) {
        for stack in views {
            guard let configuration = stack.stack else { continue }
            let arranged = StackArrangement.arranged(stack, in: views)
            var listed = Set<String>()
            for name in arranged {
                guard let view = views.first(where: { $0.name == name }) else {
                    throw LayoutError("stack '\(stack.name)' arranges an unknown view '\(name)'\(didYouMean(name, in: viewNames))", at: viewSources[stack.name])
                }
                guard view.parent == stack.name else {
                    throw LayoutError("stack '\(stack.name)' arranges '\(name)', which is not its subview: give '\(name)' parent: \(stack.name)", at: viewSources[stack.name])
                }
                guard listed.insert(name).inserted else {
                    throw LayoutError("stack '\(stack.name)' arranges '\(name)' twice", at: viewSources[stack.name])
                }
                if configuration.distribution == .fillProportionally, !view.hasIntrinsicSize {
                    throw LayoutError(
                        "stack '\(stack.name)' fills proportionally, which divides its length by intrinsic sizes; '\(name)' has none (only labels, text views, images and controls are supported there)",
                        at: viewSources[name])
                }
            }
            for name in configuration.customSpacing.keys.sorted() where !listed.contains(name) {
                throw LayoutError("stack '\(stack.name)' has custom spacing after '\(name)', which it does not arrange", at: viewSources[stack.name])
            }
            if configuration.axis == .vertical, configuration.alignment == .firstBaseline || configuration.alignment == .lastBaseline {
                throw LayoutError(
                    "stack '\(stack.name)' is vertical; \(configuration.alignment.rawValue) alignment is valid for horizontal stacks only (UIStackView.h)",
                    at: viewSources[stack.name])
            }
        }
    }
}
