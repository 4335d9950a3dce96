import AutocellLayout
import AutocellText
import AutocellDrawing

/// Where a compositional layout's items and boundary supplementary items go, top to bottom:
/// per section, its top boundary items, its content insets, its groups one after another
/// `interGroupSpacing` apart (side by side, from the leading inset, in an orthogonally
/// scrolling section), its bottom boundary items, then the layout's `interSectionSpacing`. A
/// group's size resolves against the section's content area, an item's against its group's;
/// an estimated dimension is the cell's own fitted size on that axis (the other axis fixed); a
/// group with an estimated height is as tall as its tallest item. A horizontal group repeats
/// its subitems while they fit (or holds `count` of one, sharing the width), a vertical one
/// stacks them. Item content insets are applied after sizing. List sections are one
/// full-width item per row; grouped and inset-grouped ones leave a grouped table's spacing
/// (35 pt above the first section without a header, 17.5 pt between and below:
/// `SectionTitleTemplates`, measured on tables; Autocell has no iOS measurement of list
/// sections), and inset-grouped ones are inset by the table cell margins (16 pt, 20 pt from
/// 414 pt) with 10 pt rounded corners. One placement for both front ends: the UIKit layer's
/// `UICollectionViewCompositionalLayout` and a fixture's `collection:`.
public struct CompositionalPlacement {
    /// Fits an item (`kind` nil) or a supplementary view: its size at a fixed width (nil: the
    /// width is estimated too), given the estimated size.
    public typealias Fitter = (_ kind: String?, _ indexPath: RowIndexPath, _ width: Double?, _ estimate: Size) -> Size

    /// A grouped or inset-grouped list section's background.
    public struct SectionShape: Sendable {
        public var section: Int
        public var rect: Rect
        public var radius: Double
    }

    public struct Result: Sendable {
        public var items: [[Rect]] = []
        /// Per kind, each section's view (nil where the section has none).
        public var supplements: [String: [Rect?]] = [:]
        public var height = 0.0
        /// Hairlines between list rows, each under the item `separatorItems` names at the same
        /// index (its section and item), starting at the list's margin.
        public var separators: [Rect] = []
        public var separatorItems: [(section: Int, item: Int)] = []
        public var sectionShapes: [SectionShape] = []
    }

    public let width: Double

    public init(width: Double) { self.width = width }

    /// Places `sections` (nil: a section the provider gave no layout, left empty) holding
    /// `itemCounts` items each.
    public func place(
        _ sections: [CollectionSection?], itemCounts: [Int], interSectionSpacing: Double, separatorHeight: Double, fit: Fitter
    ) -> Result {
        var result = Result()
        var y = 0.0
        for (sectionIndex, count) in itemCounts.enumerated() {
            if sectionIndex > 0 { y += interSectionSpacing }
            guard sectionIndex < sections.count, let section = sections[sectionIndex] else {
                result.items.append([])
                continue
            }
            var insets = section.contentInsets
            var boundary = section.boundaryItems
            if let list = section.list {
                if list.appearance == .insetGrouped {
                    let side = width >= CellMargins.regularFromWidth ? CellMargins.regular : CellMargins.compact
                    insets.left = max(insets.left, side)
                    insets.right = max(insets.right, side)
                }
                let estimated = CollectionItemSize(width: .fractionalWidth(1), height: .estimated(44))
                if list.supplementaryHeader {
                    boundary.append(CollectionBoundaryItem(size: estimated, elementKind: CollectionSection.headerKind, edge: .top))
                } else if list.isGrouped {
                    insets.top += sectionIndex == 0 ? 35 : 17.5
                }
                if list.supplementaryFooter {
                    boundary.append(CollectionBoundaryItem(size: estimated, elementKind: CollectionSection.footerKind, edge: .bottom))
                } else if list.isGrouped {
                    insets.bottom += 17.5
                }
            }
            let contentWidth = max(0, width - insets.left - insets.right)
            func placeBoundary(_ edge: CollectionBoundaryItem.Edge) {
                for item in boundary where item.edge == edge {
                    let across = section.supplementariesFollowContentInsets ? contentWidth : width
                    let container = Size(width: across, height: 0)
                    let itemWidth = item.size.width.resolved(in: container)
                    var height = item.size.height.resolved(in: container)
                    if item.size.height.isEstimated {
                        height = fit(item.elementKind, RowIndexPath(row: 0, section: sectionIndex), itemWidth, Size(width: itemWidth, height: height)).height
                    }
                    let x = section.supplementariesFollowContentInsets ? insets.left : 0
                    var frames = result.supplements[item.elementKind] ?? []
                    while frames.count < sectionIndex { frames.append(nil) }
                    frames.append(Rect(x: x, y: y, width: itemWidth, height: height))
                    result.supplements[item.elementKind] = frames
                    y += height
                }
            }
            placeBoundary(.top)
            y += insets.top
            var frames: [Rect] = []
            var next = 0
            let sectionTop = y
            let container = Size(width: contentWidth, height: 0)
            if !section.scrollsOrthogonally {
                var first = true
                while next < count {
                    if !first { y += section.interGroupSpacing }
                    first = false
                    let before = next
                    let size = placeGroup(section.group, at: (insets.left, y), container: container, section: sectionIndex, count: count,
                                          next: &next, frames: &frames, fit: fit)
                    y += size.height
                    if next == before { break }
                }
            } else {
                var x = insets.left, tallest = 0.0
                while next < count {
                    let before = next
                    let size = placeGroup(section.group, at: (x, y), container: container, section: sectionIndex, count: count,
                                          next: &next, frames: &frames, fit: fit)
                    x += size.width + section.interGroupSpacing
                    tallest = max(tallest, size.height)
                    if next == before { break }
                }
                y += tallest
            }
            if let list = section.list, !frames.isEmpty {
                if list.showsSeparators {
                    let margin = width >= CellMargins.regularFromWidth ? CellMargins.regular : CellMargins.compact
                    for (index, frame) in frames.enumerated() where index < frames.count - 1 || list.appearance == .plain {
                        result.separators.append(Rect(x: frame.x + margin, y: frame.y + frame.height - separatorHeight, width: frame.width - margin, height: separatorHeight))
                        result.separatorItems.append((sectionIndex, index))
                    }
                }
                if list.isGrouped {
                    result.sectionShapes.append(SectionShape(
                        section: sectionIndex, rect: Rect(x: insets.left, y: sectionTop, width: contentWidth, height: y - sectionTop),
                        radius: list.appearance == .insetGrouped ? TableSettings.insetGroupedCornerRadius : 0))
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
        _ item: CollectionLayoutItem, at origin: (x: Double, y: Double), container: Size, section: Int, count: Int,
        next: inout Int, frames: inout [Rect], fit: Fitter
    ) -> Size {
        guard let group = item.group else { return Size(width: 0, height: 0) }
        let groupWidth = item.size.width.resolved(in: container)
        let fixedHeight = item.size.height.isEstimated ? nil : item.size.height.resolved(in: container)
        let inner = Size(width: groupWidth, height: fixedHeight ?? item.size.height.value)
        let spacing = group.spacing ?? 0
        let horizontal = group.axis == .horizontal
        // The subitems this group holds: `count` of one, or the subitems repeated while they fit.
        var sequence: [CollectionLayoutItem] = []
        if let repeated = group.count, let subitem = group.subitems.first {
            sequence = Array(repeating: subitem, count: max(1, repeated))
        } else if !group.subitems.isEmpty {
            var used = 0.0
            let limit = horizontal ? groupWidth : (fixedHeight ?? .greatestFiniteMagnitude)
            var index = 0
            while sequence.count < 10_000 {
                let subitem = group.subitems[index % group.subitems.count]
                let length = horizontal ? subitem.size.width.resolved(in: inner) : subitem.size.height.resolved(in: inner)
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
        let shared = group.count.map { Double(max(1, $0)) }
        var cursor = 0.0, extent = 0.0
        var boxes: [(item: CollectionLayoutItem, frameIndex: Int?)] = []
        for subitem in sequence {
            guard next < count else { break }
            if cursor > 0 || !boxes.isEmpty { cursor += spacing }
            var size: Size
            let point = horizontal ? (x: origin.x + cursor, y: origin.y) : (x: origin.x, y: origin.y + cursor)
            if subitem.group != nil {
                size = placeGroup(subitem, at: point, container: inner, section: section, count: count, next: &next, frames: &frames, fit: fit)
                boxes.append((subitem, nil))
            } else {
                var width = subitem.size.width.resolved(in: inner)
                var height = subitem.size.height.resolved(in: inner)
                if let shared, horizontal { width = (groupWidth - spacing * (shared - 1)) / shared }
                if let shared, !horizontal, let fixedHeight { height = (fixedHeight - spacing * (shared - 1)) / shared }
                let insets = subitem.contentInsets
                let estimatedWidth = subitem.size.width.isEstimated
                if subitem.size.height.isEstimated || estimatedWidth {
                    let fitted = fit(nil, RowIndexPath(row: next, section: section), estimatedWidth ? nil : width - insets.left - insets.right,
                                     Size(width: width - insets.left - insets.right, height: height - insets.top - insets.bottom))
                    if estimatedWidth { width = fitted.width + insets.left + insets.right }
                    if subitem.size.height.isEstimated { height = fitted.height + insets.top + insets.bottom }
                }
                size = Size(width: width, height: height)
                frames.append(Rect(x: point.x + insets.left, y: point.y + insets.top,
                                   width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom)))
                boxes.append((subitem, frames.count - 1))
                next += 1
            }
            cursor += horizontal ? size.width : size.height
            extent = max(extent, horizontal ? size.height : size.width)
        }
        // Flexible spacing shares what is left of a horizontal group's width between its gaps.
        if group.flexibleSpacing, horizontal, boxes.count > 1 {
            let extra = (groupWidth - cursor) / Double(boxes.count - 1)
            if extra > 0 {
                for (position, box) in boxes.enumerated() {
                    if let index = box.frameIndex { frames[index].x += extra * Double(position) }
                }
            }
        }
        let height = horizontal ? (fixedHeight ?? extent) : (fixedHeight ?? cursor)
        // Items whose height is a fraction of an estimated group's take the group's height.
        if horizontal, fixedHeight == nil {
            for box in boxes where box.item.size.height.isFractionalHeight {
                if let index = box.frameIndex {
                    let insets = box.item.contentInsets
                    frames[index].height = max(0, height * box.item.size.height.value - insets.top - insets.bottom)
                }
            }
        }
        return Size(width: groupWidth, height: height)
    }
}
