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
    var chrome: (separators: [CGRect], sections: [(section: Int, rect: CGRect, radius: CGFloat, color: UIColor)]) = ([], [])

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

/// `UICollectionViewFlowLayout`, vertical: each section's items in lines across the width
/// less the section inset, as Apple's "Collection View Programming Guide for iOS" ("Using the
/// Flow Layout") describes it. Items join the current line while they fit with at least
/// `minimumInteritemSpacing` between them; a full line's extra space widens the spacing so its
/// items fill it evenly; a line is as tall as its tallest item, and its items are centred
/// vertically on it; lines are `minimumLineSpacing` apart. An item alone on a line that is not
/// the last is centred in it, and the last line is left-aligned at the minimum spacing (items
/// of one size keep the columns of the full lines) — the flow layout's behaviour that apps
/// work around in left-aligned subclasses. Headers and footers span the width at their
/// reference heights, outside the section inset. Defaults are Apple's documented ones:
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

    /// One section's metrics as the flow layout delegate (or the layout) gives them.
    struct SectionMetrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGFloat
        var footer: CGFloat
    }

    /// Frames for every item of every section (item sizes given), headers and footers, and the
    /// content height, at `width`.
    static func frames(
        sizes: [[CGSize]], metrics: [SectionMetrics], width: CGFloat
    ) -> (items: [[CGRect]], headers: [CGRect?], footers: [CGRect?], height: CGFloat) {
        var items: [[CGRect]] = [], headers: [CGRect?] = [], footers: [CGRect?] = []
        var y: CGFloat = 0
        for (section, sectionSizes) in sizes.enumerated() {
            let m = metrics[section]
            headers.append(m.header > 0 ? CGRect(x: 0, y: y, width: width, height: m.header) : nil)
            y += m.header + m.inset.top
            let available = width - m.inset.left - m.inset.right
            // Greedy lines.
            var lines: [[Int]] = []
            var current: [Int] = [], used: CGFloat = 0
            for (index, size) in sectionSizes.enumerated() {
                let needed = current.isEmpty ? size.width : used + m.interitemSpacing + size.width
                if !current.isEmpty && needed > available + 1e-9 {
                    lines.append(current)
                    current = [index]
                    used = size.width
                } else {
                    current.append(index)
                    used = needed
                }
            }
            if !current.isEmpty { lines.append(current) }
            let uniform = Set(sectionSizes.map { "\($0.width)x\($0.height)" }).count == 1
            let columns = lines.map(\.count).max() ?? 0
            var frames = [CGRect](repeating: .zero, count: sectionSizes.count)
            for (number, line) in lines.enumerated() {
                let height = line.map { sectionSizes[$0].height }.max() ?? 0
                let total = line.reduce(0) { $0 + sectionSizes[$1].width }
                let last = number == lines.count - 1
                var spacing = m.interitemSpacing
                var x = m.inset.left
                if line.count == 1 && !last {
                    x += (available - total) / 2
                } else if !last {
                    spacing = (available - total) / CGFloat(line.count - 1)
                } else if uniform && columns > 1 && lines.count > 1, let first = sectionSizes.first {
                    spacing = (available - CGFloat(columns) * first.width) / CGFloat(columns - 1)
                }
                for index in line {
                    let size = sectionSizes[index]
                    frames[index] = CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                    x += size.width + spacing
                }
                y += height + (last ? 0 : m.lineSpacing)
            }
            items.append(frames)
            y += m.inset.bottom
            footers.append(m.footer > 0 ? CGRect(x: 0, y: y, width: width, height: m.footer) : nil)
            y += m.footer
        }
        return (items, headers, footers, y)
    }
}
