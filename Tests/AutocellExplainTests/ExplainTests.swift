import AutocellImage
import AutocellDiff
import AutocellExplain
import AutocellFixtures
import AutocellLayout
import AutocellRender
import AutocellSnapshot
import AutocellText
import Foundation
import Testing
import AutocellSource

enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures").path
    static let snapshots = root.appendingPathComponent("Snapshots").path

    /// A fixture named by its path in the repository (`Fixtures/NAME`), so sources read the
    /// same on every checkout, wherever it is.
    static func fixture(_ name: String) throws -> Fixture {
        try FixtureLoader.parse(try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8), file: "Fixtures/" + name, folder: fixtures)
    }
}

@Suite struct ExplainTests {
    func explain(_ name: String, rows: Set<Int>? = nil) throws -> [RowExplanation] {
        try Explainer(try Repository.fixture(name).content, measurer: try TextMeasurer()).explain(rows: rows)
    }

    @Test func seed001ConflictIsExplainedAndItsFixChecked() throws {
        let row = try #require(try explain("game-feed-conflict.yaml", rows: [0]).first)
        let conflict = try #require(row.conflicts.first)
        #expect(conflict.constraints.map(\.text) == [
            "icon.top == contentView.top + 9.033333333333333", "icon.bottom == contentView.bottom - 9",
            "icon.height == 61", "contentView.height == 79 #UIView-Encapsulated-Layout-Height",
        ])
        #expect(conflict.constraints.last?.origin == .encapsulatedHeight && conflict.constraints.last?.source == nil)
        #expect(conflict.constraints[2].source?.hasSuffix("game-feed-conflict.yaml:23") == true)
        #expect(conflict.constraints[0].sentence == "icon's top edge should equal contentView's top edge plus 9.03")
        #expect(conflict.broken == "icon.height == 61")
        #expect(conflict.rule.contains("most recently added"))
        #expect(conflict.fixes.first?.hasPrefix("lower icon.height to 900 (icon.height == 61 @900)") == true, "\(conflict.fixes)")
        #expect(conflict.fixes.contains { $0.hasPrefix("round the constant of icon.top") })
        #expect(conflict.log.contains("\"<NSLayoutConstraint UIImageView:icon.height == 61   (active)>\""))
        #expect(conflict.log.contains("'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:contentView.height == 79"))
        #expect(conflict.log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint UIImageView:icon.height == 61   (active)>"))
    }

    @Test func withThe900FixNothingIsReported() throws {
        #expect(try explain("game-feed.yaml").allSatisfy { !$0.hasProblems })
    }

    @Test func seed003ScrollViewIsAmbiguousUntilItsTwoConstraintsAreAdded() throws {
        let rows = try explain("scroll-cell.yaml")
        let loose = try #require(rows.first)
        #expect(loose.ambiguous.map(\.explanation) == [
            "scrollView's content has no width", "scrollView's content has no height", "view has no width", "view has no height",
        ])
        #expect(loose.variants.count == 2)
        #expect(loose.variants[0]["view"]?.frame != loose.variants[1]["view"]?.frame)
        // The fixed template is the loose one plus the seed's view.width == 300 and view.height == 100.
        #expect(rows[1].template == "fixed" && !rows[1].hasProblems)
    }

    @Test func sentencesReadLikeTheConstraint() throws {
        let source = SourceLocation(file: "f", line: 1, column: 1)
        let half = try ConstraintSyntax.parse("name.width <= 0.5*contentView.width - 8 @750", source: source)
        #expect(ConstraintSentence.sentence(half) == "name's width should be at most 0.5 times contentView's width minus 8, at priority 750")
        let fixed = try ConstraintSyntax.parse("icon.height >= 61 #iconHeight", source: source)
        #expect(ConstraintSentence.sentence(fixed) == "icon's height should be at least 61 (iconHeight)")
    }

    /// The explain pictures, as visual snapshot tests (goldens in Snapshots/).
    @Test(arguments: [("game-feed-conflict.yaml", "seed001"), ("scroll-cell.yaml", "seed003")])
    func explainPictures(fixture: String, name: String) throws {
        let strategy = SnapshotStrategy<Fixture, PixelImage>(pathExtension: "png", diffing: .image()) { fixture in
            let measurer = try TextMeasurer()
            let rows = try Explainer(fixture.content, measurer: measurer).explain(rows: [0])
            let picture = ExplainPicture(content: fixture.content, width: fixture.table.width, scale: fixture.table.scale)
            return try PNGDecoder.decode(try picture.png(rows, measurer: measurer))
        }
        assertFeedSnapshot(of: try Repository.fixture(fixture), as: strategy, named: name, snapshotDirectory: Repository.snapshots)
    }

    /// A pasted UIKit log, rebuilt and drawn with its views named.
    @Test func explainPictureOfALog() throws {
        let strategy = SnapshotStrategy<String, PixelImage>(pathExtension: "png", diffing: .image()) { path in
            let rebuilt = LoggedLayout(try UIKitLogParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: "seed001-masonry.log"))
            let measurer = try TextMeasurer()
            return try PNGDecoder.decode(try rebuilt.picture.png(try rebuilt.explainer(measurer: measurer).explain(), measurer: measurer))
        }
        assertFeedSnapshot(of: Repository.fixtures + "/logs/seed001-masonry.log", as: strategy, named: "seed001-log", snapshotDirectory: Repository.snapshots)
    }

    /// A view that reaches past the cell is drawn whole: the picture grows by the overhang
    /// (here 40 pt to the left, 29 below) and shows the cell's bounds dashed.
    @Test func viewsPastTheCellAreDrawnWhole() throws {
        let yaml = """
            table: {width: 200, scale: 1}
            templates:
              t:
                views: [{name: a, background: red}, {name: out, background: blue}]
                constraints:
                  - a.left == contentView.left
                  - a.top == contentView.top
                  - a.height == 20
                  - contentView.bottom == a.bottom
                  - a.width == 10
                  - a.width == 20
                  - out.left == contentView.left - 40
                  - out.width == 30
                  - out.top == a.bottom
                  - out.height == 30
            rows:
              - {template: t}
            """
        func picture(_ text: String) throws -> PixelImage {
            let fixture = try FixtureLoader.parse(text, file: "out.yaml", folder: "/tmp")
            let measurer = try TextMeasurer()
            let rows = try Explainer(fixture.content, measurer: measurer).explain()
            return try PNGDecoder.decode(try ExplainPicture(content: fixture.content, width: 200, scale: 1).png(rows, measurer: measurer))
        }
        let outside = try picture(yaml)
        let inside = try picture(yaml.replacingOccurrences(of: "contentView.left - 40", with: "contentView.left + 100")
            .replacingOccurrences(of: "out.top == a.bottom", with: "out.top == a.top").replacingOccurrences(of: "out.height == 30", with: "out.height == 10"))
        // The row is 21 pt (20 and the separator): the view reaches 50 − 21 = 29 pt below it.
        #expect(outside.height - inside.height == 29)
        #expect(outside.width >= 200 + 40 + 2 * 12)
    }

    /// With nothing to show, the picture is as wide as its one sentence, not a cell.
    @Test func aPictureOfNothingIsOneSentenceWide() throws {
        let fixture = try FixtureLoader.load(path: Repository.fixtures + "/margins.yaml")
        let measurer = try TextMeasurer()
        let rows = try Explainer(fixture.content, measurer: measurer).explain()
        #expect(rows.allSatisfy { !$0.hasProblems })
        let image = try PNGDecoder.decode(try ExplainPicture(content: fixture.content, width: 375, scale: 2).png(rows, measurer: measurer))
        #expect(image.width < 375 * 2)
        #expect(image.height < 120)
    }
}
