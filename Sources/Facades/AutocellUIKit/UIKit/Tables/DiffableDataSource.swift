import Foundation

/// `NSDiffableDataSourceSnapshot`: sections and their items by identifier, in order. As in
/// UIKit, identifiers are unique: appending one that is there already is a programming error
/// (UIKit raises; here it is reported and the duplicate left out).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// Items reloaded or reconfigured since the snapshot was made (kept for `reloadedItemIdentifiers`).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + (items[$1]?.count ?? 0) } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items[identifier] ?? [] }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { items[$0]?.contains(identifier) == true }
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard !sections.contains(identifier) else {
                UIKitDiagnostics.report("NSDiffableDataSourceSnapshot: section identifier \(identifier) is there already; identifiers must be unique")
                continue
            }
            sections.append(identifier)
        }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = sections.firstIndex(of: toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.filter { !sections.contains($0) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = sections.firstIndex(of: toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.filter { !sections.contains($0) }, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { items[identifier] = nil }
        sections.removeAll { identifiers.contains($0) }
    }

    /// `appendItems(_:toSection:)`: to the last section when none is named.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            UIKitDiagnostics.report("NSDiffableDataSourceSnapshot: there are no sections to append items to")
            return
        }
        var existing = Set(itemIdentifiers)
        for identifier in identifiers {
            guard existing.insert(identifier).inserted else {
                UIKitDiagnostics.report("NSDiffableDataSourceSnapshot: item identifier \(identifier) is there already; identifiers must be unique")
                continue
            }
            items[section, default: []].append(identifier)
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let section = sectionIdentifier(containingItem: beforeIdentifier), let index = items[section]?.firstIndex(of: beforeIdentifier) else { return }
        items[section]?.insert(contentsOf: identifiers, at: index)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let section = sectionIdentifier(containingItem: afterIdentifier), let index = items[section]?.firstIndex(of: afterIdentifier) else { return }
        items[section]?.insert(contentsOf: identifiers, at: index + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for section in sections { items[section]?.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []
        items = [:]
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier else { return }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier else { return }
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

    /// The identifier of the section at `index`, nil past the end.
    func section(at index: Int) -> SectionIdentifierType? { index >= 0 && index < sections.count ? sections[index] : nil }
    /// The number of items of the section at `index` (0 past the end).
    func numberOfItems(inSectionAt index: Int) -> Int { section(at: index).map { numberOfItems(inSection: $0) } ?? 0 }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < sections.count, let list = items[sections[indexPath.section]],
            indexPath.item >= 0, indexPath.item < list.count
        else { return nil }
        return list[indexPath.item]
    }

    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, sectionIdentifier) in sections.enumerated() {
            if let item = items[sectionIdentifier]?.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }
}

/// `UICollectionViewDiffableDataSource`: a collection view's data source from snapshots; it
/// sets itself as the collection view's `dataSource` (held weakly there, as in UIKit: keep it).
/// `apply` lays the new snapshot out at once; there is nothing to animate headless.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; a provider that returns nil is a programming error in UIKit,
    /// reported here, with an empty cell drawn in its place.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        UIKitDiagnostics.report("UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath); an empty cell is drawn")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UIKitDiagnostics.report("UICollectionViewDiffableDataSource: no supplementary view of kind '\(kind)' for \(indexPath) (set supplementaryViewProvider)")
        return UICollectionReusableView(frame: .zero)
    }
}

/// `UITableViewDiffableDataSource`: a table's data source from snapshots, as the collection
/// view's. Section titles come from a subclass's `tableView(_:titleForHeaderInSection:)`.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        UIKitDiagnostics.report("UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath); an empty cell is drawn")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

extension UITableView {
    /// `UITableView.RowAnimation`, with UIKit's raw values (nothing animates headless).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
}

extension UICollectionView {
    /// `UICollectionView.CellRegistration`: a cell class and the handler that configures it for
    /// an item; `dequeueConfiguredReusableCell(using:for:item:)` registers it on first use.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier = "CellRegistration-" + UUID().uuidString
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// `UICollectionView.SupplementaryRegistration`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let identifier = "SupplementaryRegistration-" + UUID().uuidString
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            UIKitDiagnostics.report("a cell registration made a \(type(of: dequeued)), not a \(Cell.self)")
            // `makeRegistered` allocates the class object it is called on: a `Cell`.
            return unsafeDowncast(Cell.makeRegistered(frame: dequeued.frame), to: Cell.self)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? unsafeDowncast(Supplementary.makeRegistered(frame: dequeued.frame), to: Supplementary.self)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
