import AutocellSolver
/// An anchor with a multiplier and a constant: the right-hand side of the operator form
/// `name.left == avatar.right + 10`.
public struct AnchorExpression: Sendable {
    public var anchor: Anchor
    public var multiplier: Double
    public var constant: Double
}

extension Anchor {
    public static func + (anchor: Anchor, constant: Double) -> AnchorExpression {
        AnchorExpression(anchor: anchor, multiplier: 1, constant: constant)
    }

    public static func - (anchor: Anchor, constant: Double) -> AnchorExpression {
        AnchorExpression(anchor: anchor, multiplier: 1, constant: -constant)
    }

    public static func * (factor: Double, anchor: Anchor) -> AnchorExpression {
        AnchorExpression(anchor: anchor, multiplier: factor, constant: 0)
    }

    public static func * (anchor: Anchor, factor: Double) -> AnchorExpression { factor * anchor }

    public static func == (lhs: Anchor, rhs: AnchorExpression) -> LayoutConstraint { relate(lhs, .equal, rhs) }
    public static func <= (lhs: Anchor, rhs: AnchorExpression) -> LayoutConstraint { relate(lhs, .lessThanOrEqual, rhs) }
    public static func >= (lhs: Anchor, rhs: AnchorExpression) -> LayoutConstraint { relate(lhs, .greaterThanOrEqual, rhs) }
    public static func == (lhs: Anchor, rhs: Anchor) -> LayoutConstraint { relate(lhs, .equal, rhs + 0) }
    public static func <= (lhs: Anchor, rhs: Anchor) -> LayoutConstraint { relate(lhs, .lessThanOrEqual, rhs + 0) }
    public static func >= (lhs: Anchor, rhs: Anchor) -> LayoutConstraint { relate(lhs, .greaterThanOrEqual, rhs + 0) }
    public static func == (lhs: Anchor, rhs: Double) -> LayoutConstraint { LayoutConstraint(lhs, .equal, nil, constant: rhs) }
    public static func <= (lhs: Anchor, rhs: Double) -> LayoutConstraint { LayoutConstraint(lhs, .lessThanOrEqual, nil, constant: rhs) }
    public static func >= (lhs: Anchor, rhs: Double) -> LayoutConstraint { LayoutConstraint(lhs, .greaterThanOrEqual, nil, constant: rhs) }

    private static func relate(_ lhs: Anchor, _ relation: Relation, _ rhs: AnchorExpression) -> LayoutConstraint {
        LayoutConstraint(lhs, relation, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
    }
}

extension AnchorExpression {
    public static func + (expression: AnchorExpression, constant: Double) -> AnchorExpression {
        AnchorExpression(anchor: expression.anchor, multiplier: expression.multiplier, constant: expression.constant + constant)
    }

    public static func - (expression: AnchorExpression, constant: Double) -> AnchorExpression { expression + -constant }
}

extension LayoutConstraint {
    /// `(name.height == 61).priority(900)`.
    public func priority(_ priority: Priority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// `(name.left == avatar.right + 10).identifier("nameLeading")`.
    public func identifier(_ identifier: String) -> LayoutConstraint {
        var copy = self
        copy.identifier = identifier
        return copy
    }
}
