import AutocellLayout
import AutocellText
import AutocellDrawing

/// A table laid out: every row's cell at the table's width (minus its accessory), and each
/// section's header and footer views, stacked top to bottom.
public struct TableLayout: Sendable {
    /// A laid-out cell, or a section's header or footer view (`kind`).
    public struct Row: Sendable {
        public var kind: TableItemKind = .cell
        /// The row's index path; a header's or footer's section, with row 0.
        public var indexPath: RowIndexPath
        public var template: String
        public var key: String?
        public var accessory: Accessory
        /// The row's top in the table, in points.
        public var y: Double
        /// A collection view item's left edge and width (a table's rows span the table: 0, nil).
        public var x = 0.0
        public var width: Double?
        /// The row's height: the cell's fitting height plus the separator, on the pixel grid.
        public var height: Double
        /// The contentView's own fitting height, before the row snapped it.
        public var fittingHeight: Double
        /// The contentView (held at the row height less the separator) and its views, in the
        /// contentView's coordinates.
        public var cell: CellLayout
        /// What UIKit would print about this row besides conflicts (`TableRowWarning`).
        public var warnings: [String] = []

        public var section: Int { indexPath.section }
        public var row: Int { indexPath.row }

        public init(
            kind: TableItemKind = .cell, indexPath: RowIndexPath, template: String, key: String?, accessory: Accessory,
            y: Double, height: Double, fittingHeight: Double, cell: CellLayout
        ) {
            self.kind = kind
            self.indexPath = indexPath
            self.template = template
            self.key = key
            self.accessory = accessory
            self.y = y
            self.height = height
            self.fittingHeight = fittingHeight
            self.cell = cell
        }
    }

    public var width: Double
    public var scale: Double
    /// The cells, in display order.
    public var rows: [Row]
    /// Section headers and footers (titles, views, a grouped table's spacing), in display order.
    public var sectionViews: [Row] = []
    public var contentHeight: Double
    /// A collection's list separators and grouped list sections' backgrounds (a table draws
    /// its separators with each row).
    public var separators: [Rect] = []
    public var sectionBackgrounds: [CompositionalPlacement.SectionShape] = []
    /// The collection layout the items were placed by (nil for a table).
    public var collection: CollectionSettings.Layout?

    public init(width: Double, scale: Double, rows: [Row], sectionViews: [Row] = [], contentHeight: Double) {
        self.width = width
        self.scale = scale
        self.rows = rows
        self.sectionViews = sectionViews
        self.contentHeight = contentHeight
    }

    /// Cells, headers and footers together, top to bottom (views of no height where their
    /// section puts them).
    public var displayOrder: [Row] {
        func rank(_ kind: TableItemKind) -> Int { kind == .header ? 0 : kind == .cell ? 1 : 2 }
        return (rows + sectionViews).sorted { ($0.y, $0.section, rank($0.kind), $0.x) < ($1.y, $1.section, rank($1.kind), $1.x) }
    }

    /// Rows measured ahead of solving: enough to keep Pango's caches warm between switches,
    /// few enough that their texts stay in the processor's caches.
    public static let prefetchBatch = 64

    /// Lays out every row, header and footer.
    public static func make(
        _ content: TableContent, measurer: TextMeasurer, reportAmbiguity: Bool = true
    ) throws(LayoutError) -> TableLayout {
        if content.settings.collection != nil {
            return try CollectionLayouter(content, measurer: measurer, reportsAmbiguity: reportAmbiguity).layout()
        }
        let layouter = TableLayouter(content, measurer: measurer, reportsAmbiguity: reportAmbiguity)
        var rows: [Row] = [], sectionViews: [Row] = []
        rows.reserveCapacity(content.rowCount)
        var y = 0.0
        let items = content.items
        // Measure a batch of rows, then solve them (see `CellLayoutEngine.prefetch`).
        for start in stride(from: 0, to: items.count, by: Self.prefetchBatch) {
            let batch = items[start..<min(items.count, start + Self.prefetchBatch)]
            try layouter.prefetch(batch)
            for item in batch {
                let laidOut = try layouter.layout(item, y: y)
                if item.kind == .cell { rows.append(laidOut) } else { sectionViews.append(laidOut) }
                y += laidOut.height
            }
        }
        return TableLayout(width: layouter.width, scale: content.settings.scale, rows: rows, sectionViews: sectionViews, contentHeight: y)
    }
}
