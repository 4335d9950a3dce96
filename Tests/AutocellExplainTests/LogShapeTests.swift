import AutocellExplain
import AutocellLayout
import AutocellText
import Testing
import AutocellSource

/// Shapes of pasted UIKit logs that were refused or misread (issue 38), each written here in
/// the project's own words: read, and explained with UIKit's broken constraint where the log
/// names it; or, for a text that is not a conflict log, said what it is.
@Suite struct LogShapeTests {
    /// A small cell's conflict: 16 + label + 16 in a contentView `width` wide, `label.width ==
    /// 300` broken; `entry` formats each entry's text (brackets, quotes).
    static func log(entry: (String) -> String = { "    \"<\($0)>\"," }, broken: String = "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 300   (active)>") -> String {
        let entries = [
            "NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 300   (active)",
            "NSLayoutConstraint:0x600002 H:|-(16)-[UILabel:0x7f01]   (active, names: '|':UITableViewCellContentView:0x7f00 )",
            "NSLayoutConstraint:0x600003 H:[UILabel:0x7f01]-(16)-|   (active, names: '|':UITableViewCellContentView:0x7f00 )",
            "NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f00.width == 320   (active)",
        ]
        return """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(entries.map(entry).joined(separator: "\n"))
            )

            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
    }

    func explained(_ text: String) throws -> ExplainReport { try ExplainReport.log(text, file: "paste.log") }

    func uikitBroke(_ report: ExplainReport) -> String? { report.parts.first?.log?.rebuilt.uikitBroken.map { "\($0)" } }

    @Test func theBrokenConstraintIsReadWhereverItIsPasted() throws {
        let shapes = [
            "Will attempt to recover by breaking constraint <NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 300   (active)>",
            "Will attempt to recover by breaking constraint\n\n\n<NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 300   (active)>",
            "Will  attempt to recover  by breaking constraint \n<NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 300   (active)>",
            "Will attempt to recover by breaking constraint \n< NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 300   (active)>",
            "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x600001   UILabel:0x7f01.width == 300   (active)>",
        ]
        for broken in shapes {
            let report = try explained(Self.log(broken: broken))
            #expect(uikitBroke(report) == "label.width == 300", "\(broken)")
            #expect(report.parts.first?.rows.first?.conflicts.count == 1)
        }
    }

    @Test func entriesWithoutAngleBracketsAreRead() throws {
        let report = try explained(Self.log(entry: { "    \"\($0)\"," }))
        #expect(report.parts.first?.log?.log.entries.count == 4)
        #expect(uikitBroke(report) == "label.width == 300")
    }

    @Test func aLogPastedOnOneLineIsTheLogItWas() throws {
        let oneLine = Self.log().replacingOccurrences(of: "\n", with: " ")
        let report = try explained(oneLine)
        #expect(report.parts.count == 1)
        #expect(report.parts.first?.log?.log.entries.count == 4)
        #expect(uikitBroke(report) == "label.width == 300")
    }

    /// A frame position with only a constant is measured from the superview the trailing
    /// `(Names: '|':…)` clause names, so the conflict with that superview is found.
    @Test func anAutoresizingPositionUsesTheSuperviewItsNamesClauseGives() throws {
        let report = try explained("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x7a1 h=--& v=--& UIPickerView:0x7b2.midX == + 160   (Names: '|':MyApp.PanelView:0x7c3 )>",
                "<NSLayoutConstraint:0x7a2 UIPickerView:0x7b2.centerX == MyApp.PanelView:0x7c3.centerX + 20   (active)>",
                "<NSLayoutConstraint:0x7a3 MyApp.PanelView:0x7c3.width == 320   (active)>"
            )
            """)
        let conflicts = report.parts.first?.rows.flatMap(\.conflicts) ?? []
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.constraints.map(\.text).contains("pickerView.centerX == panelView.left + 160 #NSAutoresizingMaskLayoutConstraint") == true)
        #expect(report.parts.first?.log?.rebuilt.assumptions.contains { $0.contains("frame positions") } == false)
    }

    /// A width of 0 (the encapsulated one, or the log's own `H:[…ContentView(0)]`) is 0: the
    /// margins then cannot fit, and no 375 pt width is invented.
    @Test(arguments: ["'UIView-Encapsulated-Layout-Width' ", ""])
    func aContentViewWidthOfZeroIsZero(_ identifier: String) throws {
        let report = try explained("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x7a1 H:|-(16)-[UILabel:0x7b2]   (active, names: '|':UITableViewCellContentView:0x7c3 )>",
                "<NSLayoutConstraint:0x7a2 H:[UILabel:0x7b2]-(16)-|   (active, names: '|':UITableViewCellContentView:0x7c3 )>",
                "<NSLayoutConstraint:0x7a4 \(identifier)H:[UITableViewCellContentView:0x7c3(0)]   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7a2 H:[UILabel:0x7b2]-(16)-|   (active, names: '|':UITableViewCellContentView:0x7c3 )>
            """)
        let conflict = try #require(report.parts.first?.rows.first?.conflicts.first)
        #expect(conflict.constraints.map(\.text).contains { $0.hasPrefix("contentView.width == 0") })
        #expect(!conflict.constraints.map(\.text).contains { $0.contains("375") || $0.contains("== 1 ") })
        #expect(conflict.broken == "label.trailing == contentView.trailing - 16")
        #expect(report.parts.first?.log?.rebuilt.assumptions.contains { $0.contains("375") } == false)
        // The width of 0 is the table's first layout pass: the chain's constraint at 999 first.
        #expect(conflict.fixes.first?.hasPrefix("lower label.trailing to 999") == true)
        #expect(conflict.fixes.first?.contains("first layout pass") == true)
    }

    /// A conflict that exists only with the real margins (or width) the log leaves out: said,
    /// with the value from which it appears, and explained with it.
    @Test func aConflictOnlyRealMarginsMakeSaysWhichAssumption() throws {
        let report = try explained("""
            (
                "<NSLayoutConstraint:0x1 UITableViewCellContentView:0xc1.topMargin == UIView:0xa1.top   (active)>",
                "<NSLayoutConstraint:0x2 V:[UIView:0xa1(>=121)]   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xa1.bottom == UITableViewCellContentView:0xc1.bottomMargin   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc1.height == 199   (active)>"
            )
            """)
        let part = try #require(report.parts.first)
        #expect(part.differingAssumption?.contains("layout margins are at least 39.5 pt") == true)
        #expect(part.rows.first?.conflicts.first?.arithmetic?.sentence == "39.5 + 39.5 + 121 = 200 > 199")
        #expect(report.text(picture: nil).contains("Not as UIKit found: UIKit reported a conflict"))
        #expect(try report.json.rendered().contains("\"differingAssumption\": \"UIKit reported a conflict"))

        let narrow = try explained("""
            (
                "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0xa1]   (active, names: '|':UITableViewCellContentView:0xc1 )>",
                "<NSLayoutConstraint:0x2 UILabel:0xa1.width >= 280   (active)>",
                "<NSLayoutConstraint:0x3 H:[UILabel:0xa1]-(20)-|   (active, names: '|':UITableViewCellContentView:0xc1 )>"
            )
            """)
        #expect(narrow.parts.first?.differingAssumption?.contains("at most 319.5 pt wide") == true)

        // Margins so wide that the guide alone outgrows the cell conflict with the cell's width,
        // not with the log: no such value is offered.
        let open = try explained("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0xa1.leading == UITableViewCellContentView:0xc1.leadingMargin   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0xa2.leading == UILabel:0xa1.trailing + 8   (active)>"
            )
            """)
        #expect(open.parts.first?.differingAssumption?.contains("no other margins (0–400 pt) or cell width") == true)
        #expect(open.parts.first?.rows.allSatisfy(\.conflicts.isEmpty) == true)

        // Nothing assumed that the conflict depends on: said too.
        let nothing = try explained("""
            (
                "<NSLayoutConstraint:0x1 UIView:0xa1.width == 100   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa1.height == 50   (active)>"
            )
            """)
        #expect(nothing.parts.first?.differingAssumption?.contains("not all in the paste") == true)
    }

    /// Old Mac line ends are line ends; what a paste lacks or holds beside the constraints is
    /// said: "Will attempt to recover" with no constraint after it, a `(null)` among real entries.
    @Test func carriageReturnsAndDamageAreSaid() throws {
        let report = try explained(Self.log().replacingOccurrences(of: "\n", with: "\r"))
        #expect(report.parts.first?.log?.log.entries.count == 4)
        #expect(uikitBroke(report) == "label.width == 300")

        let dangling = try explained(Self.log(broken: "Will attempt to recover by breaking constraint"))
        #expect(dangling.parts.first?.log?.rebuilt.warnings.contains { $0.contains("but no constraint follows that line") } == true)

        let withNull = Self.log().replacingOccurrences(of: "(\n", with: "(\n    \"(null)\",\n")
        let warnings = try explained(withNull).parts.first?.log?.rebuilt.warnings ?? []
        #expect(warnings.contains { $0.contains("line 4: UIKit described a constraint as \"(null)\"") })
    }

    /// A line cut before its closing `>` is not read as an entry without brackets: it is left
    /// out and said, and the rest is explained.
    @Test func aCutEntryIsLeftOutAndSaid() throws {
        let cut = Self.log().replacingOccurrences(of: "UILabel:0x7f01.width == 300   (active)>\",", with: "UILabel:0x7f01.wid")
        let report = try explained(cut)
        #expect(report.parts.first?.log?.rebuilt.warnings.contains { $0.contains("cut off before its closing '>'") } == true)
    }

    @Test func textsThatAreNoConflictLogSayWhatTheyAre() throws {
        let zero = "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."
        let nulls = "Unable to simultaneously satisfy constraints.\n(\n    \"(null)\",\n    \"(null)\"\n)"
        let lone = "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x600001 UILabel:0x7f01'Title'.height == 40   (active)>"
        // The zero-height warning is explained for what it is (issue 52), with its ways out.
        let report = try explained(zero)
        #expect(report.parts.isEmpty && report.notices.count == 1)
        let text = report.text(picture: nil)
        #expect(text.contains("not a conflict log") && text.contains("standard row height") && text.contains("complete the cell's vertical chain"))
        for (text, said) in [(nulls, "(null)"), (lone, "only the constraint UIKit broke")] {
            let error = #expect(throws: Diagnostic.self) { try explained(text) }
            let message = error?.description ?? ""
            switch said {
            case "(null)": #expect(message.contains("2 constraints as \"(null)\"") && message.contains("nothing to rebuild"))
            default: #expect(message.contains(said) && message.contains("Title.height == 40"))
            }
        }
    }
}

/// A conflict added up as an engineer adds it by hand, from the log's numbers.
@Suite struct ConflictArithmeticTests {
    func arithmetic(_ log: String) throws -> ConflictArithmetic? {
        try ExplainReport.log(log, file: "paste.log").parts.first?.rows.first?.conflicts.first?.arithmetic
    }

    @Test func aChainTooLongForItsCell() throws {
        let sum = try #require(try arithmetic(LogShapeTests.log()))
        #expect(sum.sentence == "16 + 16 + 300 = 332 ≠ 320")
        #expect(sum.neededTotal == 332 && sum.availableTotal == 320)
        #expect(sum.available.first?.member.contains("UIView-Encapsulated-Layout-Width") == true)
    }

    @Test func aChainHeldByTheRowHeight() throws {
        let sum = try #require(try arithmetic(AdviceRuleTests.heldChain(container: "UITableViewCellContentView")))
        #expect(sum.sentence == "8 + 8 + 50 = 66 ≠ 44")
    }

    /// A width of 0 cannot hold 16 + label + 16 with the label's width at least 0.
    @Test func sizesThatCannotBeNegativeAreSaid() throws {
        let sum = try #require(try arithmetic("""
            (
                "<NSLayoutConstraint:0x7a1 H:|-(16)-[UILabel:0x7b2]   (active, names: '|':UITableViewCellContentView:0x7c3 )>",
                "<NSLayoutConstraint:0x7a2 H:[UILabel:0x7b2]-(16)-|   (active, names: '|':UITableViewCellContentView:0x7c3 )>",
                "<NSLayoutConstraint:0x7a4 'UIView-Encapsulated-Layout-Width' H:[UITableViewCellContentView:0x7c3(0)]   (active)>"
            )
            """))
        #expect(sum.sentence == "label.width = -(16 + 16) = -32 < 0, and a size cannot be negative")
        #expect(sum.atLeastZero == ["label.width"])
    }

    /// Thirds of a point are shown to the thousandth, as the row height needs them.
    @Test func fractionsAreShownToTheThousandth() throws {
        let sum = try #require(try arithmetic("""
            (
                "<NSLayoutConstraint:0x1 UIView:0xb1.top == UITableViewCellContentView:0xc1.top + 9.0333333333   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xb1.height == 61   (active)>",
                "<NSLayoutConstraint:0x3 UITableViewCellContentView:0xc1.bottom == UIView:0xb1.bottom + 9   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc1.height == 79   (active)>"
            )
            """))
        #expect(sum.sentence == "9.033 + 9 + 61 = 79.033 ≠ 79")
    }
}

/// Which ways out are offered and in what order (issue 38's rules).
@Suite struct AdviceRuleTests {
    func conflict(_ log: String) throws -> ConflictExplanation {
        let report = try ExplainReport.log(log, file: "paste.log")
        return try #require(report.parts.first?.rows.first?.conflicts.first)
    }

    /// A vertical chain 8 + 50 + 8 held at 44 pt in `container`.
    static func heldChain(container: String) -> String {
        """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIButton:0xb1.height == 50   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(8)-[UIButton:0xb1]   (active, names: '|':\(container):0xc1 )>",
            "<NSLayoutConstraint:0x3 V:[UIButton:0xb1]-(8)-|   (active, names: '|':\(container):0xc1 )>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' \(container):0xc1.height == 44   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x1 UIButton:0xb1.height == 50   (active)>
        """
    }

    @Test func theTableFixOnlyWhereTheLogShowsATableCell() throws {
        let cell = try conflict(Self.heldChain(container: "UITableViewCellContentView"))
        #expect(cell.fixes.contains { $0.contains("tableView.rowHeight = UITableView.automaticDimension") })
        for other in ["UIInputSetHostView", "_TtGC7SwiftUI14_UIHostingViewV5MyApp8RowView_", "MyApp.KeyboardAccessory"] {
            #expect(!(try conflict(Self.heldChain(container: other)).fixes.contains { $0.contains("rowHeight") }), "\(other)")
        }
        let header = try conflict(Self.heldChain(container: "MyApp.SectionHeaderFooterView"))
        #expect(!header.fixes.contains { $0.contains("rowHeight") })
        #expect(header.fixes.contains { $0.contains("sectionHeaderHeight") })
        let item = try conflict(Self.heldChain(container: "UICollectionViewCellContentView"))
        #expect(item.fixes.contains { $0.contains("estimatedItemSize") })
    }

    /// The chain's closing pin gives way first; lowering the button's own 50 pt height (what
    /// UIKit broke) would leave it at 28 pt in a 44 pt row, so it comes after every change
    /// that squeezes nothing, and says so (issue 52: "what the fix must leave").
    @Test func theAppsClosingConstraintComesFirstAndWhatSqueezesLast() throws {
        let cell = try conflict(Self.heldChain(container: "UITableViewCellContentView"))
        #expect(cell.fixes.first == "lower button.bottom to 999 (button.bottom == contentView.bottom - 8 @999): it gives way instead of breaking")
        let squeezing = try #require(cell.fixes.firstIndex { $0.hasPrefix("lower button.height to 999") })
        #expect(cell.fixes[squeezing].contains("but it squeezes button to 28 pt (button.height == 50)"))
        #expect(cell.fixes[..<squeezing].allSatisfy { !$0.contains("squeezes") })
    }

    /// Never turn off the autoresizing mask of Apple's private views or of a cell's contentView;
    /// never change a constraint among Apple's own views only.
    @Test func applesViewsAndTheContentViewAreNotTheAppsToChange() throws {
        let keyboard = try conflict("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIInputSetHostView:0xa1.height == 216   (active)>",
                "<NSLayoutConstraint:0x2 UIInputSetHostView:0xa1.height == 300   (active)>"
            )
            """)
        #expect(keyboard.fixes.isEmpty)
        #expect(keyboard.note?.contains("nothing the app wrote takes part") == true)
        // A private view's own margins guide and the engine's "no negative size" are UIKit's too.
        let bar = try conflict("""
            (
            "<NSLayoutConstraint:0x1 _UIToolbarContentStackView:0xa1.width <= 0   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-leftMargin-guide-constraint' H:|-(20)-[UILayoutGuide:0xa2'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':_UIToolbarContentStackView:0xa1 )>",
            "<NSLayoutConstraint:0x3 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0xa2'UIViewLayoutMarginsGuide']-(20)-|(LTR)   (active, names: '|':_UIToolbarContentStackView:0xa1 )>"
            )
            """)
        #expect(bar.fixes.isEmpty && bar.note != nil)
        let content = try conflict("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UITableViewCellContentView:0xc1.height == 44   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0xb1.top == UITableViewCellContentView:0xc1.top + 20   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0xb1.height == 30   (active)>",
                "<NSLayoutConstraint:0x4 UITableViewCellContentView:0xc1.bottom == UILabel:0xb1.bottom + 20   (active)>"
            )
            """)
        #expect(!content.fixes.contains { $0.contains("translatesAutoresizingMaskIntoConstraints") })
        #expect(!content.fixes.isEmpty)
    }

    @Test func aHostingViewsSizeIsItsContentsIdealSize() throws {
        let hosted = try conflict("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 _TtGC7SwiftUI14_UIHostingViewV5MyApp4Card_:0xa1.height == 120   (active)>",
                "<NSLayoutConstraint:0x2 V:|-(0)-[_TtGC7SwiftUI14_UIHostingViewV5MyApp4Card_:0xa1]   (active, names: '|':UIView:0xc1 )>",
                "<NSLayoutConstraint:0x3 V:[_TtGC7SwiftUI14_UIHostingViewV5MyApp4Card_:0xa1]-(0)-|   (active, names: '|':UIView:0xc1 )>",
                "<NSLayoutConstraint:0x4 UIView:0xc1.height == 100   (active)>"
            )
            """)
        #expect(hosted.fixes.first?.contains("SwiftUI content's ideal size") == true)
        #expect(!hosted.fixes.contains { $0.contains("rowHeight") })
    }

    /// Three ways out by default, the rest with --all-fixes, said in the text and the JSON.
    @Test func threeFixesByDefault() throws {
        var report = try ExplainReport.log(LogShapeTests.log(), file: "paste.log")
        let all = report.parts.first?.rows.first?.conflicts.first?.fixes.count ?? 0
        #expect(all > 3)
        #expect(report.text(picture: nil).contains("(\(all - 3) more: --all-fixes)"))
        #expect(try report.json.rendered().contains("\"moreFixes\": \(all - 3)"))
        report.maximumFixes = nil
        #expect(!report.text(picture: nil).contains("--all-fixes"))
        #expect(!(try report.json.rendered().contains("moreFixes")))
    }
}
