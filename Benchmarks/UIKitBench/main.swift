// Per-row cost of a reused UIKit-API cell (configure + systemLayoutSizeFitting) against the
// same cell as a fixture template (the engine's fitting height with the row's texts), same
// rows, same run, alternated. Prints the ratio; issue 21 asks for at most 1.3.
import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import UIKit

@MainActor
final class PostCell: UITableViewCell {
    let avatar = UIView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let bodyLabel = UILabel()
    let badgeLabel = UILabel()
    let header = UIStackView()
    let column = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        handleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        badgeLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        header.spacing = 4
        header.alignment = .firstBaseline
        header.addArrangedSubview(nameLabel)
        header.addArrangedSubview(handleLabel)
        column.axis = .vertical
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        column.addArrangedSubview(header)
        column.addArrangedSubview(bodyLabel)
        column.addArrangedSubview(badgeLabel)
        contentView.addSubview(avatar)
        contentView.addSubview(column)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: margins.topAnchor),
            column.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

let fixtureText = """
table: {width: 375}
templates:
  post:
    views:
      - {name: avatar}
      - {name: column, type: stack, axis: vertical, spacing: 6}
      - {name: header, type: stack, parent: column, spacing: 4, alignment: firstBaseline}
      - {name: name, type: label, parent: header, text: "{name}", font: headline, hugging: {horizontal: 251}}
      - {name: handle, type: label, parent: header, text: "{handle}", font: subheadline, compressionResistance: {horizontal: 250}}
      - {name: body, type: label, parent: column, text: "{body}", font: body, lines: 0}
      - {name: badge, type: label, parent: column, text: "{badge}", font: "system semibold 13"}
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
rows: []
"""

struct Row {
    var name, handle, body: String
    var badge: String?
}

let words = ["layout", "engine", "cell", "constraint", "priority", "label", "stack", "margin", "Pango", "Cairo", "table", "height"]
func rows(_ count: Int) -> [Row] {
    return (0..<count).map { index in
        let length = 3 + (index * 7) % 30
        let body = (0..<length).map { words[($0 * 5 + index) % words.count] }.joined(separator: " ")
        return Row(name: "Person \(index)", handle: "@p\(index)", body: body, badge: index % 3 == 0 ? nil : "Badge \(index % 5)")
    }
}

@MainActor
func main() throws {
    let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 5_000
    let data = rows(count)
    let fixture = try FixtureLoader.parse(fixtureText, file: "bench.yaml", folder: "/tmp")
    let layouter = TableLayouter(fixture.content, measurer: try TextMeasurer(), reportsAmbiguity: false)
    // A template cell as FDTemplateLayoutCell makes one: dequeued from a controller's table,
    // so it has the table's margins as the fixture's rows do (a cell made alone has UIView's 8 pt).
    let controller = UITableViewController(style: .plain)
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.tableView.register(PostCell.self, forCellReuseIdentifier: "post")
    let cell = try require(controller.tableView.dequeueReusableCell(withIdentifier: "post") as? PostCell)

    func fixtureRun() throws -> (Double, Double) {
        let start = Date()
        var total = 0.0
        for row in data {
            var state = RowState()
            if row.badge == nil {
                var badge = try require(fixture.content.template(named: "post")?.cell.views.first { $0.name == "badge" })
                badge.isHidden = true
                state.views["badge"] = badge
            }
            let fit = try layouter.fit(template: "post", texts: ["name": row.name, "handle": row.handle, "body": row.body, "badge": row.badge ?? ""], images: [:], state: state)
            total += fit.fittingHeight
        }
        return (Date().timeIntervalSince(start), total)
    }

    func uikitRun() -> (Double, Double) {
        let start = Date()
        var total = 0.0
        for row in data {
            cell.nameLabel.text = row.name
            cell.handleLabel.text = row.handle
            cell.bodyLabel.text = row.body
            cell.badgeLabel.text = row.badge
            cell.badgeLabel.isHidden = row.badge == nil
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            // The cell's fitting height has its separator's pixel (as on iOS); the fixture's is the content's.
            total += Double(size.height) - 0.5
        }
        return (Date().timeIntervalSince(start), total)
    }

    /// A built-in `.subtitle` cell (UIKit's layout-manager rules, no constraints) with the
    /// same texts: name as the title, body as the wrapping detail.
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
    subtitle.detailTextLabel?.numberOfLines = 0
    func builtInRun() -> Double {
        let start = Date()
        for row in data {
            subtitle.textLabel?.text = row.name
            subtitle.detailTextLabel?.text = row.body
            _ = subtitle.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        return Date().timeIntervalSince(start)
    }

    // Warm both (fonts, caches), then alternate three rounds and keep each side's best.
    _ = try fixtureRun()
    _ = uikitRun()
    var bestFixture = Double.infinity, bestUIKit = Double.infinity
    var sums = (0.0, 0.0)
    for _ in 0..<3 {
        let f = try fixtureRun()
        let u = uikitRun()
        bestFixture = min(bestFixture, f.0)
        bestUIKit = min(bestUIKit, u.0)
        sums = (f.1, u.1)
    }
    _ = builtInRun()
    var bestBuiltIn = Double.infinity
    for _ in 0..<3 { bestBuiltIn = min(bestBuiltIn, builtInRun()) }
    let perRow = { (seconds: Double) in String(format: "%.1f µs", seconds / Double(count) * 1e6) }
    print("uikit-bench: \(count) rows; fixture template \(perRow(bestFixture))/row, UIKit-API cell \(perRow(bestUIKit))/row")
    print("uikit-bench: heights agree: \(abs(sums.0 - sums.1) < 1e-6 * Double(count)) (sum \(sums.0) vs \(sums.1))")
    print(String(format: "uikit-bench: ratio UIKit / fixture = %.2f (goal: <= 1.3)", bestUIKit / bestFixture))
    print(String(format: "uikit-bench: built-in .subtitle cell (same texts) %@/row, ratio to fixture %.2f (informational)", perRow(bestBuiltIn), bestBuiltIn / bestFixture))
}

struct Missing: Error {}
func require<T>(_ value: T?) throws -> T {
    guard let value else { throw Missing() }
    return value
}

try MainActor.assumeIsolated { try main() }
