import Testing
import UIKit

/// `UICollectionView` with a `UICollectionViewFlowLayout`, written as apps write a grid and a
/// self-sizing tag cloud: frames checked by the flow layout's rules (README, "UICollectionView").
@MainActor
@Suite(.serialized) struct CollectionViews {
    final class GridCell: UICollectionViewCell {
        static var made = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
            contentView.backgroundColor = .systemTeal
            contentView.layer.cornerRadius = 8
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Header: UICollectionReusableView {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.font = .preferredFont(forTextStyle: .headline)
            title.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                title.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Grid: NSObject, UICollectionViewDataSource {
        var count = 7
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "grid", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (header as? Header)?.title.text = "Photos"
            return header
        }
    }

    /// 100 × 100 items in 355 pt (375 less 10 each side): three to a line, the 55 pt left
    /// over shared between them (27.5), the last line on the same columns; a 40 pt header above.
    @Test func aFixedSizeGrid() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout)
        view.register(GridCell.self, forCellWithReuseIdentifier: "grid")
        view.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Grid()
        view.dataSource = source
        GridCell.made = 0
        view.reloadData()
        let xs: [CGFloat] = [10, 137.5, 265]
        for item in 0..<7 {
            let frame = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame == CGRect(x: xs[item % 3], y: 50 + CGFloat(item / 3) * 110, width: 100, height: 100), "item \(item)")
        }
        #expect(view.contentSize == CGSize(width: 375, height: 40 + 10 + 3 * 100 + 2 * 10 + 10))
        // The bounds (300 pt) show the header and the first two lines and a half: 9 cells at most made.
        #expect(view.visibleCells.count == 7 && GridCell.made == 7)
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.reloadData()
        #expect(GridCell.made == 7, "cells reused")
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 375, height: 40))
    }

    /// Self-sizing tags (`automaticSize`): each item its label plus 8 pt margins, lines filled
    /// greedily at 10 pt, full lines justified, the last left-aligned.
    @Test func aSelfSizingTagCloud() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
        view.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = TagCloudDataSource()
        view.dataSource = source
        view.delegate = source
        view.reloadData()
        let probe = TagCell(frame: .zero)
        let sizes = source.words.map { word -> CGSize in
            probe.title.text = word
            let label = probe.title.intrinsicContentSize
            return CGSize(width: ((label.width + 16) * 2).rounded(.up) / 2, height: ((label.height + 16) * 2).rounded(.up) / 2)
        }
        // The lines as the flow layout fills them in 343 pt.
        var lines: [[Int]] = [[]]
        var used: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            let needed = lines[lines.count - 1].isEmpty ? size.width : used + 10 + size.width
            if !lines[lines.count - 1].isEmpty && needed > 343 { lines.append([index]); used = size.width } else { lines[lines.count - 1].append(index); used = needed }
        }
        #expect(lines.count >= 2)
        var y: CGFloat = 12
        for (number, line) in lines.enumerated() {
            let frames = try line.map { try #require(view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame) }
            #expect(frames.map(\.size) == line.map { sizes[$0] })
            #expect(frames.first?.minX == 16)
            if number < lines.count - 1 && line.count > 1 {
                #expect(abs((frames.last?.maxX ?? 0) - 359) < 1e-9, "a full line is justified")
            } else if number == lines.count - 1 {
                for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs(b.minX - a.maxX - 10) < 1e-9) }
            }
            #expect(frames.allSatisfy { $0.minY == y })
            y += (frames.map(\.height).max() ?? 0) + 10
        }
        #expect(view.contentSize.height == y - 10 + 12)
    }

    final class Mixed: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let sizes = [CGSize(width: 300, height: 40), CGSize(width: 100, height: 20), CGSize(width: 100, height: 60), CGSize(width: 300, height: 30), CGSize(width: 100, height: 10)]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "grid", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath.item]
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
        ) -> CGSize { CGSize(width: 0, height: 25) }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
        }
    }

    /// Items of different sizes in 375 pt (no inset): 300 | 100 100 | 300 | 100. A line with
    /// one item that is not the last is centred; a line's items are centred on its tallest; the
    /// last line is left-aligned; the footer follows at its reference height.
    @Test func linesOfMixedSizes() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        view.register(GridCell.self, forCellWithReuseIdentifier: "grid")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer")
        let source = Mixed()
        view.dataSource = source
        view.delegate = source
        view.reloadData()
        let frames = (0..<5).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
        #expect(frames[0] == CGRect(x: 37.5, y: 0, width: 300, height: 40))
        // 300 + 10 + 100 > 375: the 300 pt item is alone; the two 100s share a line, justified
        // (175 pt between them), the 20 pt one centred on the 60 pt one.
        #expect(frames[1] == CGRect(x: 0, y: 70, width: 100, height: 20))
        #expect(frames[2] == CGRect(x: 275, y: 50, width: 100, height: 60))
        #expect(frames[3] == CGRect(x: 37.5, y: 120, width: 300, height: 30))
        #expect(frames[4] == CGRect(x: 0, y: 160, width: 100, height: 10))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 170, width: 375, height: 25))
        #expect(view.contentSize.height == 195)
    }
    /// A cell dequeued for an index path outside a layout pass (a test calling the data
    /// source's `cellForItemAt` itself, then snapshotting the cell) already has its item's
    /// size, as UIKit applies the item's layout attributes when it dequeues: the flow layout's
    /// `itemSize`, or the delegate's `sizeForItemAt`.
    @Test func aCellDequeuedForAnIndexPathHasItsItemsSize() throws {
        final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "grid", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 375, height: indexPath.item == 0 ? 64 : 80)
            }
        }
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 120, height: 90)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: flow)
        collection.register(GridCell.self, forCellWithReuseIdentifier: "grid")
        let source = Source()
        collection.dataSource = source
        let first = source.collectionView(collection, cellForItemAt: IndexPath(item: 0, section: 0))
        #expect(first.frame.size == CGSize(width: 120, height: 90), "the flow layout's itemSize")
        collection.delegate = source
        let second = source.collectionView(collection, cellForItemAt: IndexPath(item: 1, section: 0))
        #expect(second.frame.size == CGSize(width: 375, height: 80), "the delegate's size for the item")
    }
}
