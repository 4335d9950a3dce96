import AutocellSnapshotTestingUIKit
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// swift-snapshot-testing's `assertSnapshot(of: cell, as: .image(size:))`, as an iOS test
/// writes it, recording, matching and failing on Linux.
@MainActor
@Suite(.serialized) struct UIKitSnapshots {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func cell(badge: String? = "Pinned") -> PostCell {
        let cell = PostCell(style: .default, reuseIdentifier: nil)
        cell.configure(with: Post(name: "Ada Lovelace", handle: "@ada", body: "Notes on the Analytical Engine.", badge: badge))
        return cell
    }

    @Test func recordsMatchesAndFailsWhenAConstantChanges() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Where swift-snapshot-testing writes failed snapshots (read, never set: tests share
        // the process's environment).
        let artifacts = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory())
        func verify(_ cell: UITableViewCell, _ record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(of: cell, as: .image(size: CGSize(width: 375, height: 0)), named: "post", record: record,
                           snapshotDirectory: folder.path, testName: "recordsMatchesAndFails()")
        }
        #expect(verify(Self.cell(), .missing)?.contains("Automatically recorded") == true)
        let reference = folder.appendingPathComponent("recordsMatchesAndFails.post.png")
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(verify(Self.cell(), .never) == nil)
        // The same cell with the avatar's width constraint 4 pt wider.
        let changed = Self.cell()
        let width = try #require(changed.avatar.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }
            ?? changed.contentView.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil })
        width.constant = 44
        let message = try #require(verify(changed, .never))
        #expect(message.contains("pixels differ"), "\(message)")
        let written = try FileManager.default.contentsOfDirectory(atPath: artifacts.appendingPathComponent("SnapshotTests").path)
        for prefix in ["reference", "failed", "diff"] {
            let name = try #require(written.first { $0.hasPrefix(prefix + "_UIKitSnapshots.recordsMatchesAndFailsWhenAConstantChanges.") }, "\(written)")
            #expect(message.contains(name))
            try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("SnapshotTests").appendingPathComponent(name))
        }
        try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("SnapshotTests").appendingPathComponent("recordsMatchesAndFails.post.png"))
    }

    /// The reference carries the cell's layout (inside the PNG: swift-snapshot-testing writes
    /// the file): a failure names the views that changed, by the cell's own property names,
    /// and why: a longer text, a constant.
    @Test func aFailureNamesTheChangedViewsAndWhy() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ cell: UITableViewCell, _ record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(of: cell, as: .image(size: CGSize(width: 375, height: 0)), named: "post", record: record,
                           snapshotDirectory: folder.path, testName: "structural()")
        }
        #expect(verify(Self.cell(), .missing)?.contains("Automatically recorded") == true)
        let changed = Self.cell()
        changed.bodyLabel.text = "Notes on the Analytical Engine, with the translator's own notes, three times as long."
        let width = try #require(changed.contentView.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil && $0.firstItem === changed.avatar }
            ?? changed.avatar.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil })
        width.constant = 44
        let message = try #require(verify(changed, .never))
        let lines = message.split(separator: "\n").map(String.init)
        let layout = try #require(lines.firstIndex { $0.hasPrefix("Layout: ") }, "\(message)")
        #expect(lines.contains { $0.hasPrefix("  bodyLabel: 1 → 3 lines") && $0.hasSuffix("(text longer by 54 characters)") }, "\(message)")
        #expect(lines.contains { $0.hasPrefix("  avatar: width +4 pt") && $0.contains("because avatar.width == 44 (its constant was 40)") }, "\(message)")
        #expect(lines.contains { $0.hasPrefix("  column: moved right 4 pt") && $0.contains("because column.leading == avatar.trailing + 12") }, "\(message)")
        #expect(lines.contains("  badgeLabel: moved down 44 pt and right 4 pt, width −4 pt because bodyLabel above it grew +44 pt (in column)"), "\(message)")
        #expect(lines.contains("  nameLabel: moved right 4 pt because its superview header moved"), "\(message)")
        // Right after the pixels' summary (swift-snapshot-testing's own lines come before), and
        // before the artifacts.
        #expect(lines[layout - 1].contains("differ") && (lines.firstIndex { $0.hasPrefix("Artifacts in") } ?? 0) > layout, "\(message)")
    }

    /// Committed references: a cell in light and dark, and at the largest accessibility size.
    @Test func postCellReferences() {
        assertSnapshot(of: Self.cell(), as: .image(size: CGSize(width: 375, height: 0)), named: "light")
        assertSnapshot(of: Self.cell(), as: .image(size: CGSize(width: 375, height: 0), traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
        assertSnapshot(
            of: Self.cell(badge: nil), as: .image(size: CGSize(width: 375, height: 0), traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)),
            named: "accessibilityExtraLarge")
    }
}

/// The first screen of a self-sizing table of 1,000 rows, as swift-snapshot-testing's
/// `.image` strategy for views renders it.
@MainActor
@Suite struct UIKitTableSnapshots {
    @Test func firstScreen() {
        let dataSource = FeedDataSource(count: 1_000)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        table.dataSource = dataSource
        table.reloadData()
        assertSnapshot(of: table, as: .image, named: "first-screen")
    }
}

@MainActor
@Suite struct UIKitGroupedTableSnapshots {
    @Test func settingsInLightAndDark() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let dataSource = SettingsDataSource()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 420), style: .grouped)
            table.register(SettingCell.self, forCellReuseIdentifier: SettingCell.reuseIdentifier)
            table.dataSource = dataSource
            table.reloadData()
            assertSnapshot(of: table, as: .image(traits: UITraitCollection(userInterfaceStyle: style)), named: style == .dark ? "dark" : "light")
        }
    }
}

/// The four built-in cell styles, with an image, an accessory and a wrapping title, as a
/// plain table of `UITableViewCell(style:reuseIdentifier:)` cells draws them.
@MainActor
@Suite struct UIKitBuiltInStyleSnapshots {
    @Test func builtInStyles() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 420), style: .plain)
        let dataSource = BuiltInStylesDataSource()
        table.dataSource = dataSource
        table.reloadData()
        assertSnapshot(of: table, as: .image, named: "styles")
    }
}

/// A self-sizing tag cloud in a `UICollectionView` with a flow layout, as the `.image`
/// strategy for views renders it.
@MainActor
@Suite struct UIKitCollectionSnapshots {
    @Test func tagCloud() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: layout)
        view.backgroundColor = .systemBackground
        view.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = TagCloudDataSource()
        view.dataSource = source
        view.delegate = source
        view.reloadData()
        assertSnapshot(of: view, as: .image, named: "tags")
    }
}
