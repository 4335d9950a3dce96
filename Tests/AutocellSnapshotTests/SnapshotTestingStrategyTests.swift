import AutocellSnapshot
import AutocellTable
import AutocellFixtures
import AutocellSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import XCTest

/// `.autocellPNG` through pointfreeco/swift-snapshot-testing's own `verifySnapshot`.
@Suite(.serialized) struct SnapshotTestingStrategyTests {
    func feed(_ text: String) throws -> Fixture {
        try FixtureLoader.parse("""
            table: {width: 200, scale: 1}
            templates:
              cell:
                views: [{name: title, type: label, text: "{t}", background: "#34C759"}]
                constraints: ["H:|-10-[title]-(>=10)-|", "V:|-8-[title]-8-|"]
            rows:
              - {template: cell, data: {t: "\(text)"}}
            """, file: "feed.yaml", folder: Repository.fixtures)
    }

    @Test func recordsComparesAndReportsPixels() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        func verify(_ text: String, _ record: SnapshotTestingConfiguration.Record) throws -> String? {
            verifySnapshot(
                of: try feed(text), as: .autocellPNG(traits: TraitCollection(width: 200)), named: "feed", record: record, snapshotDirectory: folder.path,
                testName: "recordsComparesAndReportsPixels()")
        }
        #expect(try verify("Hello", .missing)?.contains("Automatically recorded") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("recordsComparesAndReportsPixels.feed.png").path))
        #expect(try verify("Hello", .never) == nil)
        let message = try #require(try verify("Hullo", .never))
        #expect(message.contains("pixels differ"), "\(message)")
    }

    /// On Linux swift-snapshot-testing writes only the failed image to SNAPSHOT_ARTIFACTS;
    /// the strategy writes the reference and the diff beside it. With a custom snapshot folder
    /// and test name (the reference cannot be found by the running test), they are named after
    /// the running test and its failures' count, and the failed image is written too.
    @Test func aFailureLeavesTheThreeImagesInTheArtifactsFolder() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Where swift-snapshot-testing puts its failed image (the environment is not changed
        // here: tests run in parallel in one process).
        let artifacts = Repository.snapshotArtifacts
        _ = verifySnapshot(of: try feed("Hello"), as: .autocellPNG(traits: TraitCollection(width: 200)), named: "feed", record: .missing, snapshotDirectory: folder.path, testName: "artifacts()")
        let message = try #require(verifySnapshot(
            of: try feed("Hullo"), as: .autocellPNG(traits: TraitCollection(width: 200)), named: "feed", record: .never, snapshotDirectory: folder.path, testName: "artifacts()"))
        let written = try FileManager.default.contentsOfDirectory(atPath: artifacts.appendingPathComponent("SnapshotTestingStrategyTests").path)
        for prefix in ["reference", "failed", "diff"] {
            let name = try #require(written.first {
                $0.hasPrefix(prefix + "_SnapshotTestingStrategyTests.aFailureLeavesTheThreeImagesInTheArtifactsFolder.") && $0.hasSuffix(".png")
            }, "\(written)")
            #expect(message.contains(name))
            try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("SnapshotTestingStrategyTests").appendingPathComponent(name))
        }
        // swift-snapshot-testing's own copy of the failed image.
        try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("SnapshotTestingStrategyTests").appendingPathComponent("artifacts.feed.png"))
    }

    /// In the usual case (`assertSnapshot` in a test, references in the test file's
    /// `__Snapshots__` folder) the artifacts carry the snapshot's own name: the library's failed
    /// `NAME.png`, and `reference_NAME.png` and `diff_NAME.png` beside it; three files, no digest.
    @Test func artifactsAreNamedAfterTheSnapshot() throws {
        let folder = Repository.snapshotArtifacts.appendingPathComponent("SnapshotTestingStrategyTests")
        // A reference in this file's __Snapshots__ folder, under this test's name.
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent("SnapshotTestingStrategyTests")
        let reference = snapshots.appendingPathComponent("artifactsAreNamedAfterTheSnapshot.scratch.png")
        defer { try? FileManager.default.removeItem(at: reference) }
        _ = verifySnapshot(of: try feed("Hello"), as: .autocellPNG(traits: TraitCollection(width: 200)), named: "scratch", record: .all)
        #expect(FileManager.default.fileExists(atPath: reference.path))
        let message = try #require(verifySnapshot(of: try feed("Hullo"), as: .autocellPNG(traits: TraitCollection(width: 200)), named: "scratch", record: .never))
        let names = ["artifactsAreNamedAfterTheSnapshot.scratch.png", "diff_artifactsAreNamedAfterTheSnapshot.scratch.png",
                     "reference_artifactsAreNamedAfterTheSnapshot.scratch.png"]
        defer { for name in names { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) } }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("artifactsAreNamedAfterTheSnapshot") }.sorted()
        #expect(written == names, "\(written)")
        #expect(message.contains("reference_artifactsAreNamedAfterTheSnapshot.scratch.png"))
        #expect(message.contains("artifactsAreNamedAfterTheSnapshot.scratch.png (the failed image, written by swift-snapshot-testing)"))
    }

    @Test func traitMatricesForAssertSnapshots() throws {
        let strategies = Snapshotting<Fixture, Data>.autocellPNG(traits: SnapshotTraits.matrix(widths: [200, 300], scales: [1]))
        #expect(strategies.keys.sorted() == ["200pt@1x", "300pt@1x"])
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, strategy) in strategies {
            _ = verifySnapshot(of: try feed("Hi"), as: strategy, named: name, record: .missing, snapshotDirectory: folder.path, testName: "m()")
            #expect(verifySnapshot(of: try feed("Hi"), as: strategy, named: name, record: .never, snapshotDirectory: folder.path, testName: "m()") == nil)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["m.200pt-1x.png", "m.300pt-1x.png"]) // its names keep letters, digits and dashes
    }
}

/// `assertFeedSnapshot` from an XCTest case.
final class FeedSnapshotXCTests: XCTestCase {
    func testAssertFeedSnapshotPassesInXCTest() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = try SnapshotTestingStrategyTests().feed("XCTest")
        XCTAssertNotNil(verifyFeedSnapshot(of: feed, as: .png(), named: "x", record: .missing, snapshotDirectory: folder.path, testName: "x"))
        assertFeedSnapshot(of: feed, as: .png(), named: "x", record: .never, snapshotDirectory: folder.path, testName: "x")
    }
}
