import AutocellExplain
import AutocellTable
import AutocellFixtures
import AutocellLayout
import ArgumentParser
import AutocellText
import Foundation
import Testing
@testable import AutocellCLI
import AutocellSource
let repositoryFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures").path

@Suite struct SeedFeeds {
    /// Seed 000, row p3 (short texts): the bar fits when wide; narrowing, date truncates first,
    /// then hot; like keeps its full text and width throughout.
    @Test func personFeedBottomBarGivesWayInOrder() throws {
        let fixture = try FixtureLoader.load(path: repositoryFixtures + "/person-feed.yaml")
        let measurer = try TextMeasurer()
        let row = fixture.sections[0].rows[3]
        func natural(_ view: String) -> Double {
            // A label's intrinsic width: its text's, rounded up to the pixel.
            LabelContent.ceiled(measurer.measure(TextRequest(text: row.texts[view] ?? "", font: .system(17))).width, scale: fixture.content.settings.scale)
        }
        let (date, hot, like) = (natural("date"), natural("hot"), natural("like"))
        // bar insets 10 + 10, label spacing 10 + 5 + 5 + 5.
        let fits = date + hot + like + 45
        func bar(_ width: Double) throws -> (date: ViewLayout, hot: ViewLayout, like: ViewLayout) {
            let feed = try TableLayout.make(fixture.resolved(for: TraitCollection(width: width)).content, measurer: measurer)
            let cell = feed.rows[3].cell
            // Compression resistance decides who gives way, not a negative width: the sizes
            // stop at zero (UIKit's implicit `>= 0`) and no conflict is met.
            #expect(cell.conflicts.isEmpty, "width \(width)")
            #expect(cell.views.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 }, "width \(width)")
            return (try #require(cell["date"]), try #require(cell["hot"]), try #require(cell["like"]))
        }
        let wide = try bar(fits + 20)
        #expect(wide.date.truncated == false && wide.hot.truncated == false && wide.like.truncated == false)
        var sawDateOnly = false, sawHot = false
        for shortfall in stride(from: 5.0, through: date + hot - 5, by: 10) {
            let narrow = try bar(fits - shortfall)
            #expect(narrow.like.truncated == false && abs(narrow.like.frame.width - like) < 1e-6, "shortfall \(shortfall)")
            if narrow.hot.truncated == true {
                sawHot = true
                #expect(narrow.date.frame.width == 0, "hot gives way only once date has nothing left")
            } else {
                #expect(narrow.date.truncated == true)
                #expect(abs(narrow.date.frame.width - (date - shortfall)) < 1e-6)
                sawDateOnly = true
            }
        }
        #expect(sawDateOnly && sawHot)
    }

    /// Seed 001: the score keeps its width next to a title that truncates.
    @Test func gameFeedTitleTruncatesScoreKeepsWidth() throws {
        let fixture = try FixtureLoader.load(path: repositoryFixtures + "/game-feed.yaml")
        let measurer = try TextMeasurer()
        for width in [320.0, 375, 414] {
            let feed = try TableLayout.make(fixture.resolved(for: TraitCollection(width: width)).content, measurer: measurer)
            for row in feed.rows {
                let rate = try #require(row.cell["rate"]), title = try #require(row.cell["title"])
                let text = fixture.sections[0].rows[row.row].texts["rate"] ?? ""
                let natural = LabelContent.ceiled(measurer.measure(TextRequest(text: text, font: .system(24))).width, scale: fixture.content.settings.scale)
                #expect(abs(rate.frame.width - natural) < 1e-6)
                #expect(abs(title.frame.x + title.frame.width + 18.333333333333332 - rate.frame.x) < 1e-6)
                #expect(rate.truncated == false)
            }
            #expect(feed.rows[1].cell["title"]?.truncated == true)
            // The contentView fits at 79.0667; the row adds the separator's pixel (1/3) and lands
            // on the pixel grid: 79.4 → 238 px → 79.3333, and the cell is held at 79: the icon's
            // height, at 900, gives way by the difference (seed 001's fix).
            #expect(feed.rows.allSatisfy { abs($0.fittingHeight - (61 + 2 * 9.033333333333333)) < 1e-6 })
            #expect(feed.rows.allSatisfy { abs($0.height - 238.0 / 3) < 1e-9 })
            #expect(feed.rows.allSatisfy { abs($0.cell.height - 79) < 1e-9 && $0.cell.conflicts.isEmpty })
            #expect(feed.rows.allSatisfy { abs(($0.cell["icon"]?.frame.height ?? 0) - (79 - 2 * 9.033333333333333)) < 1e-9 })
        }
    }

    /// Seed 001 before its fix: the table's pixel-snapped row height holds the contentView at
    /// 79 pt, the icon's required chain wants 79.0333, and UIKit's log names these four and
    /// breaks the icon's height.
    @Test func gameFeedConflictIsTheSeedsLog() throws {
        let fixture = try FixtureLoader.load(path: repositoryFixtures + "/game-feed-conflict.yaml")
        let feed = try TableLayout.make(fixture.content, measurer: try TextMeasurer())
        for row in feed.rows {
            #expect(row.cell.conflicts.map(\.constraints) == [[
                "icon.top == contentView.top + 9.033333333333333",
                "icon.bottom == contentView.bottom - 9",
                "icon.height == 61",
                "contentView.height == 79 #UIView-Encapsulated-Layout-Height",
            ]])
            #expect(row.cell.conflicts.map(\.broken) == ["icon.height == 61"])
            // Typed members: the template's constraints by index, the table's height by kind.
            #expect(row.cell.conflicts.first?.members.map(\.kind) == [.declared(index: 1), .declared(index: 2), .declared(index: 4), .encapsulatedHeight])
            #expect(row.cell.conflicts.first?.brokenIndex == 2)
            #expect(abs(row.cell.height - 79) < 1e-9)
            // With the height broken, the icon spans what top and bottom leave it.
            #expect(abs((row.cell["icon"]?.frame.height ?? 0) - (79 - 9.033333333333333 - 9)) < 1e-9)
        }
    }

    @Test func layoutJSONHasTheDocumentedShape() throws {
        let fixture = try FixtureLoader.load(path: repositoryFixtures + "/scroll-cell.yaml")
        let feed = try TableLayout.make(fixture.content, measurer: try TextMeasurer())
        let object = try JSONSerialization.jsonObject(with: Data(feed.json.rendered().utf8)) as? [String: Any]
        #expect(object?["width"] as? Double == 375)
        // Two 150 pt cells, each with a separator pixel at scale 2.
        #expect(object?["contentHeight"] as? Double == 301)
        let rows = object?["rows"] as? [[String: Any]]
        #expect(rows?.count == 2)
        let first = rows?.first
        #expect(first?["key"] as? String == "ambiguous")
        let ambiguous = first?["ambiguous"] as? [[String: String]]
        #expect(ambiguous?.contains(["view": "scrollView", "axis": "horizontal", "reason": "scrollView's content has no width"]) == true)
        let views = rows?.last?["views"] as? [String: [String: Any]]
        #expect((views?["scrollView"]?["contentSize"] as? [String: Double]) == ["width": 400, "height": 200])
        #expect(views?["view"]?["x"] as? Double == 50)
        #expect(rows?.last?["y"] as? Double == 150.5)
    }
}

@Suite struct ConflictShape {
    /// `layout --json` and `explain --json` write a conflict in one shape (`ConflictReport`):
    /// the same object, explain adding UIKit's log and the arithmetic.
    @Test func layoutAndExplainWriteOneConflictShape() throws {
        let path = repositoryFixtures + "/game-feed-conflict.yaml"
        let fixture = try FixtureLoader.load(path: path)
        let rows = try Explainer(fixture.content, measurer: try TextMeasurer()).explain(rows: [0])
        let feed = try TableLayout.make(fixture.content, measurer: try TextMeasurer())
        let layoutJSON = try feed.json(explained: [rows[0].indexPath: rows[0].conflicts])
        guard case .object(let top) = layoutJSON, case .array(let items)? = top.first(where: { $0.0 == "rows" })?.1,
              case .object(let first)? = items.first, case .array(let layoutConflicts)? = first.first(where: { $0.0 == "conflicts" })?.1
        else { Issue.record("no rows in \(layoutJSON.rendered())"); return }
        guard case .object(let explainTop) = try ExplainReport.json(rows), case .array(let explained)? = explainTop.first?.1,
              case .object(let row)? = explained.first, case .array(let explainConflicts)? = row.first(where: { $0.0 == "conflicts" })?.1,
              case .object(var explainConflict)? = explainConflicts.first
        else { Issue.record("no rows in explain's JSON"); return }
        // What explain adds: UIKit's log and the conflict added up.
        #expect(explainConflict.map(\.0).suffix(2) == ["log", "arithmetic"])
        explainConflict.removeLast(2)
        #expect(layoutConflicts.first == .object(explainConflict))
        #expect(JSONValue.object(explainConflict).rendered().hasPrefix(#"{"constraints": ["icon.top == contentView.top + 9.033333333333333", "#))
    }

    /// Any `Encodable` becomes a `JSONValue` with its keys in the order it encodes them.
    @Test func encoderKeepsKeyOrder() throws {
        struct Inner: Encodable { var b = [1.5, 2]; var a: String? = nil
            enum CodingKeys: String, CodingKey { case b, a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(b, forKey: .b)
                try container.encodeNil(forKey: .a)
            }
        }
        struct Outer: Encodable { var z = "天\n"; var inner = Inner(); var flag = true; var skipped: Int? = nil }
        #expect(try JSONValue(Outer()).rendered() == #"{"z": "天\n", "inner": {"b": [1.5, 2], "a": null}, "flag": true}"#)
    }

    /// Every standard number type is a leaf: their own `encode(to:)` asks a single-value
    /// container for themselves again, which used to recurse without end for UInt64 or Int8.
    @Test func everyNumberTypeIsALeaf() throws {
        struct Numbers: Encodable { var a: UInt64 = 7; var b: Int8 = -3; var c: UInt16 = 9; var d: Float = 0.5; var e: [UInt] = [1] }
        #expect(try JSONValue(Numbers()).rendered() == #"{"a": 7, "b": -3, "c": 9, "d": 0.5, "e": [1]}"#)
    }

    /// A shape whose own encoding fails is Autocell's bug, not the input's: exit 70.
    @Test func anUnencodableShapeIsAnInternalError() {
        struct Broken: Encodable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no JSON form"))
            }
        }
        #expect(throws: InternalError.self) { try JSONValue(Broken()) }
        do {
            _ = try JSONValue(Broken())
        } catch {
            #expect(CommandOutput.failure(error) { _ in } == ExitCode(70))
        }
        // An error from outside Autocell that reaches the JSON printer is encoding's, not the
        // input's: Autocell's bug, mapped to 70 in the one place failures become statuses.
        do {
            try CommandOutput.printJSON { throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "x")) }
            Issue.record("no error")
        } catch {
            #expect(error is InternalError)
            #expect(CommandOutput.failure(error) { _ in } == ExitCode(70))
        }
    }
}
