import AutocellLayout
import AutocellText
import AutocellDrawing

/// Lays out rows one at a time, the way a table view asks for heights: one template cell
/// (one `CellLayoutEngine`) per reuse identifier, built on first use and reused for every row
/// of that template (FDTemplateLayoutCell's template cells). Section headers and footers are
/// laid out the same way with their own templates, at the full width and without separator.
///
/// Rows come out one by one, so a caller can stream a feed of any length without holding
/// every row's frames. Owns engines that share one `TextMeasurer`: one layouter per thread.
public final class TableLayouter {
    /// Where a height came from, in FDTemplateLayoutCell's order of trying.
    public enum HeightSource: String, Sendable {
        /// `systemLayoutSizeFitting`: Auto Layout's fitting height.
        case autoLayout
        /// The template's own `sizeThatFits:`, asked because the fitting height was 0.
        case sizeThatFits
        /// Neither gave a height: UITableView's default 44 pt row (0 for a section view).
        case defaultHeight
        /// A fixed `rowHeight` / `sectionHeaderHeight` / `sectionFooterHeight`.
        case fixed
    }

    /// A fitted cell: the engine left fitted for `hold(at:)`, its fitting height, the height
    /// the table gives it, and where that came from.
    public struct Fit {
        public var engine: CellLayoutEngine
        public var fittingHeight: Double
        public var height: Double
        public var source: HeightSource
        public var conflicts: [LayoutConflict]
    }

    public let content: TableContent
    /// The table's width in points (its settings': the traits are resolved before layout).
    public let width: Double
    public let measurer: TextMeasurer
    public let reportsAmbiguity: Bool
    /// Whether conflicts come with their fewest members (`CellLayoutEngine.explainsConflicts`).
    public let explainsConflicts: Bool
    /// Whether rows carry `CellLayout.inspection` (`autocell inspect`).
    public var reportsInspection = false
    private var engines: [String: CellLayoutEngine] = [:]

    public init(_ content: TableContent, measurer: TextMeasurer, reportsAmbiguity: Bool = true, explainsConflicts: Bool = true) {
        self.content = content
        self.width = content.settings.width
        self.measurer = measurer
        self.reportsAmbiguity = reportsAmbiguity
        self.explainsConflicts = explainsConflicts
    }

    /// Whether the template cell for a reuse identifier has been built yet.
    public func hasEngine(for name: String) -> Bool { engines[name] != nil }

    /// The template cell for a reuse identifier, built on first use.
    public func engine(for name: String) throws(LayoutError) -> CellLayoutEngine {
        if let engine = engines[name] { return engine }
        guard let template = content.template(named: name) else {
            throw LayoutError("no template named '\(name)'")
        }
        let engine = try CellLayoutEngine(
            template: template.cell, measurer: measurer,
            environment: content.settings.standaloneEnvironment ?? CellMargins.environment(width: width, settings: content.settings),
            explainsConflicts: explainsConflicts, displayScale: content.settings.scale)
        engine.reportsAmbiguity = reportsAmbiguity
        engine.reportsInspection = reportsInspection
        engines[name] = engine
        return engine
    }

    /// Lays out a cell, header or footer with its top at `y`.
    public func layout(_ item: TableItem, y: Double) throws(LayoutError) -> TableLayout.Row {
        try layout(item.content, at: item.indexPath, y: y, kind: item.kind)
    }

    /// Lays out the row at `index` with its top at `y`.
    public func layout(_ row: RowContent, at index: RowIndexPath, y: Double, kind: TableItemKind = .cell) throws(LayoutError) -> TableLayout.Row {
        // As FDTemplateLayoutCell and UITableView do it: fit, take the row height from the
        // fitting height, then lay the cell out held at that height.
        let fitted = try fit(template: row.template, texts: row.texts, images: row.images, state: row.state, kind: kind)
        let separator = kind == .cell ? content.settings.separatorHeight : 0
        var cell = fitted.engine.hold(at: max(0, fitted.height - separator))
        // The contentView starts at the safe area's left edge; right to left, after the
        // accessory, which sits at the leading end: the left.
        var shift = content.settings.cellInsets(tableWidth: width).left
        if kind == .cell && content.settings.layoutDirection.isRightToLeft {
            shift += content.template(named: row.template)?.accessory.width ?? 0
        }
        if shift != 0 {
            for index in cell.views.indices { cell.views[index].frame.x += shift }
        }
        try Self.check(fitted.engine, template: row.template)
        cell.conflicts = fitted.conflicts + cell.conflicts
        var laidOut = TableLayout.Row(
            kind: kind, indexPath: index, template: row.template, key: row.key,
            accessory: kind == .cell ? content.template(named: row.template)?.accessory ?? .none : .none,
            y: y, height: fitted.height, fittingHeight: fitted.fittingHeight, cell: cell)
        // A self-sizing cell that Auto Layout gives no height falls back to the standard height
        // (with no `sizeThatFits:` of its own), and UIKit says so.
        if kind == .cell && fitted.source == .defaultHeight { laidOut.warnings.append(TableRowWarning.zeroHeight) }
        for view in cell.views where (view.missingGlyphs ?? 0) > 0 && view.hidden != true {
            laidOut.warnings.append(TableRowWarning.missingGlyphs(label: view.name, count: view.missingGlyphs ?? 0))
        }
        return laidOut
    }

    /// Measures the texts these items will measure first (see `CellLayoutEngine.prefetch`),
    /// before they are laid out one by one. Items with a fixed height setting are fitted all
    /// the same, so they are measured too.
    public func prefetch(_ items: some Sequence<TableItem>) throws(LayoutError) {
        for item in items {
            let engine = try engine(for: item.content.template)
            engine.prefetch(width: fittingWidth(template: item.content.template, kind: item.kind), texts: item.content.texts, state: item.content.state)
        }
    }

    /// The contentView's width for a template: the table's inside its safe area, less the
    /// accessory for a cell.
    private func fittingWidth(template name: String, kind: TableItemKind) -> Double {
        let accessory = kind == .cell ? content.template(named: name)?.accessory ?? .none : .none
        let insets = content.settings.cellInsets(tableWidth: width)
        return max(0, width - insets.left - insets.right - accessory.width)
    }

    /// Fits a cell of `template` at the table's width less its accessory (a section view at
    /// the full width), and gives it its height: the fitting height; when that is 0, the
    /// template's `sizeThatFits:`; then 44 pt for a cell (0 for a section view); plus the
    /// separator's pixel for a cell; snapped to the device pixel grid. A fixed height setting
    /// turns all of that off.
    public func fit(
        template name: String, texts: [String: String], images: [String: Size?], state: RowState = RowState(), kind: TableItemKind = .cell
    ) throws(LayoutError) -> Fit {
        let engine = try engine(for: name)
        let template = content.template(named: name)
        let fitting = engine.fittingHeight(width: fittingWidth(template: name, kind: kind), texts: texts, images: images, state: state)
        try Self.check(engine, template: name)
        let (height, source) = content.settings.itemHeight(kind: kind, fitting: fitting.height) {
            // The frames the views take with the contentView at no height at all.
            template?.sizeThatFits.map { max(0, $0.height(for: engine.hold(at: 0))) }
        }
        return Fit(engine: engine, fittingHeight: fitting.height, height: height, source: source, conflicts: fitting.conflicts)
    }

    /// An internal solver error the engine met becomes a thrown `LayoutError` marked internal:
    /// the layouts it made may be wrong, and it is Autocell's bug, not the template's.
    public static func check(_ engine: CellLayoutEngine, template name: String) throws(LayoutError) {
        guard let problem = engine.internalError else { return }
        throw .internal("laying out template '\(name)': \(problem)")
    }

}
