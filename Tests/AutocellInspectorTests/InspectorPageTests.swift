import AutocellFixtures
import AutocellInspector
import AutocellTable
import Foundation
import Testing

/// `autocell inspect`'s page: self-contained, carrying what the browser tests (Tests/browser)
/// then point at.
@Suite struct InspectorPages {
    static let yaml = """
        table: {width: 375, scale: 2}
        templates:
          card:
            views:
              - {name: title, type: label, text: "{title}", font: "system 17", lines: 0}
              - {name: badge, type: view, background: red}
            constraints:
              - title.left == contentView.left + 16
              - title.top == contentView.top + 11
              - title.bottom == contentView.bottom - 11
              - badge.left >= title.right + 8
              - badge.right == contentView.right - 16
              - badge.width == 20
              - badge.height == 20
              - badge.top == contentView.top + 4
              - badge.bottom == contentView.bottom - 4
              - contentView.height == 40
        rows:
          - {template: card, key: short, data: {title: "Hello"}}
          - {template: card, key: "</script><script>alert(1)</script>", data: {title: "A title long enough to wrap onto a second line at this width, and a third"}}
        """

    func page(traits: [TraitCollection] = []) throws -> (html: String, model: [String: Any]) {
        let fixture = try FixtureLoader.parse(Self.yaml, file: "card.yaml", folder: "/tmp")
        let html = try InspectorPage.fixture(fixture.content, file: "card.yaml", traits: traits).html()
        return (html, try Self.model(html))
    }

    static func model(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"model\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func selfContained() throws {
        let (html, _) = try page()
        #expect(html.hasPrefix("<!doctype html>"))
        // Nothing from the network: no addresses, no linked style or script, no font file.
        for outside in ["http://", "https://", "<link", "@import", "url(", "src=\""] {
            #expect(!html.contains(outside), "the page refers outside itself: \(outside)")
        }
        // A key that looks like markup stays text: the page's own script elements only.
        let scripts = html.components(separatedBy: "<script").count - 1
        let pages = html.components(separatedBy: "<script type=\"text/plain\"").count - 1
        #expect(scripts == pages + 2)
        #expect(!html.contains("<script>alert(1)"))
    }

    /// Byte-wise (per code point, as a browser tokenizes), not `Character`-wise.
    static func containsBytes(_ html: String, _ needle: String) -> Bool {
        let haystack = Array(html.utf8), pattern = Array(needle.utf8)
        guard haystack.count >= pattern.count else { return false }
        return (0...(haystack.count - pattern.count)).contains { start in haystack[start..<(start + pattern.count)].elementsEqual(pattern) }
    }

    /// Issue 49: markup glued into a grapheme cluster (a prepended Arabic number sign, a
    /// combining mark) in a row key, a text and the file's name stays text.
    @Test func clustersCarryNoMarkup() throws {
        let yaml = Self.yaml
            .replacingOccurrences(of: "key: short", with: "key: \"\\u0600</script><script>alert(1)</script>\"")
            .replacingOccurrences(of: "data: {title: \"Hello\"}", with: "data: {title: \">\\u0301<img src=x onerror=alert(2)>\"}")
        let fixture = try FixtureLoader.parse(yaml, file: "card.yaml", folder: "/tmp")
        let html = try InspectorPage.fixture(fixture.content, file: "\u{600}<img src=x onerror=alert(3)>\u{301}.yaml", traits: []).html()
        for live in ["<script>alert(1)", "<img src=x onerror=alert(2)", "<img src=x onerror=alert(3)"] {
            #expect(!Self.containsBytes(html, live), "live markup in the page: \(live)")
        }
        #expect(Self.containsBytes(html, "&lt;img src=x onerror=alert(3)&gt;\u{301}"))
    }

    @Test func rowsViewsAndHowConstraintsStand() throws {
        let (_, model) = try page()
        let variants = try #require(model["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let rows = try #require(variants[0]["rows"] as? [[String: Any]])
        #expect(rows.count == 2)
        #expect(rows[1]["key"] as? String == "</script><script>alert(1)</script>")
        // Every view (contentView first), the title's lines and intrinsic size.
        let views = try #require(rows[1]["views"] as? [[String: Any]])
        #expect(views.count == 3)
        #expect(views[1]["lines"] is Int && views[1]["truncated"] is Bool)
        #expect((views[1]["intrinsic"] as? [Any])?.count == 2)
        // The badge's inequality has room in the short row, none needed in the long one.
        let states = try #require(rows[0]["constraints"] as? [[Any]])
        #expect(states.map { $0[0] as? String } == ["tight", "tight", "tight", "slack", "tight", "tight", "tight", "tight", "tight", "broken"])
        let templates = try #require(model["templates"] as? [String: Any])
        let card = try #require(templates["card"] as? [String: Any])
        let constraints = try #require(card["constraints"] as? [[String: Any]])
        #expect(constraints[3]["sentence"] as? String == "badge's left edge should be at least title's right edge plus 8")
        #expect(constraints[3]["views"] as? [String] == ["badge", "title"])
        #expect(constraints[3]["source"] as? String == "card.yaml:11")
    }

    @Test func conflictsCarryMembersArithmeticAndFixes() throws {
        let (_, model) = try page()
        let rows = try #require((model["variants"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])
        let conflicts = try #require(rows[0]["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        let members = try #require(conflicts[0]["members"] as? [[String: Any]])
        let views = Set(members.flatMap { $0["views"] as? [String] ?? [] })
        #expect(views == ["badge", "contentView"])
        #expect(conflicts[0]["arithmetic"] as? String == "20 + 4 + 4 = 28 ≠ 40")
        #expect(conflicts[0]["broken"] as? Int == members.count - 1 && members.last?["declared"] as? Int == 9)
        #expect((conflicts[0]["fixes"] as? [String])?.isEmpty == false)
    }

    @Test func oneVariantPerTraitCombination() throws {
        let traits = TraitCollection.matrix(widths: [320, 414], appearances: [.light, .dark], contentSizeCategories: [nil], layoutDirections: [nil])
        let (html, model) = try page(traits: traits)
        let variants = try #require(model["variants"] as? [[String: Any]])
        #expect(variants.map { $0["label"] as? String } == ["320pt-light", "320pt-dark", "414pt-light", "414pt-dark"])
        #expect(variants.map { $0["width"] as? Double } == [320, 320, 414, 414])
        #expect(html.contains("id=\"page-3-0\""))
    }

    @Test func pastedLog() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 200   (active)>",
                "<NSLayoutConstraint:0x600002 H:|-(10)-[UILabel:0x7f01]   (active, names: '|':UITableViewCellContentView:0x7f00 )>",
                "<NSLayoutConstraint:0x600003 H:[UILabel:0x7f01]-(10)-|   (active, names: '|':UITableViewCellContentView:0x7f00 )>",
                "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f00.width == 180   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 200   (active)>
            """
        let html = try InspectorPage.log(log, file: "console.log").html()
        let model = try Self.model(html)
        #expect(model["source"] as? String == "log")
        let variant = try #require((model["variants"] as? [[String: Any]])?.first)
        #expect((variant["notes"] as? [String])?.first == "UIKit broke: label.width == 200")
        let rows = try #require(variant["rows"] as? [[String: Any]])
        #expect((rows.first?["conflicts"] as? [Any])?.count == 1)
        #expect((variant["addresses"] as? [String: String])?["label"] == "UILabel:0x7f01")
    }
}
