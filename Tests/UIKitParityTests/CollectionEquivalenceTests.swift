import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
import UIKit
import AutocellDrawing

/// The collection view cell class `Fixtures/nibs/PhotoCell.xib` names (its module is the target).
final class PhotoCell: UICollectionViewCell {}

/// A collection fixture (`collection:`) and the same cells in a real `UICollectionView` give
/// the same frames, to 1/scale: a self-sizing flow layout, a compositional grid with estimated
/// heights and a header, an inset-grouped list with titles and accessories, and cells read
/// from a collection view cell nib (`<collectionViewCellContentView>`).
@MainActor
@Suite(.serialized) struct CollectionEquivalence {
    /// One item as a front end gives it: its frame, and its views' frames in the item's
    /// coordinates, by name.
    struct Item {
        var frame: Rect
        var views: [String: Rect]
    }

    static func fixtureItems(_ text: String, folder: String = "/tmp") throws -> (items: [Item], height: Double) {
        let fixture = try FixtureLoader.parse(text, file: "twin.yaml", folder: folder)
        let layout = try TableLayout.make(fixture.content, measurer: try TextMeasurer())
        let items = layout.rows.map { row in
            var views: [String: Rect] = [:]
            for view in row.cell.views where view.name != CellTemplate.contentView { views[view.name] = view.frame }
            return Item(frame: Rect(x: row.x, y: row.y, width: row.width ?? layout.width, height: row.height), views: views)
        }
        return (items, layout.contentHeight)
    }

    static func collectionItems(_ view: UICollectionView, names: (UICollectionViewCell) -> [String: UIView]) -> [Item] {
        view.layoutIfNeeded()
        return (0..<view.numberOfSections).flatMap { section in
            (0..<view.numberOfItems(inSection: section)).compactMap { index -> Item? in
                let indexPath = IndexPath(item: index, section: section)
                guard let frame = view.layoutAttributesForItem(at: indexPath)?.frame, let cell = view.cellForItem(at: indexPath) else { return nil }
                var views: [String: Rect] = [:]
                for (name, subview) in names(cell) {
                    views[name] = rect(subview.convert(subview.bounds, to: cell.contentView))
                }
                return Item(frame: rect(frame), views: views)
            }
        }
    }

    static func rect(_ rect: CGRect) -> Rect { Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)) }

    static func expectSame(_ one: [Item], _ two: [Item], _ what: String) {
        #expect(one.count == two.count, "\(what): \(one.count) items against \(two.count)")
        func near(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
        }
        for (index, (a, b)) in zip(one, two).enumerated() {
            #expect(near(a.frame, b.frame), "\(what) item \(index): \(a.frame) against \(b.frame)")
            for (name, frame) in a.views {
                guard let other = b.views[name] else { continue }
                #expect(near(frame, other), "\(what) item \(index) \(name): \(frame) against \(other)")
            }
        }
    }

    // MARK: A self-sizing flow layout

    final class TagCell: UICollectionViewCell {
        let pill = UIView()
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            pill.backgroundColor = .systemBlue
            pill.translatesAutoresizingMaskIntoConstraints = false
            title.font = .systemFont(ofSize: 15, weight: .medium)
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(pill)
            pill.addSubview(title)
            NSLayoutConstraint.activate([
                pill.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), pill.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                pill.topAnchor.constraint(equalTo: contentView.topAnchor), pill.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                title.leadingAnchor.constraint(equalTo: pill.leadingAnchor, constant: 12), pill.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: pill.topAnchor, constant: 6), pill.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 6),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let sections: [[String]]
        let identifier: String
        let configure: (UICollectionViewCell, String) -> Void
        init(_ sections: [[String]], identifier: String, configure: @escaping (UICollectionViewCell, String) -> Void) {
            self.sections = sections
            self.identifier = identifier
            self.configure = configure
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            configure(cell, sections[indexPath.section][indexPath.item])
            return cell
        }
    }

    static let tags = ["Swift", "Auto Layout", "UICollectionView", "Pango", "Cairo", "Snapshot testing", "Dynamic Type", "Linux"]

    @Test(arguments: [320.0, 375, 414]) func selfSizingFlow(width: Double) throws {
        let rows = Self.tags.map { "  - {template: tag, data: {title: \"\($0)\"}}" }.joined(separator: "\n")
        let fixture = try Self.fixtureItems("""
            collection: {width: \(width), layout: flow, estimatedItemSize: automatic, minimumInteritemSpacing: 8, minimumLineSpacing: 8,
                         sectionInset: {top: 16, left: 16, bottom: 16, right: 16}}
            templates:
              tag:
                views:
                  - {name: pill, type: view}
                  - {name: title, type: label, parent: pill, text: "{title}", font: "system medium 15"}
                constraints: ["H:|[pill]|", "V:|[pill]|", "H:|-12-[title]-12-|", "V:|-6-[title]-6-|"]
            rows:
            \(rows)
            """)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 2_000), collectionViewLayout: layout)
        view.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = Source([Self.tags], identifier: "tag") { cell, text in (cell as? TagCell)?.title.text = text }
        view.dataSource = source
        view.reloadData()
        let items = Self.collectionItems(view) { cell in
            guard let cell = cell as? TagCell else { return [:] }
            return ["pill": cell.pill, "title": cell.title]
        }
        Self.expectSame(fixture.items, items, "flow at \(width)")
        #expect(abs(fixture.height - Double(view.contentSize.height)) <= 0.5)
        // Checked by hand at 375: "Swift" 36 pt of text + 24 = 60 wide, 18 + 12 = 30 tall (a 15 pt
        // line is 17.9 pt, 18 on the @2x grid);
        // three tags fill the first line, its spare width shared between the gaps.
        if width == 375, let first = fixture.items.first {
            #expect(first.frame == Rect(x: 16, y: 16, width: 60, height: 30))
            #expect(fixture.items[2].frame.x + fixture.items[2].frame.width == 359)
        }
    }

    // MARK: A compositional grid

    final class CardCell: UICollectionViewCell {
        let title = UILabel()
        let detail = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.font = .systemFont(ofSize: 15, weight: .semibold)
            title.numberOfLines = 2
            detail.font = .systemFont(ofSize: 13)
            detail.numberOfLines = 0
            for label in [title, detail] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                contentView.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10),
                detail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                contentView.trailingAnchor.constraint(equalTo: detail.trailingAnchor, constant: 10),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                contentView.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 10),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    static let cards = [
        "Puzzle Quest|Match gems to win battles.", "Star Racer Deluxe Edition|Arcade racing in space, with a long description that wraps.",
        "Chess|The classic.", "Word Tower|Stack letters into words before the tower falls.", "Solitaire|Klondike, Spider and FreeCell.",
    ]

    @Test(arguments: [2, 3]) func estimatedGrid(columns: Int) throws {
        let rows = Self.cards.map { card -> String in
            let parts = card.split(separator: "|")
            return "  - {template: card, data: {title: \"\(parts[0])\", detail: \"\(parts[1])\"}}"
        }.joined(separator: "\n")
        let fixture = try Self.fixtureItems("""
            collection: {width: 375, layout: grid, columns: \(columns), itemHeight: estimated, interItemSpacing: 12, interGroupSpacing: 12,
                         contentInsets: {top: 8, leading: 16, bottom: 16, trailing: 16}}
            templates:
              card:
                views:
                  - {name: title, type: label, text: "{title}", font: "system semibold 15", lines: 2}
                  - {name: detail, type: label, text: "{detail}", font: "system 13", lines: 0}
                constraints: ["H:|-10-[title]-10-|", "H:|-10-[detail]-10-|", "V:|-10-[title]-4-[detail]-10-|"]
            rows:
            \(rows)
            """)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), repeatingSubitem: item, count: columns)
        group.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 2_000), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(CardCell.self, forCellWithReuseIdentifier: "card")
        let source = Source([Self.cards], identifier: "card") { cell, text in
            let parts = text.split(separator: "|")
            (cell as? CardCell)?.title.text = String(parts[0])
            (cell as? CardCell)?.detail.text = String(parts[1])
        }
        view.dataSource = source
        view.reloadData()
        let items = Self.collectionItems(view) { cell in
            guard let cell = cell as? CardCell else { return [:] }
            return ["title": cell.title, "detail": cell.detail]
        }
        Self.expectSame(fixture.items, items, "grid of \(columns)")
        #expect(abs(fixture.height - Double(view.contentSize.height)) <= 0.5)
        if columns == 2 {
            // By hand: (375 − 32 − 12) / 2 = 165.5 pt columns from x 16 and 193.5.
            #expect(fixture.items.map(\.frame.x).prefix(2) == [16, 193.5])
            #expect(fixture.items.allSatisfy { $0.frame.width == 165.5 })
        }
    }

    // MARK: An inset-grouped list

    final class OptionCell: UICollectionViewListCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.font = .systemFont(ofSize: 17)
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor), margins.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor),
                title.topAnchor.constraint(equalTo: margins.topAnchor), margins.bottomAnchor.constraint(equalTo: title.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test(arguments: [375.0, 414]) func insetGroupedList(width: Double) throws {
        let fixture = try Self.fixtureItems("""
            collection: {width: \(width), layout: list, style: insetGrouped}
            templates:
              option:
                views: [{name: title, type: label, text: "{title}", font: "system 17"}]
                constraints:
                  - title.leading == contentView.leadingMargin
                  - contentView.trailingMargin >= title.trailing
                  - title.top == contentView.topMargin
                  - contentView.bottomMargin == title.bottom
            sections:
              - rows: [{template: option, data: {title: About}}, {template: option, data: {title: Software Update}}]
              - rows: [{template: option, data: {title: Text Size}}]
            """)
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 2_000), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.register(OptionCell.self, forCellWithReuseIdentifier: "option")
        let source = Source([["About", "Software Update"], ["Text Size"]], identifier: "option") { cell, text in (cell as? OptionCell)?.title.text = text }
        view.dataSource = source
        view.reloadData()
        let items = Self.collectionItems(view) { cell in (cell as? OptionCell).map { ["title": $0.title] } ?? [:] }
        Self.expectSame(fixture.items, items, "list at \(width)")
        // By hand: sections inset by the margins (16, 20 from 414), 35 pt above the first;
        // the title on the list cell's margins (11 pt above, 16 or 20 from the leading edge).
        let side = width >= 414 ? 20.0 : 16
        #expect(fixture.items.first?.frame.x == side && fixture.items.first?.frame.y == 35)
        #expect(fixture.items.first?.views["title"]?.x == side && fixture.items.first?.views["title"]?.y == 11)
    }

    // MARK: A collection view cell nib

    @Test func collectionViewCellNib() throws {
        let nibs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").path
        let fixture = try Self.fixtureItems(try String(contentsOfFile: nibs + "/collection-nib.yaml", encoding: .utf8), folder: nibs)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 2_000), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        UINib.searchPaths = [nibs + "/nibs"]
        view.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "PhotoCell")
        let photos = ["lunch|Lunch", "avatar|A caption long enough to wrap", "game-icon|Icon", "lunch|Again"]
        let source = Source([photos], identifier: "PhotoCell") { cell, text in
            let parts = text.split(separator: "|")
            (cell.contentView.subviews.compactMap { $0 as? UILabel }.first)?.text = String(parts[1])
            (cell.contentView.subviews.compactMap { $0 as? UIImageView }.first)?.image = UIImage(contentsOfFile: nibs + "/images/\(parts[0]).png")
        }
        view.dataSource = source
        view.reloadData()
        let items = Self.collectionItems(view) { cell in
            var names: [String: UIView] = [:]
            if let label = cell.contentView.subviews.compactMap({ $0 as? UILabel }).first { names["captionLabel"] = label }
            if let image = cell.contentView.subviews.compactMap({ $0 as? UIImageView }).first { names["imageView"] = image }
            return names
        }
        Self.expectSame(fixture.items, items, "nib grid")
        // By hand: (375 − 2 × 2) / 3 = 123.67 pt squares, a 15 pt caption (18.5) 6 pt below
        // them and 6 above the bottom: 123.67 + 30.5 = 154.17, up to the pixel 154.5.
        #expect(abs((fixture.items.first?.frame.width ?? 0) - 123.667) < 0.01)
        #expect(fixture.items.first?.views["imageView"]?.height == fixture.items.first?.views["imageView"]?.width)
    }
}
