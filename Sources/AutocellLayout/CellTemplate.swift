/// A cell as a reuse identifier describes it: its views and its constraints. The contentView
/// is implicit and named `contentView`.
public struct CellTemplate: Hashable, Sendable {
    public static let contentView = "contentView"

    public var name: String
    public var background: Color?
    public var views: [ViewSpec]
    public var constraints: [LayoutConstraint]
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

    /// Every view name a constraint may use, contentView first.
    public var viewNames: [String] { [CellTemplate.contentView] + views.map(\.name) }

    /// Checks names, parents and constraints; the first problem found is thrown.
    public func validate() throws(LayoutError) {
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
        for view in views {
            var chain: [String] = [view.name]
            var current = parents[view.name]
            while let next = current, next != CellTemplate.contentView {
                if chain.contains(next) {
                    throw LayoutError("views form a cycle through their parents: \((chain + [next]).joined(separator: " -> "))", at: viewSources[view.name])
                }
                chain.append(next)
                current = parents[next]
            }
        }
        for constraint in constraints {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) where !seen.contains(anchor.view) {
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
}
