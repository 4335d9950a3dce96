import AutocellSnapshot
import AutocellFixtures
import AutocellSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import XCTest

/// `.autocellPNG` through pointfreeco/swift-snapshot-testing's own `verifySnapshot`.
@Suite struct SnapshotTestingStrategyTests {
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
                of: try feed(text), as: .autocellPNG(width: 200), named: "feed", record: record, snapshotDirectory: folder.path,
                testName: "recordsComparesAndReportsPixels()")
        }
        #expect(try verify("Hello", .missing)?.contains("Automatically recorded") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("recordsComparesAndReportsPixels.feed.png").path))
        #expect(try verify("Hello", .never) == nil)
        let message = try #require(try verify("Hullo", .never))
        #expect(message.contains("pixels differ"), "\(message)")
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
