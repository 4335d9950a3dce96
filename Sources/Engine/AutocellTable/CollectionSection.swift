import AutocellLayout
import AutocellText
import AutocellDrawing

// A compositional layout's sections as values (iOS 13+, Apple's documentation of
// `UICollectionViewCompositionalLayout` and "Implementing Modern Collection Views"): items in
// groups in sections; sizes absolute, estimated (the cell sizes itself on that axis) or a
// fraction of the container's (an item's container is its group, a group's the section's
// content area); content insets applied to an item after it is sized. Both front ends build
// these: the UIKit layer from its `NSCollectionLayout…` objects, fixtures from `collection:`;
// `CompositionalPlacement` places them.

/// `NSCollectionLayoutDimension`.
public enum CollectionDimension: Hashable, Sendable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)

    /// The length in a container of `size` (an estimate is its value until the cell is fitted).
    public func resolved(in size: Size) -> Double {
        switch self {
        case .fractionalWidth(let fraction): fraction * size.width
        case .fractionalHeight(let fraction): fraction * size.height
        case .absolute(let length), .estimated(let length): length
        }
    }

    public var value: Double {
        switch self {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value): value
        }
    }

    public var isEstimated: Bool { if case .estimated = self { true } else { false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = self { true } else { false } }
}

/// `NSCollectionLayoutSize`.
public struct CollectionItemSize: Hashable, Sendable {
    public var width: CollectionDimension
    public var height: CollectionDimension

    public init(width: CollectionDimension, height: CollectionDimension) {
        self.width = width
        self.height = height
    }
}

/// `NSCollectionLayoutItem`, or an `NSCollectionLayoutGroup` when `group` is set.
public struct CollectionLayoutItem: Sendable {
    /// `NSCollectionLayoutGroup`: subitems in a line, repeated while they fit (or `count` of
    /// the first, sharing the group's length), `spacing` apart.
    public struct Group: Sendable {
        public enum Axis: Sendable { case horizontal, vertical }
        public var axis: Axis
        public var subitems: [CollectionLayoutItem]
        public var count: Int?
        /// `interItemSpacing`: fixed, or flexible (at least the value; the rest of a horizontal
        /// group's width shared between the gaps).
        public var spacing: Double?
        public var flexibleSpacing = false

        public init(axis: Axis, subitems: [CollectionLayoutItem], count: Int? = nil, spacing: Double? = nil, flexibleSpacing: Bool = false) {
            self.axis = axis
            self.subitems = subitems
            self.count = count
            self.spacing = spacing
            self.flexibleSpacing = flexibleSpacing
        }
    }

    public var size: CollectionItemSize
    /// `NSDirectionalEdgeInsets`, leading as left (compositional layouts are placed left to right).
    public var contentInsets = EdgeInsets()
    public var group: Group?

    public init(size: CollectionItemSize, contentInsets: EdgeInsets = EdgeInsets(), group: Group? = nil) {
        self.size = size
        self.contentInsets = contentInsets
        self.group = group
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem` (a section's header or footer).
public struct CollectionBoundaryItem: Sendable {
    /// `NSRectAlignment`, as far as Autocell places it: above or below the section.
    public enum Edge: Sendable { case top, bottom, other }
    public var size: CollectionItemSize
    public var elementKind: String
    public var edge: Edge

    public init(size: CollectionItemSize, elementKind: String, edge: Edge) {
        self.size = size
        self.elementKind = elementKind
        self.edge = edge
    }
}

/// `UICollectionLayoutListConfiguration`, what placement needs of it.
public struct CollectionListStyle: Hashable, Sendable {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Hashable, Sendable, CaseIterable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public var appearance: Appearance
    public var showsSeparators = true
    /// `headerMode == .supplementary`, `footerMode == .supplementary`.
    public var supplementaryHeader = false
    public var supplementaryFooter = false

    public init(appearance: Appearance, showsSeparators: Bool = true, supplementaryHeader: Bool = false, supplementaryFooter: Bool = false) {
        self.appearance = appearance
        self.showsSeparators = showsSeparators
        self.supplementaryHeader = supplementaryHeader
        self.supplementaryFooter = supplementaryFooter
    }

    public var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

/// `NSCollectionLayoutSection`.
public struct CollectionSection: Sendable {
    public var group: CollectionLayoutItem
    public var contentInsets = EdgeInsets()
    public var interGroupSpacing = 0.0
    /// `orthogonalScrollingBehavior != .none`: groups side by side, drawn as the first screen.
    public var scrollsOrthogonally = false
    public var boundaryItems: [CollectionBoundaryItem] = []
    public var supplementariesFollowContentInsets = true
    /// A list section's style (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
    public var list: CollectionListStyle?

    public init(group: CollectionLayoutItem) { self.group = group }

    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: one full-width item per row,
    /// self-sizing from an estimate of 44 pt.
    public static func list(_ style: CollectionListStyle) -> CollectionSection {
        let size = CollectionItemSize(width: .fractionalWidth(1), height: .estimated(44))
        var section = CollectionSection(group: CollectionLayoutItem(size: size, group: .init(axis: .vertical, subitems: [CollectionLayoutItem(size: size)])))
        section.list = style
        return section
    }

    /// A section header (`UICollectionView.elementKindSectionHeader`).
    public static let headerKind = "UICollectionElementKindSectionHeader"
    public static let footerKind = "UICollectionElementKindSectionFooter"
}
