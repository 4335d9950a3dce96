@testable import AutocellUIKit
import Foundation
import Testing
import UIKit

/// A table view controller of a storyboard, its prototype cell of its own class.
final class StoryboardFeedController: UITableViewController {
    var posts = ["A short post", "A post long enough to wrap onto a second line and then onto a third one in a phone's width, as real posts do"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        (cell as? StoryboardPostCell)?.bodyLabel.text = posts[indexPath.row]
        return cell
    }
}

final class StoryboardPostCell: UITableViewCell, UINibOutletConnecting {
    var bodyLabel: UILabel!
    static var nibOutlets: [String: AnyKeyPath] { ["bodyLabel": \StoryboardPostCell.bodyLabel] }
}

/// A plain view controller whose view is in the storyboard.
final class StoryboardAboutController: UIViewController, UINibOutletConnecting {
    var titleLabel: UILabel!
    static var nibOutlets: [String: AnyKeyPath] { ["titleLabel": \StoryboardAboutController.titleLabel] }
}

/// A controller whose view is in a nib named after it (`StoryboardNamedView.xib`).
final class StoryboardNamedViewController: UIViewController, UINibOutletConnecting {
    var nameLabel: UILabel!
    static var nibOutlets: [String: AnyKeyPath] { ["nameLabel": \StoryboardNamedViewController.nameLabel] }
}

/// `UIStoryboard` and views loaded from nibs by view controllers, as real apps' tests make their
/// controllers (`UIStoryboard(name:bundle:).instantiateInitialViewController()`).
@MainActor
@Suite(.serialized) struct Storyboards {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="feed" kind="relationship" relationship="rootViewController" id="seg"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="feed" customClass="StoryboardFeedController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="120" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="Post" id="cel" customClass="StoryboardPostCell" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="28" width="414" height="120"/>
                                        <tableViewCellContentView key="contentView" id="cnt">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                                            <subviews>
                                                <label text="Body" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                                    <rect key="frame" x="20" y="11" width="374" height="98"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="body" firstAttribute="top" secondItem="cnt" secondAttribute="topMargin" id="c1"/>
                                                <constraint firstItem="body" firstAttribute="leading" secondItem="cnt" secondAttribute="leadingMargin" id="c2"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="c3" firstItem="cnt"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="body" secondAttribute="bottom" id="c4" firstItem="cnt"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="bodyLabel" destination="body" id="o1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <view key="tableFooterView" contentMode="scaleToFill" id="foot">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="16"/>
                                </view>
                                <connections>
                                    <outlet property="dataSource" destination="feed" id="o2"/>
                                    <outlet property="delegate" destination="feed" id="o3"/>
                                </connections>
                            </tableView>
                            <refreshControl key="refreshControl" opaque="NO" enabled="NO" id="ref"/>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="About" id="about" customClass="StoryboardAboutController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <label text="About this app" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="20" y="100" width="200" height="20.5"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="a1"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="a2"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="title" id="o4"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A folder with `files` in it, added to `UINib.searchPaths` while `body` runs.
    static func withFiles(_ files: [String: String], _ body: () throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let saved = UINib.searchPaths
        UINib.searchPaths = [folder.path] + saved
        defer { UINib.searchPaths = saved }
        UINib.customClasses["StoryboardFeedController"] = StoryboardFeedController.self
        UINib.customClasses["StoryboardPostCell"] = StoryboardPostCell.self
        UINib.customClasses["StoryboardAboutController"] = StoryboardAboutController.self
        try body()
    }

    /// The initial view controller behind a navigation controller: the table view controller of
    /// its class, its table as the file sets it, its prototype dequeued from the file and sized
    /// by its own constraints.
    @Test func theInitialTableViewControllerDequeuesItsPrototypes() throws {
        try Self.withFiles(["Feed.storyboard": Self.storyboard]) {
            let storyboard = UIStoryboard(name: "Feed", bundle: nil)
            let controller = try #require(storyboard.instantiateInitialViewController() as? StoryboardFeedController)
            #expect(UIKitDiagnostics.hasSaid("UIStoryboard: a navigation controller scene"))
            #expect(UIKitDiagnostics.hasSaid("the table's tableFooterView in the storyboard is not loaded"))
            #expect(controller.storyboard === storyboard)
            controller.loadViewIfNeeded()
            let table = try #require(controller.tableView)
            #expect(table.style == .plain)
            #expect(table.separatorStyle == .none)
            #expect(table.estimatedRowHeight == 120)
            #expect(table.dataSource === controller && table.delegate === controller)
            #expect(controller.refreshControl != nil && controller.refreshControl?.isRefreshing == false)
            table.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            table.layoutIfNeeded()
            let cells = table.visibleCells.compactMap { $0 as? StoryboardPostCell }
            try #require(cells.count == 2)
            #expect(cells[0].bodyLabel.text == "A short post")
            // The file's sectionHeaderHeight 28 gives a plain table's untitled section no header.
            #expect(cells[0].frame.minY == 0, "\(cells[0].frame)")
            // 11 + one 17 pt line (20.33) + 11; the long post wraps to three lines.
            #expect(abs(cells[0].frame.height - 42.333) < 0.5, "\(cells[0].frame)")
            #expect(cells[1].frame.height > cells[0].frame.height + 30, "\(cells[1].frame)")
            #expect(cells[0].bodyLabel.frame.minX == 16)
        }
    }

    /// A plain view controller by its Storyboard ID: its view from the scene, its outlets
    /// connected to it.
    @Test func aViewControllerByIdentifierLoadsItsScenesView() throws {
        try Self.withFiles(["Feed.storyboard": Self.storyboard]) {
            let storyboard = UIStoryboard(name: "Feed", bundle: nil)
            let controller = try #require(storyboard.instantiateViewController(withIdentifier: "About") as? StoryboardAboutController)
            controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            controller.view.layoutIfNeeded()
            let title = try #require(controller.titleLabel)
            #expect(title.text == "About this app")
            #expect(title.superview === controller.view)
            #expect(title.frame.origin == CGPoint(x: 24, y: 100))
            let typed: StoryboardAboutController = storyboard.instantiateViewController(identifier: "About")
            #expect(typed.titleLabel == nil, "outlets connect when the view loads")
        }
    }

    /// What UIKit raises for is said, and fails a running snapshot: an unknown identifier, a
    /// missing storyboard.
    @Test func anUnknownIdentifierOrStoryboardIsSaid() throws {
        try Self.withFiles(["Feed.storyboard": Self.storyboard]) {
            let (_, failures) = UIKitDiagnostics.collectingFailures {
                UIStoryboard(name: "Feed", bundle: nil).instantiateViewController(withIdentifier: "Settings")
            }
            #expect(failures.contains { $0.contains("doesn't contain a view controller with identifier 'Settings'") && $0.contains("About") }, "\(failures)")
            let (missing, missingFailures) = UIKitDiagnostics.collectingFailures {
                UIStoryboard(name: "Nowhere", bundle: nil).instantiateInitialViewController()
            }
            #expect(missing == nil)
            #expect(missingFailures.contains { $0.contains("Could not find a storyboard named 'Nowhere'") })
        }
    }

    /// A file that is not well-formed is an error at its line and column.
    @Test func aMalformedStoryboardIsAnErrorAtItsLine() throws {
        let broken = Self.storyboard.replacingOccurrences(of: "estimatedRowHeight=\"120\"", with: "estimatedRowHeight=\"tall\"")
        try Self.withFiles(["Broken.storyboard": broken]) {
            let (_, failures) = UIKitDiagnostics.collectingFailures { UIStoryboard(name: "Broken", bundle: nil).instantiateInitialViewController() }
            #expect(failures.contains { $0.contains("Broken.storyboard:16:") && $0.contains("estimatedRowHeight must be a number") }, "\(failures)")
        }
    }

    /// `init(nibName:bundle:)` with no name loads the nib named after the class less
    /// "Controller", its File's Owner outlets connected (Apple's documentation of `nibName`).
    @Test func aControllersViewComesFromTheNibNamedAfterIt() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StoryboardNamedViewController">
                        <connections>
                            <outlet property="nameLabel" destination="name" id="o1"/>
                            <outlet property="view" destination="root" id="o2"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label text="Named" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <rect key="frame" x="0" y="0" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="a"/>
                            <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="b"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        try Self.withFiles(["StoryboardNamedView.xib": xib]) {
            let controller = StoryboardNamedViewController(nibName: nil, bundle: nil)
            controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            controller.view.layoutIfNeeded()
            let label = try #require(controller.nameLabel)
            #expect(label.superview === controller.view)
            #expect(label.frame.minY == 40)
            #expect(abs(label.frame.midX - 187.5) < 0.01)
        }
    }
    /// A label whose file sets `adjustsFontForContentSizeCategory` follows its own traits (its
    /// window's content size, as a snapshot's traits set it), its text style rescaled; one
    /// without keeps the size it was read at, as on iOS.
    @Test func aFilesDynamicTypeLabelFollowsItsTraits() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
                            <label text="Follows" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="follows">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                            <label text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="fixed">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let view = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        try #require(labels.count == 2)
        #expect(labels[0].adjustsFontForContentSizeCategory && !labels[1].adjustsFontForContentSizeCategory)
        view.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(labels[0].content.font.size == 23, "Body at xxxL")
        #expect(labels[1].content.font.size == 17, "read at Large")
    }
}
