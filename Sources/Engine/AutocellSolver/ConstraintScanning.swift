import AutocellSource

/// What every constraint grammar reads the same way, on the one scanner: relations and
/// priorities.
extension TextScanner {
    /// `==`, `<=` or `>=`. `alsoExpected` names what else could have come here, for the message.
    public mutating func relation(alsoExpected: String? = nil) throws(SyntaxError) -> Relation {
        if take("==") { return .equal }
        if take("<=") { return .lessThanOrEqual }
        if take(">=") { return .greaterThanOrEqual }
        guard let c = peek else { throw error("expected '==', '<=' or '>=' before \(end)") }
        if c == "=" || c == "<" || c == ">" {
            throw error("expected '==', '<=' or '>=' (strict '<', '>' and single '=' are not relations)")
        }
        if let alsoExpected { throw error("expected \(alsoExpected) or a relation ('==', '<=', '>='), found '\(c)'") }
        throw error("expected '==', '<=' or '>=', found '\(c)'")
    }

    /// A priority: 1...1000, or one of UIKit's names (`required`, `defaultHigh`, …).
    public mutating func priority() throws(SyntaxError) -> Priority {
        let start = column
        if startsName {
            let name = word()
            guard let priority = Priority.named(name) else {
                throw error("unknown priority '\(name)': use \(Priority.writtenForms)", at: start)
            }
            return priority
        }
        guard let value = try signedNumberIfPresent() else {
            throw error("expected a priority (1...1000 or a name such as defaultHigh)", at: start)
        }
        let priority = Priority(Float(value))
        guard priority.isValid else { throw error("priority \(numberText(value)) is outside 1...1000", at: start) }
        return priority
    }
}

extension Priority {
    /// What a priority may be written as, for error messages.
    public static let writtenForms = "1...1000, required, defaultHigh, defaultLow or fittingSizeLevel"
}
