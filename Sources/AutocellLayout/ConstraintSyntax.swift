/// A syntax error in a constraint or visual format string, at a 1-based column of that string.
public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var column: Int

    public init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }

    public var description: String { "column \(column): \(message)" }
}

/// The text syntax of one constraint, the same one conflict logs print:
///
///     name.left == avatar.right + 10 @900 #nameLeading
///     half.width == 0.5*container.width
///     avatar.height == 61 @999
///
/// `VIEW.ATTRIBUTE (== | <= | >=) [MULTIPLIER*]VIEW.ATTRIBUTE [± CONSTANT]`, or a constant alone,
/// then an optional `@PRIORITY` (1...1000 or a UIKit name) and `#identifier`.
public enum ConstraintSyntax {
    public static func parse(_ text: String, source: SourceLocation? = nil) throws(SyntaxError) -> LayoutConstraint {
        var scanner = Scanner(text)
        scanner.skipSpace()
        let first = try scanner.anchor()
        scanner.skipSpace()
        let relation = try scanner.relation()
        scanner.skipSpace()

        var second: Anchor?
        var multiplier = 1.0
        var constant = 0.0
        if scanner.startsNumber {
            let numberColumn = scanner.column
            let value = try scanner.signedNumber()
            scanner.skipSpace()
            if scanner.peek == "*" {
                scanner.advance()
                scanner.skipSpace()
                multiplier = value
                second = try scanner.anchor()
            } else {
                guard scanner.peek != nil, scanner.peek != "@", scanner.peek != "#" else {
                    constant = value
                    return try finish(&scanner, first, relation, nil, 1, constant, source)
                }
                if scanner.peek == "+" || scanner.peek == "-" {
                    throw SyntaxError("write the view's attribute first: 'VIEW.ATTRIBUTE + CONSTANT'", column: numberColumn)
                }
                throw SyntaxError("expected '*', '@', '#' or end of text after the number", column: scanner.column)
            }
        } else {
            second = try scanner.anchor()
        }
        scanner.skipSpace()
        if scanner.peek == "*" {
            scanner.advance()
            scanner.skipSpace()
            multiplier *= try scanner.number()
            scanner.skipSpace()
        }
        if scanner.peek == "+" || scanner.peek == "-" {
            let negative = scanner.peek == "-"
            scanner.advance()
            scanner.skipSpace()
            constant = try scanner.number() * (negative ? -1 : 1)
        }
        return try finish(&scanner, first, relation, second, multiplier, constant, source)
    }

    private static func finish(
        _ scanner: inout Scanner, _ first: Anchor, _ relation: Relation, _ second: Anchor?, _ multiplier: Double,
        _ constant: Double, _ source: SourceLocation?
    ) throws(SyntaxError) -> LayoutConstraint {
        scanner.skipSpace()
        var priority = Priority.required
        var identifier: String?
        if scanner.peek == "@" {
            scanner.advance()
            scanner.skipSpace()
            priority = try scanner.priority()
            scanner.skipSpace()
        }
        if scanner.peek == "#" {
            scanner.advance()
            let start = scanner.column
            identifier = scanner.word(allowing: "-_.")
            guard identifier?.isEmpty == false else { throw SyntaxError("expected an identifier after '#'", column: start) }
            scanner.skipSpace()
        }
        if let extra = scanner.peek {
            throw SyntaxError("unexpected '\(extra)': expected '+', '-', '*', '@PRIORITY', '#identifier' or end of text", column: scanner.column)
        }
        if second == nil && !first.attribute.isDimension {
            throw SyntaxError("'\(first)' needs another view's attribute: a constant alone only sets a width or height", column: 1)
        }
        if let second, second.attribute.axis != first.attribute.axis, !(second.attribute.isDimension && first.attribute.isDimension) {
            throw SyntaxError("'\(first)' and '\(second)' are on different axes", column: 1)
        }
        return LayoutConstraint(
            first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
            identifier: identifier, source: source)
    }

    static let attributeNames: [String: LayoutAttribute] = {
        var names = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.map { ($0.rawValue, $0) })
        names["baseline"] = .lastBaseline
        return names
    }()
}

/// Characters with columns, for the constraint and visual format parsers.
struct Scanner {
    let characters: [Character]
    var position = 0

    init(_ text: String) { characters = Array(text) }

    var peek: Character? { position < characters.count ? characters[position] : nil }
    /// ", found 'x'" for the next character, or nothing at the end.
    var found: String { peek.map { ", found '\($0)'" } ?? "" }
    var column: Int { position + 1 }
    var atEnd: Bool { position >= characters.count }

    func peek(_ offset: Int) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    mutating func advance(_ count: Int = 1) { position += count }

    mutating func skipSpace() {
        while let c = peek, c == " " || c == "\t" { position += 1 }
    }

    var startsNumber: Bool {
        guard let c = peek else { return false }
        if c.isASCII && c.isNumber || c == "." { return true }
        if c == "-" || c == "+", let next = peek(1) { return next.isASCII && next.isNumber || next == "." }
        return false
    }

    mutating func word(allowing extra: String = "_") -> String {
        let start = position
        while let c = peek, c.isLetter || c.isNumber || extra.contains(c) { position += 1 }
        return String(characters[start..<position])
    }

    /// `view.attribute`; the view name may not contain dots (the last dot names the attribute).
    mutating func anchor() throws(SyntaxError) -> Anchor {
        let start = column
        guard let c = peek, c.isLetter || c == "_" else {
            throw SyntaxError(peek.map { "expected VIEW.ATTRIBUTE, found '\($0)'" } ?? "expected VIEW.ATTRIBUTE, found end of text", column: start)
        }
        let view = word()
        guard peek == "." else { throw SyntaxError("expected '.ATTRIBUTE' after '\(view)'", column: column) }
        advance()
        let attributeColumn = column
        let name = word()
        guard let attribute = ConstraintSyntax.attributeNames[name] else {
            let known = LayoutAttribute.allCases.map(\.rawValue)
            let hint = closestName(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw SyntaxError(name.isEmpty ? "expected an attribute name" : "unknown attribute '\(name)'\(hint)", column: attributeColumn)
        }
        return Anchor(view, attribute)
    }

    mutating func relation() throws(SyntaxError) -> Relation {
        let pair = String([peek ?? " ", peek(1) ?? " "])
        switch pair {
        case "==": advance(2); return .equal
        case "<=": advance(2); return .lessThanOrEqual
        case ">=": advance(2); return .greaterThanOrEqual
        default: throw SyntaxError("expected '==', '<=' or '>='", column: column)
        }
    }

    mutating func number() throws(SyntaxError) -> Double {
        let start = position
        while let c = peek, c.isASCII && c.isNumber || c == "." { position += 1 }
        if let e = peek, e == "e" || e == "E", let next = peek(1), next.isASCII && next.isNumber || next == "-" || next == "+" {
            position += 2
            while let c = peek, c.isASCII && c.isNumber { position += 1 }
        }
        let literal = String(characters[start..<position])
        guard let value = Double(literal), value.isFinite else {
            position = start
            throw SyntaxError(literal.isEmpty ? "expected a number" : "'\(literal)' is not a finite number", column: start + 1)
        }
        guard value <= Self.maximumNumber else {
            position = start
            throw SyntaxError("'\(literal)' is past \(Int(Self.maximumNumber)), the largest constant or multiplier a constraint takes", column: start + 1)
        }
        return value
    }

    /// The largest constant, multiplier or size in constraint text: a million points is
    /// beyond any screen (tables are at most 100,000 pt wide), and keeps every sum the solver
    /// forms far from a Double's limits.
    static let maximumNumber = 1_000_000.0

    mutating func signedNumber() throws(SyntaxError) -> Double {
        var sign = 1.0
        if peek == "-" { sign = -1; advance() } else if peek == "+" { advance() }
        return sign * (try number())
    }

    mutating func priority() throws(SyntaxError) -> Priority {
        let start = column
        if let c = peek, c.isLetter {
            let name = word()
            guard let priority = Priority.named(name) else {
                throw SyntaxError("unknown priority '\(name)': use \(Priority.writtenForms)", column: start)
            }
            return priority
        }
        let value = try signedNumber()
        let priority = Priority(Float(value))
        guard priority.isValid else { throw SyntaxError("priority \(LayoutConstraint.format(value)) is outside 1...1000", column: start) }
        return priority
    }
}
