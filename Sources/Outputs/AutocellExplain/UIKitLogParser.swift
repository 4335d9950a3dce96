// Why this file is long (505 lines): one grammar, UIKit's constraint descriptions in every
// shape people paste, read by the one scanner; its cases (anchors, VFL lines, autoresizing
// masks, guides, Masonry and SnapKit forms) share the recovery rules and belong in one read.
// What is built from a parsed log is LoggedLayout's; how pasted text is cut into lines and
// entries, and what a text that is no log is, UIKitLogPaste's.

import AutocellLayout
import Foundation
import AutocellSolver
import AutocellSource

/// Reads UIKit's "Unable to simultaneously satisfy constraints" log as people paste it: the
/// iOS 10+ list (`"<NSLayoutConstraint:0x… UIImageView:0x….top == …   (active)>"`), older
/// lines without `(active)`, identifiers in quotes, `(active, names: label:0x…, '|':UIView:0x…)`,
/// VFL-style lines (`H:|-(15)-[UILabel:0x…]`), autoresizing-mask constraints, layout guides,
/// Masonry's `MASLayoutConstraint` (keys, `^priority`) and SnapKit's `LayoutConstraint`
/// (`@File.swift#42`). Anything else in a constraint line is an error naming line and column.
public enum UIKitLogParser {
    /// The first log of `text` (see `parseAll`).
    public static func parse(_ text: String, file: String) throws(Diagnostic) -> UIKitLog {
        let logs = try parseAll(text, file: file)
        guard let first = logs.first else { throw noConstraints(file) }
        return first
    }

    /// Every log pasted in `text`, in order: a new one starts at each "Unable to simultaneously
    /// satisfy constraints" after constraints were read. Damaged pastes are read as they come:
    /// markdown escapes (`\<`, `\>`, `\_`), quote prefixes (`> `), a line pasted twice (read
    /// once), lines cut with `...`, the broken constraint missing from the list (added to it)
    /// or not given; each said in the log's `warnings`.
    public static func parseAll(_ text: String, file: String) throws(Diagnostic) -> [UIKitLog] {
        let (lines, wrapped) = unwrapped(physicalLines(text))
        var logs: [UIKitLog] = []
        var current = Reading()
        var emphasisLines: [Int] = []
        var sawZeroHeightWarning = false
        var parsedEntries: [String: (entry: UIKitLog.Entry, placedInLog: Bool)] = [:]
        for (number, raw) in lines.enumerated() {
            if wrapped.contains(number) {
                current.warnings.append("line \(number + 1) continues line \(number): the paste wrapped one constraint over two lines; read as one")
                continue
            }
            let (plain, emphasised) = emphasisUndone(unescaped(raw))
            if emphasised { emphasisLines.append(number + 1) }
            let whole = plain
            // A log pasted on one line is read as the lines it was: one piece per constraint
            // and per sentence of UIKit's.
            for (line, shift) in pieces(of: whole) {
                // UIKit's sentences, with the spaces a paste may have doubled made single; only
                // for a line that holds one of their words (a constraint line does not).
                if holds(line, "[LayoutConstraints]") { current.taggedByCategory = true }
                if holds(line, "Unable") || holds(line, "Will") || holds(line, "ambiguously") {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
                    if holds(words, "Unable to simultaneously satisfy constraints") && !current.entries.isEmpty {
                        logs.append(try current.finish(file: file, lines: lines))
                        current = Reading()
                        current.taggedByCategory = holds(line, "[LayoutConstraints]")
                    } else if holds(words, "Unable to simultaneously satisfy constraints"), let stray = current.brokenText {
                        // A broken constraint before any list: the tail of an earlier log the
                        // paste cut, not this one's.
                        current.warnings.append("line \(stray.line): the constraint UIKit broke there comes before this log's \"Unable to simultaneously satisfy constraints\" and any list: the tail of an earlier log cut from the paste, not this log's; left out")
                        current.brokenText = nil
                    }
                    if holds(words, "Will attempt to recover by breaking constraint") { current.expectingBroken = true }
                    if holds(words, zeroHeightWarning) { sawZeroHeightWarning = true }
                }
                let content = trimmed(line, ">\",")
                if content == "..." || content == "…" {
                    current.warnings.append("line \(number + 1): the list was cut here ('\(content)'); what was left out cannot be explained")
                    continue
                }
                if trimmed(content, "<>", whitespace: false) == "(null)" {
                    current.nullLines.append(number + 1)
                    continue
                }
                var found = constraintText(in: line)
                if found == nil, isCutEntry(line) {
                    // Cut before its closing '>': read as far as it goes when what is left is a
                    // whole relation (`….height == 0`), said; else left out, said.
                    var readable = false
                    if let cut = cutEntryText(in: line) {
                        do {
                            _ = try parseEntry(cut.text, file: file, line: number + 1, column: cut.column, sourceLine: whole)
                            readable = true
                            found = (cut.text, cut.column)
                            current.warnings.append("line \(number + 1): a constraint cut off before its closing '>', read as far as it goes (\(cut.text.split(separator: " ").suffix(3).joined(separator: " "))); its last number may have been longer")
                        } catch {
                            // What is left is no whole constraint: left out below, and said.
                        }
                    }
                    if !readable { current.warnings.append("line \(number + 1): a constraint cut off before its closing '>'; left out") }
                }
                guard let (inner, at) = found else { continue }
                // A description of `(null)` after its class and address (iOS 6's form).
                if inner.drop(while: { $0 != " " }).trimmingCharacters(in: .whitespaces) == "(null)" {
                    current.nullLines.append(number + 1)
                    continue
                }
                let column = at + shift
                // A console repeats the same constraints many times: each text is parsed once,
                // and a repeat takes its place in the log.
                var entry: UIKitLog.Entry
                if let parsed = parsedEntries[inner] {
                    entry = parsed.entry
                    if parsed.placedInLog { entry.source = SourceLocation(file: file, line: number + 1, column: column) }
                } else {
                    entry = try parseEntry(inner, file: file, line: number + 1, column: column, sourceLine: whole)
                    parsedEntries[inner] = (entry, entry.source == SourceLocation(file: file, line: number + 1, column: column))
                }
                if current.expectingBroken {
                    current.brokenText = (header(of: inner), entry, number + 1)
                    current.expectingBroken = false
                    continue
                }
                if let earlier = current.seen[inner] {
                    current.warnings.append("line \(number + 1) repeats line \(earlier); it is read once")
                    continue
                }
                current.seen[inner] = number + 1
                // What a rebuilt template may hold (CellTemplate's limits), said at the line that
                // passes it rather than after the whole log is rebuilt.
                guard current.entries.count < CellTemplate.maximumConstraints else {
                    throw Diagnostic(file: file, line: number + 1, column: column, message: "the log lists more than \(CellTemplate.maximumConstraints) constraints; a rebuilt layout may have at most \(CellTemplate.maximumConstraints)", sourceLine: line)
                }
                current.items.insert(entry.first.identity)
                if let second = entry.second { current.items.insert(second.identity) }
                // One of the items is the cell's contentView, which is not counted as a view.
                guard current.items.count <= CellTemplate.maximumViews + 1 else {
                    throw Diagnostic(file: file, line: number + 1, column: column, message: "the log names more than \(CellTemplate.maximumViews) views; a rebuilt layout may have at most \(CellTemplate.maximumViews)", sourceLine: line)
                }
                current.entries.append(entry)
            }
        }
        if current.entries.isEmpty && logs.isEmpty {
            throw unexplainable(nullLines: current.nullLines, broken: current.brokenText.map { ($0.entry, $0.line) }, zeroHeightWarning: sawZeroHeightWarning, file: file)
        }
        if !current.entries.isEmpty { logs.append(try current.finish(file: file, lines: lines)) }
        if !emphasisLines.isEmpty, !logs.isEmpty {
            logs[0].warnings.append("line\(emphasisLines.count == 1 ? "" : "s") \(emphasisLines.prefix(5).map(String.init).joined(separator: ", "))\(emphasisLines.count > 5 ? ", …" : ""): a '*' before a class name is read as the '_' markdown turned into emphasis (`*UIKBCompatInputView` is `_UIKBCompatInputView`)")
        }
        return logs
    }

    /// One log as it is read.
    private struct Reading {
        var entries: [UIKitLog.Entry] = []
        /// The views this log names, counted against a rebuilt template's limit.
        var items: Set<String> = []
        var seen: [String: Int] = [:]
        var warnings: [String] = []
        var brokenText: (header: String, entry: UIKitLog.Entry, line: Int)?
        var expectingBroken = false
        /// Lines whose constraint UIKit described as `(null)`.
        var nullLines: [Int] = []
        /// Whether the log carries iOS 10's `[LayoutConstraints]` category (which prints `(active)`).
        var taggedByCategory = false

        mutating func finish(file: String, lines: [String]) throws(Diagnostic) -> UIKitLog {
            guard !entries.isEmpty else { throw UIKitLogParser.noConstraints(file) }
            var broken: Int?
            if let brokenText {
                // The same constraint object (its address), else the same text.
                let hasAddress = brokenText.header.contains(":0x")
                broken = entries.firstIndex {
                    hasAddress ? UIKitLogParser.header(of: $0.text) == brokenText.header : $0.text == brokenText.entry.text
                }
                if broken == nil {
                    warnings.append("line \(brokenText.line): the constraint UIKit broke is not in the list above it; it is added to the list")
                    entries.append(brokenText.entry)
                    broken = entries.count - 1
                }
            } else if expectingBroken {
                warnings.append("the log says UIKit will \"recover by breaking constraint\" but no constraint follows that line (the paste ends there); Autocell's own rule picks one")
            } else {
                warnings.append("the log does not say which constraint UIKit broke (no \"Will attempt to recover by breaking constraint\" line with one); Autocell's own rule picks one")
            }
            if !nullLines.isEmpty {
                warnings.append("line\(nullLines.count == 1 ? "" : "s") \(nullLines.map(String.init).joined(separator: ", ")): UIKit described \(nullLines.count == 1 ? "a constraint" : "constraints") as \"(null)\", naming nothing; left out")
            }
            var log = UIKitLog(entries: entries, broken: broken, warnings: warnings)
            // Masonry's descriptions: a MASLayoutConstraint entry; or an iOS 10+ log with no
            // `(active)`; or a list with neither `(active)` nor any identifier at all.
            let printsActivity = entries.contains { $0.text.contains("(active") || $0.text.contains("(inactive") }
            log.hidesIdentifiers = entries.contains { $0.kind == "MASLayoutConstraint" }
                || (!printsActivity && (taggedByCategory || !entries.contains { $0.identifier != nil }))
            return log
        }
    }

    /// `NSLayoutConstraint:0x600000091a80`: what tells two entries apart.
    static func header(of inner: String) -> String { String(inner.prefix { $0 != " " }) }

    // MARK: One constraint

    static func parseEntry(_ inner: String, file: String, line: Int, column: Int, sourceLine: String) throws(Diagnostic) -> UIKitLog.Entry {
        func fail(_ message: String, at offset: Int = 0) -> Diagnostic {
            Diagnostic(file: file, line: line, column: column + offset, message: message, sourceLine: sourceLine)
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
        // Autoresizing masks (`h=--& v=--&`) may come before the identifier.
        while true {
            let mask = rest.prefix { $0 != " " }
            guard isAutoresizingMask(mask) else { break }
            rest = rest.dropFirst(mask.count).drop { $0 == " " }
        }
        if rest.first == "'", let end = rest.dropFirst().firstIndex(of: "'") {
            identifier = String(rest[rest.index(after: rest.startIndex)..<end])
            rest = rest[rest.index(after: end)...].drop { $0 == " " }
        }
        // The trailing clause: `(active)`, `(inactive)`, `(active, names: …)`, `(Names: …)`.
        var names: [String: UIKitLog.Item] = [:]
        if let open = rest.lastIndex(of: "("), rest.hasSuffix(")") {
            let clause = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            let lowered = clause.lowercased()
            if lowered.hasPrefix("active") || lowered.hasPrefix("inactive") || lowered.hasPrefix("names") {
                if let namesStart = clause.range(of: "names:", options: .caseInsensitive) {
                    for part in clause[namesStart.upperBound...].split(separator: ",") {
                        let pair = trimmed(part)
                        guard let colon = pair.firstIndex(of: ":") else { continue }
                        let name = pair[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "'"))
                        var named = item(String(pair[pair.index(after: colon)...]), names: [:])
                        if name != "|" { named.label = name }
                        // `SystemInputAssistantView:0x…`: UIKit names a view it has no name for
                        // by its class (capitalised, where an app's names are variables).
                        if named.className == nil, let initial = name.first, initial.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                            named.className = name
                        }
                        names[name] = named
                    }
                }
                rest = rest[..<open]
            }
        }
        // Columns in messages count from where the relation starts.
        let offset = inner.distance(from: inner.startIndex, to: rest.startIndex)
        var body = trimmed(rest)
        // Priorities: `priority:750`, `@750`, Masonry's and SnapKit's `^750` / `^low`.
        var tokens = body.split(separator: " ").map(String.init)
        tokens.removeAll { isAutoresizingMask($0) }
        var written: Priority?
        if let last = tokens.last, let marker = last.first, marker == "@" || marker == "^" || last.hasPrefix("priority:") {
            let value = last.hasPrefix("priority:") ? String(last.dropFirst(9)) : String(last.dropFirst())
            guard let level = Self.priority(value) else {
                throw fail("cannot read the priority '\(last)': expected a number from 1 to 1000 or required, high, low")
            }
            written = level
            tokens.removeLast()
        }
        if tokens.count >= 2, tokens[tokens.count - 2] == "priority:" || tokens[tokens.count - 2] == "priority" {
            guard let level = Self.priority(tokens[tokens.count - 1]) else {
                throw fail("cannot read the priority '\(tokens[tokens.count - 1])'")
            }
            written = level
            tokens.removeLast(2)
        }
        // A content size (`NSContentSizeLayoutConstraint`): `UILabel:0x….width == 120 Hug:250
        // CompressionResistance:1000` is the size's two inequalities; the required one is what
        // can conflict (both required: the equality).
        var contentPriorities: (hug: Priority, resistance: Priority)?
        if let hugToken = tokens.first(where: { $0.hasPrefix("Hug:") }),
           let resistanceToken = tokens.first(where: { $0.hasPrefix("CompressionResistance:") }) {
            guard let hug = Self.priority(String(hugToken.dropFirst(4))),
                  let resistance = Self.priority(String(resistanceToken.dropFirst("CompressionResistance:".count))) else {
                throw fail("cannot read the content priorities '\(hugToken) \(resistanceToken)': expected numbers from 1 to 1000")
            }
            contentPriorities = (hug, resistance)
            tokens.removeAll { $0 == hugToken || $0 == resistanceToken }
        }
        body = tokens.joined(separator: " ")
        body = systemSpacing(in: withoutEngineIdentifiers(body))
        guard !body.isEmpty else { throw fail("the constraint has no relation: expected 'VIEW.attribute == …' or a VFL line", at: offset) }
        body = visualFormatMended(body)

        var entry: UIKitLog.Entry
        do {
            if body.hasPrefix("H:") || body.hasPrefix("V:") {
                entry = try visualFormat(body, names: names)
                // The priority written after the format is the constraint's; else its own.
                entry.priority = written ?? entry.priority
            } else {
                entry = try equation(body, names: names)
                entry.priority = written ?? .required
            }
        } catch {
            throw fail(error.message, at: offset + error.column - 1)
        }
        if let (hug, resistance) = contentPriorities, entry.relation == .equal {
            switch (hug.isRequired, resistance.isRequired) {
            case (true, true): entry.priority = .required
            case (false, true): entry.relation = .greaterThanOrEqual; entry.priority = .required
            case (true, false): entry.relation = .lessThanOrEqual; entry.priority = .required
            case (false, false): entry.relation = .greaterThanOrEqual; entry.priority = resistance
            }
        }
        entry.identifier = identifier ?? entry.identifier
        entry.kind = kind
        entry.source = source
        entry.text = inner
        return entry
    }

    /// A VFL line a paste spaced or lost the colon of (`V:  [UIView:0x…(0)]`, `V [UIView:0x…(0)]`)
    /// as UIKit printed it (`V:[UIView:0x…(0)]`); anything else unchanged.
    static func visualFormatMended(_ body: String) -> String {
        guard let axis = body.first, axis == "H" || axis == "V" else { return body }
        var rest = body.dropFirst()
        let hadColon = rest.drop { $0 == " " }.first == ":"
        rest = rest.drop { $0 == " " }
        if hadColon { rest = rest.dropFirst().drop { $0 == " " } }
        guard let next = rest.first, next == "[" || next == "|", hadColon || body.dropFirst().first == " " else { return body }
        return "\(axis):" + rest
    }

    /// The engine's variable numbers after an attribute (`.contentHeight{id: 28}`, as UIKit's
    /// own constraints and `_autolayoutTrace` print them) taken out: they name nothing a
    /// constraint relates.
    static func withoutEngineIdentifiers(_ body: String) -> String {
        guard body.contains("{id:") else { return body }
        var result = ""
        var rest = Substring(body)
        while let open = rest.range(of: "{id:") {
            result += rest[..<open.lowerBound]
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: "}") else { break }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// System spacing as the number UIKit used: `NSSpace(8)` (iOS 8–10) and
    /// `NSLayoutAnchorConstraintSpace(8)` (the anchors' `constraint(equalToSystemSpacingBelow:)`,
    /// iOS 11 on). In a VFL line it is the spacing (`-(NSSpace(8))-`, `-(>=NSLayoutAnchorConstraintSpace(8))-`);
    /// after an equation it is the constant the first anchor keeps past the second
    /// (`A.top == B.bottom NSSpace(8)` is `A.top == B.bottom + 8`).
    static func systemSpacing(in body: String) -> String {
        guard holds(body, "Space(") else { return body }
        let isVisualFormat = body.hasPrefix("H:") || body.hasPrefix("V:")
        var result = body
        for marker in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] {
            while let open = result.range(of: marker), let close = result[open.upperBound...].firstIndex(of: ")") {
                let value = trimmed(result[open.upperBound..<close])
                let replacement: String
                if isVisualFormat {
                    replacement = value
                } else if value.hasPrefix("-") {
                    replacement = "- " + value.dropFirst()
                } else {
                    replacement = "+ " + (value.hasPrefix("+") ? String(value.dropFirst()) : value)
                }
                result.replaceSubrange(open.lowerBound...close, with: replacement)
            }
        }
        return result
    }

    /// `A.attr == [m*]B.attr [* m] [+|- c]` or `A.attr == c`, read by the template syntax's
    /// parser with the log's items (`UILabel:0x7f…'Title'.leading`) as anchors.
    static func equation(_ body: String, names: [String: UIKitLog.Item]) throws(SyntaxError) -> UIKitLog.Entry {
        if let framed = try framePosition(body, names: names) { return framed }
        var items: [String: UIKitLog.Item] = [:]
        var margins: [Bool] = []
        let constraint = try ConstraintSyntax.parse(body) { (scanner: inout TextScanner) throws(SyntaxError) -> Anchor in
            let start = scanner.column
            let text = itemText(&scanner, stoppingAt: " \t*=<>")
            guard let dot = lastDot(in: text) else {
                throw scanner.error(text.isEmpty ? "expected VIEW.attribute, found \(scanner.next)" : "expected VIEW.attribute, found '\(text)'", at: start)
            }
            let attributeName = String(text[text.index(after: dot)...])
            guard !attributeName.isEmpty else {
                throw scanner.error("expected an attribute name after the '.' of '\(text)'", at: start)
            }
            // A scroll view's content size in the engine (`UITableView:0x….contentHeight`,
            // `_UIScrollViewAutomaticContentSizeConstraint`): the size of its content, a view
            // of UIKit's own inside it.
            if let size = contentSizeAttributes[attributeName] {
                let key = String(text[..<dot])
                let scrollView = item(key, names: names)
                let content = UIKitLog.Item(
                    className: "_UIScrollViewContent", identity: scrollView.identity + "#content",
                    label: LoggedLayout.classBase(scrollView.className) + "Content")
                items[content.identity] = content
                margins.append(false)
                return Anchor(content.identity, size)
            }
            guard let attribute = attribute(attributeName) else {
                throw scanner.error("unknown attribute '\(attributeName)' in '\(text)': expected left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline (or a …Margin of them)", at: start)
            }
            let key = String(text[..<dot])
            items[key] = item(key, names: names)
            margins.append(isMargin(attributeName))
            return Anchor(key, attribute)
        }
        var read = entry(constraint, items: items, text: body)
        read.firstIsMargin = margins.first ?? false
        read.secondIsMargin = margins.count > 1 && margins[1]
        return read
    }

    /// The item a frame position is measured from when the log does not name the superview
    /// (`(Names: '|':SuperView:0x…)` does): `LoggedLayout` takes the contentView, and says so.
    public static let superview = UIKitLog.Item(className: nil, identity: "#superview", label: nil)

    /// `UIView:0x….midX == 187.5` (autoresizing-mask constraints), `UIView:0x….left == 0`
    /// (`UIView-Encapsulated-Layout-Left`): a position in the superview's coordinates, as a
    /// relation to the superview's left or top edge; nil for anything else.
    static func framePosition(_ body: String, names: [String: UIKitLog.Item]) throws(SyntaxError) -> UIKitLog.Entry? {
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            let spaced = " \(relation.rawValue) "
            guard let at = byteOffsets(of: spaced, in: body, firstOnly: true).first else { continue }
            let lower = body.utf8.index(body.utf8.startIndex, offsetBy: at)
            let upper = body.utf8.index(lower, offsetBy: spaced.utf8.count)
            let left = trimmed(body[..<lower])
            let right = String(body[upper...].filter { $0 != " " })
            guard let constant = Double(right), constant.isFinite, let dot = lastDot(in: left) else { return nil }
            guard let attribute = attribute(String(left[left.index(after: dot)...])), !attribute.isDimension, !isMargin(String(left[left.index(after: dot)...])) else { return nil }
            let origin: LayoutAttribute = attribute.axis == .horizontal ? .left : .top
            let key = String(left[..<dot])
            return UIKitLog.Entry(
                first: item(key, names: names), firstAttribute: attribute, relation: relation,
                second: names["|"] ?? superview, secondAttribute: origin, multiplier: 1, constant: constant, priority: .required,
                identifier: nil, kind: "", source: SourceLocation(file: "", line: 0), text: body)
        }
        return nil
    }

    /// An autoresizing mask as UIKit logs it (`h=--&`, `v=-&-`).
    static func isAutoresizingMask(_ token: some StringProtocol) -> Bool {
        let bytes = token.utf8
        guard bytes.count >= 3, let first = bytes.first, first == UInt8(ascii: "h") || first == UInt8(ascii: "v") else { return false }
        return bytes.dropFirst().first == UInt8(ascii: "=") && bytes.dropFirst(2).allSatisfy { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "&") }
    }

    /// Whether an attribute's name is a margin's: `leftMargin`, …, `centerXWithinMargins`.
    static func isMargin(_ name: String) -> Bool { name.hasSuffix("Margin") || name.hasSuffix("WithinMargins") }

    /// An entry from a constraint whose views are keys of `items`.
    private static func entry(_ constraint: LayoutConstraint, items: [String: UIKitLog.Item], text: String) -> UIKitLog.Entry {
        func item(_ key: String) -> UIKitLog.Item { items[key] ?? UIKitLog.Item(className: nil, identity: key, label: key) }
        return UIKitLog.Entry(
            first: item(constraint.first.view), firstAttribute: constraint.first.attribute, relation: constraint.relation,
            second: constraint.second.map { item($0.view) }, secondAttribute: constraint.second?.attribute,
            multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority, identifier: nil,
            kind: "", source: SourceLocation(file: "", line: 0), text: text)
    }

    /// An item's text where the scanner stands: up to one of `stops` outside a label's quotes.
    /// A label may hold anything, its own quotes too (`UILabel:0x…'YOU'RE OK'.bottom`): its
    /// closing quote is the first one followed by what follows an item (`.attribute` and a
    /// stop in an equation, `]` or `(` in VFL).
    private static func itemText(_ scanner: inout TextScanner, stoppingAt stops: String, visualFormat: Bool = false) -> String {
        var text = ""
        // Whether `text` ends with an address (`:0x` and lower-case hex digits), kept as
        // characters are added: asked of every character, so never by searching the text.
        var address = AddressTail()
        while let c = scanner.peek, !isOne(c, of: stops) || (c == "<" && text.last.map { $0.isLetter || $0.isNumber } == true) {
            // A generic class name (`MyApp.Cell<MyApp.Item>:0x…`): its brackets are part of it.
            if c == "<" {
                var depth = 0
                while let inner = scanner.peek {
                    text.append(inner)
                    address.add(inner)
                    scanner.advance()
                    if inner == "<" { depth += 1 } else if inner == ">" { depth -= 1; if depth == 0 { break } }
                }
                continue
            }
            if c == "'", let end = closingQuote(scanner, stops: stops, visualFormat: visualFormat) {
                for _ in 0...end {
                    if let quoted = scanner.peek {
                        text.append(quoted)
                        address.add(quoted)
                    }
                    scanner.advance()
                }
                continue
            }
            // A label whose quotes the paste lost (`UILabel:0x7f…Set lunch.leading`): an
            // address is lower-case hex, so what follows it is the label, up to what ends an item.
            if address.isComplete, !isOne(c, of: "0123456789abcdef.'"), let end = labelEnd(scanner, stops: stops, visualFormat: visualFormat), end > 0 {
                text.append("'")
                for _ in 0..<end {
                    if let label = scanner.peek { text.append(label) }
                    scanner.advance()
                }
                text.append("'")
                address.add("'")
                continue
            }
            text.append(c)
            address.add(c)
            scanner.advance()
        }
        return text
    }

    /// Whether `c` is one of the ASCII characters of `set`, compared as bytes: asked of every
    /// character of every item, where `String.contains(Character)` compared grapheme by
    /// grapheme (a tenth of the time of a long log).
    @inline(__always)
    static func isOne(_ c: Character, of set: String) -> Bool {
        guard let byte = c.asciiValue, c.utf8.count == 1 else { return false }
        return set.utf8.contains(byte)
    }

    /// Whether the characters added so far end with an address: `:0x` and at least one
    /// lower-case hex digit.
    private struct AddressTail {
        /// How much of `:0x` the last characters match (0…3), and the hex digits after it.
        private var prefix = 0
        private var digits = 0

        var isComplete: Bool { prefix == 3 && digits > 0 }

        mutating func add(_ c: Character) {
            if prefix == 3, UIKitLogParser.isOne(c, of: "0123456789abcdef") {
                digits += 1
                return
            }
            digits = 0
            switch (prefix, c) {
            case (_, ":"): prefix = 1
            case (1, "0"): prefix = 2
            case (2, "x"): prefix = 3
            default: prefix = 0
            }
        }
    }

    /// Where an unquoted label under the scanner ends: where what ends an item starts; nil
    /// when nothing ends it.
    private static func labelEnd(_ scanner: TextScanner, stops: String, visualFormat: Bool) -> Int? {
        var offset = 0
        while scanner.peek(offset) != nil {
            if endsItem(scanner, at: offset, stops: stops, visualFormat: visualFormat) { return offset }
            offset += 1
        }
        return nil
    }

    /// How far ahead of the opening quote under the scanner its closing quote is: the first
    /// quote followed by what ends an item, else the next quote; nil when none follows.
    private static func closingQuote(_ scanner: TextScanner, stops: String, visualFormat: Bool) -> Int? {
        var offset = 1, next: Int?
        while let c = scanner.peek(offset) {
            if c == "'" {
                next = next ?? offset
                if endsItem(scanner, at: offset + 1, stops: stops, visualFormat: visualFormat) { return offset }
            }
            offset += 1
        }
        return next
    }

    /// Whether what starts `offset` ahead of the scanner ends an item: `]` or `(` in VFL; in an
    /// equation, `.` and an attribute's name followed by a stop, `)` or the end.
    private static func endsItem(_ scanner: TextScanner, at offset: Int, stops: String, visualFormat: Bool) -> Bool {
        guard let c = scanner.peek(offset) else { return false }
        if visualFormat { return c == "]" || c == "(" }
        guard c == "." else { return false }
        var end = offset + 1, name = ""
        while let letter = scanner.peek(end), letter.isLetter {
            name.append(letter)
            end += 1
        }
        return attribute(name) != nil && (scanner.peek(end).map { isOne($0, of: stops) || $0 == ")" } ?? true)
    }

    /// The dot before the attribute's name: the last one after the label's closing quote.
    private static func lastDot(in text: String) -> String.Index? {
        let start = text.lastIndex(of: "'") ?? text.startIndex
        return text[start...].lastIndex(of: ".")
    }

    /// A priority as logs write it after `@`, `^` or `priority:`, read by the one scanner.
    static func priority(_ text: String) -> Priority? {
        var scanner = TextScanner(text)
        do {
            let priority = try scanner.priority()
            return scanner.atEnd ? priority : nil
        } catch {
            return nil
        }
    }

    /// A margin is read as the edge of the margins guide it is (`isMargin` says which).
    /// A scroll view's content size as the engine names it.
    static let contentSizeAttributes: [String: LayoutAttribute] = ["contentWidth": .width, "contentHeight": .height]

    static func attribute(_ name: String) -> LayoutAttribute? {
        let plain = name.hasSuffix("Margin") ? String(name.dropLast(6)) : name.hasSuffix("WithinMargins") ? String(name.dropLast(7)) : name
        switch plain {
        case "baseline": return .lastBaseline
        case "centerXWithin": return .centerX
        case "centerYWithin": return .centerY
        // Autoresizing-mask constraints are written in frame terms.
        case "midX": return .centerX
        case "midY": return .centerY
        case "minX": return .left
        case "minY": return .top
        case "maxX": return .right
        case "maxY": return .bottom
        default: return LayoutAttribute(rawValue: plain)
        }
    }

    static func item(_ text: String, names: [String: UIKitLog.Item]) -> UIKitLog.Item {
        var text = Substring(trimmed(text))
        var label: String?
        if let quote = text.firstIndex(of: "'") {
            // Between the first quote and the last: a label's own quotes stay in it.
            let close = text.lastIndex(of: "'") ?? text.endIndex
            label = close > quote ? String(text[text.index(after: quote)..<close]) : String(text[text.index(after: quote)...])
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

    /// One relation written as VFL (`H:|-(15)-[A]`, `H:[A]-(8)-|`, `V:[A]-(8)-[B]`, `H:[A(44)]`),
    /// read by the visual format parser with the log's items as view names. `(LTR)` / `(RTL)`
    /// after a horizontal line says which way leading runs; left to right here.
    static func visualFormat(_ body: String, names: [String: UIKitLog.Item]) throws(SyntaxError) -> UIKitLog.Entry {
        var format = body
        for direction in ["(LTR)", "(RTL)"] where format.hasSuffix(direction) { format = String(format.dropLast(direction.count)) }
        var items: [String: UIKitLog.Item] = ["|": names["|"] ?? UIKitLog.Item(className: nil, identity: "|", label: nil)]
        let constraints = try VisualFormat.parse(format, superview: "|") { (scanner: inout TextScanner) throws(SyntaxError) -> String in
            let text = trimmed(itemText(&scanner, stoppingAt: "(]", visualFormat: true))
            guard !text.isEmpty else { throw scanner.error("expected a view after '['") }
            items[text] = item(text, names: names)
            return text
        }
        guard constraints.count == 1, let constraint = constraints.first else {
            throw SyntaxError("a VFL line in a log is one constraint: a view's size or one spacing; '\(body)' makes \(constraints.count)", column: 1)
        }
        return entry(constraint, items: items, text: body)
    }
}
