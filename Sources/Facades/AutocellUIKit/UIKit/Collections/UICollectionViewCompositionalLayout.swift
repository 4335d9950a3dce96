import Foundation
import AutocellLayout
import AutocellText
import AutocellDrawing

// The compositional layout's vocabulary (iOS 13+), as Apple's documentation of
// `UICollectionViewCompositionalLayout` and "Implementing Modern Collection Views" describe it:
// items in groups in sections; sizes absolute, estimated (the cell sizes itself on that axis)
// or a fraction of the container's (an item's container is its group, a group's the section's
// content area); content insets applied to an item after it is sized. How Autocell places them
// is `CompositionalPlacement`.

/// `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size` (an estimate is its value until the cell is fitted).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * size.width
        case .fractionalHeight: dimension * size.height
        case .absolute, .estimated: dimension
        }
    }
}

/// `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

/// `NSCollectionLayoutSpacing`: fixed, or flexible (at least the value; the rest of the
/// group's length shared between the gaps).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(flexibleSpacing, flexible: true) }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// `NSCollectionLayoutItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Applied after the item is sized: the cell's frame is the item's inset by these.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// `NSCollectionLayoutGroup`: subitems in a horizontal or vertical line, repeated while they
/// fit (or `count` of one subitem, sharing the group's length), `interItemSpacing` apart.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed number of one subitem (`count:`), nil for the subitems repeated while they fit.
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

/// `NSRectAlignment`: where a boundary supplementary item sits (top and bottom are laid out).
public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

/// `NSCollectionLayoutSupplementaryItem`: a view attached to an item or a section; the
/// boundary items below are the ones Autocell places (`zIndex` is kept: views are drawn in the
/// layout's order).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open var zIndex = 0 { didSet { if zIndex != 0 { UIKitGap.layoutAttributesLooks.note() } } }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section header (`.top`) or footer
/// (`.bottom`) of a kind, the section's content width unless it ignores the content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    /// `pinToVisibleBounds`: said, not applied (the item stays where its section puts it, which
    /// is where UIKit pins it while the section's edge is on screen: a first screen at rest).
    open var pinToVisibleBounds = false { didSet { if pinToVisibleBounds { UIKitGap.pinnedSupplementaries.note() } } }
    open var extendsBoundary = true { didSet { if !extendsBoundary { UIKitGap.supplementaryPlacement.note() } } }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: a section that scrolls across; its
/// groups are laid out side by side and drawn as their first screen (content offset 0).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `NSCollectionLayoutSection`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none {
        didSet { if orthogonalScrollingBehavior != .none && orthogonalScrollingBehavior != .continuous { UIKitGap.orthogonalPaging.note() } }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var supplementariesFollowContentInsets = true
    /// A list section's configuration (`list(using:layoutEnvironment:)`), nil for others.
    var list: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// `list(using:layoutEnvironment:)`: one full-width, self-sizing item per row (estimated
    /// 44 pt), inset by the layout margins in the inset-grouped appearance, with the
    /// appearance's separators and spacing (see `CompositionalPlacement`).
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.list = configuration
        if configuration.headerMode == .firstItemInSection || configuration.headerTopPadding != nil { UIKitGap.listHeaderMode.note() }
        if configuration.appearance == .sidebar || configuration.appearance == .sidebarPlain { UIKitGap.listSidebar.note() }
        return section
    }
}

/// `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The environment a section provider is given: the collection view's size and traits.
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    init(size: CGSize, traits: UITraitCollection) {
        contentSize = size
        traitCollection = traits
        super.init()
    }
    var container: NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var interSectionSpacing: CGFloat = 0
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public override init() { super.init() }
}

/// `UICollectionLayoutListConfiguration`: a list section's appearance.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// `UICollectionLayoutListConfiguration.HeaderMode` and `FooterMode`.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    public var headerTopPadding: CGFloat?
    public var backgroundColor: UIColor?

    public init(appearance: Appearance) { self.appearance = appearance }
}

/// `UICollectionViewCompositionalLayout`: sections from one section or a provider per section.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    let provider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// `UICollectionViewCompositionalLayout.list(using:)`: every section a list section.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
    }
}
