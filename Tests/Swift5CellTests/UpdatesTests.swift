import Foundation
import Testing
import UIKit

/// Tables and collection views changed as apps change them: batch updates, selection,
/// scrolling to a row; and transforms computed with.
@MainActor
@Suite struct TableUpdates {
    final class Rows: NSObject, UITableViewDataSource {
        var titles: [String]
        init(_ titles: [String]) { self.titles = titles }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
    }

    static func table(_ rows: Rows, height: CGFloat = 200) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func insertsDeletesAndBatches() {
        let rows = Rows(["a", "b", "c"])
        let table = Self.table(rows)
        #expect(table.numberOfRows(inSection: 0) == 3)
        rows.titles.insert("new", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "new")
        table.performBatchUpdates({
            rows.titles.removeFirst()
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: nil)
        #expect(table.numberOfRows(inSection: 0) == 3)
        // A count that does not match the update is said (UIKit stops) and the data source's rows laid out.
        rows.titles.append("x")
        table.beginUpdates()
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func selectionAndScrolling() {
        let rows = Rows((0..<20).map { "Row \($0)" })
        let table = Self.table(rows)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        // Scrolled so row 10 is at the top: its cell is the first shown, at y 0.
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        let row = table.rect(forRowAt: IndexPath(row: 10, section: 0))
        #expect(table.contentOffset.y == row.minY)
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame.minY == 0)
        // Not past the end of the content.
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == table.contentSize.height - 200)
    }

    @Test func transformsComputeAsCoreGraphics() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(rotation)
        #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
        let moved = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint.zero.applying(moved) == CGPoint(x: 2, y: 3))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 5).applying(CGAffineTransform(scaleX: 2, y: 2)) == CGRect(x: 0, y: 0, width: 20, height: 10))
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: 5)
        #expect(t.concatenating(t.inverted()).isIdentity || abs(t.concatenating(t.inverted()).a - 1) < 1e-12)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi)
        #expect(view.frame.size == CGSize(width: 20, height: 20))
    }
}

@MainActor
@Suite struct CollectionUpdates {
    final class Items: NSObject, UICollectionViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    @Test func updatesAreLaidOutAndCounted() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items()
        collection.dataSource = items
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 3)
        collection.performBatchUpdates({
            items.count = 4
            collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        })
        #expect(collection.numberOfItems(inSection: 0) == 4)
        // A mismatch is said (UIKit stops) and the data source's items laid out.
        items.count = 1
        collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.numberOfItems(inSection: 0) == 1)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
    }
}

@MainActor
@Suite struct PathDashes {
    /// `setLineDash` takes the first `count` lengths; nil or 0 is solid.
    @Test func dashesStrokeGaps() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 10))
        func row(_ dash: [CGFloat]?, count: Int) throws -> [UInt8] {
            let image = renderer.image { _ in
                UIColor.black.setStroke()
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 0, y: 5))
                path.addLine(to: CGPoint(x: 40, y: 5))
                path.lineWidth = 2
                path.setLineDash(dash, count: count, phase: 0)
                path.stroke()
            }
            let pixels = try #require(image.pixels())
            return (0..<pixels.width).map { pixels[$0, 10].a }
        }
        let solid = try row(nil, count: 0)
        #expect(solid.allSatisfy { $0 > 200 })
        let dashed = try row([4, 4, 99], count: 2)
        #expect(dashed.contains { $0 < 50 } && dashed.contains { $0 > 200 })
        #expect(try row([4, 4], count: 0) == solid)
    }
}
