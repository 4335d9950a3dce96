import AutocellSnapshotTestingUIKit
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// The modern cell API laid out: a compositional layout with a list, a grid and a row that
/// scrolls across, through a diffable data source and registrations; frames by hand.
@MainActor
@Suite(.serialized) struct ModernLists {
    static func library() -> LibraryViewController {
        let controller = LibraryViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 640)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func compositionalSectionsFramesByHand() throws {
        let controller = Self.library()
        let collection = controller.collectionView!
        #expect(collection.numberOfSections == 3)
        func frame(_ item: Int, _ section: Int) -> CGRect? { collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        // The inset-grouped list: 16 pt from the sides, 35 pt above the first section, 44 pt rows.
        #expect(frame(0, 0) == CGRect(x: 16, y: 35, width: 343, height: 44))
        #expect(frame(2, 0) == CGRect(x: 16, y: 35 + 88, width: 343, height: 44))
        // Its rows' accessory (a disclosure indicator) narrows the content as a table cell's does.
        let row = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(abs(row.contentView.frame.width - (343 - 34)) < 0.001)
        // The grid: the header (its label's height + 16) spans the content width; two items a
        // row, each half of 343 less its 4 pt insets; rows of 100.
        let header = try #require(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame)
        let gridTop = 35 + 132 + 17.5
        #expect(header.minX == 16 && header.width == 343 && header.minY == gridTop)
        #expect(header.height > 16)
        #expect(frame(0, 1) == CGRect(x: 20, y: header.maxY + 4, width: 163.5, height: 92))
        #expect(frame(1, 1) == CGRect(x: 191.5, y: header.maxY + 4, width: 163.5, height: 92))
        #expect(frame(4, 1) == CGRect(x: 20, y: header.maxY + 204, width: 163.5, height: 92))
        // The row that scrolls across: 150 pt groups 10 apart from the leading inset; the fourth
        // is beyond the first screen.
        let rowTop = header.maxY + 300 + 16
        #expect(frame(0, 2) == CGRect(x: 16, y: rowTop, width: 150, height: 80))
        #expect(frame(3, 2) == CGRect(x: 496, y: rowTop, width: 150, height: 80))
        #expect(collection.contentSize.height == rowTop + 80 + 16)
        // What the first screen shows: every list row and tile, three of the row's four.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 2 }.count == 3)
        // The diffable data source answers for its snapshot.
        let item = try #require(controller.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)))
        #expect(item.title == "Finished")
        #expect(controller.dataSource.indexPath(for: item) == IndexPath(item: 1, section: 0))
        assertSnapshot(of: controller.view, as: .image(size: CGSize(width: 375, height: 640)), named: "library")
    }

    @Test func snapshotsEditAndApply() {
        let controller = Self.library()
        var snapshot = controller.dataSource.snapshot()
        #expect(snapshot.numberOfItems(inSection: .covers) == 5)
        snapshot.deleteItems(snapshot.itemIdentifiers(inSection: .covers).suffix(3))
        snapshot.insertItems([LibraryItem(id: 99, title: "First", detail: nil)], beforeItem: LibraryItem(id: 1, title: "Reading", detail: nil))
        snapshot.moveItem(LibraryItem(id: 3, title: "Wishlist", detail: nil), beforeItem: LibraryItem(id: 2, title: "Finished", detail: nil))
        controller.dataSource.apply(snapshot)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(controller.collectionView.numberOfItems(inSection: 1) == 2)
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))?.title == "First")
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0))?.title == "Wishlist")
        #expect(snapshot.sectionIdentifier(containingItem: LibraryItem(id: 20, title: "Recent 1", detail: nil)) == .recent)
    }

    @Test func configurationStateDrivesTheCell() throws {
        let controller = Self.library()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? CoverCell)
        #expect(cell.updates >= 1)
        #expect(cell.contentView.backgroundColor == .systemGray5)
        #expect(cell.contentView.layer.cornerRadius == 12)
        // Selected through the collection view, as apps select: the cell shown for the item is
        // selected and its configuration updated for that state.
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        controller.view.layoutIfNeeded()
        let selected = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? CoverCell)
        #expect(selected.isSelected)
        #expect(selected.contentView.backgroundColor == .systemBlue)
        #expect((selected.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    }

    /// The same texts through a style's built-in labels and through its default content
    /// configuration lay out alike (on iOS the styles are these configurations).
    @Test func defaultContentConfigurationMatchesTheStyle() {
        for style in [UITableViewCell.CellStyle.default, .subtitle, .value1] {
            let builtIn = UITableViewCell(style: style, reuseIdentifier: nil)
            builtIn.textLabel?.text = "Notifications"
            builtIn.detailTextLabel?.text = "Banners, sounds, badges"
            let configured = UITableViewCell(style: style, reuseIdentifier: nil)
            var content = configured.defaultContentConfiguration()
            content.text = "Notifications"
            content.secondaryText = style == .default ? nil : "Banners, sounds, badges"
            configured.contentConfiguration = content
            let target = CGSize(width: 375, height: 0)
            let a = builtIn.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let b = configured.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(a == b, "\(style)")
        }
    }

    @Test func tableWithDiffableDataSourceAndConfigurations() throws {
        let controller = SettingsListController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        controller.view.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let configured = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        configured.textLabel?.text = "Wi-Fi"
        configured.detailTextLabel?.text = "Detail for Wi-Fi"
        let expected = configured.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        #expect(abs(cell.frame.height - expected) <= 1)
        assertSnapshot(of: controller.tableView, as: .image(size: CGSize(width: 375, height: 200)), named: "settings-list")
    }
}

/// A horizontal flow layout: columns filled top to bottom, then the next to the right.
@MainActor
@Suite struct HorizontalFlow {
    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.backgroundColor = .systemTeal
            return cell
        }
    }

    @Test func columnsFillTopToBottom() throws {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 100, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: flow)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        collection.dataSource = source
        collection.layoutIfNeeded()
        func frame(_ item: Int) -> CGRect? { collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        // Two 40 pt items fill the 100 pt column (the spare 10 pt widen the gap to 20); the
        // third starts the next column, 10 pt to the right, at the top.
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame(1) == CGRect(x: 0, y: 60, width: 100, height: 40))
        #expect(frame(2) == CGRect(x: 110, y: 0, width: 100, height: 40))
        #expect(collection.contentSize == CGSize(width: 210, height: 100))
        #expect(collection.visibleCells.count == 3)
        // Scrolled: the cells move left with the content offset.
        collection.contentOffset = CGPoint(x: 50, y: 0)
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 60)
    }
}
