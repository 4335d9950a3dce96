import AutocellSource

/// What changed between a reference's layout and a new one, view by view: frames moved or
/// resized, lines, truncation and visibility, rows added or gone; each with the cause Autocell
/// can name (the view's own text, a constraint whose constant changed, or the constraint that
/// ties it to a view that moved), largest change first.
public struct LayoutChanges: Hashable, Sendable {
    public struct Change: Hashable, Sendable {
        /// The column's label (side-by-side renders), else empty.
        public var column: String
        /// Which row: its flat index (cells), section and row, key, template.
        public var row: Int?
        public var section: Int
        public var rowInSection: Int
        public var kind: String
        public var key: String?
        /// The view, or nil for the row itself (its height, a row added or gone).
        public var view: String?
        public var reference: LayoutRecord.View?
        public var actual: LayoutRecord.View?
        /// x, y, width, height: actual minus reference, in points.
        public var delta: [Double]
        /// What changed, in words ("2 → 3 lines", "height +20.5 pt").
        public var what: [String]
        /// Why, where Autocell can tell.
        public var cause: String?
        /// How large the change is, to order them (points; a change of lines, truncation or
        /// visibility counts as at least a line's height).
        public var size: Double
        /// Where the view (or the row) is in the reference and in the actual image, in points:
        /// x, y, width, height (nil where it is not there).
        public var referenceRect: [Double]?
        public var actualRect: [Double]?
        /// Pixels per point of the images.
        public var scale: Double
    }

    /// Largest first: views, and rows themselves (`view` nil: a height, a row added or gone, a
    /// conflict).
    public var changes: [Change]
    /// Whether nothing changed.
    public var isEmpty: Bool { changes.isEmpty }

    /// Points closer than this are the same place (a quarter point is less than a pixel at @3x).
    public static let tolerance = 0.25

    public static func compare(reference: LayoutRecord, actual: LayoutRecord) -> LayoutChanges {
        var changes: [Change] = []
        for (number, column) in actual.columns.enumerated() {
            let old = number < reference.columns.count ? reference.columns[number] : LayoutRecord.Column(label: column.label, width: column.width, scale: column.scale, rows: [])
            changes += compare(old, column, referenceTemplates: reference.templates, actualTemplates: actual.templates)
        }
        if reference.columns.count > actual.columns.count {
            for column in reference.columns[actual.columns.count...] {
                changes += compare(column, LayoutRecord.Column(label: column.label, width: column.width, scale: column.scale, rows: []),
                                   referenceTemplates: reference.templates, actualTemplates: actual.templates)
            }
        }
        // Largest first; ties in the order of the rows and views.
        let ordered = changes.enumerated().sorted { a, b in
            a.element.size != b.element.size ? a.element.size > b.element.size : a.offset < b.offset
        }.map(\.element)
        return LayoutChanges(changes: ordered)
    }

    /// Rows are matched by key where both have one, else by place (section and row).
    static func compare(_ old: LayoutRecord.Column, _ new: LayoutRecord.Column, referenceTemplates: [String: [LayoutRecord.Constraint]], actualTemplates: [String: [LayoutRecord.Constraint]]) -> [Change] {
        func identity(_ row: LayoutRecord.Row) -> String {
            row.key.map { "key:\(row.kind):\($0)" } ?? "at:\(row.kind):\(row.section):\(row.row)"
        }
        var oldRows: [String: LayoutRecord.Row] = [:]
        for row in old.rows where oldRows[identity(row)] == nil { oldRows[identity(row)] = row }
        var seen = Set<String>()
        var changes: [Change] = []
        // Each template's constraints indexed once per comparison, not scanned per view.
        var indexes: [TemplatePair: ConstraintIndex] = [:]
        func rect(_ view: LayoutRecord.View?, in row: LayoutRecord.Row?, of column: LayoutRecord.Column) -> [Double]? {
            guard let row else { return nil }
            guard let view else { return [column.originX, column.originY + row.y, column.width, row.height] }
            guard view.frame.count == 4 else { return nil }
            return [column.originX + view.frame[0], column.originY + row.y + view.frame[1], view.frame[2], view.frame[3]]
        }
        func change(_ row: LayoutRecord.Row, view: String?, reference: LayoutRecord.View?, actual: LayoutRecord.View?, delta: [Double], what: [String], cause: String?, size: Double, oldRow: LayoutRecord.Row?) -> Change {
            Change(
                column: new.label, row: row.index, section: row.section, rowInSection: row.row, kind: row.kind, key: row.key, view: view,
                reference: reference, actual: actual, delta: delta, what: what, cause: cause, size: size,
                referenceRect: view != nil && reference == nil ? nil : rect(reference, in: oldRow, of: old),
                actualRect: view != nil && actual == nil ? nil : rect(actual, in: row, of: new), scale: new.scale)
        }
        for row in new.rows {
            let id = identity(row)
            seen.insert(id)
            guard let before = oldRows[id] else {
                changes.append(change(row, view: nil, reference: nil, actual: nil, delta: [0, 0, 0, row.height], what: ["new row, \(points(row.height)) tall"], cause: nil, size: row.height, oldRow: nil))
                continue
            }
            let pair = TemplatePair(old: before.template, new: row.template)
            let constraints: ConstraintIndex
            if let known = indexes[pair] {
                constraints = known
            } else {
                constraints = ConstraintIndex(old: referenceTemplates[before.template] ?? [], new: actualTemplates[row.template] ?? [])
                indexes[pair] = constraints
            }
            if abs(row.height - before.height) > tolerance {
                changes.append(change(
                    row, view: nil, reference: nil, actual: nil, delta: [0, 0, 0, row.height - before.height],
                    what: ["\(row.kind == "view" ? "height" : "row height") \(points(before.height)) → \(points(row.height)) pt"], cause: nil,
                    size: abs(row.height - before.height), oldRow: before))
            }
            let brokenBefore = Set(before.broken), brokenNow = Set(row.broken)
            for broken in row.broken where !brokenBefore.contains(broken) {
                changes.append(change(row, view: nil, reference: nil, actual: nil, delta: [0, 0, 0, 0], what: ["a conflict: UIKit breaks \(broken)"], cause: nil, size: 1_000, oldRow: before))
            }
            for fixed in before.broken where !brokenNow.contains(fixed) {
                changes.append(change(row, view: nil, reference: nil, actual: nil, delta: [0, 0, 0, 0], what: ["no longer breaks \(fixed)"], cause: nil, size: 1_000, oldRow: before))
            }
            let oldViews = Dictionary(before.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let newViews = Dictionary(row.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            // Every view's move, for the causes of the others.
            var moves: [String: [Double]] = [:]
            for view in row.views {
                guard let was = oldViews[view.name], was.frame.count == 4, view.frame.count == 4 else { continue }
                moves[view.name] = (0..<4).map { view.frame[$0] - was.frame[$0] }
            }
            let growers = Growers(row.views, moves: moves)
            for view in row.views where view.name != "contentView" {
                guard let was = oldViews[view.name] else {
                    changes.append(change(row, view: view.name, reference: nil, actual: view, delta: [0, 0, 0, 0], what: ["new view"], cause: nil, size: 1_000, oldRow: before))
                    continue
                }
                let delta = moves[view.name] ?? [0, 0, 0, 0]
                var what: [String] = []
                var size = delta.map(abs).max() ?? 0
                if abs(delta[0]) > tolerance || abs(delta[1]) > tolerance {
                    what.append(movement(dx: delta[0], dy: delta[1]))
                }
                if abs(delta[2]) > tolerance { what.append("width \(signed(delta[2])) pt") }
                if abs(delta[3]) > tolerance { what.append("height \(signed(delta[3])) pt") }
                if let lines = view.lines, let before = was.lines, lines != before {
                    what.insert("\(before) → \(lines) line\(lines == 1 ? "" : "s")", at: 0)
                    size = max(size, 20)
                }
                if (view.truncated ?? false) != (was.truncated ?? false) {
                    what.append(view.truncated == true ? "now truncated" : "no longer truncated")
                    size = max(size, 20)
                }
                if (view.hidden ?? false) != (was.hidden ?? false) {
                    what.append(view.hidden == true ? "now hidden" : "now shown")
                    size = max(size, 20)
                }
                let textChanged = view.text != was.text
                guard !what.isEmpty else { continue }
                let cause = Self.cause(
                    view: view.name, delta: delta, textBefore: was.text, textAfter: view.text, textChanged: textChanged,
                    constraints: constraints, moves: moves, views: (oldViews, newViews), growers: growers)
                changes.append(change(row, view: view.name, reference: was, actual: view, delta: delta, what: what, cause: cause, size: size, oldRow: before))
            }
            for view in before.views where view.name != "contentView" && newViews[view.name] == nil {
                changes.append(change(row, view: view.name, reference: view, actual: nil, delta: [0, 0, 0, 0], what: ["view gone"], cause: nil, size: 1_000, oldRow: before))
            }
        }
        for row in old.rows where !seen.contains(identity(row)) {
            changes.append(Change(
                column: new.label, row: row.index, section: row.section, rowInSection: row.row, kind: row.kind, key: row.key, view: nil,
                reference: nil, actual: nil, delta: [0, 0, 0, -row.height], what: ["row gone (it was \(points(row.height)) tall)"], cause: nil,
                size: row.height, referenceRect: [old.originX, old.originY + row.y, old.width, row.height], actualRect: nil, scale: old.scale))
        }
        return changes
    }

    // MARK: Causes

    /// Why a view changed: its own text; a constraint on it whose constant, multiplier or
    /// priority changed; else the constraint that ties the edge that moved to another view's
    /// edge that moved as much.
    static func cause(
        view: String, delta: [Double], textBefore: String?, textAfter: String?, textChanged: Bool,
        constraints: ConstraintIndex,
        moves: [String: [Double]], views: (old: [String: LayoutRecord.View], new: [String: LayoutRecord.View]), growers: Growers
    ) -> String? {
        if textChanged {
            let before = textBefore ?? "", after = textAfter ?? ""
            let difference = after.count - before.count
            if difference > 0 { return "text longer by \(difference) character\(difference == 1 ? "" : "s")" }
            if difference < 0 { return "text shorter by \(-difference) character\(difference == -1 ? "" : "s")" }
            return "text changed (same length)"
        }
        let newOnView = constraints.new[view] ?? [], oldOnView = constraints.old[view] ?? []
        // A constraint on the view that is not as it was.
        for constraint in newOnView where !constraints.oldTexts.contains(constraint.text) {
            if let was = constraints.oldByShape[Shape(constraint)] {
                if was.constant != constraint.constant {
                    // And what the other side did meanwhile (a title that grew moves what hangs below it too).
                    var also = ""
                    if let secondView = constraint.secondView, let secondAttribute = constraint.secondAttribute {
                        let viewIsFirst = owner(constraint.firstView) == view
                        let other = owner(viewIsFirst ? secondView : constraint.firstView)
                        let attribute = viewIsFirst ? secondAttribute : constraint.firstAttribute
                        if other != view, other != "contentView", let move = moves[other], abs(edgeMove(attribute, move)) > tolerance {
                            also = "; \(other)'s \(attribute) moved \(signed(edgeMove(attribute, move))) pt"
                        }
                    }
                    return "\(constraint.text) (its constant was \(number(was.constant))\(also))"
                }
                if was.multiplier != constraint.multiplier { return "\(constraint.text) (its multiplier was \(number(was.multiplier)))" }
                if was.priority != constraint.priority { return "\(constraint.text) (its priority was \(number(was.priority)))" }
            }
            return "\(constraint.text) (a new constraint)"
        }
        if let removed = oldOnView.first(where: { old in
            !constraints.newTexts.contains(old.text) && !constraints.newShapes.contains(Shape(old))
        }) {
            return "\(removed.text) was removed"
        }
        // The constraint whose other side moved as much as this view's edge did.
        var best: (text: String, other: String, amount: Double)?
        for constraint in newOnView {
            guard let secondView = constraint.secondView, let secondAttribute = constraint.secondAttribute else { continue }
            let viewIsFirst = owner(constraint.firstView) == view
            let other = owner(viewIsFirst ? secondView : constraint.firstView)
            guard other != view, let otherMove = moves[other] else { continue }
            let mine = edgeMove(viewIsFirst ? constraint.firstAttribute : secondAttribute, delta)
            let theirs = edgeMove(viewIsFirst ? secondAttribute : constraint.firstAttribute, otherMove)
            guard abs(mine) > tolerance, abs(theirs) > tolerance else { continue }
            let expected = viewIsFirst ? constraint.multiplier * theirs : theirs / (constraint.multiplier == 0 ? 1 : constraint.multiplier)
            guard abs(expected - mine) <= tolerance else { continue }
            // The contentView (the row grew) explains less than a sibling that moved.
            if best == nil || (best?.other == "contentView" && other != "contentView") {
                best = (constraint.text, other, theirs)
            }
        }
        if let best {
            return best.other == "contentView" ? "\(best.text) (the cell is \(signed(moves["contentView"]?[3] ?? 0)) pt taller)" : best.text
        }
        // No constraint of the app's says it (a stack view arranges it): the neighbour in the
        // same superview whose far edge moved as this view's near edge did, else the superview.
        guard let parent = views.new[view]?.parent else { return nil }
        if abs(delta[1]) > tolerance, let mine = views.new[view], mine.frame.count == 4 {
            // Siblings whose far edge moved by about this view's move, in the record's order
            // (never a dictionary's), at most `Growers.checked` of them (a bound for rows
            // with thousands of views).
            for name in growers.candidates(in: parent, farEdgeMove: delta[1]) where name != view {
                guard let move = moves[name], let other = views.new[name], other.frame.count == 4,
                      other.frame[1] + other.frame[3] <= mine.frame[1] + tolerance, abs(move[1] + move[3] - delta[1]) <= tolerance else { continue }
                return "\(name) above it grew \(signed(move[3])) pt (in \(parent))"
            }
        }
        if parent != "contentView", let move = moves[parent], abs(move[0] - delta[0]) <= tolerance || abs(move[1] - delta[1]) <= tolerance,
           abs(move[0]) > tolerance || abs(move[1]) > tolerance {
            return "its superview \(parent) moved"
        }
        return nil
    }

    /// How far an attribute's edge moved for a frame change (dx, dy, dw, dh). Leading and
    /// trailing are taken as left and right; baselines as the top and bottom.
    static func edgeMove(_ attribute: String, _ d: [Double]) -> Double {
        switch attribute {
        case "left", "leading", "leftMargin", "leadingMargin": d[0]
        case "right", "trailing", "rightMargin", "trailingMargin": d[0] + d[2]
        case "top", "firstBaseline", "topMargin": d[1]
        case "bottom", "lastBaseline", "bottomMargin": d[1] + d[3]
        case "width": d[2]
        case "height": d[3]
        case "centerX", "centerXWithinMargins": d[0] + d[2] / 2
        case "centerY", "centerYWithinMargins": d[1] + d[3] / 2
        default: 0
        }
    }

    /// What makes two constraints the same constraint with other numbers: its items, their
    /// attributes and the relation.
    struct Shape: Hashable {
        var firstView: String, firstAttribute: String, relation: String, secondView: String?, secondAttribute: String?

        init(_ constraint: LayoutRecord.Constraint) {
            firstView = constraint.firstView
            firstAttribute = constraint.firstAttribute
            relation = constraint.relation
            secondView = constraint.secondView
            secondAttribute = constraint.secondAttribute
        }
    }

    struct TemplatePair: Hashable {
        var old: String, new: String
    }

    /// A template's constraints in the reference and in the actual record, indexed once per
    /// comparison: by the views they involve (in the template's order), by text and by
    /// shape. Issue 49: scanning every constraint per changed view, and every constraint
    /// again per constraint, made `diff` quadratic (it hung on records under 1 MB).
    struct ConstraintIndex {
        var old: [String: [LayoutRecord.Constraint]] = [:]
        var new: [String: [LayoutRecord.Constraint]] = [:]
        var oldTexts: Set<String>
        var newTexts: Set<String>
        var oldByShape: [Shape: LayoutRecord.Constraint] = [:]
        var newShapes: Set<Shape>

        init(old oldConstraints: [LayoutRecord.Constraint], new newConstraints: [LayoutRecord.Constraint]) {
            oldTexts = Set(oldConstraints.map(\.text))
            newTexts = Set(newConstraints.map(\.text))
            newShapes = Set(newConstraints.map(Shape.init))
            for constraint in oldConstraints where oldByShape[Shape(constraint)] == nil { oldByShape[Shape(constraint)] = constraint }
            func byView(_ constraints: [LayoutRecord.Constraint]) -> [String: [LayoutRecord.Constraint]] {
                var index: [String: [LayoutRecord.Constraint]] = [:]
                for constraint in constraints {
                    let first = owner(constraint.firstView)
                    index[first, default: []].append(constraint)
                    if let second = constraint.secondView.map(owner), second != first { index[second, default: []].append(constraint) }
                }
                return index
            }
            old = byView(oldConstraints)
            new = byView(newConstraints)
        }
    }

    /// A row's views that grew, by superview and by how far their far (bottom) edge moved,
    /// in the record's order: what the "it grew above it" cause looks among, in constant time
    /// per view.
    struct Growers {
        /// At most this many views are kept per superview and bucket (a view looks in three
        /// buckets), so the look is bounded however many siblings grew alike.
        static let checked = 64
        private var buckets: [Key: [(order: Int, name: String)]] = [:]

        struct Key: Hashable {
            var parent: String
            var bucket: Int
        }

        init(_ views: [LayoutRecord.View], moves: [String: [Double]]) {
            for (order, view) in views.enumerated() {
                guard let parent = view.parent, let move = moves[view.name], abs(move[3]) > tolerance else { continue }
                let key = Key(parent: parent, bucket: Self.bucket(move[1] + move[3]))
                if buckets[key, default: []].count < Self.checked { buckets[key, default: []].append((order, view.name)) }
            }
        }

        static func bucket(_ value: Double) -> Int {
            let scaled = (value / tolerance).rounded()
            return scaled.isFinite ? Int(max(-1e15, min(1e15, scaled))) : 0
        }

        /// Within one tolerance of `farEdgeMove`: this bucket and its neighbours, in order.
        func candidates(in parent: String, farEdgeMove: Double) -> [String] {
            let middle = Self.bucket(farEdgeMove)
            let found = (middle - 1...middle + 1).flatMap { buckets[Key(parent: parent, bucket: $0)] ?? [] }
            return found.sorted { $0.order < $1.order }.map(\.name)
        }
    }

    /// `contentView.layoutMarginsGuide` → `contentView`.
    static func owner(_ name: String) -> String {
        name.firstIndex(of: ".").map { String(name[..<$0]) } ?? name
    }

    // MARK: Words

    static func number(_ value: Double) -> String { numberText((value * 100).rounded() / 100) }
    static func points(_ value: Double) -> String { number(value) }
    static func signed(_ value: Double) -> String { value >= 0 ? "+" + number(value) : "−" + number(-value) }

    static func movement(dx: Double, dy: Double) -> String {
        var parts: [String] = []
        if abs(dy) > tolerance { parts.append("\(dy > 0 ? "down" : "up") \(number(abs(dy))) pt") }
        if abs(dx) > tolerance { parts.append("\(dx > 0 ? "right" : "left") \(number(abs(dx))) pt") }
        return "moved " + parts.joined(separator: " and ")
    }

    /// One line per change: `row 3 'p3' title: 2 → 3 lines, height +20.5 pt (text longer by 14 characters)`.
    public func lines(limit: Int? = nil) -> [String] {
        let shown = limit.map { Array(changes.prefix($0)) } ?? changes
        var result = shown.map(\.line)
        if let limit, changes.count > limit { result.append("… and \(changes.count - limit) more") }
        return result
    }

    /// What changed, in a sentence: "3 views changed in 2 rows" (or "no view moved, resized or
    /// changed lines").
    public var summary: String {
        guard !changes.isEmpty else { return "layout unchanged: no view moved, resized or changed lines, truncation or visibility" }
        let views = changes.filter { $0.view != nil }.count
        let rows = Set(changes.map { "\($0.column)|\($0.kind)|\($0.section)|\($0.rowInSection)" }).count
        if changes.allSatisfy({ $0.kind == "view" }) { return "\(views) view change\(views == 1 ? "" : "s")" }
        return "\(views) view change\(views == 1 ? "" : "s") in \(rows) row\(rows == 1 ? "" : "s")"
    }

    public var json: JSONValue {
        .array(changes.map { change in
            .object([
                ("column", .string(change.column)),
                ("row", change.row.map { .number(Double($0)) } ?? .null),
                ("section", .number(Double(change.section))),
                ("kind", .string(change.kind)),
                ("key", change.key.map { .string($0) } ?? .null),
                ("view", change.view.map { .string($0) } ?? .null),
                ("what", .array(change.what.map { .string($0) })),
                ("cause", change.cause.map { .string($0) } ?? .null),
                ("delta", .array(change.delta.map { .number(($0 * 1000).rounded() / 1000) })),
                ("reference", change.reference.map(Self.json) ?? .null),
                ("actual", change.actual.map(Self.json) ?? .null),
                ("referenceRect", change.referenceRect.map { .array($0.map { .number(($0 * 1000).rounded() / 1000) }) } ?? .null),
                ("actualRect", change.actualRect.map { .array($0.map { .number(($0 * 1000).rounded() / 1000) }) } ?? .null),
                ("scale", .number(change.scale)),
            ])
        })
    }

    static func json(_ view: LayoutRecord.View) -> JSONValue {
        var members: [(String, JSONValue)] = [("frame", .array(view.frame.map { .number(($0 * 1000).rounded() / 1000) }))]
        if let lines = view.lines { members.append(("lines", .number(Double(lines)))) }
        if let truncated = view.truncated { members.append(("truncated", .bool(truncated))) }
        if let hidden = view.hidden { members.append(("hidden", .bool(hidden))) }
        return .object(members)
    }
}

extension LayoutChanges.Change {
    /// The row as people name it: `row 3 'p3'`, `header of section 1`, with the column.
    public var place: String {
        // A view snapshotted on its own (`kind` "view") is one row: its views need no place.
        if kind == "view" { return column.isEmpty ? "" : "[\(column)]" }
        let row = kind == "cell" ? "row \(row.map(String.init) ?? "\(section).\(rowInSection)")" : "\(kind) of section \(section)"
        return (column.isEmpty ? "" : "[\(column)] ") + row + (key.map { " '\($0)'" } ?? "")
    }

    public var line: String {
        // The view's own text in brackets ("title: 2 → 3 lines (text longer by 14 characters)"),
        // a constraint after "because".
        [place, view ?? (place.isEmpty ? "the view" : "")].filter { !$0.isEmpty }.joined(separator: " ") + ": " + what.joined(separator: ", ")
            + (cause.map { $0.hasPrefix("text ") ? " (\($0))" : " because \($0)" } ?? "")
    }
}

/// What a failed image comparison can say of the layout: the changes (records beside both
/// images), or why it compares by pixels only.
public enum LayoutComparison: Sendable {
    case changes(LayoutChanges)
    case pixelsOnly(String)

    /// The records beside a reference image and an actual one (`NAME.layout.json`).
    public static func of(referenceImage: String, actualImage: String) -> LayoutComparison {
        let actual = LayoutRecord.load(besideImage: actualImage)
        // Said of the actual image: the reference's advice (record it again) is not for it.
        let actualMissing: String? = switch actual {
        case .found: nil
        case .missing(let path): "the actual image has no layout record (\(path))"
        case .unusable(let path, let why): "the actual image's layout record \(path) cannot be used: \(why)"
        }
        return of(reference: LayoutRecord.load(besideImage: referenceImage), actual: actual.record, actualMissing: actualMissing)
    }

    /// A reference's record, as loaded, against the actual layout (nil: none, `actualMissing` says why).
    public static func of(reference: LayoutRecord.Loaded, actual: LayoutRecord?, actualMissing: String? = nil) -> LayoutComparison {
        if let reason = reference.pixelsOnlyReason { return .pixelsOnly(reason) }
        guard let record = reference.record, let actual else {
            return .pixelsOnly(actualMissing ?? "the actual image has no layout record")
        }
        return .changes(LayoutChanges.compare(reference: record, actual: actual))
    }

    /// The records kept inside two PNGs (swift-snapshot-testing's references and snapshots).
    public static func embedded(reference: [UInt8], actual: [UInt8]) -> LayoutComparison {
        let old: LayoutRecord?
        do {
            old = try LayoutRecord.embedded(in: reference)
        } catch {
            return .pixelsOnly("the layout record inside the reference cannot be used: \(error)")
        }
        guard let old else {
            return .pixelsOnly("the reference has no layout record inside it (recorded before Autocell kept one: record it again to keep one)")
        }
        do {
            guard let new = try LayoutRecord.embedded(in: actual) else { return .pixelsOnly("the snapshot has no layout record") }
            return .changes(LayoutChanges.compare(reference: old, actual: new))
        } catch {
            return .pixelsOnly("the snapshot's layout record cannot be used: \(error)")
        }
    }

    /// Lines for a failure message: the summary, then the changes, largest first (at most `limit`).
    public func lines(limit: Int? = 12) -> [String] {
        switch self {
        case .changes(let changes): ["Layout: \(changes.summary)" + (changes.isEmpty ? "" : " (largest first):")] + changes.lines(limit: limit).map { "  " + $0 }
        case .pixelsOnly(let reason): ["Compared by pixels only: \(reason)."]
        }
    }

    public var json: JSONValue {
        switch self {
        case .changes(let changes): .object([("compared", .bool(true)), ("summary", .string(changes.summary)), ("changes", changes.json)])
        case .pixelsOnly(let reason): .object([("compared", .bool(false)), ("reason", .string(reason))])
        }
    }
}
