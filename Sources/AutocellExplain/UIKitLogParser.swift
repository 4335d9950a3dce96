import AutocellLayout
import Foundation

/// Reads UIKit's "Unable to simultaneously satisfy constraints" log as people paste it: the
/// iOS 10+ list (`"<NSLayoutConstraint:0x… UIImageView:0x….top == …   (active)>"`), older
/// lines without `(active)`, identifiers in quotes, `(active, names: label:0x…, '|':UIView:0x…)`,
/// VFL-style lines (`H:|-(15)-[UILabel:0x…]`), autoresizing-mask constraints, layout guides,
/// Masonry's `MASLayoutConstraint` (keys, `^priority`) and SnapKit's `LayoutConstraint`
/// (`@File.swift#42`). Anything else in a constraint line is an error naming line and column.
public enum UIKitLogParser {
    public static func parse(_ text: String, file: String) throws(UIKitLogError) -> UIKitLog {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        var entries: [UIKitLog.Entry] = []
        var items: Set<String> = []
        var brokenText: (header: String, text: String, line: Int)?
        var expectingBroken = false
        for (number, line) in lines.enumerated() {
            if line.contains("Will attempt to recover by breaking constraint") { expectingBroken = true }
            guard let (inner, column) = constraintText(in: line) else { continue }
            let entry = try parseEntry(inner, file: file, line: number + 1, column: column)
            if expectingBroken {
                brokenText = (header(of: inner), entry.text, number + 1)
                expectingBroken = false
            } else {
                // What a rebuilt template may hold (CellTemplate's limits), said at the line that
                // passes it rather than after the whole log is rebuilt.
                guard entries.count < CellTemplate.maximumConstraints else {
                    throw UIKitLogError(file: file, line: number + 1, column: column, message: "the log lists more than \(CellTemplate.maximumConstraints) constraints; a rebuilt layout may have at most \(CellTemplate.maximumConstraints)")
                }
                items.insert(entry.first.identity)
                if let second = entry.second { items.insert(second.identity) }
                // One of the items is the cell's contentView, which is not counted as a view.
                guard items.count <= CellTemplate.maximumViews + 1 else {
                    throw UIKitLogError(file: file, line: number + 1, column: column, message: "the log names more than \(CellTemplate.maximumViews) views; a rebuilt layout may have at most \(CellTemplate.maximumViews)")
                }
                entries.append(entry)
            }
        }
        guard !entries.isEmpty else {
            throw UIKitLogError(file: file, line: 0, column: 0, message: "no constraints found: expected lines like \"<NSLayoutConstraint:0x… UILabel:0x….left == UIView:0x….left + 8   (active)>\" from an \"Unable to simultaneously satisfy constraints\" log")
        }
        var broken: Int?
        if let brokenText {
            // The same constraint object (its address), else the same text.
            let hasAddress = brokenText.header.contains(":0x")
            broken = entries.firstIndex { hasAddress ? header(of: $0.text) == brokenText.header : $0.text == brokenText.text }
            if broken == nil {
                throw UIKitLogError(file: file, line: brokenText.line, column: 1, message: "the constraint UIKit broke is not in the list above it")
            }
        }
        return UIKitLog(entries: entries, broken: broken)
    }

    // MARK: Lines

    /// The text between `<` and the last `>` of a constraint entry, and its column.
    static func constraintText(in line: String) -> (String, Int)? {
        guard let open = line.firstIndex(of: "<"), let close = line.lastIndex(of: ">"), open < close else { return nil }
        let inner = String(line[line.index(after: open)..<close])
        let className = inner.prefix { $0 != ":" && $0 != " " }
        guard className.hasSuffix("Constraint") || className.hasSuffix("LayoutConstraint") else { return nil }
        return (inner, line.distance(from: line.startIndex, to: open) + 2)
    }

    /// `NSLayoutConstraint:0x600000091a80`: what tells two entries apart.
    static func header(of inner: String) -> String { String(inner.prefix { $0 != " " }) }

    // MARK: One constraint

    static func parseEntry(_ inner: String, file: String, line: Int, column: Int) throws(UIKitLogError) -> UIKitLog.Entry {
        func fail(_ message: String, at offset: Int = 0) -> UIKitLogError {
            UIKitLogError(file: file, line: line, column: column + offset, message: message)
        }
        var rest = Substring(inner)
        let headerText = rest.prefix { $0 != " " }
        rest = rest.dropFirst(headerText.count).drop { $0 == " " }
        let kind = String(headerText.prefix { $0 != ":" })
        var source = SourceLocation(file: file, line: line, column: column)
        // SnapKit: `SnapKit.LayoutConstraint:0x600…@ViewController.swift#42`.
        if let at = headerText.firstIndex(of: "@"), let hash = headerText[at...].firstIndex(of: "#"),
           let sourceLine = Int(headerText[headerText.index(after: hash)...]) {
            source = SourceLocation(file: String(headerText[headerText.index(after: at)..<hash]), line: sourceLine)
        }
        var identifier: String?
        if rest.first == "'", let end = rest.dropFirst().firstIndex(of: "'") {
            identifier = String(rest[rest.index(after: rest.startIndex)..<end])
            rest = rest[rest.index(after: end)...].drop { $0 == " " }
        }
        // The trailing clause: `(active)`, `(inactive)`, `(active, names: …)`, `(Names: …)`.
        var names: [String: UIKitLog.Item] = [:]
        if let open = rest.range(of: "(", options: .backwards), rest.hasSuffix(")") {
            let clause = rest[open.upperBound..<rest.index(before: rest.endIndex)]
            let lowered = clause.lowercased()
            if lowered.hasPrefix("active") || lowered.hasPrefix("inactive") || lowered.hasPrefix("names") {
                if let namesStart = clause.range(of: "names:", options: .caseInsensitive) {
                    for part in clause[namesStart.upperBound...].split(separator: ",") {
                        let pair = part.trimmingCharacters(in: .whitespaces)
                        guard let colon = pair.firstIndex(of: ":") else { continue }
                        let name = pair[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "'"))
                        var named = item(String(pair[pair.index(after: colon)...]), names: [:])
                        if name != "|" { named.label = name }
                        names[name] = named
                    }
                }
                rest = rest[..<open.lowerBound]
            }
        }
        // Columns in messages count from where the relation starts.
        let offset = inner.distance(from: inner.startIndex, to: rest.startIndex)
        var body = rest.trimmingCharacters(in: .whitespaces)
        // Priorities: `priority:750`, `@750`, Masonry's and SnapKit's `^750` / `^low`.
        var priority = Priority.required
        var tokens = body.split(separator: " ").map(String.init)
        tokens.removeAll { $0.range(of: "^[hv]=[-&]+$", options: .regularExpression) != nil }
        if let last = tokens.last, let marker = last.first, marker == "@" || marker == "^" || last.hasPrefix("priority:") {
            let value = last.hasPrefix("priority:") ? String(last.dropFirst(9)) : String(last.dropFirst())
            guard let level = Priority.named(value) ?? Float(value).map({ Priority($0) }), level.isValid else {
                throw fail("cannot read the priority '\(last)': expected a number from 1 to 1000 or required, high, low")
            }
            priority = level
            tokens.removeLast()
        }
        if tokens.count >= 2, tokens[tokens.count - 2] == "priority:" || tokens[tokens.count - 2] == "priority" {
            guard let level = Float(tokens[tokens.count - 1]).map({ Priority($0) }), level.isValid else {
                throw fail("cannot read the priority '\(tokens[tokens.count - 1])'")
            }
            priority = level
            tokens.removeLast(2)
        }
        body = tokens.joined(separator: " ")
        guard !body.isEmpty else { throw fail("the constraint has no relation: expected 'VIEW.attribute == …' or a VFL line", at: offset) }

        var entry: UIKitLog.Entry
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            entry = try visualFormat(body, names: names, fail: { fail($0, at: offset) })
        } else {
            entry = try equation(body, names: names, fail: { fail($0, at: offset) })
        }
        entry.priority = priority
        entry.identifier = identifier ?? entry.identifier
        entry.kind = kind
        entry.source = source
        entry.text = inner
        return entry
    }

    /// `A.attr == [m*]B.attr [* m] [+|- c]` or `A.attr == c`.
    static func equation(_ body: String, names: [String: UIKitLog.Item], fail: (String) -> UIKitLogError) throws(UIKitLogError) -> UIKitLog.Entry {
        let relations: [(String, Relation)] = [("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        guard let (symbol, relation) = relations.first(where: { body.contains(" \($0.0) ") }),
              let split = body.range(of: " \(symbol) ") else {
            throw fail("expected a relation (==, <= or >=) between two sides in '\(body)'")
        }
        let left = String(body[..<split.lowerBound]).trimmingCharacters(in: .whitespaces)
        var right = String(body[split.upperBound...]).replacingOccurrences(of: " * ", with: "*").replacingOccurrences(of: "*", with: " * ")
        right = right.trimmingCharacters(in: .whitespaces)
        let (first, firstAttribute) = try anchor(left, names: names, fail: fail)
        var entry = UIKitLog.Entry(
            first: first, firstAttribute: firstAttribute, relation: relation, second: nil, secondAttribute: nil,
            multiplier: 1, constant: 0, priority: .required, identifier: nil, kind: "", source: SourceLocation(file: "", line: 0), text: body)
        var tokens = right.split(separator: " ").map(String.init)
        guard !tokens.isEmpty else { throw fail("nothing after '\(symbol)'") }
        if tokens.count == 1, let constant = Double(tokens[0]) {
            guard firstAttribute.isDimension else { throw fail("'\(left)' is a position: it can only be related to another view's attribute, not to \(tokens[0]) alone") }
            entry.constant = constant
            return entry
        }
        // A multiplier before the item: `0.5 * B.width`.
        if tokens.count >= 3, let multiplier = Double(tokens[0]), tokens[1] == "*" {
            entry.multiplier = multiplier
            tokens.removeFirst(2)
        }
        let (second, secondAttribute) = try anchor(tokens.removeFirst(), names: names, fail: fail)
        entry.second = second
        entry.secondAttribute = secondAttribute
        if tokens.count >= 2, tokens[0] == "*", let multiplier = Double(tokens[1]) {
            entry.multiplier = multiplier
            tokens.removeFirst(2)
        }
        if tokens.count == 2, tokens[0] == "+" || tokens[0] == "-", let constant = Double(tokens[1]) {
            entry.constant = tokens[0] == "+" ? constant : -constant
            tokens.removeAll()
        }
        guard tokens.isEmpty else { throw fail("cannot read '\(tokens.joined(separator: " "))' after the second item: expected '+ NUMBER' or '- NUMBER'") }
        guard firstAttribute.axis == secondAttribute.axis || (firstAttribute.isDimension && secondAttribute.isDimension) else {
            throw fail("'\(left)' and the other side are on different axes: a position can only follow a position on its own axis")
        }
        return entry
    }

    /// `UIImageView:0x7ff9afd1a1f0.top`, `UILabel:0x7f…'Title'.leading`, `label.left` (a name).
    static func anchor(_ text: String, names: [String: UIKitLog.Item], fail: (String) -> UIKitLogError) throws(UIKitLogError) -> (UIKitLog.Item, LayoutAttribute) {
        var searchFrom = text.startIndex
        if let quote = text.firstIndex(of: "'"), let close = text[text.index(after: quote)...].firstIndex(of: "'") { searchFrom = close }
        guard let dot = text[searchFrom...].lastIndex(of: ".") else {
            throw fail("expected VIEW.attribute, found '\(text)'")
        }
        let attributeName = String(text[text.index(after: dot)...])
        guard let attribute = attribute(attributeName) else {
            throw fail("unknown attribute '\(attributeName)' in '\(text)': expected left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline (or a …Margin of them)")
        }
        return (item(String(text[..<dot]), names: names), attribute)
    }

    /// Margins are read as the edges they are inside of; UIKit's default margin is 8 points.
    static func attribute(_ name: String) -> LayoutAttribute? {
        let plain = name.hasSuffix("Margin") ? String(name.dropLast(6)) : name
        switch plain {
        case "baseline": return .lastBaseline
        case "centerXWithin": return .centerX
        case "centerYWithin": return .centerY
        default: return LayoutAttribute(rawValue: plain)
        }
    }

    static func item(_ text: String, names: [String: UIKitLog.Item]) -> UIKitLog.Item {
        var text = Substring(text.trimmingCharacters(in: .whitespaces))
        var label: String?
        if let quote = text.firstIndex(of: "'") {
            label = text[text.index(after: quote)...].prefix { $0 != "'" }.description
            text = text[..<quote]
        }
        if let colon = text.firstIndex(of: ":") {
            let identity = String(text[text.index(after: colon)...])
            // Masonry prints a view's mas_key where the address would be: a name already.
            return UIKitLog.Item(className: String(text[..<colon]), identity: identity, label: label ?? (identity.hasPrefix("0x") ? nil : identity))
        }
        let name = String(text)
        if let named = names[name] {
            var found = named
            found.label = found.label ?? (name == "|" ? nil : name)
            return found
        }
        return UIKitLog.Item(className: nil, identity: name, label: label ?? name)
    }

    // MARK: VFL lines

    /// One relation written as VFL: `H:|-(15)-[A]`, `H:[A]-(8)-|`, `V:[A]-(8)-[B]`, `H:[A(44)]`.
    static func visualFormat(_ body: String, names: [String: UIKitLog.Item], fail: (String) -> UIKitLogError) throws(UIKitLogError) -> UIKitLog.Entry {
        let horizontal = body.hasPrefix("H:")
        // `(LTR)` / `(RTL)` after a horizontal line says which way leading runs; left to right here.
        var format = body
        for direction in ["(LTR)", "(RTL)"] where format.hasSuffix(direction) { format = String(format.dropLast(direction.count)) }
        let body = format
        var text = Substring(body.dropFirst(2)).trimmingCharacters(in: .whitespaces)[...]
        let superview = names["|"] ?? UIKitLog.Item(className: nil, identity: "|", label: nil)
        let (leading, trailing): (LayoutAttribute, LayoutAttribute) = horizontal ? (.left, .right) : (.top, .bottom)
        var elements: [(item: UIKitLog.Item?, predicate: (Relation, Double)?)] = []
        var connection: (Relation, Double)?
        while !text.isEmpty {
            if text.first == "|" {
                elements.append((superview, nil))
                text = text.dropFirst()
            } else if text.first == "[" {
                guard let close = text.firstIndex(of: "]") else { throw fail("a '[' without its ']' in '\(body)'") }
                var inside = text[text.index(after: text.startIndex)..<close]
                var size: (Relation, Double)?
                if let open = inside.firstIndex(of: "("), inside.last == ")" {
                    size = try predicate(String(inside[inside.index(after: open)..<inside.index(before: inside.endIndex)]), fail: fail)
                    inside = inside[..<open]
                }
                elements.append((item(String(inside), names: names), size))
                text = text[text.index(after: close)...]
            } else if text.first == "-" {
                text = text.dropFirst()
                if text.first == "(" {
                    guard let close = text.firstIndex(of: ")") else { throw fail("a '(' without its ')' in '\(body)'") }
                    connection = try predicate(String(text[text.index(after: text.startIndex)..<close]), fail: fail)
                    text = text[text.index(after: close)...]
                } else {
                    let number = text.prefix { $0.isNumber || $0 == "." }
                    connection = (.equal, Double(number) ?? 8)
                    text = text.dropFirst(number.count)
                }
                guard text.first == "-" else { throw fail("expected '-' to close the spacing in '\(body)'") }
                text = text.dropFirst()
                elements.append((nil, connection))
            } else {
                throw fail("unexpected '\(text.prefix(12))' in the visual format '\(body)'")
            }
        }
        let views = elements.filter { $0.item != nil }
        let spacing = elements.first { $0.item == nil }?.predicate ?? (.equal, 0)
        let empty = UIKitLog.Entry(
            first: superview, firstAttribute: leading, relation: .equal, second: nil, secondAttribute: nil, multiplier: 1, constant: 0,
            priority: .required, identifier: nil, kind: "", source: SourceLocation(file: "", line: 0), text: body)
        switch views.count {
        case 1:
            guard let view = views[0].item, let size = views[0].predicate else { throw fail("a lone view in '\(body)' needs a size, as in [A(44)]") }
            var entry = empty
            entry.first = view
            entry.firstAttribute = horizontal ? .width : .height
            entry.relation = size.0
            entry.constant = size.1
            return entry
        case 2:
            guard let a = views[0].item, let b = views[1].item else { throw fail("cannot read '\(body)'") }
            var entry = empty
            entry.relation = spacing.0
            if a == superview && body.dropFirst(2).trimmingCharacters(in: .whitespaces).hasPrefix("|") {
                // |-(c)-[B]: B.leading rel superview.leading + c
                (entry.first, entry.firstAttribute, entry.second, entry.secondAttribute, entry.constant) = (b, leading, a, leading, spacing.1)
            } else if b == superview && body.hasSuffix("|") {
                // [A]-(c)-|: A.trailing rel' superview.trailing - c (the relation turns around).
                (entry.first, entry.firstAttribute, entry.second, entry.secondAttribute, entry.constant) = (a, trailing, b, trailing, -spacing.1)
                entry.relation = spacing.0 == .lessThanOrEqual ? .greaterThanOrEqual : spacing.0 == .greaterThanOrEqual ? .lessThanOrEqual : .equal
            } else {
                // [A]-(c)-[B]: B.leading rel A.trailing + c
                (entry.first, entry.firstAttribute, entry.second, entry.secondAttribute, entry.constant) = (b, leading, a, trailing, spacing.1)
            }
            return entry
        default:
            throw fail("a VFL line in a log relates one view to its size or two items; '\(body)' has \(views.count)")
        }
    }

    /// `8`, `>=8`, `<=8`, `8@750` (the priority is part of the printed constraint already).
    static func predicate(_ text: String, fail: (String) -> UIKitLogError) throws(UIKitLogError) -> (Relation, Double) {
        var value = Substring(text.split(separator: "@").first ?? "")
        var relation = Relation.equal
        if value.hasPrefix(">=") { relation = .greaterThanOrEqual; value = value.dropFirst(2) }
        else if value.hasPrefix("<=") { relation = .lessThanOrEqual; value = value.dropFirst(2) }
        else if value.hasPrefix("==") { value = value.dropFirst(2) }
        guard let number = Double(value) else { throw fail("expected a number in '(\(text))'") }
        return (relation, number)
    }
}
