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
    /// one of its own subviews, are those of its content area (origin at the frame's, offset 0).
    private func expression(_ anchor: Anchor, relativeTo other: Int?) -> LinearExpression {
        guard let position = index[anchor.view] else { return LinearExpression() }
        let v = frameVariables[position]
        var (x, y, w, h) = (LinearExpression(v[0]), LinearExpression(v[1]), LinearExpression(v[2]), LinearExpression(v[3]))
        if let content = contentVariables[position], let other, scrollAncestors[other].contains(position) {
            w = LinearExpression(content[0])
            h = LinearExpression(content[1])
        }
        switch anchor.attribute {
        case .left: return x
        case .right: x = x + w; return x
        case .leading: return rightToLeft ? -1 * (x + w) : x
        case .trailing: return rightToLeft ? -1 * x : x + w
        case .top: return y
        case .bottom: y = y + h; return y
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
