import AutocellSolver
import AutocellSource
/// The text syntax of one constraint, the same one conflict logs print:
///
///     name.left == avatar.right + 10 @900 #nameLeading
///     half.width == 0.5*container.width
///     avatar.height == 61 @999
///
/// `VIEW.ATTRIBUTE (== | <= | >=) [MULTIPLIER*]VIEW.ATTRIBUTE [± CONSTANT]`, or a constant alone,
/// then an optional `@PRIORITY` (1...1000 or a UIKit name) and `#identifier`.
public enum ConstraintSyntax {
    /// Reads `VIEW.ATTRIBUTE` where the scanner stands.
    public typealias AnchorReader = (inout TextScanner) throws(SyntaxError) -> Anchor

    /// `anchor` reads the items (UIKit's logs write `UILabel:0x7f…'Title'.leading` there).
    public static func parse(
        _ text: String, source: SourceLocation? = nil, anchor readAnchor: AnchorReader = { (scanner: inout TextScanner) throws(SyntaxError) in try scanner.anchor() }
    ) throws(SyntaxError) -> LayoutConstraint {
        var scanner = TextScanner(text)
        scanner.skipSpace()
        let first = try readAnchor(&scanner)
        scanner.skipSpace()
        let relation = try scanner.relation()
        scanner.skipSpace()

        var second: Anchor?
        var multiplier = 1.0
        var constant = 0.0
        if let spacedSign = Self.spacedSign(scanner) {
            // UIKit prints a lone negative size with its sign apart from the digits
            // (`UIView:0x….width == - 16`, UIAlertController's action sheet since iOS 12.2):
            // the same constant as `-16`.
            let numberColumn = scanner.column
            scanner.advance()
            scanner.skipSpace()
            constant = try scanner.number(limit: Self.limit) * spacedSign
            scanner.skipSpace()
            guard scanner.peek == nil || scanner.peek == "@" || scanner.peek == "#" else {
                throw SyntaxError("a constant alone only sets a width or height: expected '@', '#' or end of text after it", column: numberColumn)
            }
            return try finish(&scanner, first, relation, nil, 1, constant, source)
        } else if scanner.startsNumber {
            let numberColumn = scanner.column
            let value = try scanner.signedNumber(limit: Self.limit)
            scanner.skipSpace()
            if scanner.peek == "*" {
                scanner.advance()
                scanner.skipSpace()
                multiplier = value
                second = try readAnchor(&scanner)
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
            second = try readAnchor(&scanner)
        }
        scanner.skipSpace()
        if scanner.peek == "*" {
            scanner.advance()
            scanner.skipSpace()
            multiplier *= try scanner.number(limit: Self.limit)
            scanner.skipSpace()
        }
        if scanner.peek == "+" || scanner.peek == "-" {
            let negative = scanner.peek == "-"
            scanner.advance()
            scanner.skipSpace()
            constant = try scanner.number(limit: Self.limit) * (negative ? -1 : 1)
        }
        return try finish(&scanner, first, relation, second, multiplier, constant, source)
    }

    /// -1 or +1 when the scanner stands on a sign that spaces separate from a number
    /// (`- 16`), nil otherwise.
    private static func spacedSign(_ scanner: TextScanner) -> Double? {
        guard let sign = scanner.peek, sign == "-" || sign == "+", scanner.peek(1) == " " || scanner.peek(1) == "\t" else { return nil }
        var look = scanner
        look.advance()
        look.skipSpace()
        guard let c = look.peek, c.isASCII && c.isNumber || c == "." else { return nil }
        return sign == "-" ? -1 : 1
    }

    private static func finish(
        _ scanner: inout TextScanner, _ first: Anchor, _ relation: Relation, _ second: Anchor?, _ multiplier: Double,
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

    /// The largest constant, multiplier or size in constraint text: a million points is
    /// beyond any screen (tables are at most 100,000 pt wide), and keeps every sum the solver
    /// forms far from a Double's limits (the solve file's limit, `ConstraintFile.maximumNumber`).
    public static let maximumNumber = ConstraintFile.maximumNumber
    static let limit = TextScanner.Limit(maximumNumber, "constant or multiplier a constraint takes")

    static let attributeNames: [String: LayoutAttribute] = {
        var names = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.map { ($0.rawValue, $0) })
        names["baseline"] = .lastBaseline
        return names
    }()
}

extension TextScanner {
    /// `-`, `+` or nothing, then a number.
    mutating func signedNumber(limit: Limit? = nil) throws(SyntaxError) -> Double {
        guard let value = try signedNumberIfPresent(limit: limit) else { throw error("expected a number, found \(next)") }
        return value
    }

    /// `view.attribute`, `view.guide.attribute` (a layout guide: `layoutMarginsGuide`,
    /// `readableContentGuide`, `safeAreaLayoutGuide` or one the view declares), or
    /// `view.leadingMargin` and Interface Builder's other margin attributes (the margins
    /// guide's edges). View names may not contain dots.
    public mutating func anchor() throws(SyntaxError) -> Anchor {
        let start = column
        guard startsName else {
            throw error("expected VIEW.ATTRIBUTE, found \(next)", at: start)
        }
        var view = word()
        guard peek == "." else { throw error("expected '.ATTRIBUTE' after '\(view)'") }
        advance()
        var attributeColumn = column
        var name = word()
        if peek == "." {
            // A guide of the view: its attribute follows.
            view = LayoutGuide.anchorView(view, name)
            advance()
            attributeColumn = column
            name = word()
        } else if let attribute = LayoutGuide.marginAttributes[name] {
            return Anchor(LayoutGuide.anchorView(view, LayoutGuide.layoutMargins), attribute)
        }
        guard let attribute = ConstraintSyntax.attributeNames[name] else {
            let known = LayoutAttribute.allCases.map(\.rawValue) + LayoutGuide.marginAttributes.keys.sorted()
            let hint = didYouMean(name, in: known)
            throw error(name.isEmpty ? "expected an attribute name" : "unknown attribute '\(name)'\(hint)", at: attributeColumn)
        }
        return Anchor(view, attribute)
    }
}
