import AutocellTable
import Foundation

/// Where a compositional layout's items and boundary supplementary items go, top to bottom:
/// per section (from the layout's section provider), its top boundary items, its content
/// insets, its groups one after another `interGroupSpacing` apart (side by side, from the
/// leading inset, in an orthogonally scrolling section), its bottom boundary items, then
/// `interSectionSpacing`. A group's size resolves against the section's content area, an
/// item's against its group's; an estimated dimension is the cell's own fitted size on that
/// axis (the other axis fixed); a group with an estimated height is as tall as its tallest
/// item. A horizontal group repeats its subitems while they fit (or holds `count` of one,
/// sharing the width), a vertical one stacks them. Item content insets are applied after
/// sizing. List sections (`NSCollectionLayoutSection.list`) are one full-width item per row;
/// grouped and inset-grouped ones leave a grouped table's spacing (35 pt above the first
/// section without a header, 17.5 pt between and below: `SectionTitleTemplates`, measured on
/// tables; Autocell has no iOS measurement of list sections), and inset-grouped ones are
/// inset by the table cell margins (16 pt, 20 pt from 414 pt) with 10 pt rounded corners.
@MainActor
struct CompositionalPlacement {
    /// Fits an item or supplementary view: its size at a fixed width (nil: width estimated too).
    typealias Fitter = (_ kind: String?, _ indexPath: IndexPath, _ width: CGFloat?, _ estimate: CGSize) -> CGSize

    struct Result {
        var items: [[CGRect]] = []
        var supplements: [String: [CGRect?]] = [:]
        var height: CGFloat = 0
        /// Hairlines between list rows, and the rounded backgrounds of inset-grouped sections.
        var separators: [CGRect] = []
        var sectionShapes: [(section: Int, rect: CGRect, radius: CGFloat, color: UIColor)] = []
    }

    let width: CGFloat
    let traits: UITraitCollection
    let fit: Fitter

    func place(_ layout: UICollectionViewCompositionalLayout, itemCounts: [Int], separatorHeight: CGFloat) -> Result {
        var result = Result()
        var y: CGFloat = 0
        let environment = LayoutEnvironment(size: CGSize(width: width, height: 0), traits: traits)
        for (sectionIndex, count) in itemCounts.enumerated() {
            if sectionIndex > 0 { y += layout.configuration.interSectionSpacing }
            guard let section = layout.provider(sectionIndex, environment) else {
                result.items.append([])
                continue
            }
            var insets = section.contentInsets
            var boundary = section.boundarySupplementaryItems
            if let list = section.list {
                let grouped = list.appearance == .grouped || list.appearance == .insetGrouped
                if list.appearance == .insetGrouped {
                    let side = Double(width) >= CellMargins.regularFromWidth ? CellMargins.regular : CellMargins.compact
                    insets.leading = max(insets.leading, side)
                    insets.trailing = max(insets.trailing, side)
                }
                let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                if list.headerMode == .supplementary {
                    boundary.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
                } else if grouped {
                    insets.top += sectionIndex == 0 ? 35 : 17.5
                }
                if list.footerMode == .supplementary {
                    boundary.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
                } else if grouped {
                    insets.bottom += 17.5
                }
            }
            let contentWidth = max(0, width - insets.leading - insets.trailing)
            func placeBoundary(_ alignment: NSRectAlignment) {
                for item in boundary where item.alignment == alignment || (alignment == .top ? [.topLeading, .topTrailing] : [.bottomLeading, .bottomTrailing]).contains(item.alignment) {
                    let across = section.supplementariesFollowContentInsets ? contentWidth : width
                    let container = CGSize(width: across, height: 0)
                    let itemWidth = item.layoutSize.widthDimension.resolved(in: container)
                    var height = item.layoutSize.heightDimension.resolved(in: container)
                    let indexPath = IndexPath(item: 0, section: sectionIndex)
                    if item.layoutSize.heightDimension.isEstimated {
                        height = fit(item.elementKind, indexPath, itemWidth, CGSize(width: itemWidth, height: height)).height
                    }
                    let x = section.supplementariesFollowContentInsets ? insets.leading : 0
                    var frames = result.supplements[item.elementKind] ?? []
                    while frames.count < sectionIndex { frames.append(nil) }
                    frames.append(CGRect(x: x, y: y, width: itemWidth, height: height))
                    result.supplements[item.elementKind] = frames
                    y += height
                }
            }
            placeBoundary(.top)
            y += insets.top
            var frames: [CGRect] = []
            var next = 0
            let sectionTop = y
            if section.orthogonalScrollingBehavior == .none {
                var first = true
                while next < count {
                    if !first { y += section.interGroupSpacing }
                    first = false
                    let before = next
                    let size = placeGroup(section.group, at: CGPoint(x: insets.leading, y: y), container: CGSize(width: contentWidth, height: 0),
                                          section: sectionIndex, count: count, next: &next, frames: &frames)
                    y += size.height
                    if next == before { break }
                }
            } else {
                var x = insets.leading, tallest: CGFloat = 0
                while next < count {
                    let before = next
                    let size = placeGroup(section.group, at: CGPoint(x: x, y: y), container: CGSize(width: contentWidth, height: 0),
                                          section: sectionIndex, count: count, next: &next, frames: &frames)
                    x += size.width + section.interGroupSpacing
                    tallest = max(tallest, size.height)
                    if next == before { break }
                }
                y += tallest
            }
            if let list = section.list, !frames.isEmpty {
                let rows = frames.count
                if list.showsSeparators {
                    let margin: CGFloat = Double(width) >= CellMargins.regularFromWidth ? CGFloat(CellMargins.regular) : CGFloat(CellMargins.compact)
                    for (index, frame) in frames.enumerated() where index < rows - 1 || list.appearance == .plain {
                        result.separators.append(CGRect(x: frame.minX + margin, y: frame.maxY - separatorHeight, width: frame.width - margin, height: separatorHeight))
                    }
                }
                if list.appearance == .insetGrouped || list.appearance == .grouped {
                    let rect = CGRect(x: insets.leading, y: sectionTop, width: contentWidth, height: y - sectionTop)
                    result.sectionShapes.append((sectionIndex, rect, list.appearance == .insetGrouped ? CGFloat(TableSettings.insetGroupedCornerRadius) : 0,
                                                 list.backgroundColor ?? .secondarySystemGroupedBackground))
                }
            }
            result.items.append(frames)
            y += insets.bottom
            placeBoundary(.bottom)
        }
        for kind in result.supplements.keys {
            while (result.supplements[kind]?.count ?? 0) < itemCounts.count { result.supplements[kind]?.append(nil) }
        }
        result.height = y
        return result
    }

    /// Places `group` with its top-left at `origin`, taking items from `next` on; returns its size.
    private func placeGroup(
        _ group: NSCollectionLayoutGroup, at origin: CGPoint, container: CGSize, section: Int, count: Int, next: inout Int, frames: inout [CGRect]
    ) -> CGSize {
        let groupWidth = group.layoutSize.widthDimension.resolved(in: container)
        let fixedHeight = group.layoutSize.heightDimension.isEstimated ? nil : group.layoutSize.heightDimension.resolved(in: container)
        let inner = CGSize(width: groupWidth, height: fixedHeight ?? group.layoutSize.heightDimension.dimension)
        let spacing = group.interItemSpacing?.spacing ?? 0
        let horizontal = group.axis == .horizontal
        // The subitems this group holds: `count` of one, or the subitems repeated while they fit.
        var sequence: [NSCollectionLayoutItem] = []
        if let repeated = group.count, let subitem = group.subitems.first {
            sequence = Array(repeating: subitem, count: repeated)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            let limit = horizontal ? groupWidth : (fixedHeight ?? .greatestFiniteMagnitude)
            var index = 0
            while sequence.count < 10_000 {
                let subitem = group.subitems[index % group.subitems.count]
                let length = horizontal ? subitem.layoutSize.widthDimension.resolved(in: inner) : subitem.layoutSize.heightDimension.resolved(in: inner)
                let needed = used + (sequence.isEmpty ? 0 : spacing) + length
                if !sequence.isEmpty && needed > limit + 1e-6 { break }
                sequence.append(subitem)
                used = needed
                index += 1
                // A vertical group of estimated height holds its subitems once.
                if !horizontal && fixedHeight == nil && index == group.subitems.count { break }
                if length <= 0 { break }
            }
        }
        let shared = group.count.map { CGFloat($0) }
        var cursor: CGFloat = 0, extent: CGFloat = 0
        var boxes: [(item: NSCollectionLayoutItem, origin: CGPoint, size: CGSize, frameIndex: Int?)] = []
        for subitem in sequence {
            guard next < count else { break }
            if cursor > 0 || !boxes.isEmpty { cursor += spacing }
            var size: CGSize
            if let nested = subitem as? NSCollectionLayoutGroup {
                let point = horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
                size = placeGroup(nested, at: point, container: inner, section: section, count: count, next: &next, frames: &frames)
                boxes.append((nested, point, size, nil))
            } else {
                var width = subitem.layoutSize.widthDimension.resolved(in: inner)
                var height = subitem.layoutSize.heightDimension.resolved(in: inner)
                if let shared, horizontal { width = (groupWidth - spacing * (shared - 1)) / shared }
                if let shared, !horizontal, let fixedHeight { height = (fixedHeight - spacing * (shared - 1)) / shared }
                let insets = subitem.contentInsets
                let estimatedWidth = subitem.layoutSize.widthDimension.isEstimated
                if subitem.layoutSize.heightDimension.isEstimated || estimatedWidth {
                    let fitted = fit(nil, IndexPath(item: next, section: section), estimatedWidth ? nil : width - insets.leading - insets.trailing,
                                     CGSize(width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom))
                    if estimatedWidth { width = fitted.width + insets.leading + insets.trailing }
                    if subitem.layoutSize.heightDimension.isEstimated { height = fitted.height + insets.top + insets.bottom }
                }
                size = CGSize(width: width, height: height)
                let point = horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
                frames.append(CGRect(x: point.x + insets.leading, y: point.y + insets.top,
                                     width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom)))
                boxes.append((subitem, point, size, frames.count - 1))
                next += 1
            }
            cursor += horizontal ? size.width : size.height
            extent = max(extent, horizontal ? size.height : size.width)
        }
        // Flexible spacing shares what is left of a horizontal group's width between its gaps.
        if let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, horizontal, boxes.count > 1 {
            let extra = (groupWidth - cursor) / CGFloat(boxes.count - 1)
            if extra > 0 {
                for (position, box) in boxes.enumerated() {
                    if let index = box.frameIndex { frames[index].origin.x += extra * CGFloat(position) }
                }
            }
        }
        let height = horizontal ? (fixedHeight ?? extent) : (fixedHeight ?? cursor)
        // Items whose height is a fraction of an estimated group's take the group's height.
        if horizontal, fixedHeight == nil {
            for box in boxes where box.item.layoutSize.heightDimension.isFractionalHeight {
                if let index = box.frameIndex {
                    let insets = box.item.contentInsets
                    frames[index].size.height = max(0, height * box.item.layoutSize.heightDimension.dimension - insets.top - insets.bottom)
                }
            }
        }
        return CGSize(width: horizontal ? groupWidth : groupWidth, height: height)
    }
}
