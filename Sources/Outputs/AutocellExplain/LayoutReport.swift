import AutocellLayout
import AutocellTable
import AutocellText
import AutocellSource

/// What `autocell layout` reports of a table: every row laid out, and each row with a conflict
/// explained (its rule and the fixes checked by re-solving), as JSON or as text. The one
/// pipeline function the command calls: it only parses its options before and prints after.
public struct LayoutReport {
    public var layout: TableLayout
    /// Conflicts explained, by row (only rows that have one; only when asked for).
    public var explained: [RowIndexPath: [ConflictExplanation]]

    /// Lays `content` out (at its table's width and traits) and, with `explainingConflicts`,
    /// explains the conflicts of the rows that have one.
    public static func make(_ content: TableContent, explainingConflicts: Bool) throws -> LayoutReport {
        let measurer = try TextMeasurer(library: content.settings.fonts)
        let layout = try TableLayout.make(content, measurer: measurer)
        var explained: [RowIndexPath: [ConflictExplanation]] = [:]
        // A collection's items are not a table's rows: their conflicts are listed, not explained.
        if explainingConflicts && content.settings.collection == nil {
            let flat = Dictionary(uniqueKeysWithValues: content.indexedRows.enumerated().map { ($0.element.index, $0.offset) })
            let problems = Set(layout.rows.filter { !$0.cell.conflicts.isEmpty }.compactMap { flat[$0.indexPath] })
            if !problems.isEmpty {
                for row in try Explainer(content, measurer: measurer).explain(rows: problems) {
                    explained[row.indexPath] = row.conflicts
                }
            }
        }
        return LayoutReport(layout: layout, explained: explained)
    }

    /// The JSON form (`TableLayout.json(explained:)`).
    public var json: JSONValue { get throws { try layout.json(explained: explained) } }

    /// The text form: a line for the table, then one per row or section view in display
    /// order, with truncated views, conflicts, ambiguity and UIKit's warnings.
    public func text(file: String) -> String {
        let what = layout.collection.map { "items in a \($0.rawValue) collection" } ?? "rows"
        var lines = ["\(file): \(layout.rows.count) \(what) at width \(JSONValue.format(layout.width)), content height \(JSONValue.format(layout.contentHeight))"]
        for row in layout.displayOrder {
            let place = row.kind == .cell ? "[\(row.section),\(row.row)]" : "[\(row.section)] \(row.kind.rawValue)"
            let frame = row.width.map { "x=\(JSONValue.format(row.x)) y=\(JSONValue.format(row.y)) width=\(JSONValue.format($0))" } ?? "y=\(JSONValue.format(row.y))"
            var line = "  \(place) \(row.template)\(row.key.map { " \($0)" } ?? "") \(frame) height=\(JSONValue.format(row.height))"
            let truncated = row.cell.views.filter { $0.truncated == true }.map(\.name)
            if !truncated.isEmpty { line += " truncated: \(truncated.joined(separator: ", "))" }
            if !row.cell.conflicts.isEmpty { line += " conflicts: \(row.cell.conflicts.count)" }
            if !row.cell.ambiguous.isEmpty { line += " ambiguous: \(row.cell.ambiguous.map { "\($0.view) (\($0.axis.rawValue))" }.joined(separator: ", "))" }
            lines.append(line)
            lines += row.warnings.map { "    UIKit: \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
