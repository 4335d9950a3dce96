import AutocellLayout
import AutocellText
import AutocellDrawing

/// Lays out a collection view's items the way `UICollectionView` does with the layout a
/// fixture's `collection:` names: each item's size from the layout (fixed, or the cell's own
/// fitted size where the layout estimates it: `preferredLayoutAttributesFitting`, the width
/// held where the layout fixes it, both axes at fitting-size priority for a flow layout's
/// `estimatedItemSize`, rounded up to the pixel as UIKit rounds preferred sizes), the items
/// placed by `FlowPlacement` or `CompositionalPlacement` (the placements the UIKit layer's
/// `UICollectionView` uses), then each cell laid out at its frame. Section headers and footers
/// are supplementary views of their own templates. One template cell per reuse identifier (and
/// per width priority), reused for every item, as `TableLayouter` does for rows.
public final class CollectionLayouter {
    public let content: TableContent
    public let settings: CollectionSettings
    public let width: Double
    public let measurer: TextMeasurer
    public let reportsAmbiguity: Bool
    private var engines: [String: CellLayoutEngine] = [:]
    /// Items and supplementary views held at their fitted size while they were fitted: one the
    /// layout gives that very size (a self-sizing one's usual case) is not fitted again.
    private struct Placed: Hashable {
        var kind: TableItemKind
        var indexPath: RowIndexPath
    }
    private var held: [Placed: (size: Size, fitting: Double, cell: CellLayout)] = [:]

    /// `content` as laid out: section titles inset by a list's margins (16 pt, 20 pt from
    /// 414 pt: a list header's `UIListContentConfiguration` text starts at the cell text's
    /// margin), not a table's separator inset.
    public init(_ content: TableContent, measurer: TextMeasurer, reportsAmbiguity: Bool = true) {
        let width = content.settings.width
        var content = content
        content.settings.separatorInset = width >= CellMargins.regularFromWidth ? CellMargins.regular : CellMargins.compact
        self.content = content
        self.settings = content.settings.collection ?? CollectionSettings(layout: .flow)
        self.width = width
        self.measurer = measurer
        self.reportsAmbiguity = reportsAmbiguity
    }

    /// The template cell for a reuse identifier; `fittingWidth` for one whose width is only a
    /// preference (a flow layout's self-sizing items).
    private func engine(for name: String, fittingWidth: Bool = false) throws(LayoutError) -> CellLayoutEngine {
        let key = fittingWidth ? name + "\u{0}fitting" : name
        if let engine = engines[key] { return engine }
        guard let template = content.template(named: name) else { throw LayoutError("no template named '\(name)'") }
        var environment = settings.cellEnvironment(width: width, settings: content.settings)
        if fittingWidth { environment.widthPriority = .fittingSizeLevel }
        let engine = try CellLayoutEngine(template: template.cell, measurer: measurer, environment: environment, displayScale: content.settings.scale)
        engine.reportsAmbiguity = reportsAmbiguity && !fittingWidth
        engines[key] = engine
        return engine
    }

    /// `value` rounded up to the device's pixels (what UIKit does to a preferred size).
    private func up(_ value: Double) -> Double {
        PixelGrid(scale: content.settings.scale).ceilToViewScale(value)
    }

    /// The width an accessory takes from a list cell's contentView.
    private func accessoryWidth(_ name: String) -> Double {
        settings.layout == .list ? content.template(named: name)?.accessory.width ?? 0 : 0
    }

    /// What the item or supplementary view at `indexPath` shows (a section title in the
    /// list's title template).
    public func content(of kind: TableItemKind, at indexPath: RowIndexPath) -> RowContent? {
        guard indexPath.section < content.sections.count else { return nil }
        if kind == .cell {
            let rows = content.sections[indexPath.section].rows
            return indexPath.row < rows.count ? rows[indexPath.row] : nil
        }
        let section = content.sections[indexPath.section]
        switch kind == .header ? section.header : section.footer {
        case .view(let row): return row
        // A title in a list's header or footer style: a plain list's as a plain table's, a
        // grouped one's upper-cased grey header as a grouped table's.
        case .title(let title):
            return SectionTitleTemplates.content(title: title, kind: kind, style: settings.isGroupedList ? .grouped : .plain)
        case nil: return nil
        }
    }

    /// The fitted size of an item or supplementary view: its height at `width`, or (nil) both
    /// axes from the estimate with the width only preferred.
    private func fittedSize(_ row: RowContent, kind: TableItemKind, at indexPath: RowIndexPath, width: Double?, estimate: Size) throws(LayoutError) -> Size {
        if let width {
            let engine = try engine(for: row.template)
            let accessory = kind == .cell ? accessoryWidth(row.template) : 0
            let fitting = engine.fittingHeight(width: max(0, width - accessory), texts: row.texts, images: row.images, state: row.state)
            try TableLayouter.check(engine, template: row.template)
            let size = Size(width: width, height: up(fitting.height))
            var cell = engine.hold(at: size.height)
            cell.conflicts = fitting.conflicts + cell.conflicts
            held[Placed(kind: kind, indexPath: indexPath)] = (size, fitting.height, cell)
            return size
        }
        let engine = try engine(for: row.template, fittingWidth: true)
        let laidOut = engine.layout(width: estimate.width, texts: row.texts, images: row.images, state: row.state)
        try TableLayouter.check(engine, template: row.template)
        return Size(width: up(laidOut.views.first?.frame.width ?? estimate.width), height: up(laidOut.height))
    }

    /// Every item and supplementary view placed and laid out.
    public func layout() throws(LayoutError) -> TableLayout {
        held = [:]
        defer { held = [:] }
        var failure: LayoutError?
        func fit(_ kind: String?, _ indexPath: RowIndexPath, _ width: Double?, _ estimate: Size) -> Size {
            let itemKind: TableItemKind = kind == nil ? .cell : kind == CollectionSection.footerKind ? .footer : .header
            guard failure == nil, let row = content(of: itemKind, at: indexPath) else { return estimate }
            do throws(LayoutError) {
                return try fittedSize(row, kind: itemKind, at: indexPath, width: width, estimate: estimate)
            } catch {
                failure = error
                return estimate
            }
        }
        let counts = content.sections.map(\.rows.count)
        var items: [[Rect]], supplements: [(TableItemKind, [Rect?])], height: Double
        var result = TableLayout(width: width, scale: content.settings.scale, rows: [], contentHeight: 0)
        result.collection = settings.layout
        switch settings.layout {
        case .flow:
            var sizes: [[Size]] = []
            for (section, rows) in content.sections.enumerated() {
                var sectionSizes: [Size] = []
                for index in rows.rows.indices {
                    switch settings.estimatedItemSize {
                    case nil: sectionSizes.append(settings.itemSize)
                    case .automatic: sectionSizes.append(fit(nil, RowIndexPath(row: index, section: section), nil, Size(width: 50, height: 50)))
                    case .size(let estimate): sectionSizes.append(fit(nil, RowIndexPath(row: index, section: section), nil, estimate))
                    }
                }
                sizes.append(sectionSizes)
            }
            let metrics = content.sections.indices.map { section in
                FlowPlacement.SectionMetrics(
                    inset: settings.sectionInset, lineSpacing: settings.minimumLineSpacing, interitemSpacing: settings.minimumInteritemSpacing,
                    header: supplementHeight(.header, of: section, fit: fit), footer: supplementHeight(.footer, of: section, fit: fit))
            }
            let placed = FlowPlacement.frames(sizes: sizes, metrics: metrics, width: width)
            (items, supplements, height) = (placed.items, [(.header, placed.headers), (.footer, placed.footers)], placed.height)
        case .list, .grid:
            let sections = content.sections.enumerated().map { index, section in
                settings.section(hasHeader: section.header != nil, hasFooter: section.footer != nil)
            }
            let placed = CompositionalPlacement(width: width).place(
                sections, itemCounts: counts, interSectionSpacing: settings.interSectionSpacing, separatorHeight: 1 / content.settings.scale, fit: fit)
            items = placed.items
            supplements = [(.header, placed.supplements[CollectionSection.headerKind] ?? []), (.footer, placed.supplements[CollectionSection.footerKind] ?? [])]
            height = placed.height
            result.separators = placed.separators
            result.sectionBackgrounds = placed.sectionShapes
        }
        if let failure { throw failure }
        for (section, frames) in items.enumerated() {
            for (index, frame) in frames.enumerated() {
                let indexPath = RowIndexPath(row: index, section: section)
                guard let row = content(of: .cell, at: indexPath) else { continue }
                result.rows.append(try layout(row, kind: .cell, at: indexPath, frame: frame))
            }
        }
        for (kind, frames) in supplements {
            for (section, frame) in frames.enumerated() {
                guard let frame, let row = content(of: kind, at: RowIndexPath(row: 0, section: section)) else { continue }
                result.sectionViews.append(try layout(row, kind: kind, at: RowIndexPath(row: 0, section: section), frame: frame))
            }
        }
        result.sectionViews.sort { ($0.y, $0.section) < ($1.y, $1.section) }
        result.contentHeight = height
        return result
    }

    /// A flow layout's header or footer height: its reference size, else (no reference size)
    /// the view's own fitted height at the full width; 0 for a section without one.
    private func supplementHeight(_ kind: TableItemKind, of section: Int, fit: (String?, RowIndexPath, Double?, Size) -> Size) -> Double {
        guard content(of: kind, at: RowIndexPath(row: 0, section: section)) != nil else { return 0 }
        if let reference = kind == .header ? settings.headerReferenceSize : settings.footerReferenceSize { return reference.height }
        let kindName = kind == .header ? CollectionSection.headerKind : CollectionSection.footerKind
        return fit(kindName, RowIndexPath(row: 0, section: section), width, Size(width: width, height: 44)).height
    }

    /// One item or supplementary view laid out at its frame.
    private func layout(_ row: RowContent, kind: TableItemKind, at indexPath: RowIndexPath, frame: Rect) throws(LayoutError) -> TableLayout.Row {
        let engine = try engine(for: row.template)
        let accessory = kind == .cell && settings.layout == .list ? content.template(named: row.template)?.accessory ?? .none : .none
        let contentWidth = max(0, frame.width - accessory.width)
        var cell: CellLayout, fitting: Double
        if let known = held.removeValue(forKey: Placed(kind: kind, indexPath: indexPath)), known.size == Size(width: frame.width, height: frame.height) {
            (cell, fitting) = (known.cell, known.fitting)
        } else {
            let fitted = engine.fittingHeight(width: contentWidth, texts: row.texts, images: row.images, state: row.state)
            cell = engine.hold(at: frame.height)
            cell.conflicts = fitted.conflicts + cell.conflicts
            fitting = fitted.height
        }
        try TableLayouter.check(engine, template: row.template)
        if content.settings.layoutDirection.isRightToLeft && accessory.width > 0 {
            for index in cell.views.indices { cell.views[index].frame.x += accessory.width }
        }
        var laidOut = TableLayout.Row(
            kind: kind, indexPath: indexPath, template: row.template, key: row.key, accessory: accessory,
            y: frame.y, height: frame.height, fittingHeight: fitting, cell: cell)
        laidOut.x = frame.x
        laidOut.width = frame.width
        if kind == .cell, settings.layout != .list, content.template(named: row.template)?.accessory != Accessory.none {
            laidOut.warnings.append("accessory not drawn: a collection view cell has accessories only in a list layout")
        }
        for view in cell.views where (view.missingGlyphs ?? 0) > 0 && view.hidden != true {
            laidOut.warnings.append(TableRowWarning.missingGlyphs(label: view.name, count: view.missingGlyphs ?? 0))
        }
        return laidOut
    }
}
