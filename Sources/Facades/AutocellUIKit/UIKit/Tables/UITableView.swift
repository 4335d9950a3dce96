import AutocellLayout
import AutocellRender
import AutocellTable
import AutocellText
import AutocellDrawing

/// `UITableViewDataSource`: the rows and their cells. Optional methods have the defaults
/// UIKit uses when an app leaves them out.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// `UITableViewDelegate`: heights and section views (all optional).
@preconcurrency @MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    // Selection by touch: nothing touches a table headless, so UIKit never calls these here
    // (`selectRow(at:animated:scrollPosition:)` does not call them on iOS either).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
}

/// `UITableViewDataSourcePrefetching`: rows about to be shown, asked ahead as the user scrolls.
/// Nothing scrolls headless: a table lays out the rows its bounds show, and asks for none ahead.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.sectionHeightDefaulted = true
        return tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.sectionHeightDefaulted = true
        return tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { tableView.estimatedSectionHeaderHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { tableView.estimatedSectionFooterHeight }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
}

/// `UITableView`: asks its data source for every row, sizes self-sizing rows as UIKit does
/// (the cell's fitting height at the table's width less its accessory, plus the separator's
/// pixel, on the pixel grid), reuses cells per reuse identifier, and lays out the cells that
/// its bounds show at its content offset. Section titles are laid out as the table layer's
/// (`SectionTitleTemplates`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    /// `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1
    /// Set by UIKit's default `heightForHeaderInSection`/`heightForFooterInSection` (a delegate
    /// that does not implement them, or calls super): the height is the table's
    /// `sectionHeaderHeight`/`sectionFooterHeight`, which a plain table does not give a section
    /// with no title and no view (`sectionSupplementHeight`).
    static var sectionHeightDefaulted = false

    public let style: Style
    public weak var dataSource: UITableViewDataSource? { didSet { needsReload = true } }
    public weak var delegate: UITableViewDelegate?
    /// `prefetchDataSource`, `isPrefetchingEnabled`: kept (nothing is prefetched headless).
    public weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true
    open var rowHeight = UITableView.automaticDimension
    open var estimatedRowHeight = UITableView.automaticDimension
    open var sectionHeaderHeight = UITableView.automaticDimension
    open var sectionFooterHeight = UITableView.automaticDimension
    /// `estimatedSectionHeaderHeight`, `estimatedSectionFooterHeight`: kept; every header and
    /// footer is measured (an estimate changes only the first guess of a scrolling table).
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor? = .separator
    /// `separatorInset`: as set; until then UIKit's automatic inset, the cells' leading layout
    /// margin (`TableSettings.resolvedSeparatorInset`).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: CGFloat(tableSettings.resolvedSeparatorInset(tableWidth: Double(bounds.width))), bottom: 0, right: 0) }
        set {
            if newValue.right != 0 { UIKitGap.separatorInsetRight.note() }
            explicitSeparatorInset = newValue
        }
    }
    private var explicitSeparatorInset: UIEdgeInsets?
    /// `cellLayoutMarginsFollowReadableWidth`: cells' margins widen to keep their content to
    /// the readable width (false by default since iOS 12).
    open var cellLayoutMarginsFollowReadableWidth = false
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?

    private enum Registration { case cellClass(UITableViewCell.Type), nib(UINib) }
    private var registered: [String: Registration] = [:]
    private var pool: [String: [UITableViewCell]] = [:]
    /// Every row's frame in the table (content coordinates), by section.
    private var rowFrames: [[CGRect]] = []
    private var headerFrames: [CGRect] = []
    private var footerFrames: [CGRect] = []
    private var laidOutCells: [(IndexPath, UITableViewCell)] = []
    /// Per section: its title header and footer, and the views a delegate gave.
    private var supplements: [(header: String?, footer: String?, headerView: UIView?, footerView: UIView?)] = []
    private var needsReload = true
    private var registeredSupplements: [String: UITableViewHeaderFooterView.Type] = [:]
    private var registeredSupplementNibs: [String: UINib] = [:]
    private var supplementPool: [String: [UITableViewHeaderFooterView]] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = (cellClass as? UITableViewCell.Type).map(Registration.cellClass)
    }

    /// `register(_:forCellReuseIdentifier:)` with a nib: dequeued cells are the nib's cell.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = nib.map(Registration.nib)
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredSupplements[identifier] = aClass as? UITableViewHeaderFooterView.Type
        registeredSupplementNibs[identifier] = nil
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: dequeued views are the
    /// nib's top-level view (a `UITableViewHeaderFooterView` subclass, a `<view>` or
    /// `<tableViewHeaderFooterView>` of that class in the file).
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredSupplementNibs[identifier] = nib
        registeredSupplements[identifier] = nil
    }

    /// A header or footer view for the identifier: one no section shows, or a new one of the
    /// registered class (nil when nothing is registered, as in UIKit).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var views = supplementPool[identifier], let view = views.popLast() {
            supplementPool[identifier] = views
            view.prepareForReuse()
            return view
        }
        if let nib = registeredSupplementNibs[identifier] {
            guard let view = nib.instantiate(withOwner: nil).first as? UITableViewHeaderFooterView else {
                UIKitDiagnostics.report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewHeaderFooterView instance")
                return nil
            }
            view.reuseIdentifier = identifier
            return view
        }
        return registeredSupplements[identifier]?.makeRegistered(reuseIdentifier: identifier)
    }

    /// A cell for the identifier: one no row shows, or a new one of the registered class.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var cells = pool[identifier], let cell = cells.popLast() {
            pool[identifier] = cells
            cell.prepareForReuse()
            return cell
        }
        let cell: UITableViewCell
        switch registered[identifier] {
        case nil: return nil
        case .cellClass(let type)?: cell = type.makeRegistered(reuseIdentifier: identifier)
        case .nib(let nib)?:
            // UIKit raises for these (its messages); here they are said and no cell is made,
            // so `dequeueReusableCell(withIdentifier:for:)` stops naming the identifier.
            guard let loaded = nib.instantiate(withOwner: nil).first as? UITableViewCell else {
                UIKitDiagnostics.report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
                return nil
            }
            if let own = loaded.reuseIdentifier, own != identifier {
                UIKitDiagnostics.report("cell reuse indentifier in nib (\(own)) does not match the identifier used to register the nib (\(identifier))")
                return nil
            }
            loaded.reuseIdentifier = identifier
            cell = loaded
        }
        cell.tableWidth = bounds.width
        cell.tableSettings = tableSettings
        cell.traitHost = self
        return cell
    }

    /// As on iOS, an identifier with nothing registered is a programming error: it stops
    /// with UIKit's message.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return cell
    }

    private func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        pool[identifier, default: []].append(cell)
    }

    open func reloadData() {
        needsReload = true
        setNeedsLayout()
        layoutIfNeeded()
    }

    // MARK: Updates, selection, scrolling

    /// `insertRows(at:with:)`, `deleteRows(at:with:)`, `reloadRows(at:with:)`, the sections'
    /// forms, `moveRow(at:to:)`: the table asks its data source again and lays out at once
    /// (nothing animates headless). As UIKit checks, the data source's new row counts must be the
    /// old ones plus the rows inserted less those deleted: when they are not, UIKit stops with
    /// "Invalid update"; the layer says UIKit's words and lays the data source's rows out.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update(rowsInserted: indexPaths) }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update(rowsDeleted: indexPaths) }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { update(rowsInserted: [newIndexPath], rowsDeleted: [indexPath]) }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { update(sectionsInserted: sections) }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { update(sectionsDeleted: sections) }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { update() }

    /// `beginUpdates()` / `endUpdates()`: the updates between them are checked and laid out
    /// once, at the end; with none, the rows are measured again (the self-sizing idiom).
    open func beginUpdates() {
        if updateDepth == 0 { pendingChanges = BatchUpdateCheck() }
        updateDepth += 1
    }

    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        if updateDepth == 0 { commitUpdates() }
    }

    /// `performBatchUpdates(_:completion:)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private var pendingChanges = BatchUpdateCheck()
    private var updateDepth = 0

    private func update(rowsInserted: [IndexPath] = [], rowsDeleted: [IndexPath] = [], sectionsInserted: IndexSet = [], sectionsDeleted: IndexSet = []) {
        if updateDepth == 0 { pendingChanges = BatchUpdateCheck() }
        pendingChanges.inserted += rowsInserted
        pendingChanges.deleted += rowsDeleted
        pendingChanges.sectionsInserted.formUnion(sectionsInserted)
        pendingChanges.sectionsDeleted.formUnion(sectionsDeleted)
        if updateDepth == 0 { commitUpdates() }
    }

    private func commitUpdates() {
        let changes = pendingChanges
        pendingChanges = BatchUpdateCheck()
        if let dataSource, !needsReload,
           let message = changes.mismatch(
               oldCounts: rowFrames.map(\.count), newSections: max(0, dataSource.numberOfSections(in: self)),
               newCount: { dataSource.tableView(self, numberOfRowsInSection: $0) }, noun: "rows", container: "table view") {
            UIKitDiagnostics.report(message + " UIKit stops here; Autocell lays the data source's rows out.")
        }
        reloadData()
    }

    /// The selected rows, in the order selected.
    private var selectedRows: [IndexPath] = []
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// `selectRow(at:animated:scrollPosition:)`: the row's cell draws selected (its
    /// `selectedBackgroundView`), the delegate is not told (as in UIKit).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: false) }
            return
        }
        if !allowsMultipleSelection { for row in selectedRows where row != indexPath { deselectRow(at: row, animated: false) } }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// `scrollToRow(at:at:animated:)`: the content offset that shows the row at the top,
    /// middle or bottom of the bounds (`.none`: the least scroll that shows it), within the
    /// content, then laid out.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let row = rect(forRowAt: indexPath)
        guard row != .zero else { return }
        // The part of the bounds the content shows in: below the adjusted top inset (a status
        // bar), above the bottom one.
        let inset = adjustedContentInset
        let height = bounds.height - inset.top - inset.bottom
        let top = contentOffset.y + inset.top
        var y: CGFloat = switch scrollPosition {
        case .top: row.minY
        case .middle: row.midY - height / 2
        case .bottom: row.maxY - height
        case .none: row.minY < top ? row.minY : (row.maxY > top + height ? row.maxY - height : top)
        }
        y = max(0, min(y, max(0, contentSize.height - height))) - inset.top
        contentOffset = CGPoint(x: contentOffset.x, y: y)
        setNeedsLayout()
        layoutIfNeeded()
    }

    open var numberOfSections: Int { rowFrames.count }
    open func numberOfRows(inSection section: Int) -> Int { section < rowFrames.count ? rowFrames[section].count : 0 }

    open func rect(forRowAt indexPath: IndexPath) -> CGRect {
        guard indexPath.section < rowFrames.count, indexPath.row < rowFrames[indexPath.section].count else { return .zero }
        return rowFrames[indexPath.section][indexPath.row]
    }

    open func rectForHeader(inSection section: Int) -> CGRect { section < headerFrames.count ? headerFrames[section] : .zero }
    open func rectForFooter(inSection section: Int) -> CGRect { section < footerFrames.count ? footerFrames[section] : .zero }

    open var visibleCells: [UITableViewCell] { laidOutCells.map(\.1) }
    open var indexPathsForVisibleRows: [IndexPath]? { laidOutCells.map(\.0) }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { laidOutCells.first { $0.0 == indexPath }?.1 }

    /// The table as the table layer sees it: its style, separator, width and traits (the
    /// same `TableSettings` a fixture's table gives), so rows are sized, placed and separated
    /// by the table layer's one implementation.
    var tableSettings: TableSettings {
        var settings = TableSettings()
        settings.style = style == .plain ? .plain : style == .grouped ? .grouped : .insetGrouped
        settings.separator = separatorStyle == .none ? .none : .singleLine
        settings.separatorInset = explicitSeparatorInset.map { Double($0.left) }
        settings.cellLayoutMarginsFollowReadableWidth = cellLayoutMarginsFollowReadableWidth
        settings.layoutMargins = cellSideMargins
        // The width is the table's bounds', a trait like the others (the one resolve step).
        return TraitCollection(width: Double(bounds.width)).merging(traitCollection.traits).applied(to: settings)
    }

    /// The side margins the table gives its cells (`TableSettings.layoutMargins`): its own when
    /// set; nil (the system minimum margins for its width) inside a view controller's view;
    /// UIView's 8 pt outside any controller, as iOS lays a table out in a plain container view
    /// (measured on the iOS simulator references, Documentation/Fidelity.md).
    var cellSideMargins: EdgeInsets? {
        if hasOwnMargins {
            let own = layoutMargins
            return EdgeInsets(left: Double(own.left), right: Double(own.right))
        }
        var view: UIView? = self
        while let current = view {
            if current.isControllerRoot { return nil }
            view = current.superview
        }
        return EdgeInsets(left: UIView.defaultLayoutMargin, right: UIView.defaultLayoutMargin)
    }

    private var separatorHeight: CGFloat { CGFloat(tableSettings.separatorHeight) }

    /// A self-sizing row's height: the table layer's rule (`TableSettings.itemHeight`): the
    /// cell's fitting height, else its own `sizeThatFits`, else 44 pt; plus the separator,
    /// on the pixel grid.
    private func fittedHeight(of cell: UITableViewCell, settings: TableSettings) -> CGFloat {
        let insets = settings.cellInsets(tableWidth: settings.width)
        let width = CGFloat(max(0, settings.width - insets.left - insets.right))
        cell.tableWidth = CGFloat(settings.width)
        cell.tableSettings = settings
        cell.traitHost = self
        cell.tableSeparatorHeight = CGFloat(settings.separatorHeight)
        // The cell's fitting height has its separator; the table layer adds it to the content's.
        let fitting = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height - cell.separatorHeight
        return CGFloat(settings.itemHeight(kind: .cell, fitting: Double(max(0, fitting))) {
            // Only a cell's own sizeThatFits gives a height (UIView's returns its current size,
            // a nib's frame, which iOS does not use: it takes the standard height and says so).
            cell.usedInheritedSizeThatFits = false
            let manual = cell.sizeThatFits(CGSize(width: width, height: 0)).height
            return manual > 0 && !cell.usedInheritedSizeThatFits ? Double(manual) : nil
        }.height)
    }

    /// A self-sizing section header or footer: a delegate's view at its fitting height, else
    /// the title's.
    /// A section's header or footer height: the delegate's, else the table's
    /// `sectionHeaderHeight`/`sectionFooterHeight`; automatic, the view's or title's fitting
    /// height. A plain table shows no header or footer for a section with no title and no view
    /// unless its delegate gives the height itself: measured on iOS 18 (a storyboard's plain
    /// table with `sectionHeaderHeight` 28 and no header puts its first row right under the
    /// table header view, essential-feed's FEED_WITH_CONTENT references), as UIKit's
    /// `UITableViewController` answers for the height only for a static table.
    private func sectionSupplementHeight(_ section: Int, view: UIView?, title: String?, kind: TableItemKind) -> CGFloat {
        Self.sectionHeightDefaulted = false
        let asked = kind == .header
            ? delegate?.tableView(self, heightForHeaderInSection: section)
            : delegate?.tableView(self, heightForFooterInSection: section)
        let defaulted = asked == nil || Self.sectionHeightDefaulted
        Self.sectionHeightDefaulted = false
        if defaulted, style == .plain, view == nil, title == nil { return 0 }
        let height = asked ?? (kind == .header ? sectionHeaderHeight : sectionFooterHeight)
        return height < 0 ? supplementHeight(view, title: title, kind: kind) : height
    }

    private func supplementHeight(_ view: UIView?, title: String?, kind: TableItemKind) -> CGFloat {
        guard let view else { return titleHeight(title, kind: kind) }
        return view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// A section title's height as the table layer lays it out (`SectionTitleTemplates`); a
    /// grouped table's gap where a section has none.
    private func titleHeight(_ title: String?, kind: TableItemKind) -> CGFloat {
        guard let measurer = HierarchyLayout.measurer else { return 0 }
        let content = titleContent(title, kind: kind)
        guard let supplement = content.supplement(kind, of: 0) else { return 0 }
        let layouter = TableLayouter(content, measurer: measurer, reportsAmbiguity: false)
        do throws(LayoutError) {
            return CGFloat(try layouter.fit(template: supplement.template, texts: supplement.texts, images: supplement.images, kind: kind).height)
        } catch {
            UIKitDiagnostics.report("laying out a section title: \(error)")
            return 0
        }
    }

    /// The table layer's content for one section's title (or a grouped table's gap).
    private func titleContent(_ title: String?, kind: TableItemKind) -> TableContent {
        let settings = tableSettings
        let section = TableContent.Section(
            header: kind == .header ? title.map { .title($0) } : nil, footer: kind == .footer ? title.map { .title($0) } : nil, rows: [])
        return TableContent(settings: settings, templates: [:], sections: [section])
    }

    /// Every row measured (self-sizing rows through a dequeued cell, given back at once), the
    /// content size summed, then the rows in the bounds laid out as cells.
    override var laysOutOwnSubviews: Bool { true }

    override func performLayout() {
        guard let dataSource else { return }
        updateAdjustedContentInset()
        // Until the data is reloaded, the rows on screen keep their cells, as UIKit's table
        // asks its data source only for rows that come into view (and a cell's own state
        // stays with its row); after a reload every visible row is asked for again.
        let kept = needsReload ? [] : laidOutCells
        if needsReload {
            // Cells leaving the screen: the delegate is told (`didEndDisplaying`), as on iOS.
            for (indexPath, cell) in laidOutCells {
                cell.removeFromSuperview()
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                enqueue(cell)
            }
        }
        var keptUsed = Set<Int>()
        laidOutCells = []
        for supplement in supplements {
            for case let view as UITableViewHeaderFooterView in [supplement.headerView, supplement.footerView] {
                view.removeFromSuperview()
                if let identifier = view.reuseIdentifier { supplementPool[identifier, default: []].append(view) }
            }
        }
        rowFrames = []
        headerFrames = []
        footerFrames = []
        supplements = []
        let width = bounds.width
        // The table as the table layer sees it, once for the whole layout.
        let settings = tableSettings
        var y: CGFloat = 0
        if let header = tableHeaderView {
            header.frame.origin = .zero
            header.frame.size.width = width
            y += header.frame.height
        }
        let sections = dataSource.numberOfSections(in: self)
        for section in 0..<max(0, sections) {
            let headerView = delegate?.tableView(self, viewForHeaderInSection: section)
            let footerView = delegate?.tableView(self, viewForFooterInSection: section)
            let grouped = style != .plain
            (headerView as? UITableViewHeaderFooterView)?.placement = (grouped, true, section == 0, width)
            (footerView as? UITableViewHeaderFooterView)?.placement = (grouped, false, section == 0, width)
            let headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
            let footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
            supplements.append((headerTitle, footerTitle, headerView, footerView))
            let headerHeight = sectionSupplementHeight(section, view: headerView, title: headerTitle, kind: .header)
            headerFrames.append(CGRect(x: 0, y: y, width: width, height: headerHeight))
            y += headerHeight
            var frames: [CGRect] = []
            for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                let indexPath = IndexPath(row: row, section: section)
                var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height < 0 {
                    // A cell configured only to be measured, then given back: the intrinsic sizes
                    // its configuration invalidates are read by this fit and ask for no further
                    // layout pass (else every self-sizing table relaid out until the pass limit).
                    let invalidations = UIView.intrinsicSizeInvalidations
                    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                    height = fittedHeight(of: cell, settings: settings)
                    enqueue(cell)
                    UIView.intrinsicSizeInvalidations = invalidations
                }
                frames.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            rowFrames.append(frames)
            let footerHeight = sectionSupplementHeight(section, view: footerView, title: footerTitle, kind: .footer)
            footerFrames.append(CGRect(x: 0, y: y, width: width, height: footerHeight))
            y += footerHeight
        }
        if let footer = tableFooterView {
            footer.frame.origin = CGPoint(x: 0, y: y)
            footer.frame.size.width = width
            y += footer.frame.height
        }
        contentSize = CGSize(width: width, height: y)
        // The rows the bounds show at the content offset, as laid-out cells.
        let visible = CGRect(x: 0, y: contentOffset.y, width: width, height: bounds.height)
        // Cells between the table's cell insets (an inset grouped table's margins), as the
        // table layer places them.
        let insets = settings.cellInsets(tableWidth: Double(width))
        let cellWidth = max(0, width - CGFloat(insets.left + insets.right))
        for (section, frames) in rowFrames.enumerated() {
            for (row, frame) in frames.enumerated() where frame.intersects(visible) {
                let indexPath = IndexPath(row: row, section: section)
                let cell: UITableViewCell
                if let index = kept.firstIndex(where: { $0.0 == indexPath }) {
                    cell = kept[index].1
                    keptUsed.insert(index)
                } else {
                    cell = dataSource.tableView(self, cellForRowAt: indexPath)
                }
                cell.tableWidth = width
                cell.tableSettings = settings
                cell.frame = CGRect(x: CGFloat(insets.left), y: frame.minY - contentOffset.y, width: cellWidth, height: max(0, frame.height - CGFloat(settings.separatorHeight)))
                if cell.isSelected != selectedRows.contains(indexPath) { cell.setSelected(selectedRows.contains(indexPath), animated: false) }
                addSubview(cell)
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                cell.performLayout()
                laidOutCells.append((indexPath, cell))
            }
        }
        for (index, entry) in kept.enumerated() where !keptUsed.contains(index) {
            entry.1.removeFromSuperview()
            delegate?.tableView(self, didEndDisplaying: entry.1, forRowAt: entry.0)
            enqueue(entry.1)
        }
        needsReload = false
        needsLayout = false
    }

    /// The table's background, its visible cells and their separators, drawn as a table
    /// draws them.
    func drawTable(into context: CGContext) {
        let settings = tableSettings
        let canvas = context.canvas.snapping(to: settings.scale)
        if let background = backgroundColor?.resolved(traitCollection) {
            canvas.addRect(Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)))
            canvas.fillPath(background)
        }
        // The table's header and footer views, at their frames (their heights are theirs, as
        // in UIKit).
        for view in [tableHeaderView, tableFooterView].compactMap({ $0 }) where view.frame.height > 0 {
            view.layoutIfNeeded()
            context.saveGState()
            context.translateBy(x: view.frame.minX, y: view.frame.minY - contentOffset.y)
            HierarchyRenderer.draw(view, into: context)
            context.restoreGState()
        }
        drawSupplements(into: context)
        let separator = (separatorColor ?? .separator).resolved(traitCollection)
        // A cell without a background of its own has its table's: white (dark: black) in a
        // plain table, secondarySystemGroupedBackground in a grouped one (`TableChrome`).
        let chrome = TableChrome(settings)
        for (indexPath, cell) in laidOutCells {
            canvas.save()
            canvas.translate(Double(cell.frame.minX), Double(cell.frame.minY))
            // The cell draws its accessory as part of itself (`UITableViewCell.drawAccessory`).
            HierarchyRenderer.draw(cell, into: context, cellBackground: chrome.cellBackground, chrome: chrome)
            canvas.restore()
            // The table layer's separator (grouped, inset grouped and right-to-left cases), in
            // the cell's own inset and the table's colour.
            canvas.save()
            canvas.translate(0, Double(cell.frame.minY))
            RowPainter.drawSeparator(
                settings: settings, color: separator, inset: cell.resolvedSeparatorInset(settings: settings),
                rowHeight: Double(cell.frame.height + separatorHeight), width: Double(bounds.width),
                firstInSection: indexPath.row == 0, lastInSection: indexPath.row == numberOfRows(inSection: indexPath.section) - 1, on: canvas)
            canvas.restore()
        }
        drawExtraSeparators(settings: settings, color: separator, on: canvas)
    }

    /// Below a plain table's last row, the separators of the rows that are not there, as the
    /// table layer spaces them (`TableSettings.extraSeparatorSpacing`: this table's fixed
    /// `rowHeight`, else its last row's height). A table footer view, even an empty one, ends
    /// them (the usual `tableFooterView = UIView()` idiom).
    private func drawExtraSeparators(settings: TableSettings, color: Color, on canvas: CairoCanvas) {
        guard tableFooterView == nil else { return }
        var spacing = settings
        if rowHeight > 0 { spacing.rowHeight = .fixed(Double(rowHeight)) }
        RowPainter.drawExtraSeparators(
            settings: spacing, color: color, inset: Double(separatorInset.left), width: Double(bounds.width),
            lastRowHeight: rowFrames.last(where: { !$0.isEmpty })?.last.map { Double($0.height) },
            from: Double(contentSize.height - contentOffset.y), to: Double(bounds.height), on: canvas)
    }

    /// Section headers and footers in the bounds: a delegate's views, or titles drawn by the
    /// table layer's painter.
    private func drawSupplements(into context: CGContext) {
        guard let measurer = HierarchyLayout.measurer else { return }
        let visible = CGRect(x: 0, y: contentOffset.y, width: bounds.width, height: bounds.height)
        for (section, supplement) in supplements.enumerated() {
            for kind in [TableItemKind.header, .footer] {
                let frame = kind == .header ? headerFrames[section] : footerFrames[section]
                guard frame.height > 0, frame.intersects(visible) else { continue }
                let top = Double(frame.minY - contentOffset.y)
                if let view = kind == .header ? supplement.headerView : supplement.footerView {
                    view.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
                    view.layoutIfNeeded()
                    context.saveGState()
                    context.translateBy(x: 0, y: CGFloat(top))
                    HierarchyRenderer.draw(view, into: context)
                    context.restoreGState()
                    continue
                }
                let content = titleContent(kind == .header ? supplement.header : supplement.footer, kind: kind)
                guard let row = content.supplement(kind, of: 0), let template = content.template(named: row.template) else { continue }
                let layouter = TableLayouter(content, measurer: measurer, reportsAmbiguity: false)
                let painter = RowPainter(settings: content.settings, measurer: measurer)
                do {
                    let laidOut = try layouter.layout(row, at: RowIndexPath(row: 0, section: 0), y: 0, kind: kind)
                    try painter.paint(laidOut, content: row, template: template, width: Double(bounds.width), top: top,
                                      on: context.canvas.snapping(to: Double(traitCollection.displayScale)))
                } catch {
                    UIKitDiagnostics.report("drawing a section \(kind): \(error)")
                }
            }
        }
    }
}
