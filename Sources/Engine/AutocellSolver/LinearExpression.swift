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

    // The left operand is consumed so that a chain `a + b + c - d` grows one array in place.
    public static func + (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms.append(contentsOf: rhs.terms)
        result.constant += rhs.constant
        return result
    }

    public static func - (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms.reserveCapacity(result.terms.count + rhs.terms.count)
        for term in rhs.terms { result.terms.append(Term(term.variable, -term.coefficient)) }
        result.constant -= rhs.constant
        return result
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression { -1 * operand }

    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(
            terms: expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor
        )
    }

    public static func * (expression: LinearExpression, factor: Double) -> LinearExpression { factor * expression }

    public static func + (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    public static func - (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
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
