import AutocellFixtures
import AutocellSolver

/// A parsed `autocell solve` file: one statement per line.
///
///     # comment
///     name.left == avatar.right + 10 @750
///     2*box.width <= container.width - 16
///     edit container.width @999 = 375
///
/// An expression is a sum of `NUMBER`, `NAME`, `NUMBER*NAME` or `NAME*NUMBER` terms joined by
/// `+` and `-`; names may contain dots. A priority is 1...1000 or one of UIKit's names
/// (`required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`). Without one a constraint is
/// required.
public struct ConstraintFile: Sendable {
    public struct Term: Equatable, Sendable {
        public var name: String
        public var coefficient: Double
    }

    public struct Expression: Equatable, Sendable {
        public var terms: [Term] = []
        public var constant: Double = 0
    }

    public enum Statement: Equatable, Sendable {
        case constraint(lhs: Expression, relation: Relation, rhs: Expression, priority: Priority)
        case edit(name: String, priority: Priority, value: Double)
    }

    public struct Line: Equatable, Sendable {
        /// 1-based line number in the file.
        public var number: Int
        public var statement: Statement
        /// Column of the first character of the statement, and of its priority and name (for
        /// diagnostics raised after parsing).
        public var column: Int
        public var priorityColumn: Int?
        public var nameColumn: Int?
        public var text: String
    }

    public var file: String
    public var lines: [Line]

    /// Names in order of first appearance.
    public var names: [String] {
        var seen = Set<String>()
        var ordered: [String] = []
        for line in lines {
            switch line.statement {
            case .constraint(let lhs, _, let rhs, _):
                for term in lhs.terms + rhs.terms where seen.insert(term.name).inserted { ordered.append(term.name) }
            case .edit(let name, _, _):
                if seen.insert(name).inserted { ordered.append(name) }
            }
        }
        return ordered
    }

    public static func parse(_ text: String, file: String) throws(Diagnostic) -> ConstraintFile {
        var lines: [Line] = []
        var number = 0
        // "\r\n" is a single Character in Swift, so split on both forms.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            var lineText = String(raw)
            if lineText.hasSuffix("\r") { lineText.removeLast() }
            var parser = LineParser(text: lineText, number: number, file: file)
            if let line = try parser.parseLine() { lines.append(line) }
        }
        return ConstraintFile(file: file, lines: lines)
    }
}

/// A hand-written scanner for one line: every error names the exact column.
struct LineParser {
    let characters: [Character]
    let text: String
    let number: Int
    let file: String
    var position = 0

    init(text: String, number: Int, file: String) {
        self.text = text
        self.characters = Array(text)
        self.number = number
        self.file = file
    }

    func error(_ message: String, at index: Int) -> Diagnostic {
        Diagnostic(file: file, line: number, column: index + 1, message: message, sourceLine: text)
    }

    var current: Character? { position < characters.count ? characters[position] : nil }

    mutating func skipSpace() {
        while let c = current, c == " " || c == "\t" { position += 1 }
    }

    var atEnd: Bool { current == nil || current == "#" }

    mutating func parseLine() throws(Diagnostic) -> ConstraintFile.Line? {
        skipSpace()
        if atEnd { return nil }
        let start = position
        if let edit = try parseEditIfPresent() { return edit }
        let lhs = try parseExpression()
        skipSpace()
        let relation = try parseRelation()
        let rhs = try parseExpression()
        skipSpace()
        var priority = Priority.required
        var priorityColumn: Int?
        if current == "@" {
            position += 1
            skipSpace()
            priorityColumn = position + 1
            priority = try parsePriority()
            skipSpace()
        }
        guard atEnd else { throw error(expectation(after: priorityColumn == nil ? "expression" : "priority"), at: position) }
        return ConstraintFile.Line(
            number: number, statement: .constraint(lhs: lhs, relation: relation, rhs: rhs, priority: priority),
            column: start + 1, priorityColumn: priorityColumn, nameColumn: nil, text: text)
    }

    func expectation(after what: String) -> String {
        let found = current.map { "'\($0)'" } ?? "end of line"
        switch what {
        case "expression": return "expected '+', '-', '@' or end of line, found \(found)"
        default: return "expected end of line after the priority, found \(found)"
        }
    }

    /// `edit NAME @PRIORITY = VALUE`, recognised only when `edit` is followed by a name.
    mutating func parseEditIfPresent() throws(Diagnostic) -> ConstraintFile.Line? {
        let start = position
        guard characters.count >= start + 5, String(characters[start..<start + 4]) == "edit",
              characters[start + 4] == " " || characters[start + 4] == "\t" else { return nil }
        position = start + 4
        skipSpace()
        guard let c = current, isNameStart(c) else {
            position = start
            return nil
        }
        let nameColumn = position + 1
        let name = parseName()
        skipSpace()
        guard current == "@" else { throw error("expected '@PRIORITY' after the edit variable's name", at: position) }
        position += 1
        skipSpace()
        let priorityColumn = position + 1
        let priority = try parsePriority()
        skipSpace()
        guard current == "=" else { throw error("expected '= VALUE' after the edit priority", at: position) }
        position += 1
        skipSpace()
        let valueStart = position
        guard let value = try parseSignedNumber() else { throw error("expected a number for the suggested value", at: valueStart) }
        skipSpace()
        guard atEnd else { throw error("expected end of line after the suggested value, found '\(current.map(String.init) ?? "")'", at: position) }
        return ConstraintFile.Line(
            number: number, statement: .edit(name: name, priority: priority, value: value),
            column: start + 1, priorityColumn: priorityColumn, nameColumn: nameColumn, text: text)
    }

    mutating func parseRelation() throws(Diagnostic) -> Relation {
        let start = position
        guard position + 1 < characters.count else {
            throw error(current == nil ? "expected '==', '<=' or '>=' before end of line" : "expected '==', '<=' or '>='", at: position)
        }
        let pair = String(characters[position...position + 1])
        switch pair {
        case "==": position += 2; return .equal
        case "<=": position += 2; return .lessThanOrEqual
        case ">=": position += 2; return .greaterThanOrEqual
        default:
            if characters[position] == "=" || characters[position] == "<" || characters[position] == ">" {
                throw error("expected '==', '<=' or '>=' (strict '<', '>' and single '=' are not relations)", at: start)
            }
            throw error("expected '+', '-' or a relation ('==', '<=', '>='), found '\(characters[position])'", at: start)
        }
    }

    mutating func parseExpression() throws(Diagnostic) -> ConstraintFile.Expression {
        var expression = ConstraintFile.Expression()
        skipSpace()
        var sign = 1.0
        if current == "-" { sign = -1; position += 1 } else if current == "+" { position += 1 }
        while true {
            skipSpace()
            try parseTerm(sign: sign, into: &expression)
            skipSpace()
            if current == "+" { sign = 1; position += 1 } else if current == "-" { sign = -1; position += 1 } else { return expression }
        }
    }

    mutating func parseTerm(sign: Double, into expression: inout ConstraintFile.Expression) throws(Diagnostic) {
        guard let c = current, !atEnd else { throw error("expected a number or a name, found end of line", at: position) }
        if isNameStart(c) {
            let name = parseName()
            skipSpace()
            if current == "*" {
                position += 1
                skipSpace()
                let numberStart = position
                guard let factor = try parseNumber() else {
                    throw error("expected a number after '*' (a term is NUMBER*NAME or NAME*NUMBER)", at: numberStart)
                }
                expression.terms.append(.init(name: name, coefficient: sign * factor))
            } else {
                expression.terms.append(.init(name: name, coefficient: sign))
            }
            return
        }
        let numberStart = position
        guard let value = try parseNumber() else {
            throw error("expected a number or a name, found '\(c)'", at: numberStart)
        }
        skipSpace()
        if current == "*" {
            position += 1
            skipSpace()
            guard let n = current, isNameStart(n) else {
                throw error("expected a name after '*' (a term is NUMBER*NAME or NAME*NUMBER)", at: position)
            }
            expression.terms.append(.init(name: parseName(), coefficient: sign * value))
        } else {
            expression.constant += sign * value
        }
    }

    func isNameStart(_ c: Character) -> Bool { c == "_" || c.isLetter }
    func isNameCharacter(_ c: Character) -> Bool { c == "_" || c == "." || c.isLetter || c.isNumber }

    mutating func parseName() -> String {
        let start = position
        while let c = current, isNameCharacter(c) { position += 1 }
        return String(characters[start..<position])
    }

    /// An unsigned decimal number, or nil if none starts here.
    mutating func parseNumber() throws(Diagnostic) -> Double? {
        let start = position
        while let c = current, c.isASCII, c.isNumber { position += 1 }
        if current == "." {
            position += 1
            while let c = current, c.isASCII, c.isNumber { position += 1 }
        }
        let mantissa = String(characters[start..<position])
        guard mantissa != "", mantissa != "." else { position = start; return nil }
        if current == "e" || current == "E" {
            let exponentStart = position
            position += 1
            if current == "+" || current == "-" { position += 1 }
            let digitsStart = position
            while let c = current, c.isASCII, c.isNumber { position += 1 }
            if digitsStart == position { throw error("expected digits in the exponent", at: exponentStart) }
        }
        let literal = String(characters[start..<position])
        guard let value = Double(literal) else { throw error("'\(literal)' is not a number", at: start) }
        guard value.isFinite else { throw error("'\(literal)' is too large (numbers must be finite)", at: start) }
        return value
    }

    mutating func parseSignedNumber() throws(Diagnostic) -> Double? {
        var sign = 1.0
        if current == "-" { sign = -1; position += 1 } else if current == "+" { position += 1 }
        return try parseNumber().map { sign * $0 }
    }

    mutating func parsePriority() throws(Diagnostic) -> Priority {
        let start = position
        if let c = current, c.isLetter {
            let name = parseName()
            guard let priority = Priority.named(name) else {
                throw error("unknown priority '\(name)': use \(Priority.writtenForms)", at: start)
            }
            return priority
        }
        guard let value = try parseSignedNumber() else {
            throw error("expected a priority (1...1000 or a name such as defaultHigh)", at: start)
        }
        let priority = Priority(Float(value))
        guard priority.isValid else { throw error("priority \(numberText(value)) is outside 1...1000", at: start) }
        return priority
    }
}
