import AutocellExplain
import AutocellLayout
import AutocellText
import Foundation
import Testing
import AutocellSource

/// Real-world shapes of UIKit's conflict log (Fixtures/logs): each read back, rebuilt, solved
/// and explained, with Autocell breaking what UIKit broke; or rejected with a located message.
@Suite struct UIKitLogTests {
    static func load(_ name: String) throws -> String {
        try String(contentsOfFile: Repository.fixtures + "/logs/" + name, encoding: .utf8)
    }

    func explain(_ name: String) throws -> (LoggedLayout, [RowExplanation]) {
        let rebuilt = LoggedLayout(try UIKitLogParser.parse(try Self.load(name), file: name))
        return (rebuilt, try rebuilt.explainer(measurer: try TextMeasurer()).explain())
    }

    @Test(arguments: [
        ("seed001-masonry.log", "imageView.height == 61", ["contentView", "imageView"]),
        ("ios11-width-identifier.log", "label.width == 300 #titleWidth", ["contentView", "label"]),
        ("vfl-names.log", "label.width == 250", ["button", "contentView", "label"]),
        ("vfl-named-views.log", "avatar.height == 60", ["avatar", "contentView"]),
        ("autoresizing-mask.log", "view.width == 200", ["contentView", "view"]),
        ("snapkit.log", "imageView.bottom == contentView.bottom - 12", ["contentView", "imageView"]),
        ("masonry-keys.log", "dateLabel.width >= 150", ["contentView", "dateLabel", "nameLabel"]),
        ("safe-area-guide.log", "button.width == 400", ["button", "contentView", "safeArea"]),
        ("ios8-no-active.log", "view.width == 768", ["contentView", "view"]),
        ("multiplier-priority.log", "imageView.top >= contentView.top + 8", ["contentView", "imageView", "label"]),
        ("damaged-paste.log", "imageView.bottom == contentView.bottom - 12", ["contentView", "imageView"]),
        ("stack-system-spacing.log", "button.height == 44", ["button", "contentView", "label", "margins", "stackView"]),
        ("autoresizing-frames.log", "badgeView.leading == view.leading + 20", ["badgeView", "contentView", "view"]),
    ])
    func logsAreExplainedBreakingWhatUIKitBroke(name: String, broken: String, views: [String]) throws {
        let (rebuilt, rows) = try explain(name)
        #expect((["contentView"] + rebuilt.names.values).sorted() == views)
        #expect(rebuilt.uikitBroken?.description == broken)
        let conflicts = rows.flatMap(\.conflicts)
        #expect(conflicts.first?.broken == broken, "\(conflicts.map(\.broken))")
        #expect(conflicts.first?.fixes.isEmpty == false)
        // Every member the log gave has its line; the assumed margins (said as assumptions) have none.
        #expect(conflicts.first?.constraints.allSatisfy { $0.source != nil || $0.origin != .template || $0.text.contains("Margin-guide-constraint") } == true)
    }

    @Test func snapKitSourcesAreTheSwiftLines() throws {
        let (_, rows) = try explain("snapkit.log")
        let sources = rows.first?.conflicts.first?.constraints.compactMap(\.source) ?? []
        #expect(sources.contains("ProfileCell.swift:36") && sources.contains("ProfileCell.swift:34"), "\(sources)")
    }

    @Test func autoresizingConflictsSuggestTurningTheMaskOff() throws {
        let (_, rows) = try explain("autoresizing-mask.log")
        // The app sizes the view while its mask is on: turning the mask off comes first (issue 52).
        #expect(rows.first?.conflicts.first?.fixes.first?.hasPrefix("set view.translatesAutoresizingMaskIntoConstraints = false: the app pins it") == true)
    }

    @Test func visualFormatLinesBecomeTheRelationsTheyPrint() throws {
        let log = try UIKitLogParser.parse("""
            (
                "<NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0xa]   (active, names: '|':UIView:0xb )>",
                "<NSLayoutConstraint:0x2 H:[UILabel:0xa]-(>=8)-|   (active, names: '|':UIView:0xb )>",
                "<NSLayoutConstraint:0x3 V:[UILabel:0xa]-(10)-[UIButton:0xc]   (active)>",
                "<NSLayoutConstraint:0x4 V:[UIButton:0xc(<=44)]   (active)>"
            )
            """, file: "vfl.log")
        let texts = log.entries.map { entry in
            "\(entry.first.identity).\(entry.firstAttribute.rawValue) \(entry.relation.rawValue) \(entry.second.map { "\($0.identity).\(entry.secondAttribute?.rawValue ?? "")" } ?? "") \(entry.constant)"
        }
        #expect(texts == [
            "0xa.leading == 0xb.leading 15.0", "0xa.trailing <= 0xb.trailing -8.0", "0xc.top == 0xa.bottom 10.0", "0xc.height <=  44.0",
        ])
    }

    @Test(arguments: [
        ("not-a-log.log", 0, "no constraints found"),
        ("bad-attribute.log", 4, "unknown attribute 'middle'"),
    ])
    func otherTextIsRejectedWithAPreciseMessage(name: String, line: Int, message: String) throws {
        let text = try Self.load(name)
        do throws(Diagnostic) {
            _ = try UIKitLogParser.parse(text, file: name)
            Issue.record("\(name) was read")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error)")
            // The one rendering: the log's line and a caret under the column.
            if line > 0 {
                #expect(error.sourceLine == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[line - 1])
                #expect(error.description.hasSuffix("^"), "\(error)")
            }
        }
    }

    /// The log's equations and VFL lines go through the template syntax's and the visual
    /// format's parsers: the same numbers, relations and limits.
    @Test func entriesAreReadByTheSharedParsers() throws {
        let log = try UIKitLogParser.parse("""
            "<NSLayoutConstraint:0x1 UILabel:0xa'Mr. Smith'.width == 0.5*UIView:0xb.width + 1e1   (active)>",
            "<NSLayoutConstraint:0x2 H:[UILabel:0xa'Mr. Smith']-(-8)-|   (active, names: '|':UIView:0xb )>"
            """, file: "p.log")
        #expect(log.entries[0].multiplier == 0.5 && log.entries[0].constant == 10)
        #expect(log.entries[0].first.label == "Mr. Smith")
        #expect(log.entries[1].firstAttribute == .trailing && log.entries[1].constant == 8)
        #expect(log.entries[1].second?.identity == "0xb")
        do throws(Diagnostic) {
            _ = try UIKitLogParser.parse(#""<NSLayoutConstraint:0x1 UILabel:0xa.width == 2e9   (active)>""#, file: "big.log")
            Issue.record("read")
        } catch {
            #expect(error.message.hasPrefix("'2e9' is past 1000000"), "\(error)")
            #expect(error.column == 47, "\(error)")
        }
    }

    @Test func priorityMarkersAreRead() throws {
        let log = try UIKitLogParser.parse("""
            "<NSLayoutConstraint:0x1 UILabel:0xa.height == 21   priority:999   (active)>",
            "<MASLayoutConstraint:0x2 UILabel:titleLabel.width == 20 ^low>",
            "<SnapKit.LayoutConstraint:0x3@Cell.swift#9 UILabel:0xa.width <= 300.0 ^750.0>"
            """, file: "p.log")
        #expect(log.entries.map(\.priority) == [999, 250, 750])
        #expect(log.entries[1].first.label == "titleLabel")
        #expect(log.entries[2].source == SourceLocation(file: "Cell.swift", line: 9))
    }

    /// System spacing as the number UIKit used, in VFL and after an equation; a label's own
    /// quotes; the autoresizing masks before an identifier.
    @Test func systemSpacingQuotesAndMasks() throws {
        let log = try UIKitLogParser.parse("""
            "<_UISystemBaselineConstraint:0x1 'UISV-spacing' V:[UIStackView:0xa]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0xb'Forgot it?']   (active)>",
            "<_UISystemBaselineConstraint:0x2 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0xc]   (active, names: '|':Module.Cell:0xd )>",
            "<NSLayoutConstraint:0x3 UILayoutGuide:0xe'UIViewLayoutMarginsGuide'.bottom == UIButton:0xb'Forgot it?'.bottom NSSpace(0)   (active)>",
            "<_UISystemBaselineConstraint:0x4 UIView:0xf.bottom <= UILayoutGuide:0x10'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>",
            "<NSLayoutConstraint:0x5 'UISV-alignment' UILabel:0x11'YOU'RE OK'.bottom == UILabel:0x12'Mate'.bottom   (active)>",
            "<NSLayoutConstraint:0x6 H:[UILabel:0x11'it's ok']-(NSSpace(8))-[UILabel:0x12'Mate']   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x7 h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[UIView:0x13]-(0)-|   (Names: '|':UICollectionView:0x14 )>"
            """, file: "shapes.log")
        #expect(log.entries.count == 7)
        #expect(log.entries[0].constant == 8 && log.entries[0].relation == .equal)
        #expect(log.entries[1].constant == 8 && log.entries[1].relation == .greaterThanOrEqual)
        #expect(log.entries[2].constant == 0 && log.entries[2].second?.label == "Forgot it?")
        #expect(log.entries[3].constant == 8 && log.entries[3].relation == .lessThanOrEqual)
        #expect(log.entries[4].first.label == "YOU'RE OK" && log.entries[4].second?.label == "Mate")
        #expect(log.entries[4].identifier == "UISV-alignment")
        #expect(log.entries[5].second?.label == "it's ok" && log.entries[5].first.label == "Mate" && log.entries[5].constant == 8)
        #expect(log.entries[6].identifier == "UIView-Encapsulated-Layout-Top")
    }

    /// Damaged pastes are read as they come, each damage said: markdown escapes and quote
    /// prefixes, a line pasted twice, a cut list, the broken constraint missing from the list.
    @Test func damagedPastesAreReadAndSaid() throws {
        let listed = try UIKitLogParser.parse(try Self.load("broken-not-listed.log"), file: "b.log")
        #expect(listed.warnings.contains { $0.hasPrefix("line 8: the constraint UIKit broke is not in the list above it; it is added to the list") })
        #expect(listed.broken == listed.entries.count - 1)
        let log = try UIKitLogParser.parse(#"""
            > Unable to simultaneously satisfy constraints.
            > (
            >     "\<NSLayoutConstraint:0x1 UIImageView:0xa.height == 61   (active)\>",
            >     "\<NSLayoutConstraint:0x1 UIImageView:0xa.height == 61   (active)\>",
            >     ...
            >     "\<NSLayoutConstraint:0x2 V:|-(10)-[UIImageView:0xa]   (active, names: '|':UITableViewCellContentView:0xb )\>"
            > )
            """#, file: "d.log")
        #expect(log.entries.count == 2)
        #expect(log.warnings.contains("line 4 repeats line 3; it is read once"))
        #expect(log.warnings.contains { $0.hasPrefix("line 5: the list was cut here") })
        #expect(log.warnings.contains { $0.hasPrefix("the log does not say which constraint UIKit broke") })
        // Quotes lost, or made typographic by an editor.
        let quotes = try UIKitLogParser.parse("""
            "<NSLayoutConstraint:0x1 UILabel:0x7f83b9a05e80Set lunch.trailing == UILabel:0x7f83b9a06c70Added at 10:26.trailing   (active)>",
            "<NSLayoutConstraint:0x2 H:[UILabel:0x7f83b9a05e80Set lunch]-(8)-|   (active, names: '|':UIView:0x7f83b9a05c70 )>",
            "<NSLayoutConstraint:0x3 UILabel:0x7f83b9a06c70‘Added at 10:26’.width == 40   (active)>"
            """, file: "q.log")
        #expect(quotes.entries[0].first.label == "Set lunch" && quotes.entries[0].second?.label == "Added at 10:26")
        #expect(quotes.entries[0].first.identity == "0x7f83b9a05e80" && quotes.entries[0].firstAttribute == .trailing)
        #expect(quotes.entries[1].first.label == "Set lunch" && quotes.entries[1].first.identity == "0x7f83b9a05e80")
        #expect(quotes.entries[2].first.identity == "0x7f83b9a06c70" && quotes.entries[2].first.label == "Added at 10:26")
    }

    /// Two logs pasted one after the other are two logs, in order.
    @Test func twoLogsPastedTogetherAreTwo() throws {
        let one = try Self.load("seed001-masonry.log")
        let logs = try UIKitLogParser.parseAll(one + "\n" + one.replacingOccurrences(of: "61", with: "62"), file: "two.log")
        #expect(logs.count == 2)
        #expect(logs[0].entries.count == logs[1].entries.count)
        #expect(logs[1].entries.contains { $0.constant == 62 })
    }

    /// `explain --log`'s report of two logs in one file: a part each, their text headed
    /// "== log N of 2", their JSON under "logs", the picture the first one's; a text that is no
    /// log is a `Diagnostic` in the file, never a report of nothing.
    @Test func aReportOfTwoLogsHasAPartEach() throws {
        let one = try Self.load("seed001-masonry.log")
        let report = try ExplainReport.log(one + "\n" + one.replacingOccurrences(of: "61", with: "62"), file: "two.log")
        #expect(report.isLog && report.parts.count == 2)
        let text = report.text(picture: "p.png")
        #expect(text.contains("== log 1 of 2") && text.contains("== log 2 of 2"))
        #expect(text.components(separatedBy: "Picture: p.png").count == 2)
        guard case .object(let top) = try report.json else { Issue.record("no JSON object"); return }
        #expect(top.map(\.0) == ["logs"])
        #expect(try report.png()?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(throws: Diagnostic.self) { try ExplainReport.log("nothing UIKit printed", file: "empty.log") }
    }

    /// Margins are real margins: the log's own margin guide where it has one, else UIKit's
    /// default 8 pt, said as an assumption; a label's baselines from UILabel's default font.
    @Test func marginsAndBaselinesAreAssumptionsWhenTheLogLacksThem() throws {
        let log = try UIKitLogParser.parse("""
            "<NSLayoutConstraint:0x1 UIView:0xa.height == 30   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xc.top == UIView:0xa.topMargin   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xc.firstBaseline == UIView:0xa.bottomMargin   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xa.top == UITableViewCellContentView:0xb.top   (active)>"
            """, file: "m.log")
        #expect(log.entries[1].secondIsMargin && log.entries[2].secondIsMargin && !log.entries[0].firstIsMargin)
        let rebuilt = LoggedLayout(log)
        #expect(rebuilt.assumptions.contains { $0.contains("layout margins are taken as UIKit's default, 8 pt on each side") })
        #expect(rebuilt.assumptions.contains { $0.contains("UILabel's default font, the system font at 17 pt") })
        // The picture says them too.
        #expect(rebuilt.picture.notes.filter { $0.hasPrefix("assumed: ") }.count == rebuilt.assumptions.count)
        // 30 pt less 8 + 8 of margins leaves 14 pt, less than a 17 pt font's ascent: a conflict.
        let rows = try rebuilt.explainer(measurer: try TextMeasurer()).explain()
        #expect(rows.flatMap(\.conflicts).count == 1)
        #expect(rows.flatMap(\.conflicts).first?.constraints.contains { $0.text.contains("UIView-topMargin-guide-constraint") } == true)
    }

    /// Frame positions (autoresizing masks' `midX`, `UIView-Encapsulated-Layout-Left`) are
    /// measured from the superview, taken as the contentView and said; generic and
    /// module-qualified class names name their views by the class.
    @Test func framePositionsAndGenericClassNames() throws {
        let log = try UIKitLogParser.parse("""
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.midX == 187.5   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Left' UIView:0xa.minX == 0   (active)>",
            "<NSLayoutConstraint:0x3 MyApp.GenericCell<MyApp.Item>:0xb.width == UIView:0xa.width - 16   (active)>",
            "<NSLayoutConstraint:0x4 '_UITemporaryLayoutWidth' MyApp.GenericCell<MyApp.Item>:0xb.width == 0   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0xc.top == UIView:0xa.top + 8   (active)>"
            """, file: "f.log")
        #expect(log.entries[0].firstAttribute == .centerX && log.entries[0].second?.identity == UIKitLogParser.superview.identity)
        #expect(log.entries[1].firstAttribute == .left && log.entries[1].constant == 0)
        #expect(log.entries[2].first.className == "MyApp.GenericCell<MyApp.Item>")
        let rebuilt = LoggedLayout(log)
        #expect(rebuilt.names["0xb"] == "genericCell")
        #expect(rebuilt.assumptions.contains { $0.hasPrefix("frame positions") })
        let rows = try rebuilt.explainer(measurer: try TextMeasurer()).explain()
        #expect(rows.flatMap(\.conflicts).count == 1)
    }

    /// A view is never given another's role: the view most constraints hang from is the
    /// contentView only when the log shows it is a cell's; no width the log does not give.
    @Test func onlyACellsContentViewIsCalledContentView() throws {
        let log = try UIKitLogParser.parse("""
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 300   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb'Title'.leading == UIView:0xa.leading + 8   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xb'Title'.trailing == UIView:0xa.trailing - 8   (active)>",
            "<NSLayoutConstraint:0x4 UILabel:0xb'Title'.width == 400   (active)>"
            """, file: "v.log")
        let rebuilt = LoggedLayout(log)
        #expect(rebuilt.names["0xa"] == "view" && rebuilt.names["0xb"] == "Title")
        let conflict = try #require(try rebuilt.explainer(measurer: try TextMeasurer()).explain().flatMap(\.conflicts).first)
        #expect(conflict.constraints.allSatisfy { !$0.text.contains("contentView") }, "\(conflict.constraints.map(\.text))")
        let cell = LoggedLayout(try UIKitLogParser.parse(#""<NSLayoutConstraint:0x1 UILabel:0xb.top == UITableViewCellContentView:0xc.top + 8   (active)>""#, file: "c.log"))
        #expect(cell.names["0xc"] == nil && cell.classes["contentView"] == "UITableViewCellContentView")
    }

    /// Views the log names only by class are named by the class, as Swift would a variable.
    @Test(arguments: [
        ("UILabel", "label"), ("UIImageView", "imageView"), ("_UILayoutGuide", "layoutGuide"), ("URLLabel", "urlLabel"),
        ("NSKVONotifying_LQRoundedCornerView", "lqRoundedCornerView"), ("MyApp.GenericCell<MyApp.Item>", "genericCell"),
    ])
    func classNamesBecomeViewNames(className: String, name: String) {
        #expect(LoggedLayout.classBase(className) == name)
    }

    /// A view is named by what the log calls it: a `names:` key (a dotted one by its last
    /// part), a Masonry key, its quoted text when that makes a name.
    @Test(arguments: [("titleLabel", "titleLabel"), ("self.titleLabel", "titleLabel"), ("Cancel", "Cancel"), ("Added at 10:26", nil), ("UIViewLayoutMarginsGuide", "margins")])
    func logNamesBecomeViewNames(label: String, name: String?) {
        #expect(LoggedLayout.identifier(from: label) == name)
    }

    /// The rest of the line shapes: a constant written `+ 14.5`, a label holding `\n`, layout
    /// support and Interface Builder's prototyping constraints, a `names:` map with dotted keys.
    @Test func otherLineShapes() throws {
        let log = try UIKitLogParser.parse(#"""
            "<NSLayoutConstraint:0x1 UILabel:0xa'Line\nTwo'.top == UIView:0xb.top + 14.5   (active)>",
            "<_UILayoutSupportConstraint:0x2 _UILayoutGuide:0xc.height == 20   (active)>",
            "<NSIBPrototypingLayoutConstraint:0x3 'IB auto generated at build time for view with fixed frame' V:|-(10)-[UILabel:0xa'Line\nTwo']   (active, names: '|':UIView:0xb )>",
            "<NSLayoutConstraint:0x4 H:|-(8)-[self.titleLabel]   (active, names: '|':UIView:0xb, self.titleLabel:UILabel:0xa )>"
            """#, file: "s.log")
        #expect(log.entries[0].constant == 14.5 && log.entries[0].first.label == #"Line\nTwo"#)
        #expect(log.entries[1].kind == "_UILayoutSupportConstraint" && log.entries[1].constant == 20)
        #expect(log.entries[2].kind == "NSIBPrototypingLayoutConstraint" && log.entries[2].identifier?.hasPrefix("IB auto generated") == true)
        #expect(log.entries[3].first.identity == "0xa" && log.entries[3].constant == 8)
        let rebuilt = LoggedLayout(log)
        #expect(rebuilt.names["0xa"] == "titleLabel")
        let rows = try rebuilt.explainer(measurer: try TextMeasurer()).explain()
        // 10 and 14.5 from the same top: a conflict, and IB's generated constraint is never a way out.
        let conflict = try #require(rows.flatMap(\.conflicts).first)
        #expect(!conflict.fixes.contains { $0.contains("IB auto generated") })
    }

    /// The safe area guide's own constraints and layout support constraints are UIKit's:
    /// never offered as a way out.
    @Test func uikitsGuideConstraintsAreNeverAWayOut() throws {
        let log = try UIKitLogParser.parse("""
            "<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0xc.height == 20   (active)>",
            "<NSLayoutConstraint:0x2 'UIViewSafeAreaLayoutGuide-top' V:|-(44)-[UILayoutGuide:0xd'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0xa )>",
            "<NSLayoutConstraint:0x3 UILabel:0xb.top == UILayoutGuide:0xd'UIViewSafeAreaLayoutGuide'.top   (active)>",
            "<NSLayoutConstraint:0x5 _UILayoutGuide:0xc.top == UIView:0xa.top   (active)>",
            "<NSLayoutConstraint:0x6 UILabel:0xb.top == _UILayoutGuide:0xc.bottom   (active)>"
            """, file: "g.log")
        let conflicts = try LoggedLayout(log).explainer(measurer: try TextMeasurer()).explain().flatMap(\.conflicts)
        #expect(!conflicts.isEmpty)
        let fixes = conflicts.flatMap(\.fixes)
        #expect(!fixes.isEmpty)
        #expect(!fixes.contains { $0.contains("UIViewSafeAreaLayoutGuide") || $0.contains("_UILayoutSupport") || $0.contains("layoutGuide.height") }, "\(fixes)")
    }

    /// The limits on views count each log on its own: two logs of 2,100 views each are read.
    @Test func viewLimitsCountEachLogAlone() throws {
        func log(_ offset: Int) -> String {
            "Unable to simultaneously satisfy constraints.\n(\n" + (0..<2_100).map {
                "\"<NSLayoutConstraint:0x\(offset + $0) UIView:0x\(String(offset + $0, radix: 16)).width == 10   (active)>\","
            }.joined(separator: "\n") + "\n)\n"
        }
        let logs = try UIKitLogParser.parseAll(log(0x10000) + log(0x20000), file: "big.log")
        #expect(logs.count == 2 && logs.allSatisfy { $0.entries.count == 2_100 })
    }
}
