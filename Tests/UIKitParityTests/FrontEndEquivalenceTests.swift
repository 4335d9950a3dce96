import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation
import Testing
import UIKit
import AutocellDrawing

/// Every cell in the repository that has two or more front ends gives the same frames through
/// each, to 1/scale: the fixture template against the UIKit code in a real `UITableView`
/// (rows sized, placed and separated by the table layer either way), and each Interface
/// Builder file read by a fixture (`{nib:}`) against the same file loaded by `UINib` into a
/// `UITableView`.
@MainActor
@Suite(.serialized) struct FrontEndEquivalence {
    nonisolated static let nibs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/nibs").path

    /// One row as a front end gives it: its frame in the table, and its views' frames in the
    /// table's coordinates, by name.
    struct Row {
        var y: Double
        var height: Double
        var frames: [String: Rect]
    }

    static func fixtureRows(_ text: String, folder: String = "/tmp") throws -> [Row] {
        let fixture = try FixtureLoader.parse(text, file: "twin.yaml", folder: folder)
        let layout = try TableLayout.make(fixture.content, measurer: try TextMeasurer())
        return layout.rows.filter { $0.kind == .cell }.map { row in
            var frames: [String: Rect] = [:]
            for view in row.cell.views where view.name != CellTemplate.contentView && view.hidden != true {
                frames[view.name] = view.frame
            }
            return Row(y: row.y, height: row.height, frames: frames)
        }
    }

    /// The table's visible rows, each cell's named views in table coordinates.
    static func tableRows(_ table: UITableView, names: (UITableViewCell) -> [String: UIView]) -> [Row] {
        table.layoutIfNeeded()
        return (0..<table.numberOfRows(inSection: 0)).compactMap { row in
            let indexPath = IndexPath(row: row, section: 0)
            guard let cell = table.cellForRow(at: indexPath) else { return nil }
            let frame = table.rect(forRowAt: indexPath)
            var frames: [String: Rect] = [:]
            for (name, view) in names(cell) where !view.isHidden && !(view.superview?.isHidden ?? false) {
                let local = view.convert(view.bounds, to: cell.contentView)
                frames[name] = Rect(
                    x: Double(local.minX + cell.contentView.frame.minX + cell.frame.minX), y: Double(local.minY + cell.contentView.frame.minY),
                    width: Double(local.width), height: Double(local.height))
            }
            return Row(y: Double(frame.minY), height: Double(frame.height), frames: frames)
        }
    }

    /// Every row the same through both, to 1/scale (0.5 pt at @2x).
    static func expectSame(_ one: [Row], _ two: [Row], _ what: String) {
        #expect(one.count == two.count, "\(what): \(one.count) rows against \(two.count)")
        let tolerance = 0.5
        for (index, (a, b)) in zip(one, two).enumerated() {
            #expect(abs(a.y - b.y) <= tolerance && abs(a.height - b.height) <= tolerance, "\(what) row \(index): \(a.y)+\(a.height) against \(b.y)+\(b.height)")
            #expect(Set(a.frames.keys) == Set(b.frames.keys), "\(what) row \(index): views \(a.frames.keys.sorted()) against \(b.frames.keys.sorted())")
            for (name, frame) in a.frames {
                guard let other = b.frames[name] else { continue }
                let close = abs(frame.x - other.x) <= tolerance && abs(frame.y - other.y) <= tolerance
                    && abs(frame.width - other.width) <= tolerance && abs(frame.height - other.height) <= tolerance
                #expect(close, "\(what) row \(index) \(name): \(frame) against \(other)")
            }
        }
    }

    final class Posts: NSObject, UITableViewDataSource {
        let posts = UIKitFixtureParity.posts
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
            (cell as? PostCell)?.configure(with: posts[indexPath.row])
            return cell
        }
    }

    /// The post cell: a fixture template and UIKit code, in plain and inset grouped tables at
    /// three widths.
    @Test(arguments: [320.0, 375, 414]) func postCellThroughATable(width: Double) throws {
        for (style, key) in [(UITableView.Style.plain, "plain"), (.insetGrouped, "insetGrouped")] {
            let yaml = UIKitFixtureParity.fixture.replacingOccurrences(of: "table: {width: 375}", with: "table: {width: \(width), style: \(key)}")
            let fixture = try Self.fixtureRows(yaml)
            let uikit = Self.postRows(width: width, style: style)
            Self.expectSame(fixture, uikit, "post cell, \(key) at \(width)")
        }
    }

    /// The post cells of a `UITableView` `width` wide in `style`, set up by `configure`: the
    /// frames of the views named in `views` (all the cell's by default).
    static func postRows(
        width: Double, style: UITableView.Style, views: Set<String>? = nil, configure: (UITableView) -> Void = { _ in }
    ) -> [Row] {
        // A controller's table: the fixtures' tables are, with the system minimum margins.
        let (controller, table) = controllerTable(frame: CGRect(x: 0, y: 0, width: width, height: 2_000), style: style)
        defer { withExtendedLifetime(controller) {} }
        configure(table)
        table.register(PostCell.self, forCellReuseIdentifier: "post")
        let dataSource = Posts()
        table.dataSource = dataSource
        table.reloadData()
        return withExtendedLifetime(dataSource) {
            tableRows(table) { cell in
                guard let cell = cell as? PostCell else { return [:] }
                let all: [String: UIView] = [
                    "avatar": cell.avatar, "column": cell.column, "header": cell.header, "name": cell.nameLabel,
                    "handle": cell.handleLabel, "body": cell.bodyLabel, "badge": cell.badgeLabel,
                ]
                return views.map { names in all.filter { names.contains($0.key) } } ?? all
            }
        }
    }

    /// `cellLayoutMarginsFollowReadableWidth` on a wide table: the same readable-width margins
    /// through the fixture key and the UITableView property (they were 20 pt in the UIKit layer).
    @Test func readableWidthMarginsThroughATable() throws {
        let yaml = UIKitFixtureParity.fixture.replacingOccurrences(
            of: "table: {width: 375}", with: "table: {width: 1000, cellLayoutMarginsFollowReadableWidth: true}")
        let fixture = try Self.fixtureRows(yaml)
        let uikit = Self.postRows(width: 1000, style: .plain, views: ["avatar", "column", "body"]) { $0.cellLayoutMarginsFollowReadableWidth = true }
        #expect((uikit.first?.frames["avatar"]?.x ?? 0) > 100)
        Self.expectSame(fixture.map { row in
            var row = row
            row.frames = row.frames.filter { ["avatar", "column", "body"].contains($0.key) }
            return row
        }, uikit, "readable width at 1000")
    }

    final class NibRows: NSObject, UITableViewDataSource {
        let identifier: String
        init(identifier: String) { self.identifier = identifier }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
    }

    /// The table cell files (collection view cell files are `CollectionEquivalence`'s).
    nonisolated static let xibs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: nibs)) ?? []).filter { file in
        file.hasSuffix(".xib") && (FileManager.default.contents(atPath: nibs + "/" + file).map { String(decoding: $0, as: UTF8.self).contains("<tableViewCell") } ?? false)
    }.sorted()

    /// Each Interface Builder file of the repository, as a fixture reads it and as `UINib`
    /// loads it, with the texts the file gives.
    @Test(arguments: xibs) func nibThroughATable(file: String) throws {
        #expect(Self.xibs.count >= 3)
        UINib.searchPaths = [Self.nibs]
        UIImage.searchPaths = [Self.nibs]
        for width in [375.0, 414] {
            let fixture = try Self.fixtureRows("table: {width: \(width)}\ntemplates:\n  nib: {nib: \"\(file)\"}\nrows: [{template: nib}]\n", folder: Self.nibs)
            let (controller, table) = controllerTable(frame: CGRect(x: 0, y: 0, width: width, height: 1_000), style: .plain)
            defer { withExtendedLifetime(controller) {} }
            let nib = UINib(nibName: String(file.dropLast(4)), bundle: nil)
            // Registered under the file's own reuse identifier, as UIKit requires.
            let identifier = (nib.instantiate(withOwner: nil).first as? UITableViewCell)?.reuseIdentifier ?? "nib"
            table.register(nib, forCellReuseIdentifier: identifier)
            let dataSource = NibRows(identifier: identifier)
            table.dataSource = dataSource
            table.reloadData()
            let uikit = Self.tableRows(table) { cell in
                var named: [String: UIView] = [:]
                var queue = cell.contentView.subviews
                while let view = queue.first {
                    queue.removeFirst()
                    if let name = view.nibName { named[name] = view }
                    queue += view.subviews
                }
                return named
            }
            Self.expectSame(fixture, uikit, "\(file) at \(width)")
        }
    }
}
