import AutocellLayout
import AutocellText

/// A table laid out: every row's cell at the table's width (minus its accessory), rows
/// stacked top to bottom.
public struct TableLayout: Sendable {
    public struct Row: Sendable {
        public var indexPath: RowIndexPath
        public var template: String
        public var key: String?
        public var accessory: Accessory
        /// The row's top in the table, in points.
        public var y: Double
        /// The row's height: the cell's fitting height plus the separator, on the pixel grid.
        public var height: Double
        /// The contentView's own fitting height, before the row snapped it.
        public var fittingHeight: Double
        /// The contentView (held at the row height less the separator) and its views, in the
        /// contentView's coordinates.
        public var cell: CellLayout

        public var section: Int { indexPath.section }
        public var row: Int { indexPath.row }
    }

    public var width: Double
    public var scale: Double
    public var rows: [Row]
    public var contentHeight: Double

    /// Lays out every row.
    public static func make(
        _ content: TableContent, width: Double? = nil, measurer: TextMeasurer, reportAmbiguity: Bool = true
    ) throws(LayoutError) -> TableLayout {
        let layouter = TableLayouter(content, width: width, measurer: measurer, reportsAmbiguity: reportAmbiguity)
        var rows: [Row] = []
        rows.reserveCapacity(content.rowCount)
        var y = 0.0
        for (index, row) in content.indexedRows {
            let laidOut = try layouter.layout(row, at: index, y: y)
            rows.append(laidOut)
            y += laidOut.height
        }
        return TableLayout(width: layouter.width, scale: content.settings.scale, rows: rows, contentHeight: y)
    }
}
