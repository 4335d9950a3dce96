import Foundation
import Testing
import UIKit

/// `UIView.autocellInspectorHTML(width:title:)`: `autocell inspect`'s page of a view or cell
/// built in Swift, with the frames UIKit's own layout gives it.
@MainActor
@Suite(.serialized) struct UIKitInspectorPages {
    static func model(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"model\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    static func frames(_ model: [String: Any]) throws -> [[Double]] {
        let variant = try #require((model["variants"] as? [[String: Any]])?.first)
        let row = try #require((variant["rows"] as? [[String: Any]])?.first)
        return try #require(row["views"] as? [[String: Any]]).compactMap { $0["frame"] as? [Double] }
    }

    @Test func aViewOnItsOwnKeepsItsOwnMargins() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel()
        label.text = "Hello"
        label.accessibilityIdentifier = "greeting"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        let model = try Self.model(try root.autocellInspectorHTML())
        let frames = try Self.frames(model)
        // UIView's default margins are 8 pt; the page is as wide as the view.
        #expect(frames[1][0] == 8 && frames[1][1] == 8)
        #expect(frames[0][2] == 320)
        let variant = try #require((model["variants"] as? [[String: Any]])?.first)
        #expect((variant["addresses"] as? [String: String])?["v1"] == "UILabel 'greeting'")
        #expect(model["file"] as? String == "UIView")
    }

    @Test func aCellIsInspectedByItsContentViewWithItsOwnMargins() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
        let title = UILabel()
        title.text = "A title long enough to wrap onto a second line in a 375 point wide cell, surely"
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor),
        ])
        let html = try cell.autocellInspectorHTML(width: 375)
        let frames = try Self.frames(try Self.model(html))
        // A cell on its own: UIView's 8 pt margins (`aLoneCellHasUIViewsMargins`); two lines.
        #expect(frames[1][0] == 8 && frames[1][1] == 8 && frames[1][2] == 359)
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(frames[0][3] - Double(fitted.height)) < 0.5, "the page's cell is as tall as UIKit's fitting size")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-inspector-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try cell.writeAutocellInspectorPage(to: path, width: 375)
        #expect(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } == html)
    }
}
