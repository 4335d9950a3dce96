import AutocellSnapshot
import AutocellTable
import Testing

/// This project's visual tests of priority behaviour: each case rendered and compared with
/// its golden in Snapshots/ (named TEST.CASE.png). A golden that is missing is recorded and
/// the test fails until it is committed; SNAPSHOT_TESTING_RECORD=never makes CI strict.
@Suite struct PriorityVisualTests {
    /// Snapshots named `CASE` + width (`375`, or `settings-375` with a case name).
    func assertRows(
        _ fixture: String, rows: ClosedRange<Int>? = nil, widths: [Double], debug: Bool = false, case name: String? = nil,
        testName: String = #function, line: UInt = #line
    ) throws {
        let feed = try Repository.fixture(fixture)
        for width in widths {
            assertFeedSnapshot(
                of: feed, as: .png(traits: TraitCollection(width: width), rows: rows, debug: debug), named: (name.map { $0 + "-" } ?? "") + "\(Int(width))",
                snapshotDirectory: Repository.snapshots, testName: testName, line: line)
        }
    }

    /// Seed 000's bottom bar narrowing: date (compression resistance 250) truncates first,
    /// then hot (750); like (1000) stays whole.
    @Test func bottomBarGivesWay() throws {
        try assertRows("person-feed.yaml", rows: 0...0, widths: [375, 300, 240, 200])
    }

    /// Hugging 251 against 250 in a wide row, compression resistance 750 against 749 in a
    /// narrow one.
    @Test func huggingAndCompression() throws {
        try assertRows("priorities.yaml", rows: 0...1, widths: [375, 260, 200])
    }

    /// Seed 001's title and score: the title (250) gives way to the score (750).
    @Test func seed001TitleAndScore() throws {
        try assertRows("game-feed.yaml", widths: [375, 320])
    }

    /// Seed 001's conflict (icon height required, marked red by --debug) and its fix at 900.
    @Test func conflictAndThe900Fix() throws {
        let conflict = try Repository.fixture("game-feed-conflict.yaml"), fixed = try Repository.fixture("game-feed.yaml")
        assertFeedSnapshot(of: conflict, as: .png(rows: 0...0, debug: true), named: "required", snapshotDirectory: Repository.snapshots)
        assertFeedSnapshot(of: fixed, as: .png(rows: 0...0, debug: true), named: "priority900", snapshotDirectory: Repository.snapshots)
    }

    /// A label with lines: 0 grows the row as the width shrinks.
    @Test func multiLineGrowth() throws {
        try assertRows("priorities.yaml", rows: 2...2, widths: [375, 260, 200])
    }

    /// Each accessory narrows the contentView by UIKit's width; separators inset 15 pt.
    @Test func accessoriesAndSeparators() throws {
        try assertRows("priorities.yaml", rows: 3...8, widths: [375, 320])
        try assertRows("settings.yaml", widths: [375], case: "settings")
    }

    /// Chinese text as glyphs (never tofu), wrapped and truncated by characters.
    @Test func cjkText() throws {
        try assertRows("priorities.yaml", rows: 9...9, widths: [375, 260])
    }

    /// The demo feed at the three classic iPhone widths.
    @Test func demoFeed() throws {
        try assertRows("person-feed.yaml", widths: [320, 375, 414])
    }

    /// Nested stack views, a hidden badge and a hidden footer (`Fixtures/stack-feed.yaml`).
    @Test func stackFeed() throws {
        try assertRows("stack-feed.yaml", widths: [320, 414])
    }
}
