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
        // As FDTemplateLayoutCell and UITableView do it: fit, take the row height from the
        // fitting height, then lay the cell out held at that height.
        let fitted = try fit(template: row.template, texts: row.texts, images: row.images)
        var cell = fitted.engine.hold(at: max(0, fitted.height - content.settings.separatorHeight))
        cell.conflicts = fitted.conflicts + cell.conflicts
        return TableLayout.Row(
            indexPath: index, template: row.template, key: row.key,
            accessory: content.templates[row.template]?.accessory ?? .none,
            y: y, height: fitted.height, fittingHeight: fitted.fittingHeight, cell: cell)
    }

    /// Fits a cell of `template` at the table's width less its accessory: its fitting height,
    /// the row height the table gives it, and the engine, left fitted for `hold(at:)`.
    func fit(template: String, texts: [String: String], images: [String: Size?]) throws(LayoutError)
        -> (engine: CellLayoutEngine, fittingHeight: Double, height: Double, conflicts: [LayoutConflict]) {
        let engine = try engine(for: template)
        let accessory = content.templates[template]?.accessory ?? .none
        let fitting = engine.fittingHeight(width: max(0, width - accessory.width), texts: texts, images: images)
        return (engine, fitting.height, rowHeight(fitting: fitting.height), fitting.conflicts)
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
