import AutocellLayout
import AutocellTable
import AutocellSource

/// A table's layout as `autocell layout --json` writes it: rows with their frames, conflicts
/// (the one conflict shape, `ConflictReport`) and ambiguity, then section headers and footers.
extension TableLayout {
    public var json: JSONValue { get throws { try json(explained: [:]) } }

    /// The JSON form; `explained` (by row index path) adds each conflict's sentences, rule
    /// and checked fixes, as `autocell explain` gives them.
    public func json(explained: [RowIndexPath: [ConflictExplanation]]) throws -> JSONValue {
        .object([
            ("width", .number(width)),
            ("scale", .number(scale)),
        ] + (collection.map { [("collection", .string($0.rawValue))] } ?? []) + [
            ("contentHeight", .number(contentHeight)),
            ("rows", .array(try rows.map { row in
                .object([
                    ("section", .number(Double(row.section))),
                    ("row", .number(Double(row.row))),
                    ("template", .string(row.template)),
                    ("key", row.key.map { .string($0) } ?? .null),
                    ("accessory", .string(row.accessory.name)),
                ] + TableLayout.frameMembers(row)
                  + (try TableLayout.cellMembers(row, explained: explained[row.indexPath] ?? []))
                  + [("warnings", .array(row.warnings.map { .string($0) }))])
            })),
            ("sectionViews", .array(try sectionViews.map { view in
                .object([
                    ("section", .number(Double(view.section))),
                    ("kind", .string(view.kind.rawValue)),
                    ("template", .string(view.template)),
                ] + TableLayout.frameMembers(view) + (try TableLayout.cellMembers(view)))
            })),
        ])
    }

    /// A row's place: its top and height; a collection view item's frame (x, y, width, height).
    static func frameMembers(_ row: Row) -> [(String, JSONValue)] {
        guard let width = row.width else { return [("y", .number(row.y)), ("height", .number(row.height))] }
        return [("x", .number(row.x)), ("y", .number(row.y)), ("width", .number(width)), ("height", .number(row.height))]
    }

    /// A row's views, conflicts and ambiguity.
    static func cellMembers(_ row: Row, explained: [ConflictExplanation] = []) throws -> [(String, JSONValue)] {
        [
            ("views", .object(row.cell.views.map { view in (view.name, TableLayout.json(view)) })),
            ("conflicts", .array(try row.cell.conflicts.map { conflict in
                // Rows with a conflict carry what `autocell explain` says of it: the rule and fixes.
                let explanation = explained.first { $0.conflict == conflict }
                return try JSONValue(ConflictReport(conflict, explanation: explanation))
            })),
            ("ambiguous", .array(row.cell.ambiguous.map { item in
                .object([("view", .string(item.view)), ("axis", .string(item.axis.rawValue)), ("reason", .string(item.explanation))])
            })),
        ]
    }

    static func json(_ view: ViewLayout) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("x", .number(view.frame.x)), ("y", .number(view.frame.y)),
            ("width", .number(view.frame.width)), ("height", .number(view.frame.height)),
        ]
        if let lines = view.lines { members.append(("lines", .number(Double(lines)))) }
        if let truncated = view.truncated { members.append(("truncated", .bool(truncated))) }
        if let missing = view.missingGlyphs { members.append(("missingGlyphs", .number(Double(missing)))) }
        if let size = view.contentSize {
            members.append(("contentSize", .object([("width", .number(size.width)), ("height", .number(size.height))])))
        }
        if view.hidden == true { members.append(("hidden", .bool(true))) }
        return .object(members)
    }
}
