import AutocellExplain
import AutocellFixtures
import AutocellLayout
import AutocellSource
import AutocellText
import Testing

/// `explain --log` on shapes of logs it was not written for (issue 52): general rules for what
/// a senior engineer fixes first, sums in the log's own terms, Apple's views however they
/// print, logs that hold as printed, and the texts that are no conflict log explained for what
/// they are. Every log here is written for the test, in the shape real ones take.
@Suite struct GeneralRuleTests {
    func report(_ text: String) throws -> ExplainReport { try ExplainReport.log(text, file: "paste.log") }

    func conflict(_ text: String) throws -> ConflictExplanation {
        try #require(try report(text).parts.first?.rows.first?.conflicts.first)
    }

    static func log(_ lines: [String], broken: String? = nil) -> String {
        var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
        text += lines.map { "    \"<\($0)\($0.contains("(active") ? "" : "   (active)")>\"" }.joined(separator: ",\n")
        text += "\n)\n"
        if let broken { text += "\nWill attempt to recover by breaking constraint \n<\(broken)\(broken.contains("(active") ? "" : "   (active)")>\n" }
        return text
    }

    // MARK: Rule: Apple's own views, however they print

    /// UIAlertController's action sheet (iOS 12.2 on) logs a plain UIView's `width == - 16`,
    /// with a space after the minus: read as -16, and Apple's, with nothing to fix.
    @Test func aNegativeWidthWithASpacedMinusIsTheActionSheets() throws {
        let entry = "NSLayoutConstraint:0x6000032b6080 UIView:0x7fb0ba45f9e0.width == - 16"
        let explained = try conflict(Self.log([entry], broken: entry))
        #expect(explained.constraints.contains { $0.text == "view.width == -16" })
        #expect(explained.fixes.isEmpty)
        #expect(explained.note?.contains("UIAlertController's action sheet") == true)
        #expect(explained.arithmetic?.sentence == "view.width = -16 < 0, and a size cannot be negative")
    }

    /// A share sheet's cell prints as a plain `UIView` held by its encapsulated height, beside
    /// its private title label: all Apple's.
    @Test func aPlainUIViewAmongPrivateViewsIsApples() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x281 _UIActivityActionCellTitleLabel:0x129863460.height >= 22",
            "NSLayoutConstraint:0x282 V:|-(15)-[_UIActivityActionCellTitleLabel:0x129863460]   (active, names: '|':UIView:0x129863130 )",
            "NSLayoutConstraint:0x283 V:[_UIActivityActionCellTitleLabel:0x129863460]-(15)-|   (active, names: '|':UIView:0x129863130 )",
            "NSLayoutConstraint:0x284 'UIView-Encapsulated-Layout-Height' UIView:0x129863130.height == 49.3333",
        ]))
        #expect(explained.fixes.isEmpty)
        #expect(explained.note?.contains("nothing the app wrote takes part") == true)
    }

    /// The keyboard's assistant bar names itself by its class (`names: SystemInputAssistantView:0x…`).
    @Test func theKeyboardsAssistantBarIsApples() throws {
        let explained = try conflict("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 'accessoryView.bottom' _UIRemoteKeyboardPlaceholderView:0xa1.bottom == _UIKBCompatInputView:0xa2.top   (active)>",
                "<NSLayoutConstraint:0x2 'assistantHeight' SystemInputAssistantView.height == 45   (active, names: SystemInputAssistantView:0xa3 )>",
                "<NSLayoutConstraint:0x3 'assistantView.bottom' SystemInputAssistantView.bottom == _UIKBCompatInputView:0xa2.top   (active, names: SystemInputAssistantView:0xa3 )>",
                "<NSLayoutConstraint:0x4 'assistantView.top' V:[_UIRemoteKeyboardPlaceholderView:0xa1]-(0)-[SystemInputAssistantView]   (active, names: SystemInputAssistantView:0xa3 )>"
            )
            """)
        #expect(explained.fixes.isEmpty && explained.note != nil)
    }

    /// A navigation bar's views and the guides of its private content view are Apple's, even
    /// with identifiers that are not `UIView-…` (`BIB_Trailing_CB_Leading`).
    @Test func aPrivateViewsGuidesAreApples() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 'BIB_Trailing_CB_Leading' H:[_UIModernBarButton:0xb1]-(6)-[_UIModernBarButton:0xb2'Back']",
            "NSLayoutConstraint:0x2 'UINav_static_button_horiz_position' _UIModernBarButton:0xb1.leading == UILayoutGuide:0xd1'UIViewLayoutMarginsGuide'.leading",
            "NSLayoutConstraint:0x3 'CB_Trailing_Trailing' _UIModernBarButton:0xb2'Back'.trailing <= _UIButtonBarButton:0xb3.trailing",
            "NSLayoutConstraint:0x4 'UINavItemContentGuide-leading' H:[_UIButtonBarButton:0xb3]-(0)-[UILayoutGuide:0xd2'UINavigationBarItemContentLayoutGuide']",
            "NSLayoutConstraint:0x5 'UINavItemContentGuide-trailing' UILayoutGuide:0xd2'UINavigationBarItemContentLayoutGuide'.trailing == _UINavigationBarContentView:0xc1.trailing",
            "NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0xc1.width == 0",
            "NSLayoutConstraint:0x7 'UIView-leftMargin-guide-constraint' H:|-(0)-[UILayoutGuide:0xd1'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':_UINavigationBarContentView:0xc1 )",
        ]))
        #expect(explained.fixes.isEmpty, "\(explained.fixes)")
        #expect(explained.note != nil)
    }

    /// An app's Swift class prints mangled (`_TtC5MyApp13PlayerOverlay`): its leading `_` does
    /// not make it Apple's, and its name is the class's.
    @Test func aMangledSwiftClassIsTheApps() throws {
        #expect(SwiftClassName("_TtC5MyApp13PlayerOverlay") == SwiftClassName(module: "MyApp", name: "PlayerOverlay"))
        #expect(SwiftClassName("_TtGC7SwiftUI14_UIHostingViewV5MyApp4Card_")?.isApples == true)
        #expect(!Explainer.isApplePrivateClass("_TtC5MyApp13PlayerOverlay"))
        #expect(LoggedLayout.classBase("_TtC5MyApp13PlayerOverlay") == "playerOverlay")
    }

    // MARK: Rule: what a senior engineer removes first

    /// A child view controller's root view (a Swift class, printed mangled) the app pins while
    /// its autoresizing mask still makes constraints: the mask goes first.
    @Test func aViewTheAppPinsWithItsMaskOnTurnsTheMaskOffFirst() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 _TtC5MyApp13PlayerOverlay:0xa1.top == UIView:0xc1.top + 100",
            "NSLayoutConstraint:0x2 _TtC5MyApp13PlayerOverlay:0xa1.height == 200",
            "NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=-&- _TtC5MyApp13PlayerOverlay:0xa1.minY == 0   (active, names: '|':UIView:0xc1 )",
            "NSAutoresizingMaskLayoutConstraint:0x4 h=-&- v=-&- V:[_TtC5MyApp13PlayerOverlay:0xa1]-(0)-|   (active, names: '|':UIView:0xc1 )",
            "NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Height' UIView:0xc1.height == 844",
        ], broken: "NSLayoutConstraint:0x2 _TtC5MyApp13PlayerOverlay:0xa1.height == 200"))
        #expect(explained.fixes.first?.hasPrefix("set playerOverlay.translatesAutoresizingMaskIntoConstraints = false: the app pins it") == true)
    }

    /// A label made in code, centred by the app, its frame still an autoresizing mask: the
    /// mask goes first; a container others only pin into keeps its mask.
    @Test func onlyAViewTheAppPlacesLosesItsMask() throws {
        let centred = try conflict(Self.log([
            "NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0xb1'Signing in'.midY == 486.912",
            "NSLayoutConstraint:0x2 UILabel:0xb1'Signing in'.centerY == UIView:0xc1.centerY",
            "NSLayoutConstraint:0x3 V:|-(0)-[UIView:0xc1]   (active, names: '|':UIWindow:0xd1 )",
            "NSLayoutConstraint:0x4 UIView:0xc1.bottom == UIWindow:0xd1.bottom",
            "NSAutoresizingMaskLayoutConstraint:0x5 h=--- v=--- UIWindow:0xd1.height == 736",
        ]))
        #expect(centred.fixes.first?.hasPrefix("set Signing_in.translatesAutoresizingMaskIntoConstraints = false") == true
            || centred.fixes.first?.contains(".translatesAutoresizingMaskIntoConstraints = false: the app pins it") == true, "\(centred.fixes)")
        #expect(centred.arithmetic?.sentence == "486.912 ≠ 368")
        // A sizing cell's container, 0 pt tall by its mask, with a label pinned inside it.
        let container = try conflict(Self.log([
            "NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xc1.height == 0",
            "NSLayoutConstraint:0x2 V:[UILabel:0xb1'Tech']-(8)-|   (active, names: '|':UIView:0xc1 )",
            "NSLayoutConstraint:0x3 V:|-(8)-[UILabel:0xb1'Tech']   (active, names: '|':UIView:0xc1 )",
        ]))
        #expect(!(container.fixes.first?.contains("translatesAutoresizingMaskIntoConstraints") ?? true), "\(container.fixes)")
    }

    /// One edge or size given twice by the app (a stale constraint never deactivated): the
    /// duplicate goes, UIKit's broken one first.
    @Test func anAnchorPlacedTwiceLosesTheDuplicate() throws {
        let widths = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UIImageView:0xa1.width == 40",
            "NSLayoutConstraint:0x2 UIImageView:0xa1.width == 24",
        ], broken: "NSLayoutConstraint:0x1 UIImageView:0xa1.width == 40"))
        #expect(widths.fixes.first?.hasPrefix("remove imageView.width == 40: imageView.width == 24 already places imageView.width: one required rule too many") == true, "\(widths.fixes)")
        // A bar's top pinned to its superview and to a guide with a hard-coded -20.
        let bar = try conflict(Self.log([
            "_UILayoutSupportConstraint:0x1 _UILayoutGuide:0xe1.height == 0",
            "_UILayoutSupportConstraint:0x2 V:|-(0)-[_UILayoutGuide:0xe1]   (active, names: '|':UIView:0xc1 )",
            "NSLayoutConstraint:0x3 V:[_UILayoutGuide:0xe1]-(-20)-[UINavigationBar:0xb1]",
            "NSLayoutConstraint:0x4 V:|-(0)-[UINavigationBar:0xb1]   (active, names: '|':UIView:0xc1 )",
        ], broken: "NSLayoutConstraint:0x3 V:[_UILayoutGuide:0xe1]-(-20)-[UINavigationBar:0xb1]"))
        #expect(bar.fixes.first?.hasPrefix("remove navigationBar.top == layoutGuide.bottom - 20") == true, "\(bar.fixes)")
        // A superview's edge many views pin to is no duplicate.
        let shared = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UIButton:0xb1.leading == UIView:0xc1.leading",
            "NSLayoutConstraint:0x2 UIButton:0xb1.width == 200",
            "NSLayoutConstraint:0x3 UIButton:0xb2.leading == UIButton:0xb1.trailing + 8",
            "NSLayoutConstraint:0x4 UIButton:0xb2.width == 200",
            "NSLayoutConstraint:0x5 UIButton:0xb2.trailing == UIView:0xc1.trailing",
            "NSLayoutConstraint:0x6 UIView:0xc1.width == 320",
        ]))
        #expect(!shared.fixes.contains { $0.contains("already places view") }, "\(shared.fixes)")
    }

    /// A stack view's arranged subview the app also pins: the stack already places it.
    @Test func anArrangedSubviewsOwnPinIsOneTooMany() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UIStackView:0xs1.top == UIView:0xc1.topMargin",
            "NSLayoutConstraint:0x2 UINavigationBar:0xb1.top == UIView:0xc1.top + 20",
            "NSLayoutConstraint:0x3 'UISV-canvas-connection' UIStackView:0xs1.top == UINavigationBar:0xb1.top",
            "NSLayoutConstraint:0x4 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0xd1'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0xc1 )",
        ].map { $0.replacingOccurrences(of: "0xs1", with: "0xa7") }))
        #expect(explained.fixes.first?.hasPrefix("remove navigationBar.top == view.top + 20: navigationBar is an arranged subview of stackView") == true, "\(explained.fixes)")
    }

    /// In a self-sizing row, an edge tied to two other views is a link of the chain, not a
    /// duplicate; and when the log does not say what UIKit broke, the chain's far-edge pin is
    /// what gives way first, not the constraint Autocell breaks in UIKit's place.
    @Test func aHeldRowsChainIsNotADuplicateAndItsFarPinGivesWay() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UIImageView:0xa1.top == UILabel:0xb1.bottom + 5",
            "NSLayoutConstraint:0x2 UIImageView:0xa1.top == UILabel:0xb2.top - 11",
            "NSLayoutConstraint:0x3 UILabel:0xb1.top == UITableViewCellContentView:0xc1.top + 5",
            "NSLayoutConstraint:0x4 UILabel:0xb1.height == 24",
            "NSLayoutConstraint:0x5 UILabel:0xb2.height == 20",
            "NSLayoutConstraint:0x6 UITableViewCellContentView:0xc1.bottom == UILabel:0xb2.bottom + 16",
            "NSLayoutConstraint:0x7 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc1.height == 52.3333",
        ]))
        #expect(!explained.fixes.contains { $0.contains("already places imageView.top") }, "\(explained.fixes)")
        #expect(explained.fixes.first?.hasPrefix("lower contentView.bottom to 999") == true, "\(explained.fixes)")
    }

    /// A view centred and pinned on both edges of one axis: the centre is one too many.
    @Test func aCentreBesideBothEdgesIsOneTooMany() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UIView:0xa1.centerY == MyApp.EmptyView:0xc1.centerY - 44",
            "NSLayoutConstraint:0x2 V:|-(0)-[UIView:0xa1]   (active, names: '|':MyApp.EmptyView:0xc1 )",
            "NSLayoutConstraint:0x3 V:[UIView:0xa1]-(0)-|   (active, names: '|':MyApp.EmptyView:0xc1 )",
        ], broken: "NSLayoutConstraint:0x1 UIView:0xa1.centerY == MyApp.EmptyView:0xc1.centerY - 44"))
        #expect(explained.fixes.first?.hasPrefix("remove view.centerY == emptyView.centerY - 44") == true, "\(explained.fixes)")
    }

    /// A row held at UIKit's default height less the separator (43.5) is a table that does not
    /// size its rows: self-sizing comes first, and lowering the icon's 70 pt (what would squash
    /// it to 29.5 pt) is listed after everything that squeezes nothing, saying so.
    @Test func aDefaultRowHeightAsksForSelfSizingFirst() throws {
        let explained = try conflict("""
            Unable to simultaneously satisfy constraints.
            (
                <MASLayoutConstraint:0x1 UIImageView:iconView.height == 70>,
                <MASLayoutConstraint:0x2 UIImageView:iconView.top == UITableViewCellContentView:0xc1.top + 7>,
                <MASLayoutConstraint:0x3 UIImageView:iconView.bottom == UITableViewCellContentView:0xc1.bottom - 7>,
                <NSLayoutConstraint:0x4 UITableViewCellContentView:0xc1.height == 43.5>
            )
            Will attempt to recover by breaking constraint
            <MASLayoutConstraint:0x1 UIImageView:iconView.height == 70>
            """)
        #expect(explained.fixes.first?.hasPrefix("let the table size the row: tableView.rowHeight = UITableView.automaticDimension") == true, "\(explained.fixes)")
        #expect(explained.arithmetic?.sentence == "7 + 7 + 70 = 84 ≠ 43.5")
        let all = explained.fixes
        if let squash = all.firstIndex(where: { $0.hasPrefix("lower iconView.height") }) {
            #expect(all[squash].contains("squeezes iconView to 29.5 pt"))
        }
    }

    /// An app's own cell class held at 44 pt whose margins (32 + 32 at an accessibility size)
    /// do not fit: a table cell, and the row's own sizing is the way out.
    @Test func anAppsCellClassHeldAtARowHeightIsATableCell() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UILabel:0xb1'twelve'.top == UILayoutGuide:0xd1'UIViewLayoutMarginsGuide'.top",
            "NSLayoutConstraint:0x2 UILayoutGuide:0xd1'UIViewLayoutMarginsGuide'.bottom == UILabel:0xb1'twelve'.bottom",
            "NSLayoutConstraint:0x3 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0xd1'UIViewLayoutMarginsGuide']-(32)-|   (active, names: '|':MyApp.CustomCell:0xc1 )",
            "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' MyApp.CustomCell:0xc1.height == 44",
            "NSLayoutConstraint:0x5 'UIView-topMargin-guide-constraint' V:|-(32)-[UILayoutGuide:0xd1'UIViewLayoutMarginsGuide']   (active, names: '|':MyApp.CustomCell:0xc1 )",
        ]))
        #expect(explained.fixes.first?.hasPrefix("let the table size the row: tableView.rowHeight = UITableView.automaticDimension") == true, "\(explained.fixes)")
    }

    /// The same chain held at 43.667 by the contentView's autoresizing mask (iOS 8 to 10),
    /// logged with the margins guide: the self-sizing fix is offered, and first.
    @Test func aContentViewsAutoresizingHeightIsTheRowHeight() throws {
        let explained = try conflict("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIImageView:0xa1.height == 60>",
                "<NSLayoutConstraint:0x2 UIImageView:0xa1.top == UITableViewCellContentView:0xc1.topMargin>",
                "<NSLayoutConstraint:0x3 UITableViewCellContentView:0xc1.bottomMargin == UIImageView:0xa1.bottom>",
                "<NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=--& V:[UITableViewCellContentView:0xc1(43.6667)]>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIImageView:0xa1.height == 60>
            """)
        #expect(explained.fixes.first?.contains("tableView.rowHeight = UITableView.automaticDimension") == true, "\(explained.fixes)")
    }

    /// A bare `contentView.width == 375` beside the table's encapsulated width of 0 is no
    /// encapsulated width: UIKit's carry their identifier, so an app or a library (a template
    /// cell's width fence) added it, and it is what gives way.
    @Test func aBareContentViewWidthIsNotTheTables() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UITableViewCellContentView:0xc1.width == 375",
            "NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc1.width == 0",
        ], broken: "NSLayoutConstraint:0x1 UITableViewCellContentView:0xc1.width == 375"))
        #expect(explained.note == nil)
        #expect(explained.fixes.first?.hasPrefix("lower contentView.width to 999 (contentView.width == 375 @999): the table holds the cell at 0 pt only in its first layout pass") == true, "\(explained.fixes)")
    }

    /// Masonry's descriptions print no identifiers: its bare contentView height is UIKit's
    /// encapsulated height, and said.
    @Test func masonryLogsHideTheEncapsulatedIdentifier() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:0x1 UILabel:0xb1.top == UITableViewCellContentView:0xc1.top + 10>",
                "<MASLayoutConstraint:0x2 UILabel:0xb1.height == 21>",
                "<MASLayoutConstraint:0x3 UILabel:0xb1.bottom == UITableViewCellContentView:0xc1.bottom - 10>",
                "<NSLayoutConstraint:0x4 UITableViewCellContentView:0xc1.height == 44>"
            )
            """
        let log = try UIKitLogParser.parse(text, file: "paste.log")
        #expect(log.hidesIdentifiers)
        let rebuilt = LoggedLayout(log)
        #expect(rebuilt.heldHeight == 44)
        #expect(rebuilt.assumptions.contains { $0.contains("taken as UIKit's UIView-Encapsulated-Layout-Height") })
        let explained = try conflict(text)
        #expect(explained.fixes.contains { $0.contains("automaticDimension") })
        // Held at 44 exactly (a template cell's height, not the default row less a separator): a
        // member of the chain at 999 first, the row's own sizing after.
        #expect(explained.fixes.first?.hasPrefix("lower label.") == true && explained.fixes.first?.contains("@999") == true, "\(explained.fixes)")
    }

    /// In a fixture, a way out that squeezes a view below its own size, or leaves two views
    /// overlapping that did not, comes after every one that does neither, and says so.
    @Test func fixesThatHarmTheLayoutComeLastAndSaySo() throws {
        let fixture = try FixtureLoader.load(path: Repository.fixtures + "/game-feed-conflict.yaml")
        var report = try ExplainReport.fixture(fixture.content, file: "game-feed-conflict.yaml", rows: [0])
        report.maximumFixes = nil
        let fixes = try #require(report.parts.first?.rows.first?.conflicts.first?.fixes)
        let harmful = fixes.indices.filter { fixes[$0].contains(" — but it ") }
        #expect(fixes.contains { $0.hasPrefix("make icon.height <= rather than ==") && $0.contains("but it squeezes icon to") })
        #expect(fixes.contains { $0.hasPrefix("remove icon.height == 61") && $0.contains("overlapping") })
        #expect(!harmful.isEmpty && harmful.allSatisfy { $0 >= fixes.count - harmful.count })
    }

    /// In a fixture, lowering a badge's too-wide width lets it take the label's room and leaves
    /// the label at 0 pt: said, and after the removal of the width, which is offered once.
    @Test func aFixThatLeavesAViewAtZeroSaysSo() throws {
        let fixture = try FixtureLoader.parse("""
            table: {width: 375, scale: 2}
            templates:
              row:
                views:
                  - {name: title, type: label, text: "Inbox", font: system 17}
                  - {name: badge, background: red}
                constraints:
                  - "H:|-16-[title]-8-[badge]-16-|"
                  - "V:|-12-[title]-12-|"
                  - badge.height == 20
                  - badge.centerY == title.centerY
                  - badge.width == 400
            rows:
              - {template: row}
            """, file: "row.yaml", folder: "/tmp")
        var report = try ExplainReport.fixture(fixture.content, file: "row.yaml", rows: [0])
        report.maximumFixes = nil
        let fixes = try #require(report.parts.first?.rows.first?.conflicts.first?.fixes)
        #expect(fixes.first?.hasPrefix("remove badge.width == 400: badge's edges are both pinned") == true, "\(fixes)")
        #expect(fixes.filter { $0.hasPrefix("remove badge.width == 400") }.count == 1)
        #expect(fixes.contains { $0.hasPrefix("lower badge.width to 900") && $0.hasSuffix("— but it squeezes title to 0 pt") })
    }

    // MARK: Sums in the log's own terms

    /// A centre pinned against both edges: its 20 pt offset, not 40.
    @Test func aCentresOffsetIsAddedUpOnce() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UILabel:0xb1'Title'.centerX == UIView:0xc1.centerX + 20",
            "NSLayoutConstraint:0x2 UILabel:0xb1'Title'.leading == UIView:0xc1.leading",
            "NSLayoutConstraint:0x3 UILabel:0xb1'Title'.trailing == UIView:0xc1.trailing",
        ], broken: "NSLayoutConstraint:0x1 UILabel:0xb1'Title'.centerX == UIView:0xc1.centerX + 20"))
        #expect(explained.arithmetic?.sentence == "20 ≠ 0")
    }

    // MARK: Logs that hold as printed, and damaged ones

    /// Every number printed adds up (the chain has no slack): said, with the value that breaks
    /// it, and explained there.
    @Test func aChainWithNoSlackIsSaid() throws {
        let parts = try report("""
            (
                "<NSLayoutConstraint:0x1 UIImageView:0xa1.height == 345>",
                "<NSLayoutConstraint:0x2 UIImageView:0xa1.top == UITableViewCellContentView:0xc1.top>",
                "<NSLayoutConstraint:0x3 UITableViewCellContentView:0xc1.bottom == UIImageView:0xa1.bottom>",
                "<NSLayoutConstraint:0x4 UITableViewCellContentView:0xc1.height == 345>"
            )
            """).parts
        let part = try #require(parts.first)
        #expect(part.differingAssumption?.hasPrefix("the constraints hold exactly as printed, with no slack") == true, "\(part.differingAssumption ?? "")")
        #expect(part.rows.first?.conflicts.isEmpty == false)
    }

    /// A list cut with `...` that holds no conflict any more, all of Apple's views: whatever
    /// conflicted, nothing of the app's takes part, and that is said.
    @Test func aCutListOfApplesViewsIsStillSaidToBeApples() throws {
        let part = try #require(try report("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& _UIToolbarContentView:0xa1.width == 0   (active)>",
              ...
                "<NSLayoutConstraint:0x2 'UIView-leftMargin-guide-constraint' H:|-(0)-[UILayoutGuide:0xd1'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':_UIButtonBarStackView:0xb1 )>",
                "<NSLayoutConstraint:0x3 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0xd1'UIViewLayoutMarginsGuide']-(0)-|(LTR)   (active, names: '|':_UIButtonBarStackView:0xb1 )>"
            )
            """).parts.first)
        #expect(part.differingAssumption?.contains("nothing of the app's to change") == true, "\(part.differingAssumption ?? "")")
    }

    /// A paste that wrapped one constraint over two lines, and markdown that turned a class's
    /// leading `_` into `*`, are read, each said.
    @Test func wrappedLinesAndEmphasisAreRead() throws {
        let log = try UIKitLogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
            "NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- UIView:0xa1.height
            == UICollectionViewCell:0xc1.height - 0.5"
             "NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' V:  [UICollectionViewCell:0xc1(0)]"
            "<NSLayoutConstraint:0x3 'accessoryView.bottom' *UIRemoteKeyboardPlaceholderView:0xa2.bottom == *UIKBCompatInputView:0xa3.top   (active)>"
            )
            """, file: "paste.log")
        #expect(log.entries.count == 3)
        #expect(log.entries[0].constant == -0.5 && log.entries[0].second?.className == "UICollectionViewCell")
        #expect(log.entries[2].first.className == "_UIRemoteKeyboardPlaceholderView")
        #expect(log.warnings.contains { $0.contains("wrapped one constraint over two lines") })
        #expect(log.warnings.contains { $0.contains("markdown turned into emphasis") })
    }

    /// A last line cut before its closing '>' is read as far as it goes when a whole relation
    /// is left (`….height == 0`), said; a cut name is still left out.
    @Test func aCutLastLineIsReadAsFarAsItGoes() throws {
        let log = try UIKitLogParser.parse("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0xb1.top == UITableViewCellContentView:0xc1.top + 12   (active)>",
                "<NSLayoutConstraint:0x2 UITableViewCellContentView:0xc1.bottom == UILabel:0xb1.bottom + 12   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc1.height == 0
            """, file: "paste.log")
        #expect(log.entries.count == 3 && log.entries[2].identifier == "UIView-Encapsulated-Layout-Height" && log.entries[2].constant == 0)
        #expect(log.warnings.contains { $0.contains("read as far as it goes") && $0.contains("may have been longer") })
    }

    /// iOS 6's form (`<NSLayoutConstraint: 0x…> H:[…] ((null), (null))`, a `(null)` description
    /// among them) and bracketless entries behind a markdown quote are read.
    @Test func olderAndQuotedFormsAreRead() throws {
        let old = try UIKitLogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint: 0x15df97b0> (null) ((null), (null))",
                "<NSAutoresizingMaskLayoutConstraint: 0x15df97e0> H:[MyHeaderContent:0x15eebf10(375)](%28null%29, %28null%29)",
                "<NSLayoutConstraint: 0x15ee9630> H:[UIView:0x15d5bff0]-(0)-| ((null), (null))"
            )
            """, file: "paste.log")
        #expect(old.entries.count == 2 && old.entries[0].constant == 375)
        #expect(old.warnings.contains { $0.contains("\"(null)\"") })
        let quoted = try conflict("""
            > Unable to simultaneously satisfy constraints.
            > (
            >     "NSLayoutConstraint:0x9162d50 H:[UIView:0x9161180(70)]",
            >     "NSLayoutConstraint:0x917ab50 H:[UIButton:0x9178fd0]-(0)-|   (Names: '|':UIView:0x9161180 )",
            >     "NSAutoresizingMaskLayoutConstraint:0x9185bb0 h=--& v=--& UIButton:0x9178fd0.midX == + 25",
            >     "NSAutoresizingMaskLayoutConstraint:0x9185bf0 h=--& v=--& H:[UIButton:0x9178fd0(50)]"
            > )
            """)
        #expect(quoted.fixes.first?.hasPrefix("set button.translatesAutoresizingMaskIntoConstraints = false: the app pins it") == true, "\(quoted.fixes)")
        #expect(quoted.fixes.filter { $0.contains("translatesAutoresizingMaskIntoConstraints") }.count == 1)
    }

    /// A view of the app's held at 0 pt in a pass before its real size (Masonry's bare
    /// `width == 0` on the view the others hang from): the pin at 999, and giving it its real
    /// width, each checked.
    @Test func aFirstPassAtZeroOffersTheRealSize() throws {
        let explained = try conflict("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:0x1 UIButton:0xb1.left == MyHeaderView:0xc1.left + 12>",
                "<MASLayoutConstraint:0x2 UIButton:0xb1.right == MyHeaderView:0xc1.right - 12>",
                "<NSLayoutConstraint:0x3 MyHeaderView:0xc1.width == 0>"
            )
            Will attempt to recover by breaking constraint
            <MASLayoutConstraint:0x2 UIButton:0xb1.right == MyHeaderView:0xc1.right - 12>
            """)
        #expect(explained.fixes.first?.hasPrefix("lower button.right to 999") == true, "\(explained.fixes)")
        #expect(explained.fixes.contains { $0.hasPrefix("give myHeaderView its real width before its first layout") })
        // Not for UIKit's own views held at 0.
        let bar = try conflict(Self.log([
            "NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0xc1.width == 0",
            "NSLayoutConstraint:0x2 'TitleView-leading' _UINavigationBarTitleControl:0xb1.leading == _UINavigationBarContentView:0xc1.leading + 16",
            "NSLayoutConstraint:0x3 'TitleView-trailing' _UINavigationBarTitleControl:0xb1.trailing == _UINavigationBarContentView:0xc1.trailing - 16",
        ]))
        #expect(bar.fixes.isEmpty && bar.note != nil, "\(bar.fixes)")
    }

    /// A "Will attempt to recover" line before a log's list is the tail of an earlier log.
    @Test func aBrokenLineBeforeTheListIsNotThisLogs() throws {
        let log = try UIKitLogParser.parse("""
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x9 UITableViewCellContentView:0xc1.width == 414>
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                <NSLayoutConstraint:0x1 UITableViewCellContentView:0xc1.width == 414>,
                <NSLayoutConstraint:0x2 UITableViewCellContentView:0xc1.width == 0>
            )
            """, file: "paste.log")
        #expect(log.entries.count == 2 && log.broken == nil)
        #expect(log.warnings.contains { $0.contains("the tail of an earlier log") })
        let explained = try conflict("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                <NSLayoutConstraint:0x1 UITableViewCellContentView:0xc1.width == 414>,
                <NSLayoutConstraint:0x2 UITableViewCellContentView:0xc1.width == 0>
            )
            """)
        #expect(explained.fixes.first?.hasPrefix("lower contentView.width to 999 (contentView.width == 414 @999)") == true, "\(explained.fixes)")
    }

    /// A log that does not say what UIKit broke: Autocell breaks what UIKit most often does,
    /// one of the app's fixed sizes, and says why.
    @Test func withoutUIKitsChoiceAFixedSizeBreaks() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UILabel:0xb1.top == UITableViewCellContentView:0xc1.top + 10",
            "NSLayoutConstraint:0x2 UILabel:0xb1.bottom == UITableViewCellContentView:0xc1.bottom - 10",
            "NSLayoutConstraint:0x3 UILabel:0xb1.height == 30",
            "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc1.height == 44",
        ]))
        #expect(explained.broken == "label.height == 30")
        #expect(explained.rule.contains("UIKit documents no rule"))
    }

    /// A guide whose log gives its left margin only: the right is taken as the left's, said.
    @Test func aMissingMarginSideMirrorsItsOpposite() throws {
        let rebuilt = LoggedLayout(try UIKitLogParser.parse(Self.log([
            "NSLayoutConstraint:0x1 MyApp.Header:0xc1.trailingMargin == UIStackView:0xb1.trailing",
            "NSLayoutConstraint:0x2 UIStackView:0xb1.leading == MyApp.Header:0xc1.leadingMargin",
            "NSLayoutConstraint:0x3 '_UITemporaryLayoutWidth' MyApp.Header:0xc1.width == 0",
            "NSLayoutConstraint:0x4 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0xd1'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':MyApp.Header:0xc1 )",
        ]), file: "paste.log"))
        #expect(rebuilt.assumptions.contains { $0.contains("right layout margin is taken as its left one, 8 pt") })
    }

    // MARK: Texts that are no conflict log, explained

    @Test func aLayoutTraceMarksItsAmbiguousViews() throws {
        let explained = try report("""
            [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

            •UIWindow:0x7f9481c93360
            |   *UIView:0x7f9481c93e40
            |   |   *UILabel:0x7f9481c95b50'Hello'- AMBIGUOUS LAYOUT for UILabel:0x7f9481c95b50'Hello'.minX{id: 20}, UILabel:0x7f9481c95b50'Hello'.Width{id: 21}
            |   |   +UIView:0x7f9481c98b40

            Legend:
            	* - is laid out with auto layout
            """)
        guard case .trace(let trace)? = explained.notices.first else {
            Issue.record("no trace in \(explained.notices)")
            return
        }
        #expect(trace.views.map(\.name) == ["window", "view", "Hello", "view2"])
        #expect(trace.views.map(\.layout) == [.host, .autoLayout, .autoLayout, .autoresizing])
        #expect(trace.ambiguousViews.map(\.ambiguous) == [["minX", "Width"]])
        #expect(trace.sentences.first?.contains("its horizontal position") == true)
        // iOS 7 printed views in brackets, and no attribute.
        let old = try report("(lldb) po [[UIWindow keyWindow] _autolayoutTrace]\n*<UIWindow:0x1>\n|   *<UILabel:0x2> - AMBIGUOUS LAYOUT\n")
        guard case .trace(let oldTrace)? = old.notices.first else {
            Issue.record("no trace")
            return
        }
        #expect(oldTrace.ambiguousViews.map(\.className) == ["UILabel"])
    }

    @Test func aFlowLayoutWarningIsAddedUp() throws {
        let explained = try report("""
            The behavior of the UICollectionViewFlowLayout is not defined because:
            the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.
            Please check the values returned by the delegate.
            The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout: 0x7ff0d8c0b0b0>, and it is attached to <UICollectionView: 0x7ff0da82f400; frame = (0 0; 375 60); clipsToBounds = YES; contentOffset: {0, 0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, 34, 0}> collection view layout: <UICollectionViewFlowLayout: 0x7ff0d8c0b0b0>.
            """)
        guard case .flowLayout(let warning)? = explained.notices.first else {
            Issue.record("no warning in \(explained.notices)")
            return
        }
        #expect(warning.room == 26)
        #expect(warning.sentence.contains("60 − (0 + 34) = 26"))
        #expect(warning.fixes.contains { $0.contains("contentInsetAdjustmentBehavior = .never") })
    }

    @Test func aZeroHeightWarningNamesItsCell() throws {
        let explained = try report("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead. Cell: <MyApp.ExpandHeaderCell: 0x1042e4a00; baseClass = UITableViewCell; frame = (0 102; 402 80)>")
        guard case .zeroHeight(let warning)? = explained.notices.first else {
            Issue.record("no warning")
            return
        }
        #expect(warning.cellClass == "MyApp.ExpandHeaderCell")
        #expect(warning.fixes.first?.contains("complete MyApp.ExpandHeaderCell's vertical chain") == true)
        guard case .object(let members) = try explained.json else { return }
        #expect(members.contains { $0.0 == "notices" })
    }

    // MARK: Words for what holds the view

    /// A view controller's root view held by its container is no table row.
    @Test func noTableWordsWithoutATable() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 UIInputView:0xc1.height == 250",
            "NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UIInputView:0xc1.height == 216",
        ], broken: "NSLayoutConstraint:0x1 UIInputView:0xc1.height == 250"))
        #expect(!explained.constraints.contains { $0.sentence.contains("row height") || $0.sentence.contains("the table") })
        #expect(!explained.rule.contains("table"))
    }

    // MARK: Rule: a child view controller's root view is the app's to place

    /// A page view controller embedded as a child: its root view prints as a private class
    /// (`_UIPageViewControllerContentView`), but the app added it and pinned it with its mask
    /// still on; turning the mask off is the app's call, not Apple's noise.
    @Test func anEmbeddedControllersRootViewLosesItsMask() throws {
        let explained = try conflict(Self.log([
            "NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- _UIPageViewControllerContentView:0xb1.midY == UIView:0xb2.midY + 20",
            "NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- _UIPageViewControllerContentView:0xb1.height == UIView:0xb2.height",
            "NSLayoutConstraint:0x3 V:|-(0)-[_UIPageViewControllerContentView:0xb1]   (active, names: '|':UIView:0xb2 )",
        ]))
        #expect(explained.note == nil)
        #expect(explained.fixes.first?.hasPrefix("set pageViewControllerContentView.translatesAutoresizingMaskIntoConstraints = false") == true, "\(explained.fixes)")
    }

    // MARK: Rule: a template cell's width fence

    /// Two bare widths on a table cell's contentView (a template-cell height calculator's fence
    /// at the table's width against the cell's own 320): besides lowering the fence, letting
    /// the table size its rows is offered.
    @Test func aTemplateCellsWidthFenceOffersSelfSizingRows() throws {
        let fence = "NSLayoutConstraint:0x1 UITableViewCellContentView:0xc1.width == 375"
        let explained = try conflict(Self.log([fence, "NSLayoutConstraint:0x2 UITableViewCellContentView:0xc1.width == 320"], broken: fence))
        #expect(explained.fixes.contains { $0.hasPrefix("let the table size its rows itself: tableView.rowHeight = UITableView.automaticDimension") }, "\(explained.fixes)")
    }

    // MARK: Rule: a paste cut inside a constraint, and a screen too narrow

    /// A list cut inside an entry whose relation is `>=` (the paste ends at `….bottom >=
    /// ImageService.NetworkImageView:0x7fc9`): the `>` of the relation is no closing bracket, so
    /// the entry is left out and said, and the rest explained (it was refused at the cut).
    @Test func aListCutAfterAGreaterThanRelationIsReadToTheCut() throws {
        let text = Self.log([
            "NSLayoutConstraint:0x1 MyApp.Thumbnail:0xa1.height == 80",
            "NSLayoutConstraint:0x2 UIStackView:0xa2.top == UITableViewCellContentView:0xc1.topMargin",
        ]).replacingOccurrences(of: "\n)\n", with: ",\n    \"<NSLayoutConstraint:0x3 'UISV-spanning-boundary' _UILayoutSpacer:0xa3'UISV-alignment-spanner'.bottom >= MyApp.Thumbnail:0xa1")
        let explained = try report(text)
        #expect(explained.parts.first?.log?.log.warnings.contains { $0.contains("a constraint cut off before its closing '>'; left out") } == true)
    }

    /// Views no cell holds, hanging from a view whose width the paste leaves out (cut before
    /// the screen's width): a minimum width of 300 inside 16 pt insets holds at 375 pt and
    /// conflicts below 332, and the explanation says so, with the sum.
    @Test func aMinimumWidthTooWideForANarrowScreenIsFound() throws {
        let parts = try report(Self.log([
            "NSLayoutConstraint:0x1 UIView:0xd1.width == UIView:0xd0.width",
            "NSLayoutConstraint:0x2 MyApp.TipView:0xd2.width >= 300",
            "NSLayoutConstraint:0x3 MyApp.TipView:0xd2.width <= UIView:0xd1.width - 32",
        ])).parts
        let part = try #require(parts.first)
        #expect(part.differingAssumption?.contains("they conflict when view2 is at most 331.5 pt wide") == true, "\(part.differingAssumption ?? "")")
        let conflict = try #require(part.rows.first?.conflicts.first)
        #expect(conflict.arithmetic?.sentence.contains("300 + 32 = 332 > 331.5") == true, "\(conflict.arithmetic?.sentence ?? "")")
        #expect(!conflict.fixes.contains { $0.contains("autocell-assumed-width") }, "\(conflict.fixes)")
        // The app's fixed minimum is what does not fit a narrow screen: it gives way first.
        #expect(conflict.fixes.first?.hasPrefix("lower tipView.width to 999 (tipView.width >= 300 @999)") == true, "\(conflict.fixes)")
    }

    // MARK: Rule: a view collapsed to 0 around its content

    /// A header the app (or its library) collapses with `height == 0` while a stack view is
    /// pinned inside it at 90 pt or more: the collapse gives way first, not the stack's pin.
    @Test func aViewCollapsedAroundItsContentLetsTheCollapseGiveWay() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 InsightsHeaderView:0xe1.height == 0",
            "NSLayoutConstraint:0x2 UIStackView:0xe2.height >= 90",
            "NSLayoutConstraint:0x3 UIStackView:0xe2.top == InsightsHeaderView:0xe1.top",
            "NSLayoutConstraint:0x4 UIStackView:0xe2.bottom == InsightsHeaderView:0xe1.bottom",
        ], broken: "NSLayoutConstraint:0x2 UIStackView:0xe2.height >= 90"))
        #expect(explained.fixes.first?.hasPrefix("lower insightsHeaderView.height to 999") == true, "\(explained.fixes)")
    }

    /// A stack view hidden whole inside another (`UISV-hiding == 0`) while its own labels keep
    /// their 8 pt spacing: Apple's constraints only, said as the nested-stack pattern with the
    /// ways to end the log.
    @Test func aNestedStackHiddenWholeIsSaidWithItsWayOut() throws {
        let explained = try conflict(Self.log([
            "NSLayoutConstraint:0x1 'UISV-canvas-connection' UIStackView:0xf1.top == UILabel:0xf2'Top'.top",
            "NSLayoutConstraint:0x2 'UISV-canvas-connection' V:[UILabel:0xf3'Bottom']-(0)-|   (active, names: '|':UIStackView:0xf1 )",
            "NSLayoutConstraint:0x3 'UISV-hiding' UIStackView:0xf1.height == 0",
            "NSLayoutConstraint:0x4 'UISV-spacing' V:[UILabel:0xf2'Top']-(8)-[UILabel:0xf3'Bottom']",
        ]))
        #expect(explained.fixes.isEmpty)
        #expect(explained.note?.contains("a nested stack view hidden whole") == true, "\(explained.note ?? "")")
        #expect(explained.note?.contains("spacing = 0 while it is hidden") == true)
    }
}
