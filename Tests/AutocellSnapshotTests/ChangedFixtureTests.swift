import AutocellFixtures
import AutocellTable
import AutocellSnapshot
import Foundation
import Testing

/// The committed goldens catch a change: priorities.yaml with one constraint constant
/// changed fails `huggingAndCompression`'s golden, writing the three artifacts, and leaves
/// the golden as it was.
@Suite struct ChangedFixtureTests {
    @Test func aChangedConstraintFailsTheMatchingGolden() throws {
        let scratch = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = Repository.fixtures + "/priorities.yaml"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let changed = original.replacingOccurrences(of: "\"H:|-15-[left]-8-[right]-15-|\"", with: "\"H:|-40-[left]-8-[right]-15-|\"")
        #expect(changed != original)
        let feed = try FixtureLoader.parse(changed, file: path, folder: Repository.fixtures)
        let golden = Repository.snapshots + "/PriorityVisualTests.huggingAndCompression.375.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))

        let message = try #require(verifyFeedSnapshot(
            of: feed, as: .png(traits: TraitCollection(width: 375), rows: 0...1), named: "375", record: .never,
            snapshotDirectory: Repository.snapshots, artifactsDirectory: scratch.path, suiteName: "PriorityVisualTests", testName: "huggingAndCompression()"))
        #expect(message.contains("does not match \(golden)"))
        #expect(message.contains("pixels differ"))
        for prefix in ["reference", "failed", "diff"] {
            #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("\(prefix)_PriorityVisualTests.huggingAndCompression.375.png").path))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
        // The unchanged fixture still matches.
        #expect(verifyFeedSnapshot(
            of: try FixtureLoader.parse(original, file: path, folder: Repository.fixtures), as: .png(traits: TraitCollection(width: 375), rows: 0...1), named: "375",
            record: .never, snapshotDirectory: Repository.snapshots, artifactsDirectory: scratch.path, suiteName: "PriorityVisualTests", testName: "huggingAndCompression()") == nil)
    }
}
