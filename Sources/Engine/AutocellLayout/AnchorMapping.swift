import AutocellSolver
/// From a layout constraint's anchors to expressions of frame variables.
struct AnchorMapping {
    let index: [String: Int]
    let frameVariables: [[Variable]]
    let contentVariables: [[Variable]?]
    /// Per view: the scroll views it is inside of.
    let scrollAncestors: [Set<Int>]
    /// Per label: its first baseline from the top and its last baseline from the bottom.
    let baselineOffsets: [Int: (first: Double, lastFromBottom: Double)]
    /// Right-to-left: leading and trailing are measured leftwards from the right (their
    /// coordinate is `-x`), so that `a.leading == b.trailing + 8` puts a 8 pt left of b.
    var rightToLeft = false

    func solverConstraint(_ constraint: LayoutConstraint) -> Constraint {
        let other = constraint.second.flatMap { index[$0.view] }
        let first = expression(constraint.first, relativeTo: other)
        var rhs = LinearExpression(terms: [], constant: constraint.constant)
        if let second = constraint.second {
            rhs = constraint.multiplier * expression(second, relativeTo: index[constraint.first.view]) + constraint.constant
        }
        return Constraint(first - rhs, constraint.relation, priority: constraint.priority)
    }

    /// The attribute as an expression of frame variables. A scroll view's edges, when related to
    /// one of its own subviews, are those of its content area (origin at the frame's, offset 0);
    /// its width, height and centres stay its frame's (Apple's Auto Layout Guide, "Working with
    /// Scroll Views": "Constraints between the edges or margins of the scroll view and its
    /// content attach to the scroll view's content area. Constraints between the height, width,
    /// or centers attach to the scroll view's frame.").
    private func expression(_ anchor: Anchor, relativeTo other: Int?) -> LinearExpression {
        guard let position = index[anchor.view] else { return LinearExpression() }
        let v = frameVariables[position]
        let (x, y, w, h) = (LinearExpression(v[0]), LinearExpression(v[1]), LinearExpression(v[2]), LinearExpression(v[3]))
        // The extent the edges reach to: the content's inside a scroll view, else the frame's.
        var (edgeW, edgeH) = (w, h)
        if let content = contentVariables[position], let other, scrollAncestors[other].contains(position) {
            edgeW = LinearExpression(content[0])
            edgeH = LinearExpression(content[1])
        }
        switch anchor.attribute {
        case .left: return x
        case .right: return x + edgeW
        case .leading: return rightToLeft ? -1 * (x + edgeW) : x
        case .trailing: return rightToLeft ? -1 * x : x + edgeW
        case .top: return y
        case .bottom: return y + edgeH
        case .width: return w
        case .height: return h
        case .centerX: return x + 0.5 * w
        case .centerY: return y + 0.5 * h
        case .firstBaseline:
            guard let offsets = baselineOffsets[position] else { return y + h }
            return y + offsets.first
        case .lastBaseline:
            guard let offsets = baselineOffsets[position] else { return y + h }
            return y + h - offsets.lastFromBottom
        }
    }
}
