import AutocellLayout
import AutocellText
import AutocellDrawing

/// A collection view's layout, as a fixture's `collection:` gives it: a flow layout
/// (`UICollectionViewFlowLayout`'s properties), a list (`UICollectionViewCompositionalLayout.list(using:)`
/// with a `UICollectionLayoutListConfiguration`), or a grid (a compositional layout whose
/// sections hold a horizontal group of `columns` items, Apple's "Implementing Modern
/// Collection Views" grid). Laid out by `CollectionLayouter`.
public struct CollectionSettings: Hashable, Sendable {
    public enum Layout: String, Hashable, Sendable, CaseIterable { case flow, list, grid }
    /// `UICollectionViewFlowLayout.estimatedItemSize`: `automaticSize`, or an estimate.
    public enum Estimate: Hashable, Sendable {
        case automatic
        case size(Size)
    }

    public var layout: Layout

    // MARK: Flow (Apple's defaults: 50 × 50 items, 10 pt spacings)
    public var itemSize = Size(width: 50, height: 50)
    public var estimatedItemSize: Estimate?
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var sectionInset = EdgeInsets()
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?

    // MARK: List
    public var listAppearance = CollectionListStyle.Appearance.plain
    public var showsSeparators = true

    // MARK: Grid
    public var columns = 2
    /// The group's height: absolute, estimated (self-sizing items), or a fraction of the
    /// section's content width (items `fractionalHeight(1)` of it: square cells at `1/columns`).
    public var itemHeight = CollectionDimension.estimated(44)
    public var interItemSpacing = 0.0
    public var interGroupSpacing = 0.0
    /// Leading as left, trailing as right.
    public var contentInsets = EdgeInsets()

    /// `UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing` (list and grid).
    public var interSectionSpacing = 0.0

    public init(layout: Layout) { self.layout = layout }

    /// A list in the grouped or inset-grouped appearance: a grouped table's background, titles and spacing.
    public var isGroupedList: Bool { layout == .list && CollectionListStyle(appearance: listAppearance).isGrouped }

    /// A list or grid section as the compositional layout places it, with boundary views for
    /// the header and footer the section has.
    public func section(hasHeader: Bool, hasFooter: Bool) -> CollectionSection {
        switch layout {
        case .list, .flow:
            return .list(CollectionListStyle(
                appearance: listAppearance, showsSeparators: showsSeparators, supplementaryHeader: hasHeader, supplementaryFooter: hasFooter))
        case .grid:
            let fraction = 1 / Double(max(1, columns))
            let itemHeight: CollectionDimension, groupHeight: CollectionDimension
            switch self.itemHeight {
            case .fractionalWidth(let share): (itemHeight, groupHeight) = (.fractionalHeight(1), .fractionalWidth(share))
            default: (itemHeight, groupHeight) = (self.itemHeight, self.itemHeight)
            }
            let item = CollectionLayoutItem(size: CollectionItemSize(width: .fractionalWidth(fraction), height: itemHeight))
            let group = CollectionLayoutItem(
                size: CollectionItemSize(width: .fractionalWidth(1), height: groupHeight),
                group: .init(axis: .horizontal, subitems: [item], count: max(1, columns), spacing: interItemSpacing))
            var section = CollectionSection(group: group)
            section.contentInsets = contentInsets
            section.interGroupSpacing = interGroupSpacing
            let boundary = CollectionItemSize(width: .fractionalWidth(1), height: .estimated(44))
            if hasHeader { section.boundaryItems.append(CollectionBoundaryItem(size: boundary, elementKind: CollectionSection.headerKind, edge: .top)) }
            if hasFooter { section.boundaryItems.append(CollectionBoundaryItem(size: boundary, elementKind: CollectionSection.footerKind, edge: .bottom)) }
            return section
        }
    }

    /// The layout margins a cell's contentView has: a list cell's are a table cell's
    /// (`CellMargins`, as `UICollectionViewListCell` takes them from the list); any other
    /// collection view cell's contentView has a view's default 8 pt (`UIView.layoutMargins`).
    public func cellEnvironment(width: Double, settings: TableSettings) -> CellEnvironment {
        if layout == .list { return CellMargins.environment(width: width, settings: settings) }
        return CellEnvironment(layoutMargins: .all(LayoutGuide.defaultMargin), layoutDirection: settings.layoutDirection)
    }
}
