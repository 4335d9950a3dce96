import AutocellDiff
import AutocellImage
import Foundation
import Testing
import UIKit

/// The UIKit-route case of the iOS ground truth (Documentation/Fidelity.md): a cell of the
/// TodoItemTableViewCell shape (a 20 pt mark and a one-line title pinned 16 pt from every edge,
/// its vertical compression resistance required) in a self-sizing one-row table inside a plain
/// container view. iOS: 375 × 52.5 at @2x, no conflict, the title drawn at y 16.
@MainActor
@Suite(.serialized) struct GroundTruthContainer {
    @Test func aOneRowTableOfAOneLineCellIsIOSsSizeWithoutConflictAndDrawsItsTitle() throws {
        let container = TableContainers.Container<TodoMarkCell>(width: 375) { $0.title.text = "Milk, eggs and flour for the pancakes, and walnuts" }
        container.backgroundColor = .white
        container.layoutIfNeeded()
        #expect(container.frame.size == CGSize(width: 375, height: 52.5))
        let cell = try #require(container.table.visibleCells.first as? TodoMarkCell)
        #expect(cell.title.frame == CGRect(x: 44, y: 16, width: 315, height: 20.5))
        // Nothing broken to recover from: the label is its line rounded up to the pixel.
        let record = try #require(cell.autocellLayoutRecord())
        #expect(record.columns.allSatisfy { $0.rows.allSatisfy { $0.broken.isEmpty } }, "\(record.columns.map { $0.rows.map(\.broken) })")
        // The title's black text is drawn on the grey contentView, inside the title's frame.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: container.bounds.size, format: format).image { _ in
            container.drawHierarchy(in: container.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(image.pixels())
        var dark = 0
        for y in 32..<73 {
            for x in 88..<718 where Int(pixels[x, y].r) < 60 { dark += 1 }
        }
        #expect(dark > 500, "\(dark) dark pixels in the title's frame")
    }

    /// A cell fitted on its own (`systemLayoutSizeFitting`, the ground truth's todo3 case) is
    /// its content and its separator's pixel: iOS 53 pt at @2x for the one-line cell whose
    /// content is 52.5 (20.5 pt title + 32). At @3x: 52.333 + 0.333.
    @Test func aCellFittedOnItsOwnIncludesItsSeparator() {
        let cell = TodoMarkCell(style: .default, reuseIdentifier: nil)
        cell.title.text = "Milk, eggs and flour"
        func fitted() -> CGFloat {
            cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
        #expect(fitted() == 53)
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(displayScale: 3)
        defer { UITraitCollection.current = saved }
        let third = fitted()
        #expect(abs(third - (52 + 1.0 / 3 + 1.0 / 3)) < 1e-9, "\(third)")
    }

    /// Through UINib, a contentView's own `layoutMargins` in the file are its margins in a table
    /// too (as on iOS), and it reports them.
    @Test func aNibsContentViewMarginsAreItsOwn() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cel" reuseIdentifier="m">
                    <tableViewCellContentView key="contentView" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="cnt" secondAttribute="topMargin" id="a"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="cnt" secondAttribute="leadingMargin" id="b"/>
                            <constraint firstItem="cnt" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c"/>
                            <constraint firstItem="box" firstAttribute="width" constant="40" id="d"/>
                            <constraint firstItem="box" firstAttribute="height" constant="30" id="e"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="5" left="24" bottom="7" right="30"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let cell = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UITableViewCell)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 5, left: 24, bottom: 7, right: 30))
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == 42.5)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 42)
        cell.layoutIfNeeded()
        let box = try #require(cell.contentView.subviews.first)
        #expect(box.frame == CGRect(x: 24, y: 5, width: 40, height: 30))
    }

    /// A built-in style's prototype through UINib: its textLabel (designed at 414 pt, x 20 and
    /// 374 wide in the file) is the cell's own, laid out by UIKit's style layout in the cell's
    /// width: at the 16 pt margin of a 375 pt cell, not at the file's frame.
    @Test func aBuiltInStylePrototypeIsLaidOutByTheStyle() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell style="IBUITableViewCellStyleSubtitle" reuseIdentifier="basic" id="cel">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                    <tableViewCellContentView key="contentView" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                        <subviews>
                            <label text="Title" key="textLabel" id="tl" userLabel="title">
                                <rect key="frame" x="20" y="10" width="374" height="20.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label text="Detail" key="detailTextLabel" id="dl" userLabel="detail">
                                <rect key="frame" x="20" y="31" width="374" height="14.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let cell = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UITableViewCell)
        #expect(cell.style == .subtitle)
        #expect(cell.textLabel?.text == "Title" && cell.detailTextLabel?.text == "Detail")
        #expect(cell.textLabel?.font.pointSize == 17 && cell.detailTextLabel?.font.pointSize == 12)
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: fitted.height - 0.5)
        cell.layoutIfNeeded()
        let title = try #require(cell.textLabel)
        #expect(title.frame.minX == 16, "\(title.frame)")
        #expect(title.frame.maxX <= 375 - 16)
        #expect(cell.contentView.subviews.filter { $0 is UILabel }.count == 2, "only the style's own labels")
    }

    /// A table outside any view controller gives its cells UIView's 8 pt side margins; as a
    /// controller's view, the system minimum (16 pt below 414 pt). The contentView reports the
    /// margins it lays out with.
    @Test func cellMarginsFollowTheTablesContext() throws {
        final class MarginCell: UITableViewCell {
            let box = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    box.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    box.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                    box.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let source = Source()
        func firstCell(_ table: UITableView) throws -> MarginCell {
            table.register(MarginCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.reloadData()
            table.layoutIfNeeded()
            return try #require(table.visibleCells.first as? MarginCell)
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let plain = UITableView(frame: parent.bounds, style: .plain)
        parent.addSubview(plain)
        let outside = try firstCell(plain)
        #expect(outside.box.frame == CGRect(x: 8, y: 11, width: 359, height: 20))
        #expect(outside.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 8, bottom: 11, right: 8))

        let controller = UITableViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        let inside = try firstCell(controller.tableView)
        #expect(inside.box.frame == CGRect(x: 16, y: 11, width: 343, height: 20))
        #expect(inside.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))

        // The table's own margins, when set, are its cells'.
        let own = UITableView(frame: parent.bounds, style: .plain)
        own.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        parent.addSubview(own)
        #expect(try firstCell(own).box.frame.minX == 30)
    }

    /// A table's automatic separator inset is its cells' leading margin: 16 pt in a controller
    /// (where the iOS references draw it), 8 pt outside one; what the app sets wins.
    @Test func separatorsStartAtTheCellsMargin() throws {
        let (controller, table) = controllerTable(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        defer { withExtendedLifetime(controller) {} }
        #expect(table.separatorInset.left == 16)
        let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        #expect(plain.separatorInset.left == 8)
        plain.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        #expect(plain.separatorInset.left == 40)
        // Drawn there: the first row's separator begins at x 16.
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let rows = Rows()
        table.dataSource = rows
        table.reloadData()
        table.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: table.bounds.size, format: format).image { _ in
            table.drawHierarchy(in: table.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(image.pixels())
        let line = Int(table.rect(forRowAt: IndexPath(row: 0, section: 0)).maxY * 2) - 1
        #expect(pixels[2 * 16 + 2, line] != pixels[2 * 16 - 2, line])
        #expect(pixels[2 * 16 - 2, line] == pixels[2, line])
        withExtendedLifetime(rows) {}
    }
}


/// Bring your own SF through the UIKit layer: `UIFont.autocellSystemFontFiles`.
@MainActor
@Suite(.serialized) struct SystemFontFilesInUIKit {
    @Test func sfProsFilesDrawTheSystemFontWithTheDisplayCutFrom20Points() throws {
        let (folder, text, display) = try FontStandIns.make()
        defer {
            UIFont.autocellSystemFontFiles = []
            try? FileManager.default.removeItem(atPath: folder)
        }
        func width(_ size: CGFloat) -> CGFloat {
            let label = UILabel()
            label.font = .systemFont(ofSize: size)
            label.text = "Hamburgefonstiv"
            return label.intrinsicContentSize.width / size
        }
        let standIn = (width(19), width(20))
        #expect(UIFont.autocellSystemFontDescription == "Inter (the bundled stand-in for SF Pro)")
        UIFont.autocellSystemFontFiles = [text, display]
        #expect(UIFont.autocellSystemFontFiles == [text, display])
        #expect(UIFont.autocellSystemFontDescription == "SF Pro Text / SF Pro Display")
        // Text below 20 pt (Inter Regular's shapes under these names), Display from 20 (Inter Black's).
        #expect(abs(width(19) - standIn.0) < 0.03)
        #expect(width(20) > standIn.1 * 1.08)
        UIFont.autocellSystemFontFiles = []
        #expect(abs(width(20) - standIn.1) < 0.001)
    }
}
