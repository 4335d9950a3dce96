import AutocellImage
import AutocellSnapshotTestingUIKit
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// swift-snapshot-testing's most used strategy, a view controller on a device
/// (`.image(on: .iPhoneSe)`), as the two controller cases of the iOS ground truth recorded it
/// (Documentation/Fidelity.md): swift-snapshot-testing's own `testTableViewController` (ten
/// default-style rows, @3x) and a `UITableViewController` of self-sizing cells (@2x, recorded
/// on a simulator whose 48 pt status bar stood in for the configuration's 20).
@MainActor
@Suite(.serialized) struct ControllerOnDevice {
    /// Ten rows of the default style, the row number as the title.
    class NumbersController: UITableViewController {
        /// The table's safe area and adjusted content inset when its view was laid out.
        var laidOut: (safeArea: UIEdgeInsets, adjusted: UIEdgeInsets)?

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            laidOut = (tableView.safeAreaInsets, tableView.adjustedContentInset)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    final class MarksController: UITableViewController {
        let lines = [1, 0]
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            tableView.register(TodoMarkCell.self, forCellReuseIdentifier: "mark")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lines.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "mark", for: indexPath)
            if let cell = cell as? TodoMarkCell {
                cell.title.numberOfLines = lines[indexPath.row]
                cell.title.text = "ASdmnasmdqw;elqm asldmnqkwjnekqjnwema sdqweqwbeqkwjebq"
            }
            return cell
        }
    }

    final class HiddenStatusBarController: NumbersController {
        override var prefersStatusBarHidden: Bool { true }
    }

    static func image(_ controller: UIViewController, on config: ViewImageConfig, traits: UITraitCollection = .init()) -> UIImage {
        var image = UIImage()
        Snapshotting<UIViewController, UIImage>.image(on: config, traits: traits).snapshot(controller).run { image = $0 }
        return image
    }

    /// Whether the pixel row at `y` points is separator grey (neither white nor black) at `x`.
    static func isSeparator(_ pixels: PixelImage, x: Double, y: Double, scale: Double) -> Bool {
        let pixel = pixels[Int(x * scale), Int(y * scale)]
        let (r, g, b, a) = (Int(pixel.r), Int(pixel.g), Int(pixel.b), Int(pixel.a))
        return a > 0 && abs(r - g) < 8 && abs(g - b) < 8 && r > 180 && r < 230
    }

    @Test func aTableViewControllerOnAnIPhoneSEStartsBelowTheStatusBarWithExtraSeparators() throws {
        let controller = NumbersController()
        let image = Self.image(controller, on: .iPhoneSe, traits: .init(displayScale: 3))
        #expect(image.size == CGSize(width: 320, height: 568))
        #expect(image.scale == 3)
        let table = try #require(controller.tableView)
        // The status bar's 20 pt is the table's adjusted top inset; at rest the content sits below it.
        #expect(controller.laidOut?.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(controller.laidOut?.adjusted.top == 20)
        #expect(table.contentOffset.y == -20)
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        // The configuration's text size is `.medium`: body text 16 pt, at the 16 pt margin.
        let first = try #require(table.visibleCells.first)
        #expect(first.frame.minY == 20)
        #expect(first.textLabel?.font.pointSize == 16)
        #expect(first.textLabel?.frame.minX == 16)
        let pixels = try #require(image.pixels())
        // Row separators at the bottom of each 44 pt row from y 20, inset 16; then the extra
        // separators of rows that are not there, 44 pt apart, down to the bottom.
        for y in stride(from: 63.5, to: 568, by: 44) {
            #expect(Self.isSeparator(pixels, x: 200, y: y + 0.2, scale: 3), "no separator at y \(y)")
            #expect(!Self.isSeparator(pixels, x: 8, y: y + 0.2, scale: 3), "the separator at y \(y) is not inset")
        }
        #expect(!Self.isSeparator(pixels, x: 200, y: 10, scale: 3))
    }

    @Test func selfSizingRowsUnderATallerStatusBarAndTheirExtraSeparatorsTheLastRowApart() throws {
        // The recording simulator's status bar (48 pt, an iPhone 11) with the iPhone SE's screen and traits.
        let onIPhone11 = ViewImageConfig(safeArea: UIEdgeInsets(top: 48, left: 0, bottom: 0, right: 0), size: CGSize(width: 320, height: 568),
                                         traits: ViewImageConfig.iPhoneSe.traits)
        let controller = MarksController()
        let image = Self.image(controller, on: onIPhone11, traits: .init(displayScale: 2))
        let table = try #require(controller.tableView)
        // iOS: rows 53 and 93.5 pt (a 20.5 pt title, three lines of 20.33 pt rounded to 61 on the last), from y 48.
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 53))
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 53, width: 320, height: 93.5))
        #expect(table.visibleCells.first?.frame.minY == 48)
        let pixels = try #require(image.pixels())
        for y in [100.5, 194.0, 287.5, 381.0, 474.5] {
            #expect(Self.isSeparator(pixels, x: 310, y: y + 0.2, scale: 2), "no separator at y \(y)")
        }
        #expect(!Self.isSeparator(pixels, x: 310, y: 150, scale: 2))
    }

    @Test func aTableFooterViewEndsTheExtraSeparators() throws {
        let controller = NumbersController()
        controller.loadViewIfNeeded()
        controller.tableView.tableFooterView = UIView()
        let pixels = try #require(Self.image(controller, on: .iPhoneSe, traits: .init(displayScale: 2)).pixels())
        #expect(Self.isSeparator(pixels, x: 200, y: 459.6, scale: 2))
        #expect(!Self.isSeparator(pixels, x: 200, y: 503.6, scale: 2))
    }

    @Test func aHiddenStatusBarLeavesNoSafeAreaOnAScreenWithoutANotch() throws {
        let controller = HiddenStatusBarController()
        _ = Self.image(controller, on: .iPhoneSe)
        #expect(controller.laidOut?.adjusted.top == 0)
        let notched = HiddenStatusBarController()
        _ = Self.image(notched, on: .iPhoneX)
        #expect(notched.laidOut?.adjusted == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func theConfigurationsAreTheLibrarysDevices() {
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPhoneSe(.landscape).safeArea == .zero)
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13Mini(.landscape).size == CGSize(width: 812, height: 375))
        #expect(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone8(.landscape).traits.verticalSizeClass == .compact)
        #expect(ViewImageConfig.iPhoneSe.traits.preferredContentSizeCategory == .medium)
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird)).size == CGSize(width: 320, height: 1194))
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewImageConfig.iPadMini.traits.userInterfaceIdiom == .pad)
    }
}

/// Safe areas and trait collections as UIKit gives them.
@MainActor
@Suite(.serialized) struct SafeAreaAndTraits {
    final class StatusBarWindow: UIWindow {
        override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0) }
    }

    final class CountingController: UIViewController {
        var safeAreaChanges = 0
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    final class CountingTable: UITableView {
        var insetChanges = 0
        override func adjustedContentInsetDidChange() { insetChanges += 1 }
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    /// Under a status bar (20 pt) and a home indicator (34 pt), `scrollToRow` shows a row in the
    /// part of the bounds the insets leave: `.top` just below the status bar, `.bottom` just
    /// above the home indicator; the inset change was told once.
    @Test func scrollingToARowKeepsItOutOfTheInsets() throws {
        let window = StatusBarWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let controller = UITableViewController(style: .plain)
        let rows = Rows()
        let table = CountingTable(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.dataSource = rows
        controller.tableView = table
        window.isHidden = false
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(table.contentOffset.y == -20)
        #expect(table.insetChanges == 1)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(10 * 44 - 20))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame.minY == 20)
        // Near the end, as far as the content and the bottom inset let it go.
        table.scrollToRow(at: IndexPath(row: 25, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(30 * 44 + 34 - 568))
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(30 * 44 - (568 - 34)))
        #expect(table.cellForRow(at: IndexPath(row: 29, section: 0))?.frame.maxY == 568 - 34 - 0.5)
        withExtendedLifetime(rows) {}
    }

    @Test func aViewHasThePartOfItsSuperviewsSafeAreaItOverlapsAndItsControllersAdditionalInsets() {
        let window = StatusBarWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let controller = CountingController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.isHidden = false
        window.rootViewController = controller
        let inner = UIView(frame: CGRect(x: 0, y: 12, width: 100, height: 600))
        controller.view.addSubview(inner)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 34, right: 0))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 18, left: 0, bottom: 78, right: 0))
        // Pinned to the root's safe area: below the status bar and the controller's 10 pt.
        #expect(pinned.frame.minY == 30)
        #expect(controller.safeAreaChanges == 1)
    }

    /// A collection view controller's list of 40 pt rows under a header, on an iPhone X: the
    /// collection view adds the safe area to its content inset as a table does, so the header
    /// starts below the 44 pt status bar (it was drawn under it), and scrolling to an item keeps
    /// it out of the insets; a header on screen is kept from pass to pass, as cells are.
    @Test func aCollectionViewControllerStartsBelowTheStatusBar() throws {
        final class Boxes: UICollectionViewController {
            var headerRequests = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.backgroundColor = .white
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "box")
                collectionView.register(
                    UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
                cell.backgroundColor = .gray
                return cell
            }
            override func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
                header.backgroundColor = .lightGray
                headerRequests += 1
                return header
            }
        }
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        // On the device: the header's grey from y 44, the status bar's 44 pt above it clear.
        let image = ControllerOnDevice.image(
            Boxes(collectionViewLayout: UICollectionViewCompositionalLayout(section: section)), on: .iPhoneX, traits: .init(displayScale: 1))
        let pixels = try #require(image.pixels())
        #expect(pixels[100, 40].r > 250, "above the header: \(pixels[100, 40])")
        #expect(pixels[100, 46].r < 200 && pixels[100, 46].r > 150, "the header: \(pixels[100, 46])")
        // In a window whose status bar is 20 pt and home indicator 34.
        let window = StatusBarWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let controller = Boxes(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        window.isHidden = false
        window.rootViewController = controller
        window.layoutIfNeeded()
        let collection = try #require(controller.collectionView)
        #expect(collection.adjustedContentInset.top == 20 && collection.adjustedContentInset.bottom == 34)
        #expect(collection.contentOffset.y == -20)
        #expect(abs((collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY ?? 0) - (20 + 24)) < 1e-9)
        // The header on screen is asked for once, not again in each layout pass (UIKit asks for
        // a supplementary view as it comes into view).
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        #expect(controller.headerRequests == 1)
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        #expect(abs((collection.cellForItem(at: IndexPath(item: 10, section: 0))?.frame.minY ?? 0) - 20) < 1e-9)
        collection.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
        #expect(abs((collection.cellForItem(at: IndexPath(item: 29, section: 0))?.frame.maxY ?? 0) - (568 - 34)) < 1e-9)
    }

    @Test func traitsFromTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
        let merged = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(displayScale: 3), .init()])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 3)
        #expect(merged.containsTraits(in: .init(userInterfaceStyle: .dark)))
        #expect(!merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(UITraitCollection().horizontalSizeClass == .compact)
    }
}
