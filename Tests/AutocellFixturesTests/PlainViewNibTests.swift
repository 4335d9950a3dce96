import AutocellFixtures
import AutocellInterfaceBuilder
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing

/// Interface Builder files as real apps write them beyond cells (issue 50): a file whose root
/// is a plain `<view>` (the `loadFromNib()` pattern) is read as the cell's content, and a
/// file's texts are data, never fixture placeholders.
@Suite struct PlainViewNibs {
    /// A custom view's file: a 300 × 60 view of class `BadgeView`, a label pinned 12 pt inside
    /// its margins, whose text in the file is literally `{Name}`.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root" customClass="BadgeView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                    <subviews>
                        <label text="{Name}" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="20" y="20" width="100" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="12" id="a"/>
                        <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="12" id="b"/>
                        <constraint firstItem="root" firstAttribute="bottomMargin" secondItem="name" secondAttribute="bottom" constant="12" id="c"/>
                    </constraints>
                    <connections>
                        <outlet property="nameLabel" destination="name" id="o"/>
                    </connections>
                </view>
            </objects>
        </document>
        """

    @Test func aPlainViewRootIsReadWithItsClassAndMargins() throws {
        let cell = try IBCellReader.read(file: "BadgeView.xib", data: Data(Self.xib.utf8))
        #expect(cell.root == .view && cell.customClass == "BadgeView")
        #expect(cell.outlets["nameLabel"] == "nameLabel")
        #expect(cell.template.contentViewLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// The file in a fixture: the label shows `{Name}` as written; the row is the view's margins
    /// (8), the 12 pt insets and the line.
    @Test func aFilesTextIsNotAPlaceholder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-plainview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.xib.utf8).write(to: folder.appendingPathComponent("BadgeView.xib"))
        let yaml = "table: {width: 320, scale: 2, separator: none}\ntemplates:\n  badge: {nib: BadgeView.xib}\nrows:\n  - {template: badge}\n"
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("feed.yaml"))
        let fixture = try FixtureLoader.load(path: folder.appendingPathComponent("feed.yaml").path)
        let layout = try TableLayout.make(fixture.resolved(for: TraitCollection(width: 320)).content, measurer: try TextMeasurer())
        let row = try #require(layout.rows.first)
        let label = try #require(row.cell.views.first { $0.name == "nameLabel" })
        #expect(label.frame.x == 20 && label.frame.y == 20)
        #expect(abs(row.cell.height - (20 + label.frame.height + 20)) < 1e-9)
    }
}
