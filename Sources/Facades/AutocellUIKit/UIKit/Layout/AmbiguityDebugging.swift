import AutocellLayout
import Foundation

/// UIKit's tools for ambiguous layouts (`UIConstraintBasedLayoutDebugging`): `hasAmbiguousLayout`,
/// `exerciseAmbiguityInLayout()`, and the debugger's `_autolayoutTrace()`, whose text is the
/// form in which iOS shows ambiguity (UIKit logs conflicts by itself, never ambiguity):
///
///     •UIView:0x7f…
///     |   *UILabel:0x7f…'Hello'- AMBIGUOUS LAYOUT for UILabel:0x7f…'Hello'.minX{id: 1}
///
///     Legend:
///         * - is laid out with auto layout
///         + - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
///         • - layout engine host
///
/// A view is ambiguous where the engine finds its place or size free on an axis
/// (`AmbiguousView`): `minX`/`minY` for a free position, `Width`/`Height` for a free size,
/// as the trace names the engine's variables.
extension UIView {
    /// Whether the constraints leave this view's frame undetermined.
    public var hasAmbiguousLayout: Bool {
        let root = layoutRoot
        guard let name = HierarchyLayout.skeleton(root).names[ObjectIdentifier(self)] else { return false }
        return HierarchyLayout.ambiguity(root: root).contains { $0.view == name }
    }

    /// Moves this view (and what hangs from it) to another layout that satisfies the
    /// constraints equally well, as UIKit does in the debugger; nothing when the layout is not
    /// ambiguous.
    public func exerciseAmbiguityInLayout() {
        HierarchyLayout.exerciseAmbiguity(root: layoutRoot)
    }

    /// The debugger's trace of the hierarchy this view belongs to, with `AMBIGUOUS LAYOUT`
    /// where the constraints leave a view's frame free.
    public func _autolayoutTrace() -> String {
        let root = layoutRoot
        let skeleton = HierarchyLayout.skeleton(root)
        var free: [String: [String]] = [:]
        for item in HierarchyLayout.ambiguity(root: root) {
            let horizontal = item.axis == .horizontal
            var variables: [String] = []
            switch item.reason {
            case .position: variables = [horizontal ? "minX" : "minY"]
            case .size, .contentSize, .contentPriority: variables = [horizontal ? "Width" : "Height"]
            }
            free[item.view, default: []] += variables
        }
        var lines: [String] = []
        var number = 0
        func visit(_ view: UIView, depth: Int) {
            let name = view === root ? CellTemplate.contentView : skeleton.names[ObjectIdentifier(view)]
            let marker = view === root ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            var line = String(repeating: "|   ", count: depth) + marker + ConstraintDescription.item(view)
            if let name, let variables = free[name], !variables.isEmpty {
                let item = ConstraintDescription.item(view)
                line += "- AMBIGUOUS LAYOUT for " + variables.map { variable in
                    number += 1
                    return "\(item).\(variable){id: \(number)}"
                }.joined(separator: ", ")
            }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        lines += [
            "",
            "Legend:",
            "\t* - is laid out with auto layout",
            "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
            "\t• - layout engine host",
        ]
        return lines.joined(separator: "\n")
    }

    /// The view whose hierarchy the engine lays out as one: a cell's or header's contentView,
    /// else the topmost ancestor.
    var layoutRoot: UIView {
        for view in ancestorsAndSelf {
            if let host = view.superview, host.hostedContentView === view { return view }
        }
        return ancestorsAndSelf.last ?? self
    }
}

extension HierarchyLayout {
    /// The views the engine finds free in `root`'s hierarchy at its current size.
    static func ambiguity(root: UIView) -> [AmbiguousView] {
        guard let row = row(root) else { return [] }
        row.engine.reportsAmbiguity = true
        defer { row.engine.reportsAmbiguity = false }
        return row.engine.layout(
            width: Double(root.frame.width), height: Double(root.frame.height), texts: row.texts, images: row.images, state: row.state
        ).ambiguous
    }

    /// Lays `root`'s hierarchy out in another layout that satisfies it equally well.
    static func exerciseAmbiguity(root: UIView) {
        guard let row = row(root) else { return }
        _ = row.engine.layout(width: Double(root.frame.width), height: Double(root.frame.height), texts: row.texts, images: row.images, state: row.state)
        guard let other = row.engine.exerciseAmbiguity().first else { return }
        apply(other, root: root, skeleton: row.skeleton)
    }
}
