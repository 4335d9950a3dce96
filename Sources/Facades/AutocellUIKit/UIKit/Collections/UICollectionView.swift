import AutocellLayout
import AutocellRender
import AutocellTable
import AutocellText
import AutocellDrawing

/// `UICollectionViewDataSource`: the items and their cells (sections and supplementary views
/// optional, with UIKit's defaults).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIKitDiagnostics.report("the flow layout asks for a '\(kind)' view but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
        return UICollectionReusableView()
    }
}

/// `UICollectionViewDelegate` (nothing Autocell calls) and `UICollectionViewDelegateFlowLayout`:
/// per-item sizes and per-section insets, spacings and header/footer sizes, defaulting to the
/// flow layout's properties.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {}

@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout { layout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout() }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        flow(collectionViewLayout).itemSize
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        flow(collectionViewLayout).sectionInset
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout).minimumLineSpacing }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout).minimumInteritemSpacing }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { flow(collectionViewLayout).headerReferenceSize }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { flow(collectionViewLayout).footerReferenceSize }
}

/// `UICollectionView` with a vertical `UICollectionViewFlowLayout`: asks its data source for
/// every item, sizes self-sizing items (`estimatedItemSize` set) by their cells'
/// `preferredLayoutAttributesFitting(_:)`, reuses cells and supplementary views per reuse
/// identifier, and lays out the items its bounds show at its content offset.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            setNeedsLayout()
        }
    }
    public weak var dataSource: UICollectionViewDataSource? { didSet { needsCellReload = true } }
    public weak var delegate: UICollectionViewDelegate?

    /// Registered classes and views given back, by kind and reuse identifier (cells are of
    /// kind `UICollectionElementKindCell`, as UIKit's messages name them).
    private enum Registration { case viewClass(UICollectionReusableView.Type), nib(UINib) }
    private var registered: [String: Registration] = [:]
    private var pool: [String: [UICollectionReusableView]] = [:]
    private static let cellKind = "UICollectionElementKindCell"
    private var shownCells: [(IndexPath, UICollectionViewCell)] = []
    private var shownSupplements: [(kind: String, indexPath: IndexPath, view: UICollectionReusableView)] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[Self.cellKind + "/" + identifier] = (cellClass as? UICollectionViewCell.Type).map(Registration.viewClass)
    }

    /// `register(_:forCellWithReuseIdentifier:)` with a nib: dequeued cells are the nib's
    /// `<collectionViewCell>`.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registered[Self.cellKind + "/" + identifier] = nib.map(Registration.nib)
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registered[kind + "/" + identifier] = nib.map(Registration.nib)
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registered[elementKind + "/" + identifier] = (viewClass as? UICollectionReusableView.Type).map(Registration.viewClass)
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = dequeue(kind: Self.cellKind, identifier: identifier) as? UICollectionViewCell else {
            preconditionFailure("could not dequeue a view of kind: \(Self.cellKind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        // UIKit hands a dequeued cell its item's layout attributes before the data source
        // configures it (Apple's documentation of `dequeueReusableCell(withReuseIdentifier:for:)`
        // and `apply(_:)`): a cell dequeued outside a layout pass, as a test calls
        // `collectionView(_:cellForItemAt:)` itself, already has its item's size.
        if let size = itemSize(at: indexPath), size.width > 0, size.height > 0 {
            cell.frame = CGRect(origin: cell.frame.origin, size: size)
        }
        return cell
    }

    /// The size the layout gives the item: its attributes once laid out, else a flow layout's
    /// size for it (the delegate's `sizeForItemAt`, else `itemSize`; a self-sizing flow's items
    /// are sized when laid out).
    private func itemSize(at indexPath: IndexPath) -> CGSize? {
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { return attributes.size }
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.estimatedItemSize == .zero else { return nil }
        return (delegate as? UICollectionViewDelegateFlowLayout)?.collectionView(self, layout: flow, sizeForItemAt: indexPath) ?? flow.itemSize
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(kind: elementKind, identifier: identifier)
    }

    /// A view no item shows, or a new one of the registered class. As on iOS, an identifier
    /// with nothing registered is a programming error: it stops with UIKit's message.
    private func dequeue(kind: String, identifier: String) -> UICollectionReusableView {
        let key = kind + "/" + identifier
        if var views = pool[key], let view = views.popLast() {
            pool[key] = views
            view.prepareForReuse()
            view.collectionWidth = bounds.width
            view.traitHost = self
            return view
        }
        let view: UICollectionReusableView
        switch registered[key] {
        case nil:
            preconditionFailure("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier")
        case .viewClass(let type)?:
            view = type.makeRegistered(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        case .nib(let nib)?:
            let loaded = nib.instantiate(withOwner: nil).first as? UICollectionReusableView
            if let loaded, kind != Self.cellKind || loaded is UICollectionViewCell {
                view = loaded
            } else {
                // UIKit raises here (its words); Autocell says so and shows an empty view.
                UIKitDiagnostics.report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kind == Self.cellKind ? "UICollectionViewCell" : "UICollectionReusableView") instance")
                view = kind == Self.cellKind ? UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) : UICollectionReusableView(frame: .zero)
            }
        }
        view.reuseIdentifier = identifier
        view.poolKey = key
        view.collectionWidth = bounds.width
        view.traitHost = self
        return view
    }

    /// Gives a view back to the pool it came from.
    private func enqueue(_ view: UICollectionReusableView) {
        if let key = view.poolKey { pool[key, default: []].append(view) }
    }

    open func reloadData() {
        needsCellReload = true
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Whether the next layout asks the data source for every visible item again (a reload,
    /// an update, a new data source), rather than keeping the cells on screen.
    private var needsCellReload = true

    // MARK: Updates, selection, scrolling

    /// `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`, `moveItem(at:to:)`, the
    /// sections' forms and `performBatchUpdates(_:completion:)`: the collection view asks its
    /// data source again and lays out at once (nothing animates headless), its counts checked
    /// against the changes as UIKit checks them (`BatchUpdateCheck`).
    open func insertItems(at indexPaths: [IndexPath]) { update { $0.inserted += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { update { $0.deleted += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { update { _ in } }
    open func reconfigureItems(at indexPaths: [IndexPath]) { update { _ in } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update {
            $0.deleted.append(indexPath)
            $0.inserted.append(newIndexPath)
        }
    }
    open func insertSections(_ sections: IndexSet) { update { $0.sectionsInserted.formUnion(sections) } }
    open func deleteSections(_ sections: IndexSet) { update { $0.sectionsDeleted.formUnion(sections) } }
    open func reloadSections(_ sections: IndexSet) { update { _ in } }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batchDepth == 0 { pendingChanges = BatchUpdateCheck() }
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { commitUpdates() }
        completion?(true)
    }

    private var pendingChanges = BatchUpdateCheck()
    private var batchDepth = 0

    private func update(_ change: (inout BatchUpdateCheck) -> Void) {
        if batchDepth == 0 { pendingChanges = BatchUpdateCheck() }
        change(&pendingChanges)
        if batchDepth == 0 { commitUpdates() }
    }

    private func commitUpdates() {
        let changes = pendingChanges
        pendingChanges = BatchUpdateCheck()
        if let dataSource, !collectionViewLayout.attributes.isEmpty,
           let message = changes.mismatch(
               oldCounts: collectionViewLayout.attributes.map(\.count), newSections: max(0, dataSource.numberOfSections(in: self)),
               newCount: { dataSource.collectionView(self, numberOfItemsInSection: $0) }, noun: "items", container: "collection view") {
            UIKitDiagnostics.report(message + " UIKit stops here; Autocell lays the data source's items out.")
        }
        reloadData()
    }

    /// `UICollectionView.ScrollPosition`, with UIKit's raw values.
    public struct ScrollPosition: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    private var selectedItems: [IndexPath] = []
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// `selectItem(at:animated:scrollPosition:)`: the item's cell is selected (it draws its
    /// `selectedBackgroundView` and updates its configuration).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: false) }
            return
        }
        if !allowsMultipleSelection { for item in selectedItems where item != indexPath { deselectItem(at: item, animated: false) } }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// `scrollToItem(at:at:animated:)`: the content offset that puts the item at the position
    /// given on each axis, within the content, then laid out.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        // Within the part of the bounds the content shows in (inside the adjusted inset).
        let inset = adjustedContentInset
        let height = bounds.height - inset.top - inset.bottom, width = bounds.width - inset.left - inset.right
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - height / 2 - inset.top }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - height - inset.top }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - width / 2 - inset.left }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - width - inset.left }
        offset.x = max(-inset.left, min(offset.x, max(-inset.left, contentSize.width + inset.right - bounds.width)))
        offset.y = max(-inset.top, min(offset.y, max(-inset.top, contentSize.height + inset.bottom - bounds.height)))
        contentOffset = offset
        setNeedsLayout()
        layoutIfNeeded()
    }

    open var numberOfSections: Int { collectionViewLayout.attributes.count }
    open func numberOfItems(inSection section: Int) -> Int {
        section < collectionViewLayout.attributes.count ? collectionViewLayout.attributes[section].count : 0
    }
    open var visibleCells: [UICollectionViewCell] { shownCells.map(\.1) }
    open var indexPathsForVisibleItems: [IndexPath] { shownCells.map(\.0) }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells.first { $0.0 == indexPath }?.1 }
    /// `supplementaryView(forElementKind:at:)`: the supplementary view shown there; nil when none is.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownSupplements.first { $0.kind == elementKind && $0.indexPath == indexPath }?.view
    }
    /// `visibleSupplementaryViews(ofKind:)`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownSupplements.filter { $0.kind == elementKind }.map(\.view)
    }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Every item sized (self-sizing ones through a dequeued cell, given back at once), the
    /// flow laid out and the content size set, then the items in the bounds as cells.
    override var laysOutOwnSubviews: Bool { true }

    override func performLayout() {
        // The safe area added to the content inset (`contentInsetAdjustmentBehavior`), as a
        // table takes it: a collection view filling a screen starts below the status bar.
        updateAdjustedContentInset()
        // Until the data is reloaded, the items on screen keep their cells, as UIKit's collection
        // view asks its data source only for items that come into view.
        // So do the supplementary views: asking for them again in every pass configured them
        // again, invalidating their labels' sizes, and the layout never settled.
        let kept = needsCellReload ? [] : shownCells
        let keptSupplements = needsCellReload ? [] : shownSupplements
        let released: [UICollectionReusableView] = needsCellReload ? shownCells.map(\.1) + shownSupplements.map(\.view) : []
        for view in released {
            view.removeFromSuperview()
            enqueue(view)
        }
        var keptUsed = Set<Int>(), keptSupplementsUsed = Set<Int>()
        shownCells = []
        shownSupplements = []
        guard let dataSource else { return }
        let layout = collectionViewLayout
        layout.chrome = ([], [])
        if let compositional = layout as? UICollectionViewCompositionalLayout {
            layoutCompositional(compositional, dataSource: dataSource)
        } else {
            layoutFlow(dataSource: dataSource)
        }
        contentSize = layout.contentSize
        // What the bounds show at the content offset (an orthogonal section's first screen).
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        for attributes in layout.layoutAttributesForElements(in: visible) ?? [] {
            if attributes.zIndex != 0 { UIKitGap.layoutAttributesLooks.note() }
            let view: UICollectionReusableView
            if let kind = attributes.representedElementKind {
                let supplement: UICollectionReusableView
                if let index = keptSupplements.firstIndex(where: { $0.kind == kind && $0.indexPath == attributes.indexPath }) {
                    supplement = keptSupplements[index].view
                    keptSupplementsUsed.insert(index)
                } else {
                    supplement = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
                }
                shownSupplements.append((kind, attributes.indexPath, supplement))
                view = supplement
            } else {
                let cell: UICollectionViewCell
                if let index = kept.firstIndex(where: { $0.0 == attributes.indexPath }) {
                    cell = kept[index].1
                    keptUsed.insert(index)
                } else {
                    cell = dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
                }
                if cell.isSelected != selectedItems.contains(attributes.indexPath) { cell.isSelected = selectedItems.contains(attributes.indexPath) }
                shownCells.append((attributes.indexPath, cell))
                view = cell
            }
            view.frame = attributes.frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
            // UIKit sets a shown view's frame, alpha and hidden state from its layout attributes,
            // then hands it a copy of them (`apply(_:)`): an alpha set in cellForItemAt is
            // replaced, as on iOS.
            view.alpha = attributes.alpha
            view.isHidden = attributes.isHidden
            if let copy = attributes.copy(with: nil) as? UICollectionViewLayoutAttributes { view.apply(copy) }
            addSubview(view)
            view.performLayout()
        }
        for (index, entry) in kept.enumerated() where !keptUsed.contains(index) {
            entry.1.removeFromSuperview()
            enqueue(entry.1)
        }
        for (index, entry) in keptSupplements.enumerated() where !keptSupplementsUsed.contains(index) {
            entry.view.removeFromSuperview()
            enqueue(entry.view)
        }
        needsCellReload = false
        needsLayout = false
    }

    /// A compositional layout's sections placed (`CompositionalPlacement`), self-sizing items
    /// and supplementary views fitted through views dequeued from the data source.
    private func layoutCompositional(_ layout: UICollectionViewCompositionalLayout, dataSource: UICollectionViewDataSource) {
        layout.prepare()
        if !layout.configuration.boundarySupplementaryItems.isEmpty { UIKitGap.layoutBoundaryItems.note() }
        if layout.configuration.scrollDirection == .horizontal {
            UIKitGap.horizontalCompositional.note()
        }
        let counts = (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        let placement = CompositionalLayoutPlacement(width: bounds.width, traits: traitCollection) { kind, indexPath, width, estimate in
            self.fittedSize(kind: kind, at: indexPath, width: width, estimate: estimate)
        }
        let placed = placement.place(layout, itemCounts: counts, separatorHeight: 1 / traitCollection.displayScale)
        layout.attributes = placed.items.enumerated().map { section, frames in
            frames.enumerated().map { item, frame in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                return attributes
            }
        }
        layout.supplementaryAttributes = placed.supplements.mapValues { frames in
            frames.enumerated().map { _, frame in frame }
        }.reduce(into: [:]) { result, entry in
            result[entry.key] = entry.value.enumerated().map { section, frame in
                frame.map {
                    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: entry.key, with: IndexPath(item: 0, section: section))
                    attributes.frame = $0
                    return attributes
                }
            }
        }
        layout.chrome = (placed.separators, placed.sectionShapes)
        layout.contentSize = CGSize(width: bounds.width, height: placed.height)
    }

    /// A self-sizing item's or supplementary view's size: the view dequeued from the data
    /// source, given the estimate, fitted at `width` (both axes when nil), given back.
    private func fittedSize(kind: String?, at indexPath: IndexPath, width: CGFloat?, estimate: CGSize) -> CGSize {
        guard let dataSource else { return estimate }
        let view: UICollectionReusableView =
            if let kind { dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) }
            else { dataSource.collectionView(self, cellForItemAt: indexPath) }
        let proposed = kind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        proposed.frame = CGRect(origin: .zero, size: CGSize(width: width ?? estimate.width, height: estimate.height))
        proposed.fixedWidth = width != nil
        let fitted = view.preferredLayoutAttributesFitting(proposed).size
        enqueue(view)
        let grid = PixelGrid(scale: Double(traitCollection.displayScale))
        func up(_ value: CGFloat) -> CGFloat { CGFloat(grid.ceilToViewScale(Double(value))) }
        return CGSize(width: width ?? up(fitted.width), height: up(fitted.height))
    }

    /// A flow layout's sections: items sized (by the delegate, the layout, or their cells),
    /// placed in lines (`UICollectionViewFlowLayout.frames`).
    private func layoutFlow(dataSource: UICollectionViewDataSource) {
        let layout = collectionViewLayout
        let flow = layout as? UICollectionViewFlowLayout ?? {
            UIKitGap.customCollectionLayout.note()
            return UICollectionViewFlowLayout()
        }()
        // A horizontal flow fills columns top to bottom, then the next column to the right
        // (Apple's "Using the Flow Layout"): the vertical flow with the axes swapped.
        let horizontal = flow.scrollDirection == .horizontal
        func across(_ size: CGSize) -> CGSize { horizontal ? CGSize(width: size.height, height: size.width) : size }
        func across(_ inset: UIEdgeInsets) -> UIEdgeInsets {
            horizontal ? UIEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom) : inset
        }
        func across(_ rect: CGRect) -> CGRect { horizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect }
        layout.prepare()
        let flowDelegate = delegate as? UICollectionViewDelegateFlowLayout
        let width = horizontal ? bounds.height : bounds.width
        var sizes: [[Size]] = [], metrics: [FlowPlacement.SectionMetrics] = []
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let inset = flowDelegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? flow.sectionInset
            let header = flowDelegate?.collectionView(self, layout: layout, referenceSizeForHeaderInSection: section) ?? flow.headerReferenceSize
            let footer = flowDelegate?.collectionView(self, layout: layout, referenceSizeForFooterInSection: section) ?? flow.footerReferenceSize
            let swapped = across(inset)
            metrics.append(FlowPlacement.SectionMetrics(
                inset: EdgeInsets(top: Double(swapped.top), left: Double(swapped.left), bottom: Double(swapped.bottom), right: Double(swapped.right)),
                lineSpacing: Double(flowDelegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section) ?? flow.minimumLineSpacing),
                interitemSpacing: Double(flowDelegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section)
                    ?? flow.minimumInteritemSpacing),
                header: Double(horizontal ? header.width : header.height),
                footer: Double(horizontal ? footer.width : footer.height)))
            var sectionSizes: [Size] = []
            for item in 0..<max(0, dataSource.collectionView(self, numberOfItemsInSection: section)) {
                let indexPath = IndexPath(item: item, section: section)
                var size = flowDelegate?.collectionView(self, layout: layout, sizeForItemAt: indexPath) ?? flow.itemSize
                if flow.estimatedItemSize != .zero { size = selfSizedItem(at: indexPath, estimated: flow.estimatedItemSize) }
                if horizontal, size.height > width - inset.top - inset.bottom {
                    UIKitDiagnostics.report(
                        "The behavior of the UICollectionViewFlowLayout is not defined because: the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.")
                } else if !horizontal, size.width > width - inset.left - inset.right {
                    UIKitDiagnostics.report(
                        "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.")
                }
                let swappedSize = across(size)
                sectionSizes.append(Size(width: Double(swappedSize.width), height: Double(swappedSize.height)))
            }
            sizes.append(sectionSizes)
        }
        let placed = FlowPlacement.frames(sizes: sizes, metrics: metrics, width: Double(width))
        layout.attributes = placed.items.enumerated().map { section, frames in
            frames.enumerated().map { item, frame in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = across(CGRect(frame))
                return attributes
            }
        }
        func supplementAttributes(_ frames: [Rect?], kind: String) -> [UICollectionViewLayoutAttributes?] {
            frames.enumerated().map { section, frame in
                frame.map {
                    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                    attributes.frame = across(CGRect($0))
                    return attributes
                }
            }
        }
        layout.supplementaryAttributes = [
            Self.elementKindSectionHeader: supplementAttributes(placed.headers, kind: Self.elementKindSectionHeader),
            Self.elementKindSectionFooter: supplementAttributes(placed.footers, kind: Self.elementKindSectionFooter),
        ]
        layout.contentSize = across(CGSize(width: width, height: CGFloat(placed.height)))
    }

    /// A self-sizing item: its cell given the estimated size and asked for its preferred
    /// attributes, then given back to the pool.
    private func selfSizedItem(at indexPath: IndexPath, estimated: CGSize) -> CGSize {
        guard let dataSource else { return estimated }
        // A cell configured only to be measured: what it invalidates asks for no further pass.
        let invalidations = UIView.intrinsicSizeInvalidations
        defer { UIView.intrinsicSizeInvalidations = invalidations }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        let automatic = estimated == UICollectionViewFlowLayout.automaticSize
        let proposed = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        proposed.frame = CGRect(origin: .zero, size: automatic ? CGSize(width: 50, height: 50) : estimated)
        let fitted = cell.preferredLayoutAttributesFitting(proposed).size
        enqueue(cell)
        // UIKit rounds the preferred size to the screen's pixels; its labels' sizes are whole
        // pixels already, Autocell's are not, so up (text a rounding would cut stays whole).
        let grid = PixelGrid(scale: Double(traitCollection.displayScale))
        return CGSize(width: CGFloat(grid.ceilToViewScale(Double(fitted.width))), height: CGFloat(grid.ceilToViewScale(Double(fitted.height))))
    }

    /// The collection view's background and the cells and supplementary views it shows.
    func drawCollection(into context: CGContext) {
        let canvas = context.canvas
        if let background = backgroundColor?.resolved(traitCollection) {
            canvas.addRect(Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)))
            canvas.fillPath(background)
        }
        let chrome = collectionViewLayout.chrome
        let offset = Double(contentOffset.y)
        for shape in chrome.sections {
            let rect = Rect(shape.rect.offsetBy(dx: 0, dy: -contentOffset.y))
            canvas.fill(rect, shape.color.resolved(traitCollection), radius: Double(shape.radius))
        }
        for view in shownSupplements.map(\.view) as [UIView] {
            canvas.save()
            canvas.translate(Double(view.frame.minX), Double(view.frame.minY))
            HierarchyRenderer.draw(view, into: context)
            canvas.restore()
        }
        for (indexPath, cell) in shownCells {
            canvas.save()
            // An inset-grouped list section's cells inside its rounded corners.
            if let shape = chrome.sections.first(where: { $0.section == indexPath.section && $0.radius > 0 }) {
                canvas.newPath()
                canvas.addPath(Rect(shape.rect.offsetBy(dx: 0, dy: -contentOffset.y)), radius: Double(shape.radius))
                canvas.clipToPath()
            }
            canvas.translate(Double(cell.frame.minX), Double(cell.frame.minY))
            HierarchyRenderer.draw(cell, into: context, cellBackground: chrome.sections.first { $0.section == indexPath.section }?.color.resolved(traitCollection))
            if let list = cell as? UICollectionViewListCell, list.tableAccessory != .none, let measurer = HierarchyLayout.measurer {
                AccessoryGlyph.draw(
                    list.tableAccessory, chrome: TableChrome(style: .plain, appearance: traitCollection.appearance), on: canvas, measurer: measurer,
                    cellWidth: Double(cell.bounds.width), trailingMargin: Double(cell.contentView.directionalLayoutMargins.trailing),
                    top: 0, height: Double(cell.bounds.height))
            }
            canvas.restore()
        }
        // List cells whose `separatorLayoutGuide` constraints placed: their separators start at
        // the guide's leading edge (Apple's documentation of `separatorLayoutGuide`).
        var guided: [IndexPath: UICollectionViewListCell] = [:]
        for (indexPath, cell) in shownCells {
            if let list = cell as? UICollectionViewListCell, list.placedSeparatorGuide?.solvedFrame != nil { guided[indexPath] = list }
        }
        for (separator, indexPath) in chrome.separators {
            var rect = separator
            if let cell = guided[indexPath], let guide = cell.placedSeparatorGuide?.solvedFrame?.offsetBy(dx: cell.contentView.frame.minX, dy: 0) {
                if cell.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                    rect = CGRect(x: cell.frame.minX, y: rect.minY, width: max(0, guide.maxX), height: rect.height)
                } else {
                    let leading = cell.frame.minX + min(max(0, guide.minX), cell.bounds.width)
                    rect = CGRect(x: leading, y: rect.minY, width: max(0, cell.frame.maxX - leading), height: rect.height)
                }
            }
            canvas.fill(Rect(x: Double(rect.minX), y: Double(rect.minY) - offset, width: Double(rect.width), height: Double(rect.height)),
                        UIColor.separator.resolved(traitCollection))
        }
    }
}
