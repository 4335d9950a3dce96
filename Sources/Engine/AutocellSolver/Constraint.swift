/// `==`, `<=` or `>=`.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `expression RELATION 0` at a priority. Build one with the operators:
/// `(a + 10 == b).priority(.defaultLow)`.
public struct Constraint: Hashable, Sendable {
    /// The constraint is `expression relation 0` (left side minus right side).
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority
    /// For an optional equality only: the priority of falling short (`expression < 0`), while
    /// `priority` weighs going over. Nil: both sides weigh `priority`. This is UIKit's
    /// `NSContentSizeLayoutConstraint`, one constraint for a view's intrinsic size on an axis
    /// with its hugging priority (over) and compression resistance (short): a pair of
    /// inequalities in its place makes every label that ties give way in turn, one dual pivot
    /// each, before one does (see Documentation/HostileInput.md).
    public var shortfallPriority: Priority?

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, shortfallPriority: Priority? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.shortfallPriority = shortfallPriority
    }

    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    public func priority(_ priority: Priority) -> Constraint {
        var copy = self
        copy.priority = priority
        return copy
    }
}

/// Names a constraint registered with one solver.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    init(rawValue: Int32) { self.rawValue = rawValue }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs) }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs)) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs)) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs)) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs)) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression(lhs) - rhs, .equal) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression(lhs) - rhs, .lessThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression(lhs) - rhs, .greaterThanOrEqual) }
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
