import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import AutocellDrawing

/// A compositional layout's `NSCollectionLayout…` objects as the engine's values
/// (`AutocellTable.CompositionalPlacement` places them, for fixtures' `collection:` too), and
/// the placement's frames back as the layer's geometry.
@MainActor
struct CompositionalLayoutPlacement {
    /// Fits an item or supplementary view: its size at a fixed width (nil: width estimated too).
    typealias Fitter = (_ kind: String?, _ indexPath: IndexPath, _ width: CGFloat?, _ estimate: CGSize) -> CGSize

    struct Result {
        var items: [[CGRect]] = []
        var supplements: [String: [CGRect?]] = [:]
        var height: CGFloat = 0
        /// Hairlines between list rows (each under the item it names), and the rounded
        /// backgrounds of grouped list sections.
        var separators: [(rect: CGRect, indexPath: IndexPath)] = []
        var sectionShapes: [(section: Int, rect: CGRect, radius: CGFloat, color: UIColor)] = []
    }

    let width: CGFloat
    let traits: UITraitCollection
    let fit: Fitter

    func place(_ layout: UICollectionViewCompositionalLayout, itemCounts: [Int], separatorHeight: CGFloat) -> Result {
        let environment = LayoutEnvironment(size: CGSize(width: width, height: 0), traits: traits)
        let provided = itemCounts.indices.map { layout.provider($0, environment) }
        let placed = CompositionalPlacement(width: Double(width)).place(
            provided.map { $0.map(Self.value) }, itemCounts: itemCounts, interSectionSpacing: Double(layout.configuration.interSectionSpacing),
            separatorHeight: Double(separatorHeight)
        ) { kind, indexPath, width, estimate in
            let size = fit(kind, IndexPath(item: indexPath.row, section: indexPath.section), width.map { CGFloat($0) }, CGSize(width: estimate.width, height: estimate.height))
            return Size(width: Double(size.width), height: Double(size.height))
        }
        var result = Result()
        result.items = placed.items.map { $0.map(CGRect.init) }
        result.supplements = placed.supplements.mapValues { $0.map { $0.map(CGRect.init) } }
        result.height = CGFloat(placed.height)
        result.separators = zip(placed.separators, placed.separatorItems).map { rect, item in
            (CGRect(rect), IndexPath(item: item.item, section: item.section))
        }
        result.sectionShapes = placed.sectionShapes.map { shape in
            (shape.section, CGRect(shape.rect), CGFloat(shape.radius), provided[shape.section]?.list?.backgroundColor ?? .secondarySystemGroupedBackground)
        }
        return result
    }

    static func value(_ section: NSCollectionLayoutSection) -> CollectionSection {
        var value = CollectionSection(group: item(section.group))
        value.contentInsets = insets(section.contentInsets)
        value.interGroupSpacing = Double(section.interGroupSpacing)
        value.scrollsOrthogonally = section.orthogonalScrollingBehavior != .none
        value.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        value.boundaryItems = section.boundarySupplementaryItems.map { item in
            let edge: CollectionBoundaryItem.Edge =
                [.top, .topLeading, .topTrailing].contains(item.alignment) ? .top
                : [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment) ? .bottom : .other
            return CollectionBoundaryItem(size: size(item.layoutSize), elementKind: item.elementKind, edge: edge)
        }
        if let list = section.list {
            let appearance: CollectionListStyle.Appearance =
                switch list.appearance {
                case .plain: .plain
                case .grouped: .grouped
                case .insetGrouped: .insetGrouped
                case .sidebar: .sidebar
                case .sidebarPlain: .sidebarPlain
                }
            value.list = CollectionListStyle(
                appearance: appearance, showsSeparators: list.showsSeparators, supplementaryHeader: list.headerMode == .supplementary,
                supplementaryFooter: list.footerMode == .supplementary)
        }
        return value
    }

    private static func item(_ item: NSCollectionLayoutItem) -> CollectionLayoutItem {
        var value = CollectionLayoutItem(size: size(item.layoutSize), contentInsets: insets(item.contentInsets))
        if let group = item as? NSCollectionLayoutGroup {
            value.group = CollectionLayoutItem.Group(
                axis: group.axis == .horizontal ? .horizontal : .vertical, subitems: group.subitems.map(Self.item), count: group.count,
                spacing: group.interItemSpacing.map { Double($0.spacing) }, flexibleSpacing: group.interItemSpacing?.isFlexibleSpacing ?? false)
        }
        return value
    }

    private static func size(_ size: NSCollectionLayoutSize) -> CollectionItemSize {
        CollectionItemSize(width: dimension(size.widthDimension), height: dimension(size.heightDimension))
    }

    private static func dimension(_ dimension: NSCollectionLayoutDimension) -> CollectionDimension {
        let value = Double(dimension.dimension)
        return switch dimension.kind {
        case .fractionalWidth: .fractionalWidth(value)
        case .fractionalHeight: .fractionalHeight(value)
        case .absolute: .absolute(value)
        case .estimated: .estimated(value)
        }
    }

    private static func insets(_ insets: NSDirectionalEdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing))
    }
}
