import AutocellLayout
import AutocellText

/// Lays out rows one at a time, the way a table view asks for heights: one template cell
/// (one `CellLayoutEngine`) per reuse identifier, built on first use and reused for every row
/// of that template (FDTemplateLayoutCell's template cells).
///
/// Rows come out one by one, so a caller can stream a feed of any length without holding
/// every row's frames. Owns engines that share one `TextMeasurer`: one layouter per thread.
public final class TableLayouter {
    public let content: TableContent
    /// The table's width in points (the fixture's, unless overridden).
    public let width: Double
    public let measurer: TextMeasurer
    public let reportsAmbiguity: Bool
    private var engines: [String: CellLayoutEngine] = [:]

    public init(_ content: TableContent, width: Double? = nil, measurer: TextMeasurer, reportsAmbiguity: Bool = true) {
        self.content = content
        self.width = width ?? content.settings.width
        self.measurer = measurer
        self.reportsAmbiguity = reportsAmbiguity
    }

    /// Whether the template cell for a reuse identifier has been built yet.
    public func hasEngine(for name: String) -> Bool { engines[name] != nil }

    /// The template cell for a reuse identifier, built on first use.
    public func engine(for name: String) throws(LayoutError) -> CellLayoutEngine {
        if let engine = engines[name] { return engine }
        guard let template = content.templates[name] else {
            throw LayoutError("no template named '\(name)'")
        }
        let engine = try CellLayoutEngine(template: template.cell, measurer: measurer)
        engine.reportsAmbiguity = reportsAmbiguity
        engines[name] = engine
        return engine
    }

    /// Lays out the row at `index` with its top at `y`.
    public func layout(_ row: RowContent, at index: RowIndexPath, y: Double) throws(LayoutError) -> TableLayout.Row {
        let engine = try engine(for: row.template)
        let accessory = content.templates[row.template]?.accessory ?? .none
        let contentWidth = max(0, width - accessory.width)
        // As FDTemplateLayoutCell and UITableView do it: fit, take the row height from the
        // fitting height, then lay the cell out held at that height.
        let fitting = engine.fittingHeight(width: contentWidth, texts: row.texts, images: row.images)
        let height = rowHeight(fitting: fitting.height)
        var cell = engine.hold(at: max(0, height - content.settings.separatorHeight))
        cell.conflicts = fitting.conflicts + cell.conflicts
        return TableLayout.Row(
            indexPath: index, template: row.template, key: row.key, accessory: accessory,
            y: y, height: height, fittingHeight: fitting.height, cell: cell)
    }

    /// `heightForRowAtIndexPath` for a self-sizing row: the fitting height (44 when the cell
    /// has none), plus the separator's pixel, snapped to the device pixel grid. A fixed
    /// `rowHeight` turns self-sizing off.
    public func rowHeight(fitting: Double) -> Double {
        let settings = content.settings
        let height: Double
        switch settings.rowHeight {
        case .fixed(let fixed):
            height = fixed
        case .automatic:
            height = (fitting > 0 ? fitting : 44) + settings.separatorHeight
        }
        return (height * settings.scale).rounded() / settings.scale
    }
}
