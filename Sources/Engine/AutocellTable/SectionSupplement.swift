/// What a section shows above or below its rows: a title string
/// (`titleForHeaderInSection` / `titleForFooterInSection`), drawn in the table style's
/// standard header or footer, or a view of its own template (`viewForHeaderInSection`),
/// fitted like a cell.
public enum SectionSupplement: Hashable, Sendable {
    case title(String)
    case view(RowContent)
}

/// Where a laid-out item of a table sits: a cell, or a section's header or footer view.
public enum TableItemKind: String, Hashable, Sendable {
    case cell, header, footer
}
