import AutocellSource
import AutocellDiff
import AutocellFixtures
import AutocellImage
import AutocellRender
import AutocellSnapshot
import Foundation
import Testing

/// References named by file, suite, test and name; written through unique temporaries; never
/// recorded over when they exist but cannot be read; trait matrices in one assertion.
@Suite struct ReferenceNamingTests {
    static func feed(_ text: String = "Snapshot", width: Int = 200) throws -> Fixture {
        try FixtureLoader.parse("""
            table: {width: \(width), scale: 1}
            templates:
              cell:
                views: [{name: title, type: label, text: "{t}", background: "#FF9500"}]
                constraints: ["H:|-10-[title]-(>=10)-|", "V:|-8-[title]-8-|"]
            rows:
              - {template: cell, data: {t: "\(text)"}}
            """, file: "feed.yaml", folder: Repository.fixtures)
    }

    /// Two suites with a test of the same name, recording in parallel into one folder.
    @Test func testsOfTheSameNameInTwoSuitesKeepTheirOwnReferences() async throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = try Self.feed("One"), two = try Self.feed("Two, longer")
        let messages = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 {
                group.addTask { verifyFeedSnapshot(of: one, as: .png(), named: "x", record: .all, snapshotDirectory: folder.path, suiteName: "SuiteA", testName: "rows()") }
                group.addTask { verifyFeedSnapshot(of: two, as: .png(), named: "x", record: .all, snapshotDirectory: folder.path, suiteName: "SuiteB", testName: "rows()") }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(messages.allSatisfy { $0?.contains("recorded again") == true || $0?.contains("was recorded") == true })
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        // No temporary file is left behind, and each suite has its own reference (and layout record).
        #expect(names == ["SuiteA.rows.x.layout.json", "SuiteA.rows.x.png", "SuiteB.rows.x.layout.json", "SuiteB.rows.x.png"])
        #expect(verifyFeedSnapshot(of: one, as: .png(), named: "x", record: .never, snapshotDirectory: folder.path, suiteName: "SuiteA", testName: "rows()") == nil)
        #expect(verifyFeedSnapshot(of: two, as: .png(), named: "x", record: .never, snapshotDirectory: folder.path, suiteName: "SuiteB", testName: "rows()") == nil)
    }

    @Test func assertFeedSnapshotNamesTheRunningSuite() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(RunningTest.suiteName == "ReferenceNamingTests")
        withKnownIssue {
            assertFeedSnapshot(of: try Self.feed(), as: .png(), named: "first", record: .missing, snapshotDirectory: folder.path)
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ReferenceNamingTests.assertFeedSnapshotNamesTheRunningSuite.first.png").path))
    }

    @Test(arguments: [1, 2])
    func unnamedSnapshotsInParameterizedCasesAreRefused(index: Int) throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withKnownIssue {
            assertFeedSnapshot(of: try Self.feed(), as: .png(), record: .missing, snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("name this snapshot") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Many writers of one path at once: each write is whole, no temporary is left.
    @Test func concurrentWritersOfOnePathNeverMixOrLeaveTemporaries() async throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.bin").path
        let contents = (0..<16).map { index in [UInt8](repeating: UInt8(index), count: 200_000) }
        await withTaskGroup(of: Void.self) { group in
            for bytes in contents {
                group.addTask { try? AtomicFile.write(bytes, to: path) }
            }
        }
        let final = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(contents.contains(final))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.bin"])
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o644)
    }

    /// A folder or a dangling symlink where the reference should be: reported as unreadable
    /// in every record mode, and left as it is.
    @Test(arguments: SnapshotRecordMode.allCases)
    func aReferenceThatCannotBeOpenedIsNeverRecordedOver(mode: SnapshotRecordMode) throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("T.t.x.png")
        try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
        let message = try #require(verifyFeedSnapshot(
            of: try Self.feed(), as: .png(), named: "x", record: mode, snapshotDirectory: folder.path,
            artifactsDirectory: folder.appendingPathComponent("artifacts").path, suiteName: "T", testName: "t()"))
        #expect(message.contains("cannot be read (it is a folder)"), "\(message)")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: reference.path, isDirectory: &isFolder) && isFolder.boolValue)

        let dangling = folder.appendingPathComponent("T.t.y.png")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "/nonexistent/reference.png")
        let second = try #require(verifyFeedSnapshot(
            of: try Self.feed(), as: .png(), named: "y", record: mode, snapshotDirectory: folder.path,
            artifactsDirectory: folder.appendingPathComponent("artifacts").path, suiteName: "T", testName: "t()"))
        #expect(second.contains("cannot be read"), "\(second)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling.path) == "/nonexistent/reference.png")

        // A link to a real file (a reference can come with a pull request) is not read through
        // (issue 49), nor replaced.
        let target = folder.appendingPathComponent("elsewhere.png")
        try Data("not a reference".utf8).write(to: target)
        let linked = folder.appendingPathComponent("T.t.z.png")
        try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: target.path)
        let third = try #require(verifyFeedSnapshot(
            of: try Self.feed(), as: .png(), named: "z", record: mode, snapshotDirectory: folder.path,
            artifactsDirectory: folder.appendingPathComponent("artifacts").path, suiteName: "T", testName: "t()"))
        #expect(third.contains("cannot be read (it is a symbolic link (not followed))"), "\(third)")
        #expect(try Data(contentsOf: target) == Data("not a reference".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linked.path) == target.path)
    }

    @Test func aTraitMatrixChecksEveryCombinationUnderItsOwnName() throws {
        let folder = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traits = SnapshotTraits.matrix(widths: [160, 240], scales: [1, 2])
        #expect(traits.map(\.description) == ["160pt@1x", "160pt@2x", "240pt@1x", "240pt@2x"])
        withKnownIssue {
            assertFeedSnapshot(of: try Self.feed(), as: .png(), traits: traits, record: .missing, snapshotDirectory: folder.path)
        }
        let prefix = "ReferenceNamingTests.aTraitMatrixChecksEveryCombinationUnderItsOwnName."
        for (combination, width) in zip(traits, [160, 320, 240, 480]) {
            let image = try PNGFile.read(folder.appendingPathComponent(prefix + combination.description + ".png").path)
            #expect(image.width == width, "\(combination)")
        }
        // Recorded: the same feed matches under every combination.
        assertFeedSnapshot(of: try Self.feed(), as: .png(), traits: traits, record: .never, snapshotDirectory: folder.path)
        // A change fails each combination, each reported with its traits.
        try withKnownIssue {
            assertFeedSnapshot(of: try Self.feed("Changed"), as: .png(), traits: traits, record: .never, snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[160pt@1x]") || $0.rawValue.hasPrefix("[240pt@2x]") || $0.rawValue.hasPrefix("[160pt@2x]") || $0.rawValue.hasPrefix("[240pt@1x]") }
        }
    }
}
