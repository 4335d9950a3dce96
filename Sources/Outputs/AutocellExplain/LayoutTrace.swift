import AutocellSource

/// What `-[UIView _autolayoutTrace]` prints, which UIKit also logs after "View has an ambiguous
/// layout" (iOS 11 on): a view tree, one view per line, `|   ` per level, each view marked `*`
/// (laid out with Auto Layout), `+` (laid out by hand, in the engine through its autoresizing
/// mask) or `•` (a layout engine host), and `- AMBIGUOUS LAYOUT for VIEW.minX{id: 42}, …` after
/// a view whose constraints leave those values free (Apple's "Auto Layout Guide: Debugging
/// Tricks and Tips" and "Ambiguous Layouts" describe the call and its markers). Not a conflict:
/// nothing is broken; a view with an ambiguous attribute is placed wherever the engine's last
/// solution left it.
public struct LayoutTrace: Hashable, Sendable {
    /// One view of the tree.
    public struct View: Hashable, Sendable {
        public var className: String
        public var address: String
        public var label: String?
        /// Its level in the tree (0: the top).
        public var depth: Int
        public var layout: Layout
        /// The attributes printed after "AMBIGUOUS LAYOUT for", as printed (`minX`, `Height`).
        public var ambiguous: [String]
        /// Its name in what Autocell says (`visualEffectView`, or a label's text).
        public var name: String
        /// The line it was on (1-based).
        public var line: Int
    }

    /// How the view is laid out, by its marker.
    public enum Layout: String, Hashable, Sendable {
        /// `*`: by Auto Layout.
        case autoLayout
        /// `+`: by hand, in the engine through its autoresizing mask.
        case autoresizing
        /// `•`: a layout engine host.
        case host
        /// No marker: not in the engine.
        case none
    }

    public var views: [View]

    public var ambiguousViews: [View] { views.filter { !$0.ambiguous.isEmpty } }

    /// The traces in `text`, in order (a new one at each "View has an ambiguous layout" or
    /// `_autolayoutTrace` heading once views were read); empty when the text holds none.
    public static func all(in text: String) -> [LayoutTrace] {
        guard text.contains("AMBIGUOUS LAYOUT") || text.contains("_autolayoutTrace") || text.contains("is laid out with auto layout") else { return [] }
        var traces: [LayoutTrace] = []
        var current: [View] = []
        var used: [String: Int] = [:]
        for (number, raw) in UIKitLogParser.physicalLines(text).enumerated() {
            let line = UIKitLogParser.unescaped(raw)
            if line.contains("View has an ambiguous layout") || line.contains("_autolayoutTrace") {
                if !current.isEmpty { traces.append(LayoutTrace(views: current)) }
                current = []
                continue
            }
            guard var view = Self.view(in: line, line: number + 1) else { continue }
            // Names as a log's views get them: the label's text, else the class's (`label2`).
            var base = LoggedLayout.identifier(from: view.label) ?? LoggedLayout.classBase(view.className)
            if let known = current.first(where: { $0.address == view.address }) { base = known.name } else {
                let count = used[base, default: 0] + 1
                used[base] = count
                if count > 1 { base += "\(count)" }
            }
            view.name = base
            current.append(view)
        }
        if !current.isEmpty { traces.append(LayoutTrace(views: current)) }
        return traces
    }

    /// One line of a trace as a view: `|   |   *UILabel:0x7f…'Hi'- AMBIGUOUS LAYOUT for …`
    /// (after whatever prefix a console put before it); nil for any other line.
    static func view(in line: String, line number: Int) -> View? {
        // iOS 7 printed each view in angle brackets: `|   *<UILabel:0x10e45eba0> - AMBIGUOUS LAYOUT`.
        var line = line
        if let open = line.firstIndex(of: "<"), let close = line[open...].firstIndex(of: ">"), line[open..<close].contains(":0x") {
            line.replaceSubrange(close...close, with: "")
            line.replaceSubrange(open...open, with: "")
        }
        guard let colon = line.range(of: ":0x") else { return nil }
        // Back from the address over the class name to the marker or the tree's bars.
        let head = line[..<colon.lowerBound]
        let classStart = head.lastIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "<" || $0 == ">") }
        let className = String(classStart.map { head[head.index(after: $0)...] } ?? head)
        guard !className.isEmpty, className.first?.isLetter == true || className.first == "_" else { return nil }
        let before = classStart.map { head[...$0] } ?? ""
        var layout = Layout.none
        switch before.last {
        case "*": layout = .autoLayout
        case "+": layout = .autoresizing
        case "•": layout = .host
        default: layout = .none
        }
        // Only the tree's bars, spaces and the marker may come before the class (a console's
        // prefix ends with a space or `] `); anything else is some other line naming a view.
        let tree = before.dropLast(layout == .none ? 0 : 1)
        let bars = tree.reversed().prefix { $0 == "|" || $0 == " " || $0 == "\t" }
        guard bars.count == tree.count || tree.dropLast(bars.count).last.map({ $0 == " " || $0 == "]" || $0 == ":" }) == true else { return nil }
        let depth = bars.filter { $0 == "|" }.count
        let rest = line[colon.upperBound...]
        let hex = rest.prefix { $0.isHexDigit }
        guard !hex.isEmpty else { return nil }
        var after = rest.dropFirst(hex.count)
        var label: String?
        if after.first == "'", let end = after.dropFirst().firstIndex(of: "'") {
            label = String(after[after.index(after: after.startIndex)..<end])
            after = after[after.index(after: end)...]
        }
        var ambiguous: [String] = []
        after = after.drop { $0 == " " }
        if let marker = after.range(of: "AMBIGUOUS LAYOUT") {
            // `….minX{id: 42}, ….Height{id: 43}`: the attribute before each `{id:`.
            var text = after[marker.upperBound...]
            while let brace = text.range(of: "{id:") {
                let name = text[..<brace.lowerBound].reversed().prefix { $0.isLetter }
                if !name.isEmpty { ambiguous.append(String(name.reversed())) }
                text = text[brace.upperBound...]
            }
            // iOS 7 named no attribute.
            if ambiguous.isEmpty { ambiguous.append("layout") }
        } else {
            // Anything after the view but the end of the line makes it some other line.
            guard after.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return nil }
        }
        return View(className: className, address: "0x" + hex, label: label, depth: depth, layout: layout, ambiguous: ambiguous, name: "", line: number)
    }

    /// What an ambiguous attribute leaves free, in words, with what decides it.
    public static func missing(_ attribute: String) -> String {
        switch attribute.lowercased() {
        case "minx", "midx", "maxx", "left", "right", "leading", "trailing", "centerx":
            "its horizontal position (pin its leading or trailing edge, or its centre, to a view that is placed)"
        case "miny", "midy", "maxy", "top", "bottom", "centery", "baseline", "firstbaseline", "lastbaseline":
            "its vertical position (pin its top or bottom edge, or its centre, to a view that is placed)"
        case "width":
            "its width (a width constraint, both its leading and trailing edges pinned, or content with an intrinsic width such as a label's text)"
        case "height":
            "its height (a height constraint, both its top and bottom edges pinned, or content with an intrinsic height)"
        case "layout":
            "its frame: the trace (iOS 7's) does not say which attribute; `exerciseAmbiguityInLayout()` on it in the debugger shows which way it moves"
        default:
            "its \(attribute)"
        }
    }

    /// One sentence per ambiguous view.
    public var sentences: [String] {
        ambiguousViews.map { view in
            let what = view.ambiguous.map { Self.missing($0) }
            return "\(view.name) (\(view.className) \(view.address)) is ambiguous in \(view.ambiguous.joined(separator: ", ")): no constraint decides \(what.joined(separator: "; nor ")); Auto Layout leaves it wherever its last solution put it"
        }
    }

    /// The trace as text: what it is, each ambiguous view, and the tree when it has more than one view.
    public func text(file: String, number: Int, of count: Int) -> String {
        var lines: [String] = []
        let heading = count > 1 ? "== trace \(number) of \(count)\n" : ""
        let ambiguous = ambiguousViews.count
        lines.append("\(heading)\(file): UIKit's layout trace (-[UIView _autolayoutTrace]), not a conflict log: nothing is over-constrained or broken. \(views.count) view\(views.count == 1 ? "" : "s"), \(ambiguous) ambiguous.")
        lines += sentences.map { "Ambiguous: \($0)." }
        let byHand = views.filter { $0.layout == .autoresizing }
        if !byHand.isEmpty {
            lines.append("Laid out by hand (+, in the engine through an autoresizing mask): \(byHand.map(\.name).joined(separator: ", ")).")
        }
        if views.count > 1 {
            lines.append("Tree (* Auto Layout, + autoresizing mask, • layout engine host):")
            for view in views {
                let marker = switch view.layout {
                case .autoLayout: "*"
                case .autoresizing: "+"
                case .host: "•"
                case .none: ""
                }
                let note = view.ambiguous.isEmpty ? "" : "   <- ambiguous: \(view.ambiguous.joined(separator: ", "))"
                lines.append("  " + String(repeating: "|   ", count: view.depth) + marker + "\(view.name) (\(view.className))" + note)
            }
        }
        return lines.joined(separator: "\n")
    }

    public var json: JSONValue {
        .object([
            ("kind", .string("autolayoutTrace")),
            ("views", .array(views.map { view in
                .object([
                    ("view", .string(view.name)), ("class", .string(view.className)), ("address", .string(view.address)),
                    ("depth", .number(Double(view.depth))), ("layout", .string(view.layout.rawValue)),
                    ("ambiguous", .array(view.ambiguous.map { .string($0) })), ("line", .number(Double(view.line))),
                ])
            })),
            ("sentences", .array(sentences.map { .string($0) })),
        ])
    }
}
