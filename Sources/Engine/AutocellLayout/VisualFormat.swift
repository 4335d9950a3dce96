import AutocellSolver
import AutocellSource
/// The Visual Format Language, as `NSLayoutConstraint.constraints(withVisualFormat:…)`:
///
///     (H:|V:)? (|connection)? [view(predicates)] (connection [view(predicates)])* (connection|)?
///
/// A connection is `-` (standard spacing: 8 between siblings, 20 to the superview's edge),
/// `-N-`, `-(>=N@P, <=M)-`, or nothing (flush). View predicates size the view along the axis:
/// `(==50)`, `(>=60)`, `(<=100@750)`, `(==other)`. Orientation defaults to H.
///
/// Constraints come out with the later view first (`b.leading == a.trailing + 8`), and a
/// trailing superview edge as `a.trailing == superview.trailing - 8`, which is how the text
/// syntax and the DSL write them too. `H:` is leading to trailing, UIKit's default option
/// (`directionLeadingToTrailing`): it flips in a right-to-left layout.
public enum VisualFormat {
    public static let siblingSpacing = 8.0
    public static let superviewSpacing = 20.0

    /// A predicate: relation, a constant or another view, a priority.
    struct Predicate {
        var relation: Relation
        var constant: Double
        var view: String?
        var priority: Priority
        var column = 0
    }

    /// Reads a view's name after `[`; the scanner stops at what follows it (`(`, `]`).
    public typealias ViewReader = (inout TextScanner) throws(SyntaxError) -> String

    /// A view name as the other constraint texts write one: letters, digits and `_`.
    public static func plainName(_ scanner: inout TextScanner) throws(SyntaxError) -> String {
        guard scanner.startsName else { throw scanner.error("expected a view name after '['") }
        return scanner.word()
    }

    /// `superview` names the views' common superview, which `|` stands for; `view` reads a
    /// view's name (UIKit's logs write `UILabel:0x7f…'Title'` there).
    public static func parse(
        _ format: String, superview: String, source: SourceLocation? = nil, view readView: ViewReader = plainName
    ) throws(SyntaxError) -> [LayoutConstraint] {
        var scanner = TextScanner(format)
        var horizontal = true
        scanner.skipSpace()
        if scanner.peek == "H" || scanner.peek == "V", scanner.peek(1) == ":" {
            horizontal = scanner.peek == "H"
            scanner.advance(2)
        }
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        var constraints: [LayoutConstraint] = []
        func add(_ first: Anchor, _ relation: Relation, _ second: Anchor?, _ constant: Double, _ priority: Priority) {
            constraints.append(LayoutConstraint(first, relation, second, constant: constant, priority: priority, source: source))
        }

        scanner.skipSpace()
        var previous: String?
        // nil: no connection (flush); []: the standard spacing; else the spacing's predicates.
        var pending: [Predicate]?
        var leading: [Predicate]?
        if scanner.peek == "|" {
            scanner.advance()
            scanner.skipSpace()
            leading = scanner.peek == "-" ? try connection(&scanner) : [flush]
        }
        var sawView = false
        while true {
            scanner.skipSpace()
            guard scanner.peek == "[" else {
                if !sawView {
                    throw SyntaxError("expected '[view]'" + scanner.found, column: scanner.column)
                }
                break
            }
            scanner.advance()
            let view = try readView(&scanner)
            var predicates: [Predicate] = []
            if scanner.peek == "(" {
                predicates = try predicateList(&scanner)
            }
            guard scanner.peek == "]" else {
                throw SyntaxError("expected ']' to close '[\(view)'", column: scanner.column)
            }
            scanner.advance()
            for predicate in predicates {
                add(Anchor(view, size), predicate.relation, predicate.view.map { Anchor($0, size) }, predicate.constant, predicate.priority)
            }
            if let previous {
                for predicate in spacing(pending, standard: siblingSpacing) {
                    add(Anchor(view, lead), predicate.relation, Anchor(previous, trail), predicate.constant, predicate.priority)
                }
            } else if let leading {
                for predicate in spacing(leading, standard: superviewSpacing) {
                    add(Anchor(view, lead), predicate.relation, Anchor(superview, lead), predicate.constant, predicate.priority)
                }
            }
            previous = view
            sawView = true
            scanner.skipSpace()
            if scanner.peek == "-" {
                pending = try connection(&scanner)
            } else {
                pending = nil
            }
            scanner.skipSpace()
            if scanner.peek == "|" {
                scanner.advance()
                for predicate in spacing(pending, standard: superviewSpacing) {
                    // superview.trail REL view.trail + c  ⇔  view.trail (flipped REL) superview.trail - c
                    add(Anchor(view, trail), flipped(predicate.relation), Anchor(superview, trail), -predicate.constant, predicate.priority)
                }
                pending = nil
                scanner.skipSpace()
                guard scanner.atEnd else { throw SyntaxError("nothing may follow the closing '|'", column: scanner.column) }
                break
            }
            if pending != nil && scanner.peek != "[" {
                throw SyntaxError(scanner.atEnd ? "a connection must lead to '[view]' or '|'" : "expected '[view]' or '|'" + scanner.found, column: scanner.column)
            }
            if pending == nil && !scanner.atEnd && scanner.peek != "[" {
                throw SyntaxError("expected '-', '[view]', '|' or end of format" + scanner.found, column: scanner.column)
            }
        }
        return constraints
    }

    static let flush = Predicate(relation: .equal, constant: 0, priority: .required)

    /// The predicates a connection stands for: flush when there is none, the standard spacing
    /// for a bare `-`.
    private static func spacing(_ connection: [Predicate]?, standard: Double) -> [Predicate] {
        guard let connection else { return [flush] }
        return connection.isEmpty ? [Predicate(relation: .equal, constant: standard, priority: .required)] : connection
    }

    /// At a `-`: `-` alone (the standard spacing: an empty list), `-N-`, or `-(predicates)-`.
    private static func connection(_ scanner: inout TextScanner) throws(SyntaxError) -> [Predicate] {
        scanner.advance()
        scanner.skipSpace()
        if scanner.peek == "[" || scanner.peek == "|" { return [] }
        if scanner.atEnd { throw SyntaxError("a connection must lead to '[view]' or '|'", column: scanner.column) }
        var predicates: [Predicate]
        if scanner.peek == "(" {
            predicates = try predicateList(&scanner)
            if let bad = predicates.first(where: { $0.view != nil }) {
                throw SyntaxError("a spacing cannot be another view ('\(bad.view ?? "")')", column: bad.column)
            }
        } else if scanner.startsNumber {
            predicates = [Predicate(relation: .equal, constant: try scanner.number(limit: ConstraintSyntax.limit), priority: .required)]
        } else {
            throw SyntaxError("expected a spacing such as '-8-' or '-(>=8)-'", column: scanner.column)
        }
        scanner.skipSpace()
        guard scanner.peek == "-" else { throw SyntaxError("expected '-' to close the spacing", column: scanner.column) }
        scanner.advance()
        return predicates
    }

    /// `(==50, >=other@750)`.
    private static func predicateList(_ scanner: inout TextScanner) throws(SyntaxError) -> [Predicate] {
        scanner.advance()   // (
        var predicates: [Predicate] = []
        while true {
            scanner.skipSpace()
            var relation = Relation.equal
            let pair = String([scanner.peek ?? " ", scanner.peek(1) ?? " "])
            switch pair {
            case "==": scanner.advance(2)
            case "<=": scanner.advance(2); relation = .lessThanOrEqual
            case ">=": scanner.advance(2); relation = .greaterThanOrEqual
            default: break
            }
            scanner.skipSpace()
            var predicate = Predicate(relation: relation, constant: 0, priority: .required, column: scanner.column)
            if scanner.startsNumber {
                // `strtod`'s numbers, as UIKit reads them: a sign is allowed (logs print `-(-8)-`).
                predicate.constant = try scanner.signedNumber(limit: ConstraintSyntax.limit)
            } else if let c = scanner.peek, c.isLetter || c == "_" {
                predicate.view = scanner.word()
            } else {
                throw SyntaxError("expected a number or a view name" + scanner.found, column: scanner.column)
            }
            scanner.skipSpace()
            if scanner.peek == "@" {
                scanner.advance()
                predicate.priority = try scanner.priority()
                scanner.skipSpace()
            }
            predicates.append(predicate)
            if scanner.peek == "," { scanner.advance(); continue }
            guard scanner.peek == ")" else {
                throw SyntaxError(scanner.atEnd ? "expected ')'" : "expected ',' or ')'" + scanner.found, column: scanner.column)
            }
            scanner.advance()
            return predicates
        }
    }

    private static func flipped(_ relation: Relation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
