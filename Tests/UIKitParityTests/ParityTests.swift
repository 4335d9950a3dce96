import AutocellFixtures
import AutocellTable
import AutocellText
import Testing
import UIKit

/// The same cell written twice, once with UIKit's API and once as a fixture template, lays
/// out frame for frame the same: two ways into one engine.
@MainActor
@Suite(.serialized) struct UIKitFixtureParity {
    static let fixture = """
    table: {width: 375}
    templates:
      post:
        views:
          - {name: avatar, background: systemGray5, cornerRadius: 20, clipsToBounds: true}
          - {name: column, type: stack, axis: vertical, spacing: 6}
          - {name: header, type: stack, parent: column, spacing: 4, alignment: firstBaseline}
          - {name: name, type: label, parent: header, text: "{name}", font: headline, hugging: {horizontal: 251}}
          - {name: handle, type: label, parent: header, text: "{handle}", font: subheadline, color: secondaryLabel, compressionResistance: {horizontal: 250}}
          - {name: body, type: label, parent: column, text: "{body}", font: body, lines: 0}
          - {name: badge, type: label, parent: column, text: "{badge}", font: "system semibold 13", color: systemBlue}
        constraints:
          - avatar.leading == contentView.layoutMarginsGuide.leading
          - avatar.top == contentView.layoutMarginsGuide.top
          - avatar.width == 40
          - avatar.height == avatar.width
          - avatar.bottom <= contentView.layoutMarginsGuide.bottom
          - column.leading == avatar.trailing + 12
          - column.trailing == contentView.layoutMarginsGuide.trailing
          - column.top == contentView.layoutMarginsGuide.top
          - column.bottom == contentView.layoutMarginsGuide.bottom
    rows:
      - {template: post, data: {name: "Ada Lovelace", handle: "@ada", body: "Notes on the Analytical Engine, with a long enough body to wrap onto a second line at 375 points.", badge: "Pinned"}}
      - {template: post, data: {name: "Grace Hopper", handle: "@grace", body: "Short.", badge: "", badge.hidden: true}}
      - {template: post, data: {name: "天ttan", handle: "@tian", body: "中文的正文也要换行，看看高度是否正确：这一行足够长，可以换到第二行。", badge: "New"}}
    """

    static let posts = [
        Post(name: "Ada Lovelace", handle: "@ada", body: "Notes on the Analytical Engine, with a long enough body to wrap onto a second line at 375 points.", badge: "Pinned"),
        Post(name: "Grace Hopper", handle: "@grace", body: "Short.", badge: nil),
        Post(name: "天ttan", handle: "@tian", body: "中文的正文也要换行，看看高度是否正确：这一行足够长，可以换到第二行。", badge: "New"),
    ]

    @Test func postCellMatchesItsFixture() throws {
        let fixture = try FixtureLoader.parse(Self.fixture, file: "post.yaml", folder: "/tmp")
        let layout = try TableLayout.make(fixture.resolved(for: TraitCollection(width: 375)).content, measurer: try TextMeasurer())
        // A fixture's rows are a controller's table's: the cell is one that table made.
        let (controller, table) = controllerTable(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        defer { withExtendedLifetime(controller) {} }
        table.register(PostCell.self, forCellReuseIdentifier: "post")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "post") as? PostCell)
        let views: [String: UIView] = [
            "avatar": cell.avatar, "column": cell.column, "header": cell.header, "name": cell.nameLabel,
            "handle": cell.handleLabel, "body": cell.bodyLabel, "badge": cell.badgeLabel,
        ]
        for (row, post) in zip(layout.rows, Self.posts) {
            cell.configure(with: post)
            let fitted = cell.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            // The cell's fitting height has its separator's pixel (as on iOS); the row's fitting height is the content's.
            #expect(abs(Double(fitted.height) - 0.5 - row.fittingHeight) < 1e-9, "\(post.name)")
            // Held at the row's height less the separator, as the table holds it.
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: CGFloat(row.cell.height))
            cell.layoutIfNeeded()
            for laidOut in row.cell.views where laidOut.name != "contentView" {
                guard let view = views[laidOut.name], laidOut.hidden != true else { continue }
                let frame = view.convert(view.bounds, to: cell.contentView)
                let expected = CGRect(x: laidOut.frame.x, y: laidOut.frame.y, width: laidOut.frame.width, height: laidOut.frame.height)
                #expect(frame == expected, "\(post.name): \(laidOut.name)")
            }
        }
    }
}
