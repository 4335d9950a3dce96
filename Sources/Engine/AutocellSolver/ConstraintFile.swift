import AutocellSource
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
    /// The largest number a constraint file takes, as a coefficient, constant or suggested
    /// value: a million points is beyond any screen, and keeps every sum the solver forms far
    /// from a Double's limits (±1e308 once overflowed to infinity inside the solver, an internal
    /// error for what is bad input). Fixtures' constraint text takes the same.
    public static let maximumNumber = 1_000_000.0

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

        /// Whether this is an `edit` line.
        public var isEdit: Bool {
            if case .edit = self { true } else { false }
        }
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

/// One line of a solve file, read on the shared scanner; every error names the exact column.
struct LineParser {
    var scanner: TextScanner
    let text: String
    let number: Int
    let file: String

    init(text: String, number: Int, file: String) {
        scanner = TextScanner(text, end: "end of line")
        self.text = text
        self.number = number
        self.file = file
    }

    func diagnostic(_ error: SyntaxError) -> Diagnostic {
        Diagnostic(error, file: file, line: number, sourceLine: text)
    }

    /// A comment (`#` to the end) ends a line as its end does.
    var atEnd: Bool { scanner.atEnd || scanner.peek == "#" }

    mutating func parseLine() throws(Diagnostic) -> ConstraintFile.Line? {
        do {
            return try statement()
        } catch {
            throw diagnostic(error)
        }
    }

    private mutating func statement() throws(SyntaxError) -> ConstraintFile.Line? {
        scanner.skipSpace()
        if atEnd { return nil }
        let start = scanner.column
        if let edit = try editIfPresent() { return edit }
        let lhs = try expression()
        scanner.skipSpace()
        let relation = try scanner.relation(alsoExpected: "'+', '-'")
        let rhs = try expression()
        scanner.skipSpace()
        var priority = Priority.required
        var priorityColumn: Int?
        if scanner.take("@") {
            scanner.skipSpace()
            priorityColumn = scanner.column
            priority = try scanner.priority()
            scanner.skipSpace()
        }
        guard atEnd else {
            let found = scanner.peek.map { "'\($0)'" } ?? "end of line"
            throw scanner.error(priorityColumn == nil
                ? "expected '+', '-', '@' or end of line, found \(found)"
                : "expected end of line after the priority, found \(found)")
        }
        return ConstraintFile.Line(
            number: number, statement: .constraint(lhs: lhs, relation: relation, rhs: rhs, priority: priority),
            column: start, priorityColumn: priorityColumn, nameColumn: nil, text: text)
    }

    static let limit = TextScanner.Limit(ConstraintFile.maximumNumber, "number a constraint file takes")

    /// `edit NAME @PRIORITY = VALUE`, recognised only when `edit` is followed by a name.
    private mutating func editIfPresent() throws(SyntaxError) -> ConstraintFile.Line? {
        let start = scanner.position
        guard scanner.take("edit"), scanner.peek == " " || scanner.peek == "\t" else {
            scanner.position = start
            return nil
        }
        scanner.skipSpace()
        guard scanner.startsName else {
            scanner.position = start
            return nil
        }
        let nameColumn = scanner.column
        let name = scanner.word(allowing: ".")
        scanner.skipSpace()
        guard scanner.take("@") else { throw scanner.error("expected '@PRIORITY' after the edit variable's name") }
        scanner.skipSpace()
        let priorityColumn = scanner.column
        let priority = try scanner.priority()
        scanner.skipSpace()
        guard scanner.take("=") else { throw scanner.error("expected '= VALUE' after the edit priority") }
        scanner.skipSpace()
        guard let value = try scanner.signedNumberIfPresent(limit: Self.limit) else {
            throw scanner.error("expected a number for the suggested value")
        }
        scanner.skipSpace()
        guard atEnd else {
            throw scanner.error("expected end of line after the suggested value, found '\(scanner.peek.map(String.init) ?? "")'")
        }
        return ConstraintFile.Line(
            number: number, statement: .edit(name: name, priority: priority, value: value),
            column: start + 1, priorityColumn: priorityColumn, nameColumn: nameColumn, text: text)
    }

    private mutating func expression() throws(SyntaxError) -> ConstraintFile.Expression {
        var expression = ConstraintFile.Expression()
        scanner.skipSpace()
        var sign = 1.0
        if scanner.take("-") { sign = -1 } else { _ = scanner.take("+") }
        while true {
            scanner.skipSpace()
            try term(sign: sign, into: &expression)
            scanner.skipSpace()
            if scanner.take("+") { sign = 1 } else if scanner.take("-") { sign = -1 } else { return expression }
        }
    }

    /// `NUMBER`, `NAME`, `NUMBER*NAME` or `NAME*NUMBER`; names may contain dots.
    private mutating func term(sign: Double, into expression: inout ConstraintFile.Expression) throws(SyntaxError) {
        guard let c = scanner.peek, !atEnd else { throw scanner.error("expected a number or a name, found end of line") }
        if scanner.startsName {
            let name = scanner.word(allowing: ".")
            scanner.skipSpace()
            if scanner.take("*") {
                scanner.skipSpace()
                guard let factor = try scanner.numberIfPresent(limit: Self.limit) else {
                    throw scanner.error("expected a number after '*' (a term is NUMBER*NAME or NAME*NUMBER)")
                }
                expression.terms.append(.init(name: name, coefficient: sign * factor))
            } else {
                expression.terms.append(.init(name: name, coefficient: sign))
            }
            return
        }
        guard let value = try scanner.numberIfPresent(limit: Self.limit) else {
            throw scanner.error("expected a number or a name, found '\(c)'")
        }
        scanner.skipSpace()
        if scanner.take("*") {
            scanner.skipSpace()
            guard scanner.startsName else {
                throw scanner.error("expected a name after '*' (a term is NUMBER*NAME or NAME*NUMBER)")
            }
            expression.terms.append(.init(name: scanner.word(allowing: "."), coefficient: sign * value))
        } else {
            expression.constant += sign * value
        }
    }
}
