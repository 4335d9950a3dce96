/// One term of a linear expression: `coefficient * variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient·variable + constant`. Terms keep the order they were written in; the same
/// variable may appear more than once (the solver combines them).
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1 * rhs)
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression { -1 * operand }

    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(
            terms: expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor
        )
    }

    public static func * (expression: LinearExpression, factor: Double) -> LinearExpression { factor * expression }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
}

extension Variable {
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    public static func * (factor: Double, variable: Variable) -> LinearExpression { LinearExpression(terms: [Term(variable, factor)]) }
    public static func * (variable: Variable, factor: Double) -> LinearExpression { factor * variable }
    public static prefix func - (variable: Variable) -> LinearExpression { -1 * variable }
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
}
