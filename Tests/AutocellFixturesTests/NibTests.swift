import AutocellFixtures
import AutocellInterfaceBuilder
import AutocellLayout
import AutocellSource
import AutocellTable
import AutocellText
import Foundation
import Testing
import AutocellDrawing

/// Cells read from Interface Builder files (Fixtures/nibs), frames worked out by hand.
@Suite struct InterfaceBuilderCells {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/nibs.yaml").path

    static func frames(width: Double = 375) throws -> [[String: Rect]] {
        let fixture = try FixtureLoader.load(path: path)
        let layout = try TableLayout.make(fixture.resolved(for: TraitCollection(width: width)).content, measurer: try TextMeasurer())
        for row in layout.rows { #expect(row.cell.conflicts.isEmpty, "\(row.template)") }
        return layout.rows.map { Dictionary(uniqueKeysWithValues: $0.cell.views.map { ($0.name, $0.frame) }) }
    }

    /// Margins (16, 11), a 48 pt avatar, a stack 12 pt after it to the trailing margin; outlets named.
    @Test func marginsAndAStackView() throws {
        let rows = try Self.frames()
        #expect(rows[0]["avatarView"] == Rect(x: 16, y: 11, width: 48, height: 48))
        let stack = try #require(rows[0]["stackView1"]), title = try #require(rows[0]["titleLabel"]), subtitle = try #require(rows[0]["subtitleLabel"])
        #expect(stack.x == 76 && stack.width == 375 - 16 - 76 && stack.y == 11)
        #expect(abs(subtitle.y - (title.y + title.height + 4)) < 1e-9)
        #expect(rows[1]["subtitleLabel"]?.height == 0)
    }

    /// Placeholder constraints are dropped: the label keeps its intrinsic width, not 120.
    @Test func placeholdersAreDropped() throws {
        let rows = try Self.frames()
        let name = try #require(rows[2]["nameLabel"]), detail = try #require(rows[2]["detailLabel"])
        #expect(name.width < 60 && name.x == 16)
        #expect(rows[2]["contentView"]?.width == 341.0)
        #expect(abs(detail.x + detail.width - (341 - 16)) < 1e-9)
    }

    /// Autoresizing masks: a flexible width stretches with the cell (300 pt at 320 → 355 at
    /// 375), a flexible left margin keeps its right margin, a fixed frame stays.
    @Test func autoresizingMasks() throws {
        for width in [375.0, 414] {
            let rows = try Self.frames(width: width)
            #expect(rows[3]["stretchingBar"] == Rect(x: 10, y: 8, width: width - 20, height: 6))
            #expect(rows[3]["rightPin"] == Rect(x: width - 40, y: 20, width: 30, height: 30))
            #expect(rows[3]["fixedBox"] == Rect(x: 10, y: 20, width: 40, height: 30))
        }
    }

    @Test func badFilesAreLocated() {
        let broken = Data("<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n  <objects>\n</document>\n".utf8)
        #expect(throws: Diagnostic.self) { try IBCellReader.read(file: "bad.xib", data: broken) }
        do {
            _ = try IBCellReader.read(file: "bad.xib", data: broken)
        } catch {
            #expect(error.file == "bad.xib" && error.line >= 3, "\(error)")
        }
        let old = Data("<document version=\"2.0\"><objects/></document>".utf8)
        do {
            _ = try IBCellReader.read(file: "old.xib", data: old)
            Issue.record("read")
        } catch {
            #expect(error.message.contains("version 2.0 is not supported"))
        }
    }

    /// Size class variations: the default variation's `<exclude>` removes a constraint in a
    /// compact width; the regular-width variation's `<include>` brings it back at 768 pt.
    @Test func sizeClassVariations() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cel">
                    <tableViewCellContentView key="contentView" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="width" constant="100" id="wide"/>
                            <constraint firstItem="box" firstAttribute="height" constant="10" id="tall"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints"><exclude reference="wide"/></mask>
                        </variation>
                        <variation key="widthClass=regular">
                            <mask key="constraints"><include reference="wide"/></mask>
                        </variation>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        // Read once without traits: both size classes kept, the resolve step chooses by width.
        let cell = try IBCellReader.read(file: "v.xib", data: Data(xml.utf8))
        #expect(cell.template.constraints.compactMap(\.identifier) == ["tall"])
        #expect(cell.sizeClassTemplates[.compact]?.constraints.compactMap(\.identifier) == ["tall"])
        #expect(cell.sizeClassTemplates[.regular]?.constraints.compactMap(\.identifier).sorted() == ["tall", "wide"])
    }

    /// A scroll view's content and frame layout guides (`<viewLayoutGuide key="contentLayoutGuide">`):
    /// a 600 pt strip pinned to the content guide gives the content size; its height follows the frame guide.
    @Test func scrollViewLayoutGuides() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cel">
                    <tableViewCellContentView key="contentView" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                        <subviews>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr" userLabel="scroll">
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="stp" userLabel="strip"/>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="stp" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="a"/>
                                    <constraint firstItem="stp" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="b"/>
                                    <constraint firstItem="stp" firstAttribute="top" secondItem="cg" secondAttribute="top" id="c"/>
                                    <constraint firstItem="stp" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="d"/>
                                    <constraint firstItem="stp" firstAttribute="width" constant="600" id="e"/>
                                    <constraint firstItem="stp" firstAttribute="height" secondItem="fg" secondAttribute="height" id="f"/>
                                </constraints>
                                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scr" firstAttribute="leading" secondItem="cnt" secondAttribute="leading" id="g"/>
                            <constraint firstItem="scr" firstAttribute="trailing" secondItem="cnt" secondAttribute="trailing" id="h"/>
                            <constraint firstItem="scr" firstAttribute="top" secondItem="cnt" secondAttribute="top" id="i"/>
                            <constraint firstItem="scr" firstAttribute="height" constant="50" id="j"/>
                            <constraint firstItem="cnt" firstAttribute="bottom" secondItem="scr" secondAttribute="bottom" id="k"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let read = try IBCellReader.read(file: "s.xib", data: Data(xml.utf8))
        #expect(read.warnings.isEmpty, "\(read.warnings)")
        let engine = try CellLayoutEngine(template: read.template, measurer: try TextMeasurer())
        let layout = engine.layout(width: 375, height: 50, texts: [:], images: [:], state: RowState())
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0) })
        #expect(frames["strip"]?.frame == Rect(x: 0, y: 0, width: 600, height: 50))
        #expect(frames["scroll"]?.contentSize == Size(width: 600, height: 50))
    }

    /// A contentView's own `layoutMargins` in the file replace the table's, as on iOS (found on
    /// real cells: a stack pinned to the margins sat 5 pt lower there than with the table's).
    @Test func aContentViewsOwnMarginsAreApplied() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cel">
                    <tableViewCellContentView key="contentView" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="cnt" secondAttribute="topMargin" id="a"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="cnt" secondAttribute="leadingMargin" id="b"/>
                            <constraint firstItem="cnt" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c"/>
                            <constraint firstItem="cnt" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="d"/>
                            <constraint firstItem="box" firstAttribute="height" constant="30" id="e"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="5" left="24" bottom="7" right="30"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let read = try IBCellReader.read(file: "m.xib", data: Data(xml.utf8))
        #expect(read.warnings.isEmpty, "\(read.warnings)")
        #expect(read.template.contentViewLayoutMargins == EdgeInsets(top: 5, left: 24, bottom: 7, right: 30))
        let engine = try CellLayoutEngine(template: read.template, measurer: try TextMeasurer(), environment: CellEnvironment(layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)))
        let layout = engine.layout(width: 375)
        #expect(layout["box"]?.frame == Rect(x: 24, y: 5, width: 375 - 24 - 30, height: 30))
        #expect(engine.fittingHeight(width: 375, texts: [:], images: [:], state: RowState()).height == 42)
    }

    /// Two prototypes from one storyboard, by reuse identifier. MessageCell: a 40 pt avatar on
    /// the margins (16 at 375, 20 from 414), the author 12 pt after it to the trailing margin,
    /// the message 2 pt below, the row as tall as the texts or the avatar. ToggleCell: the
    /// switch's 51×31 on the trailing margin, centred on the title.
    @Test func storyboardWithTwoPrototypes() throws {
        for width in [375.0, 414] {
            let margin = width >= 414 ? 20.0 : 16
            let fixture = try FixtureLoader.load(path: Self.path)
            let layout = try TableLayout.make(fixture.resolved(for: TraitCollection(width: width)).content, measurer: try TextMeasurer())
            let rows = layout.rows.map { Dictionary(uniqueKeysWithValues: $0.cell.views.map { ($0.name, $0.frame) }) }
            for (index, lines) in [(4, 2), (5, 1)] {
                let row = rows[index]
                #expect(row["avatarView"] == Rect(x: margin, y: 11, width: 40, height: 40))
                let author = try #require(row["authorLabel"]), message = try #require(row["messageLabel"])
                #expect(author.x == margin + 52 && author.y == 11 && author.width == width - 2 * margin - 52)
                #expect(message.x == author.x && message.width == author.width && abs(message.y - (author.y + author.height) - 2) < 1e-9)
                let content = try #require(row["contentView"])
                #expect(abs(content.height - max((message.y + message.height) + 11, 11 + 40 + 11)) < 1e-9)
                if width == 375 { #expect(layout.rows[index].cell.views.first { $0.name == "messageLabel" }?.lines == lines) }
            }
            for index in [6, 7] {
                let title = try #require(rows[index]["titleLabel"]), toggle = try #require(rows[index]["toggle"])
                #expect(title.x == margin && title.y == 11)
                #expect(toggle.width == 51 && toggle.height == 31 && toggle.x == width - margin - 51)
                #expect(abs(toggle.y + toggle.height / 2 - title.y - title.height / 2) < 1e-9)
            }
        }
    }

    /// Two prototypes of one table with the same identifier: the first is read, and said.
    @Test func prototypesSharingAnIdentifierAreSaid() throws {
        let storyboard = URL(fileURLWithPath: Self.path).deletingLastPathComponent().appendingPathComponent("nibs/Feed.storyboard").path
        let text = try String(contentsOfFile: storyboard, encoding: .utf8).replacingOccurrences(of: "reuseIdentifier=\"ToggleCell\"", with: "reuseIdentifier=\"MessageCell\"")
        let cell = try IBCellReader.read(file: "Feed.storyboard", data: Data(text.utf8), identifier: "MessageCell")
        let warning = try #require(cell.warnings.first { $0.message.contains("have the reuse identifier 'MessageCell'") })
        #expect(warning.line == 22 && warning.message.contains("lines 22, 75") && warning.message.contains("Autocell reads the first, at line 22"))
        #expect(cell.template.views.contains { $0.name == "avatarView" })
        let original = try IBCellReader.read(file: "Feed.storyboard", data: Data(contentsOf: URL(fileURLWithPath: storyboard)), identifier: "MessageCell")
        #expect(!original.warnings.contains { $0.message.contains("reuse identifier") })
    }

    /// Layout attributes the reader does not apply are warnings naming them, at their lines.
    @Test func unreadLayoutAttributesAreSaid() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell style="IBUITableViewCellStyleValue1" indentationLevel="2" id="cel">
                    <tableViewCellContentView key="contentView" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <label text="A" semanticContentAttribute="forceRightToLeft" preferredMaxLayoutWidth="200" translatesAutoresizingMaskIntoConstraints="NO" id="lab"/>
                            <view layoutMarginsFollowReadableWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                            <label text="B" allowsDefaultTighteningForTruncation="YES" preferredMaxLayoutWidth="0.0" translatesAutoresizingMaskIntoConstraints="NO" id="tight"/>
                            <imageView adjustsImageSizeForAccessibilityContentSizeCategory="YES" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>
                            </imageView>
                            <stackView layoutMarginsFollowReadableWidth="YES" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk"/>
                            <view userLabel="holder" id="holder">
                                <rect key="frame" x="20" y="0.0" width="300" height="44"/>
                                <subviews>
                                    <view userLabel="centred" id="centred">
                                        <rect key="frame" x="100" y="10" width="100" height="20"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
                                    </view>
                                </subviews>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lab" firstAttribute="top" secondItem="cnt" secondAttribute="top" identifier="label-top" id="c1"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
            <resources>
                <image name="star" width="20" height="20"/>
            </resources>
        </document>
        """
        let cell = try IBCellReader.read(file: "w.xib", data: Data(xml.utf8))
        let said = cell.warnings.map(\.message)
        for name in [
            "semanticContentAttribute 'forceRightToLeft'", "preferredMaxLayoutWidth 200", "layoutMarginsFollowReadableWidth", "built-in cell style Value1",
            "indentationLevel 2", "allowsDefaultTighteningForTruncation", "adjustsImageSizeForAccessibilityContentSizeCategory",
            "<preferredSymbolConfiguration key=\"preferredSymbolConfiguration\">", "image 'star' (20×20 pt) is in the app's asset catalog",
            "'centred' has both horizontal margins flexible inside 'holder'",
        ] {
            #expect(said.contains { $0.contains(name) }, "\(name) in \(said)")
        }
        // An automatic (0) preferredMaxLayoutWidth is not said; a stack view keeps its margin
        // arrangement whatever its readable-width flag says.
        #expect(said.filter { $0.contains("preferredMaxLayoutWidth") }.count == 1)
        let stack = cell.template.views.first { $0.name.hasPrefix("stackView") }
        if case .stack(let configuration)? = stack?.kind { #expect(configuration.isLayoutMarginsRelativeArrangement) } else { Issue.record("no stack") }
        #expect(cell.warnings.first { $0.message.contains("semanticContentAttribute") }?.line == 8)
        #expect(cell.template.constraints.contains { $0.identifier == "label-top" })
    }

    /// The pre-iOS 13 activity indicator styles draw white or grey unless a colour is set
    /// (Apple's documentation of UIActivityIndicatorView.Style); `whiteLarge` is large.
    @Test(arguments: [
        ("gray", "", Color(red: 0.5, green: 0.5, blue: 0.5) as Color?, ControlContent.IndicatorStyle.medium),
        ("white", "", Color.white, .medium),
        ("whiteLarge", "", Color.white, .large),
        ("medium", "", nil, .medium),
        ("gray", "<color key=\"color\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>", Color(red: 1, green: 0, blue: 0), .medium),
    ])
    func legacyActivityIndicatorStyles(style: String, color: String, tint: Color?, size: ControlContent.IndicatorStyle) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <activityIndicatorView style="\(style)" translatesAutoresizingMaskIntoConstraints="NO" id="spin">\(color)</activityIndicatorView>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let cell = try IBCellReader.read(file: "s.xib", data: Data(xml.utf8))
        let control = try #require(cell.template.views.first { $0.control?.kind == .activityIndicator }?.control)
        #expect(control.tint == tint)
        #expect(control.indicatorStyle == size)
    }
}
