import AutocellDiff
import AutocellFixtures
import AutocellSnapshot
import Foundation
import Testing
import AutocellSolver

/// A reference keeps its layout beside it; a failed comparison then says which views changed
/// and why, largest first, in its first lines.
@Suite struct StructuralDiffTests {
    static let feed = """
        table: {width: 375, scale: 2}
        templates:
          post:
            views:
              - {name: avatar, type: view, background: blue}
              - {name: title, type: label, text: "{title}", font: "system 17", lines: 0}
              - {name: body, type: label, text: "{body}", font: "system 15", lines: 0}
            constraints:
              - avatar.left == contentView.leftMargin
              - avatar.top == contentView.topMargin
              - avatar.width == 40
              - avatar.height == 40
              - title.left == avatar.right + 12
              - title.right == contentView.rightMargin
              - title.top == contentView.topMargin
              - body.left == title.left
              - body.right == title.right
              - body.top == title.bottom + 4
              - body.bottom <= contentView.bottomMargin
              - avatar.bottom <= contentView.bottomMargin
        rows:
          - {template: post, key: a, data: {title: "Short title", body: "One line of body."}}
          - {template: post, key: b, data: {title: "Another title", body: "Body text here."}}
        """

    func fixture(_ text: String) throws -> Fixture { try FixtureLoader.parse(text, file: "feed.yaml", folder: "/tmp") }

    @Test func aChangedTextAndConstantAreNamedWithTheirViews() throws {
        let scratch = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let references = scratch.appendingPathComponent("refs").path
        let recorded = verifyFeedSnapshot(
            of: try fixture(Self.feed), as: .png(), named: "feed", record: .missing,
            snapshotDirectory: references, artifactsDirectory: scratch.path, testName: "feed()")
        #expect(recorded?.contains("was recorded") == true)
        let record = references + "/feed.feed.layout.json"
        #expect(FileManager.default.fileExists(atPath: record), "the layout is recorded beside the reference")

        let changed = Self.feed
            .replacingOccurrences(of: "title: \"Another title\"", with: "title: \"Another title that is now long enough to wrap onto two lines\"")
            .replacingOccurrences(of: "body.top == title.bottom + 4", with: "body.top == title.bottom + 12")
        let message = try #require(verifyFeedSnapshot(
            of: try fixture(changed), as: .png(), named: "feed", record: .never,
            snapshotDirectory: references, artifactsDirectory: scratch.path, testName: "feed()"))
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Snapshot 'feed.feed' does not match"))
        #expect(lines[1] == "Layout: 3 view changes in 2 rows (largest first):")
        #expect(lines[2] == "  row 1 'b': row height 65 → 93.5 pt")
        #expect(lines.contains("  row 1 'b' title: 1 → 2 lines, height +20.5 pt (text longer by 47 characters)"))
        #expect(lines.contains("  row 1 'b' body: moved down 28.5 pt because body.top == title.bottom + 12 (its constant was 4; title's bottom moved +20.5 pt)"))
        #expect(lines.contains("  row 0 'a' body: moved down 8 pt because body.top == title.bottom + 12 (its constant was 4)"))
        // The reference and its record are as they were (record mode never).
        let kept = try #require(LayoutRecord.load(besideImage: references + "/feed.feed.png").record)
        #expect(kept.columns[0].rows[1].views[2].lines == 1)
    }

    @Test func aViewMovedByAnotherNamesTheConstraintBetweenThem() throws {
        let reference = try LayoutRecord(columns: [column(titleHeight: 20, bodyY: 35)], templates: templates())
        let actual = try LayoutRecord(columns: [column(titleHeight: 40, bodyY: 55)], templates: templates())
        let changes = LayoutChanges.compare(reference: reference, actual: actual)
        let body = try #require(changes.changes.first { $0.view == "body" })
        #expect(body.line == "row 0 body: moved down 20 pt because body.top == title.bottom + 4")
        #expect(body.referenceRect == [0, 35, 100, 20] && body.actualRect == [0, 55, 100, 20])
        #expect(LayoutChanges.compare(reference: reference, actual: reference).isEmpty)
    }

    @Test func aReferenceWithoutARecordComparesByPixelsAndSaysSo() throws {
        let scratch = try Repository.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let references = scratch.appendingPathComponent("refs").path
        _ = verifyFeedSnapshot(
            of: try fixture(Self.feed), as: .png(), named: "feed", record: .missing, snapshotDirectory: references,
            artifactsDirectory: scratch.path, testName: "feed()")
        try FileManager.default.removeItem(atPath: references + "/feed.feed.layout.json")
        let message = try #require(verifyFeedSnapshot(
            of: try fixture(Self.feed.replacingOccurrences(of: "Short title", with: "Short titles")), as: .png(), named: "feed",
            record: .never, snapshotDirectory: references, artifactsDirectory: scratch.path, testName: "feed()"))
        #expect(message.split(separator: "\n")[1].hasPrefix("Compared by pixels only: no layout record"))
    }

    func column(titleHeight: Double, bodyY: Double) -> LayoutRecord.Column {
        LayoutRecord.Column(label: "", width: 100, scale: 2, rows: [
            LayoutRecord.Row(kind: "cell", index: 0, section: 0, row: 0, key: nil, template: "t", y: 0, height: bodyY + 30, views: [
                LayoutRecord.View(name: "contentView", frame: [0, 0, 100, bodyY + 30]),
                LayoutRecord.View(name: "title", frame: [0, 11, 100, titleHeight], lines: 1, text: "Same"),
                LayoutRecord.View(name: "body", frame: [0, bodyY, 100, 20], lines: 1, text: "Body"),
            ], broken: []),
        ])
    }

    func templates() throws -> [String: [LayoutRecord.Constraint]] {
        ["t": [
            LayoutRecord.Constraint(text: "body.top == title.bottom + 4", firstView: "body", firstAttribute: "top", relation: "==",
                                    secondView: "title", secondAttribute: "bottom", multiplier: 1, constant: 4, priority: 1000),
            LayoutRecord.Constraint(text: "body.bottom == contentView.bottom - 10", firstView: "body", firstAttribute: "bottom", relation: "==",
                                    secondView: "contentView", secondAttribute: "bottom", multiplier: 1, constant: -10, priority: 1000),
        ]]
    }
}

/// Issue 49: comparing records was quadratic (broken constraints by `Array.contains`, every
/// template constraint scanned per changed view, neighbours per view): `diff` hung on records
/// under 1 MB. Now each template is indexed once per comparison; a row of 6,000 views, all
/// moved, with 12,000 constraints and 3,000 broken ones compares in well under a second.
@Suite struct StructuralDiffCosts {
    static func record(shift: Double, views count: Int) -> LayoutRecord {
        var views = [LayoutRecord.View(name: "contentView", frame: [0, 0, 375, Double(count) * 10], parent: nil)]
        var constraints: [LayoutRecord.Constraint] = []
        for index in 0..<count {
            let name = "v\(index)"
            views.append(LayoutRecord.View(name: name, frame: [0, Double(index) * 10 + shift, 10, 10 + shift], parent: "contentView"))
            let above = index == 0 ? "contentView" : "v\(index - 1)"
            constraints.append(LayoutRecord.Constraint(
                text: "\(name).top == \(above).bottom + \(shift)", firstView: name, firstAttribute: "top", relation: "==",
                secondView: above, secondAttribute: "bottom", multiplier: 1, constant: shift, priority: 1000))
            constraints.append(LayoutRecord.Constraint(
                text: "\(name).height == \(10 + shift)", firstView: name, firstAttribute: "height", relation: "==",
                secondView: nil, secondAttribute: nil, multiplier: 1, constant: 10 + shift, priority: 1000))
        }
        let broken = (0..<(count / 2)).map { "v\($0).height == \(Int(shift) + $0)" }
        let row = LayoutRecord.Row(kind: "cell", index: 0, section: 0, row: 0, key: "k", template: "t", y: 0, height: Double(count) * 10, views: views, broken: broken)
        return LayoutRecord(columns: [LayoutRecord.Column(label: "", width: 375, scale: 2, rows: [row])], templates: ["t": constraints])
    }

    @Test func aLargeRecordComparesInLinearTime() throws {
        let reference = Self.record(shift: 0, views: 6_000), actual = Self.record(shift: 1, views: 6_000)
        let start = ContinuousClock.now
        let changes = LayoutChanges.compare(reference: reference, actual: actual)
        let elapsed = ContinuousClock.now - start
        #expect(changes.changes.count > 6_000)
        // Quadratic, this took minutes; the bound is loose for slow machines.
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    /// A record is read only up to `LayoutRecord.maximumBytes` (a sparse 3 GB record took
    /// 3 GB), and never through a link (a record can arrive in a pull request).
    @Test func recordsAreReadBoundedAndNotThroughLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-records-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let huge = folder + "/huge.layout.json"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        guard case .unusable(_, let why) = LayoutRecord.load(besideImage: folder + "/huge.png") else {
            Issue.record("a 3 GB record was read")
            return
        }
        #expect(why.contains("layout records are read up to"), "\(why)")
        try Data(try Self.record(shift: 0, views: 2).encoded()).write(to: URL(fileURLWithPath: folder + "/real.layout.json"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.layout.json", withDestinationPath: folder + "/real.layout.json")
        guard case .unusable(_, let linked) = LayoutRecord.load(besideImage: folder + "/linked.png") else {
            Issue.record("a record was read through a link")
            return
        }
        #expect(linked.contains("symbolic link"), "\(linked)")
        #expect(LayoutRecord.load(besideImage: folder + "/real.png").record != nil)
    }
}
