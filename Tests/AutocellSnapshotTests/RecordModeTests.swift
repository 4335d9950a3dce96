import AutocellImage
import AutocellDiff
import AutocellFixtures
import AutocellRender
import AutocellSnapshot
import Foundation
import Testing

/// References, record modes and failure artifacts, in scratch folders.
@Suite struct RecordModeTests {
    /// One row: a label on a coloured box; `inset` moves the box.
    func feed(inset: Int = 10) throws -> Fixture {
        try FixtureLoader.parse("""
            table: {width: 200, scale: 1}
            templates:
              cell:
                views:
                  - {name: box, background: "#FF9500"}
                  - {name: title, type: label, text: "{t}"}
                constraints:
                  - "H:|-\(inset)-[box(40)]-8-[title]-(>=8)-|"
                  - "V:|-8-[box(30)]-8-|"
                  - title.centerY == box.centerY
            rows:
              - {template: cell, data: {t: "Snapshot"}}
            """, file: "feed.yaml", folder: Repository.fixtures)
    }

    func verify(_ feed: Fixture, record: SnapshotRecordMode?, in folder: URL) -> String? {
        verifyFeedSnapshot(
            of: feed, as: .png(), named: "case", record: record,
            snapshotDirectory: folder.appendingPathComponent("refs").path,
            artifactsDirectory: folder.appendingPathComponent("artifacts").path, testName: "feed()")
    }

    func referencePath(_ folder: URL) -> String { folder.appendingPathComponent("refs/feed.case.png").path }

    @Test func aMissingReferenceIsRecordedAndTheTestFails() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(verify(try feed(), record: .missing, in: folder))
        #expect(message.contains("one was recorded at \(referencePath(folder))"))
        #expect(FileManager.default.fileExists(atPath: referencePath(folder)))
        #expect(verify(try feed(), record: .missing, in: folder) == nil)
        #expect(verify(try feed(), record: .never, in: folder) == nil)
    }

    @Test func neverRecordsNothing() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(verify(try feed(), record: .never, in: folder))
        #expect(message.contains("No reference at") && message.contains("'never'"))
        #expect(!FileManager.default.fileExists(atPath: referencePath(folder)))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts/failed_feed.case.png").path))
    }

    @Test func aChangedConstraintFailsWithTheThreeArtifacts() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verify(try feed(), record: .missing, in: folder)
        let recorded = try Data(contentsOf: URL(fileURLWithPath: referencePath(folder)))
        let message = try #require(verify(try feed(inset: 30), record: .missing, in: folder))
        #expect(message.contains("pixels differ"), "\(message)")
        for prefix in ["reference", "failed", "diff"] {
            let path = folder.appendingPathComponent("artifacts/\(prefix)_feed.case.png").path
            #expect(FileManager.default.fileExists(atPath: path), "\(prefix)")
            #expect(message.contains("\(prefix)_feed.case.png"))
        }
        // The diff shows the moved box in red.
        let diff = try PNGFile.read(folder.appendingPathComponent("artifacts/diff_feed.case.png").path)
        #expect(diff[20, 20] == RGBA(255, 0, 0))
        #expect(try Data(contentsOf: URL(fileURLWithPath: referencePath(folder))) == recorded)
    }

    @Test func failedRecordsAgainOnlyWhatNoLongerMatches() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verify(try feed(), record: .missing, in: folder)
        #expect(verify(try feed(), record: .failed, in: folder) == nil)
        let message = try #require(verify(try feed(inset: 30), record: .failed, in: folder))
        #expect(message.contains("recorded again"))
        #expect(verify(try feed(inset: 30), record: .never, in: folder) == nil)
    }

    @Test func allRecordsEverythingAndFails() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verify(try feed(), record: .missing, in: folder)
        #expect(verify(try feed(inset: 30), record: .all, in: folder)?.contains("recorded again") == true)
        #expect(verify(try feed(inset: 30), record: .never, in: folder) == nil)
    }

    @Test(arguments: SnapshotRecordMode.allCases)
    func anUnreadableReferenceIsReportedAndNeverOverwritten(mode: SnapshotRecordMode) throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("refs"), withIntermediateDirectories: true)
        let garbage = Data("not a png at all".utf8)
        try garbage.write(to: URL(fileURLWithPath: referencePath(folder)))
        let message = try #require(verify(try feed(), record: mode, in: folder))
        #expect(message.contains("the reference \(referencePath(folder)) cannot be read"), "\(message)")
        #expect(message.contains("left untouched"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: referencePath(folder))) == garbage)
    }

    @Test func recordModeComesFromTheEnvironment() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "never"]) == .never)
        #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "true"]) == .all)
        #expect(throws: SnapshotError.self) { try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "sometimes"]) }
        #expect(SnapshotArtifacts.folder(["SNAPSHOT_ARTIFACTS": "/tmp/ci-artifacts"]) == "/tmp/ci-artifacts")
    }

    @Test func assertFeedSnapshotRecordsAnIssueInSwiftTesting() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = try feed()
        withKnownIssue {
            assertFeedSnapshot(of: feed, as: .png(), named: "swift-testing", record: .missing, snapshotDirectory: folder.path)
        }
        assertFeedSnapshot(of: feed, as: .png(), named: "swift-testing", record: .never, snapshotDirectory: folder.path)
    }

    @Test func aSnapshotThatCannotBeRenderedSaysWhy() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = verifyFeedSnapshot(
            of: try feed(), as: .png(rows: 3...5), named: "x", record: .missing, snapshotDirectory: folder.path, testName: "t")
        #expect(message?.hasPrefix("cannot take the snapshot: rows 3..5 are not in the feed") == true, "\(message ?? "")")
    }
}
