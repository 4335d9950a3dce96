/// `UICollectionViewLayout`: where a collection view's items go. Autocell lays out with
/// `UICollectionViewFlowLayout`; a layout of another class is said and laid out as a flow
/// layout with its defaults.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public internal(set) weak var collectionView: UICollectionView?
    var attributes: [[UICollectionViewLayoutAttributes]] = []
    var supplementaryAttributes: [String: [UICollectionViewLayoutAttributes?]] = [:]
    var contentSize = CGSize.zero
    /// A compositional list's separators and section backgrounds, drawn by the collection view.
    var chrome: (separators: [(rect: CGRect, indexPath: IndexPath)], sections: [(section: Int, rect: CGRect, radius: CGFloat, color: UIColor)]) = ([], [])

    public override init() { super.init() }

    open var collectionViewContentSize: CGSize { contentSize }
    open func prepare() {}
    open func invalidateLayout() { collectionView?.setNeedsLayout() }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let items = attributes.joined().filter { $0.frame.intersects(rect) }
        let supplements = supplementaryAttributes.keys.sorted().flatMap { supplementaryAttributes[$0] ?? [] }.compactMap { $0 }
        return Array(items) + supplements.filter { $0.frame.intersects(rect) }
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < attributes.count, indexPath.item < attributes[indexPath.section].count else { return nil }
        return attributes[indexPath.section][indexPath.item]
    }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let list = supplementaryAttributes[elementKind], indexPath.section < list.count else { return nil }
        return list[indexPath.section]
    }
}

/// `UICollectionViewFlowLayout`: each section's items in lines, placed by the engine's
/// `FlowPlacement` (Apple's "Using the Flow Layout"; fixtures' `collection: {layout: flow}`
/// place theirs with it too). Defaults are Apple's documented ones:
/// 50 × 50 items, 10 pt spacings. A horizontal flow is the same with the axes swapped: columns
/// filled top to bottom, `minimumLineSpacing` between columns, headers and footers full-height
/// columns at their reference widths (`UICollectionView` lays it out so).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// `UICollectionViewFlowLayout.automaticSize`: as the estimated item size, cells size themselves.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection = ScrollDirection.vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
}
