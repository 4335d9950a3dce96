import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
import AutocellDrawing

/// Layout margins and guides as UIKit gives them to a table cell's contentView and its views.
@Suite struct LayoutMargins {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/margins.yaml").path

    static func views(width: Double, followReadableWidth: Bool = false, safeArea: EdgeInsets = EdgeInsets()) throws -> [String: Rect] {
        var fixture = try FixtureLoader.load(path: path)
        fixture.table.cellLayoutMarginsFollowReadableWidth = followReadableWidth
        fixture.table.safeAreaInsets = safeArea
        let row = try #require(try TableLayout.make(fixture.resolved(for: TraitCollection(width: width)).content, measurer: try TextMeasurer()).rows.first)
        #expect(row.cell.conflicts.isEmpty && row.cell.ambiguous.isEmpty)
        return Dictionary(uniqueKeysWithValues: row.cell.views.map { ($0.name, $0.frame) })
    }

    /// The contentView's margins: 16 pt below 414 pt, 20 pt from there; 11 pt top and bottom.
    /// The readable content guide keeps to 672 pt, centred, inside the margins.
    @Test(arguments: [(320.0, 16.0, 16.0), (375, 16, 16), (414, 20, 20), (430, 20, 20), (768, 20, 48), (1024, 20, 176)])
    func aLabelOnTheMarginsAndOneOnTheReadableGuide(width: Double, margin: Double, readable: Double) throws {
        let views = try Self.views(width: width)
        let title = try #require(views["title"]), body = try #require(views["body"])
        #expect(title.x == margin && title.x + title.width == width - margin)
        #expect(title.y == CellMargins.vertical)
        #expect(body.x == readable && abs(body.x + body.width - (width - readable)) < 1e-9)
    }

    /// An iPhone X in landscape (812 pt, 44 pt of safe area each side): the contentView is
    /// inset to the safe area (`insetsContentViewsToSafeArea`), and its 20 pt margins are
    /// inside that.
    @Test func theContentViewIsInsetToTheSafeArea() throws {
        let views = try Self.views(width: 812, safeArea: EdgeInsets(left: 44, right: 44))
        #expect(views["contentView"] == Rect(x: 44, y: 0, width: 724, height: try #require(views["contentView"]).height))
        let title = try #require(views["title"])
        #expect(title.x == 64 && title.x + title.width == 812 - 64)
    }

    @Test func followingTheReadableWidthWidensTheCellMargins() throws {
        #expect(try Self.views(width: 1024, followReadableWidth: true)["title"]?.x == 176)
        #expect(try Self.views(width: 375, followReadableWidth: true)["title"]?.x == 16)
    }

    /// A view's own `layoutMargins` (30 pt on the box); a view's default 8 pt; and one that
    /// preserves its superview's margins takes the larger: the box's 30 over its own 8.
    @Test func ownAndPreservedMargins() throws {
        let views = try Self.views(width: 375)
        #expect(views["inner"]?.x == 30)
        #expect(views["ownDot"]?.x == 8)
        #expect(views["dot"]?.x == 30)
    }

    @Test func guidesAndMarginAttributesParse() throws {
        let plain = try ConstraintSyntax.parse("title.leading == contentView.layoutMarginsGuide.leading + 4")
        #expect(plain.second == Anchor("contentView.layoutMarginsGuide", .leading) && plain.constant == 4)
        let margin = try ConstraintSyntax.parse("title.centerX == contentView.centerXWithinMargins")
        #expect(margin.second == Anchor("contentView.layoutMarginsGuide", .centerX))
        let template = CellTemplate(name: "t", views: [ViewSpec(name: "a")], constraints: [
            LayoutConstraint(Anchor("a", .left), .equal, Anchor("contentView.readableContentGuid", .left)),
        ])
        #expect(throws: LayoutError.self) { try template.validate() }
    }

    /// A custom guide (`guides: [spacer]`) is placed by the constraints alone.
    @Test func aCustomGuide() throws {
        var box = ViewSpec(name: "box")
        box.guides = ["half"]
        let constraints = try [
            "box.left == contentView.left", "box.right == contentView.right", "box.top == contentView.top", "box.height == 20",
            "box.bottom == contentView.bottom",
            "box.half.left == box.left", "box.half.width == 0.5*box.width", "box.half.top == box.top", "box.half.height == box.height",
        ].map { try ConstraintSyntax.parse($0) }
        var dot = ViewSpec(name: "dot")
        dot.parent = "box"
        let all = constraints + [try ConstraintSyntax.parse("dot.left == box.half.right"), try ConstraintSyntax.parse("dot.width == 4"),
                                 try ConstraintSyntax.parse("dot.top == box.top"), try ConstraintSyntax.parse("dot.height == 4")]
        let engine = try CellLayoutEngine(template: CellTemplate(name: "t", views: [box, dot], constraints: all), measurer: try TextMeasurer())
        #expect(engine.layout(width: 300)["dot"]?.frame.x == 150)
    }
}

/// The margin keys as a fixture writes them, and what it may not write.
@Suite struct MarginKeys {
    static let yaml = """
        templates:
          t:
            views:
              - {name: box, directionalLayoutMargins: {leading: 12, trailing: 4}, guides: [half]}
            constraints:
              - box.left == contentView.left
        rows:
          - {template: t}
        """

    @Test func directionalMarginsReadLeadingAsLeft() throws {
        let fixture = try FixtureLoader.parse(Self.yaml, file: "feed.yaml", folder: "/tmp")
        let box = try #require(fixture.content.template(named: "t")?.cell.views.first)
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 12, bottom: 0, right: 4))
        #expect(box.guides == ["half"])
    }

    @Test(arguments: [
        ("guides: [half]", "guides: [layoutMarginsGuide]", "cannot name a layout guide"),
        ("rows:\n  - {template: t}", "rows:\n  - {template: t, data: {\"box.layoutMargins\": 3}}", "'box.layoutMargins' cannot change per row"),
        ("box.left == contentView.left", "box.left == contentView.readableGuide.left", "'contentView' has no layout guide 'readableGuide'"),
        ("templates:", "table: {safeAreaInsets: {middle: 20}}\ntemplates:", "unknown key 'middle' in the table's safe area insets"),
    ])
    func badMarginKeysAreRejected(original: String, replacement: String, message: String) {
        do {
            _ = try FixtureLoader.parse(Self.yaml.replacingOccurrences(of: original, with: replacement), file: "feed.yaml", folder: "/tmp")
            Issue.record("loaded")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.line > 0, "\(error)")
        }
    }
}
