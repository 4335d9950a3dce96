/// Characters with columns: the one scanner under every constraint grammar Autocell reads
/// (solve files, the template syntax, visual format, UIKit's logs). It reads names and numbers
/// by one rule each; the grammars above add relations, priorities and anchors to it.
public struct TextScanner: Sendable {
    public let characters: [Character]
    public var position = 0
    /// How the end is named in messages: "end of text", "end of line".
    public let end: String

    public init(_ text: String, end: String = "end of text") {
        characters = Array(text)
        self.end = end
    }

    public var peek: Character? { position < characters.count ? characters[position] : nil }
    /// 1-based.
    public var column: Int { position + 1 }
    public var atEnd: Bool { position >= characters.count }
    /// ", found 'x'" for the next character, or nothing at the end.
    public var found: String { peek.map { ", found '\($0)'" } ?? "" }
    /// "'x'" for the next character, or the end's name.
    public var next: String { peek.map { "'\($0)'" } ?? end }

    public func peek(_ offset: Int) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    public mutating func advance(_ count: Int = 1) { position += count }

    public mutating func skipSpace() {
        while let c = peek, c == " " || c == "\t" { position += 1 }
    }

    /// Consumes `literal` if the text continues with it.
    public mutating func take(_ literal: String) -> Bool {
        var offset = 0
        for c in literal {
            guard peek(offset) == c else { return false }
            offset += 1
        }
        position += offset
        return true
    }

    public func error(_ message: String, at column: Int? = nil) -> SyntaxError {
        SyntaxError(message, column: column ?? self.column)
    }

    // MARK: Names

    public static func isNameStart(_ c: Character) -> Bool { c == "_" || c.isLetter }

    public var startsName: Bool { peek.map(Self.isNameStart) ?? false }

    /// Letters, digits, `_` and the characters in `extra`; possibly empty.
    public mutating func word(allowing extra: String = "") -> String {
        let start = position
        while let c = peek, c == "_" || c.isLetter || c.isNumber || extra.contains(c) { position += 1 }
        return String(characters[start..<position])
    }

    // MARK: Numbers

    /// Whether a number, signed or not, starts here.
    public var startsNumber: Bool {
        guard let c = peek else { return false }
        if Self.isDigit(c) { return true }
        if c == "." { return peek(1).map(Self.isDigit) ?? false }
        if c == "-" || c == "+", let next = peek(1) {
            return Self.isDigit(next) || next == "." && (peek(2).map(Self.isDigit) ?? false)
        }
        return false
    }

    /// The largest number a grammar takes, and what it is called there ("constant or
    /// multiplier a constraint takes").
    public struct Limit: Sendable {
        public var maximum: Double
        public var what: String

        public init(_ maximum: Double, _ what: String) {
            self.maximum = maximum
            self.what = what
        }
    }

    /// An unsigned decimal number: `DIGITS [. DIGITS] [(e|E) [±] DIGITS]` (either side of the point
    /// may be empty, not both), finite, within `limit`; nil, consuming nothing, when none
    /// starts here.
    public mutating func numberIfPresent(limit: Limit? = nil) throws(SyntaxError) -> Double? {
        let start = position
        while let c = peek, Self.isDigit(c) { position += 1 }
        if peek == ".", position > start || (peek(1).map(Self.isDigit) ?? false) {
            position += 1
            while let c = peek, Self.isDigit(c) { position += 1 }
        }
        guard position > start else { return nil }
        // An `e` right after a number is always its exponent: no grammar lets a name follow a
        // number without an operator between.
        if peek == "e" || peek == "E" {
            let exponent = position
            position += peek(1) == "+" || peek(1) == "-" ? 2 : 1
            let digits = position
            while let c = peek, Self.isDigit(c) { position += 1 }
            if position == digits { throw error("expected digits in the exponent", at: exponent + 1) }
        }
        let literal = String(characters[start..<position])
        guard let value = Double(literal), value.isFinite else {
            throw error("'\(literal)' is too large (numbers must be finite)", at: start + 1)
        }
        if let limit, value > limit.maximum {
            throw error("'\(literal)' is past \(numberText(limit.maximum)), the largest \(limit.what)", at: start + 1)
        }
        return value
    }

    /// An unsigned number, or an error naming what was found.
    public mutating func number(limit: Limit? = nil) throws(SyntaxError) -> Double {
        guard let value = try numberIfPresent(limit: limit) else { throw error("expected a number, found \(next)") }
        return value
    }

    /// `-`, `+` or nothing, then a number; nil, consuming nothing, when no number follows.
    public mutating func signedNumberIfPresent(limit: Limit? = nil) throws(SyntaxError) -> Double? {
        let start = position
        var sign = 1.0
        if peek == "-" { sign = -1; advance() } else if peek == "+" { advance() }
        guard let value = try numberIfPresent(limit: limit) else {
            position = start
            return nil
        }
        return sign * value
    }

    private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
}
