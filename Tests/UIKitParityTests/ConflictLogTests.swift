import AutocellExplain
import AutocellLayout
import AutocellText
import Foundation
import Testing
import UIKit

/// A conflict found laying out a cell written against the UIKit layer is printed as iOS prints
/// it, and that text, pasted into `autocell explain --log`, is explained with the same
/// constraints: the two front ends meet in one format.
@MainActor
@Suite(.serialized) struct ConflictLogRoundTrip {
    /// Standard error while `body` runs (the UIKit layer writes its messages there, as UIKit
    /// writes to the console). Other tests may write too: callers pick their own lines.
    static func standardError(_ body: () -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-stderr-\(UUID().uuidString)").path
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(file >= 0)
        let saved = dup(2)
        dup2(file, 2)
        body()
        dup2(saved, 2)
        close(saved)
        close(file)
        defer { unlink(path) }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The "Unable to simultaneously satisfy constraints" blocks of `text` that mention `marker`.
    static func blocks(in text: String, mentioning marker: String) -> [String] {
        text.components(separatedBy: "[LayoutConstraints] Unable to simultaneously satisfy constraints.").dropFirst()
            .map { "[LayoutConstraints] Unable to simultaneously satisfy constraints." + $0 }
            .map { block in
                // Up to the last line of the block.
                let lines = block.components(separatedBy: "\n")
                let end = lines.firstIndex { $0.hasPrefix("The methods in the UIConstraintBasedLayoutDebugging") } ?? lines.count - 1
                return lines[...end].joined(separator: "\n")
            }
            .filter { $0.contains(marker) }
    }

    /// Seed 001's conflict in UIKit code: an image view pinned 9.03333 below the top and 9
    /// above the bottom at 61 pt, in a cell the table holds at 44 pt.
    final class ScoreCell: UITableViewCell {
        let icon = UIImageView()
        let title = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            icon.translatesAutoresizingMaskIntoConstraints = false
            title.translatesAutoresizingMaskIntoConstraints = false
            icon.accessibilityIdentifier = "scoreIcon"
            title.text = "A title long enough for UIKit to cut it in the log"
            contentView.addSubview(icon)
            contentView.addSubview(title)
            let height = icon.heightAnchor.constraint(equalToConstant: 61)
            height.identifier = "iconHeight"
            NSLayoutConstraint.activate([
                icon.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 27.1 / 3),
                icon.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -9),
                height,
                icon.widthAnchor.constraint(equalToConstant: 61),
                icon.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func aRequiredConflictIsPrintedAsUIKitPrintsItAndExplained() throws {
        let cell = ScoreCell(style: .default, reuseIdentifier: "score")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        let printed = try Self.standardError { cell.layoutIfNeeded() }
        let block = try #require(Self.blocks(in: printed, mentioning: "'scoreIcon'").first, "printed:\n\(printed)")
        // UIKit's words, its descriptions, no Swift dump.
        #expect(!printed.contains("LayoutConflict("))
        #expect(!printed.contains("ConflictMember("))
        let lines = block.components(separatedBy: "\n")
        #expect(lines[1] == "\tProbably at least one of the constraints in the following list is one you don't want. ")
        #expect(block.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        let address = "0x[0-9a-f]+"
        let expected = [
            "\"<NSLayoutConstraint:\(address) UIImageView:\(address)'scoreIcon'.top == UITableViewCellContentView:\(address).top \\+ 9.03333   \\(active\\)>\"",
            "\"<NSLayoutConstraint:\(address) UIImageView:\(address)'scoreIcon'.bottom == UITableViewCellContentView:\(address).bottom - 9   \\(active\\)>\"",
            "\"<NSLayoutConstraint:\(address) 'iconHeight' UIImageView:\(address)'scoreIcon'.height == 61   \\(active\\)>\"",
            "\"<NSLayoutConstraint:\(address) 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:\(address).height == 44   \\(active\\)>\"",
        ]
        for pattern in expected {
            #expect(block.range(of: pattern, options: .regularExpression) != nil, "\(pattern) not in\n\(block)")
        }
        let brokenLine = try #require(lines.firstIndex { $0.hasPrefix("Will attempt to recover by breaking constraint") })
        #expect(lines[brokenLine + 1].hasPrefix("<NSLayoutConstraint:0x"))

        // Pasted into `autocell explain --log`: read, rebuilt and explained with the same four.
        let logs = try UIKitLogParser.parseAll(block, file: "console.log")
        #expect(logs.count == 1)
        let log = try #require(logs.first)
        #expect(log.entries.count == 4)
        #expect(log.broken != nil, "UIKit's broken constraint is read: \(log.warnings)")
        let rebuilt = LoggedLayout(log)
        let rows = try rebuilt.explainer(measurer: try TextMeasurer()).explain()
        let conflict = try #require(rows.first?.conflicts.first)
        let texts = conflict.constraints.map(\.text)
        #expect(texts.count == 4, "\(texts)")
        #expect(texts.contains { $0.hasSuffix(".height == 61") || $0.contains(".height == 61 ") }, "\(texts)")
        #expect(texts.contains { $0.contains("UIView-Encapsulated-Layout-Height") }, "\(texts)")
        #expect(texts.contains { $0.contains("9.03333") }, "\(texts)")
        // The view names the log gave are the ones the explanation uses.
        #expect(rebuilt.names.values.contains { $0.contains("scoreIcon") }, "\(rebuilt.names)")
    }

    /// Two required widths of one label: the label's text is quoted (cut to 25 characters),
    /// the broken one follows "Will attempt to recover", and the explanation names both.
    @Test func twoRequiredWidthsOfALabel() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel()
        label.text = "Please keep this key in a safe place"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.widthAnchor.constraint(equalToConstant: 44),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let printed = try Self.standardError { root.layoutIfNeeded() }
        let block = try #require(Self.blocks(in: printed, mentioning: "'Please keep this key in a...'").first, "printed:\n\(printed)")
        #expect(block.contains("UILabel:0x"))
        #expect(block.range(of: "UILabel:0x[0-9a-f]+'Please keep this key in a...'.width == 44   \\(active\\)", options: .regularExpression) != nil, "\(block)")
        let log = try #require(try UIKitLogParser.parseAll(block, file: "console.log").first)
        #expect(log.entries.count == 2 && log.broken != nil)
        let rows = try LoggedLayout(log).explainer(measurer: try TextMeasurer()).explain()
        let texts = try #require(rows.first?.conflicts.first).constraints.map(\.text)
        #expect(texts.count == 2 && texts.contains { $0.hasSuffix("width == 44") } && texts.contains { $0.hasSuffix("width == 100") }, "\(texts)")
    }
}

extension ConflictLogRoundTrip {
    /// What UIKit adds itself is written as UIKit writes it, and read back: an autoresizing
    /// mask's frame (`NSAutoresizingMaskLayoutConstraint … h=--- v=---`) against a required
    /// width, and a required content size (`NSContentSizeLayoutConstraint … Hug:250
    /// CompressionResistance:1000`) against another.
    @Test func autoresizingMasksAndContentSizesAreWrittenAsUIKitWritesThem() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let box = UIView(frame: CGRect(x: 16, y: 8, width: 50, height: 20))
        box.accessibilityIdentifier = "maskedBox"
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        let label = UILabel()
        label.text = "A label that will not be squeezed"
        label.accessibilityIdentifier = "stiffLabel"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            label.widthAnchor.constraint(equalToConstant: 20),
        ])
        let printed = try ConflictLogRoundTrip.standardError { root.layoutIfNeeded() }
        let masked = try #require(ConflictLogRoundTrip.blocks(in: printed, mentioning: "'maskedBox'").first, "printed:\n\(printed)")
        #expect(masked.range(of: "<NSAutoresizingMaskLayoutConstraint:0x[0-9a-f]+ h=--- v=--- UIView:0x[0-9a-f]+'maskedBox'.width == 50   \\(active\\)>", options: .regularExpression) != nil, "\(masked)")
        let maskLog = try #require(try UIKitLogParser.parseAll(masked, file: "console.log").first)
        let maskTexts = try #require(try LoggedLayout(maskLog).explainer(measurer: try TextMeasurer()).explain().first?.conflicts.first).constraints.map(\.text)
        #expect(maskTexts.contains { $0.contains("width == 50") } && maskTexts.contains { $0.hasSuffix("width == 100") }, "\(maskTexts)\n\(masked)")

        let sized = try #require(ConflictLogRoundTrip.blocks(in: printed, mentioning: "'stiffLabel'").first, "printed:\n\(printed)")
        #expect(sized.range(of: "<NSContentSizeLayoutConstraint:0x[0-9a-f]+ UILabel:0x[0-9a-f]+'stiffLabel'.width == [0-9.]+ Hug:250 CompressionResistance:1000   \\(active\\)>", options: .regularExpression) != nil, "\(sized)")
        let sizeLog = try #require(try UIKitLogParser.parseAll(sized, file: "console.log").first)
        #expect(sizeLog.entries.count == 2 && sizeLog.broken != nil, "\(sizeLog.warnings)")
        let sizeTexts = try #require(try LoggedLayout(sizeLog).explainer(measurer: try TextMeasurer()).explain().first?.conflicts.first).constraints.map(\.text)
        #expect(sizeTexts.count == 2 && sizeTexts.contains { $0.hasSuffix("width == 20") } && sizeTexts.contains { $0.contains(">=") }, "\(sizeTexts)")
    }
}

/// Ambiguity through the UIKit layer, as UIKit's debugging API shows it.
@MainActor
@Suite struct AmbiguityDebugging {
    /// A label pinned at the top and given a width, with nothing placing it horizontally.
    static func hierarchy() -> (root: UIView, label: UILabel, placed: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        let placed = UIView()
        placed.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        root.addSubview(placed)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            label.widthAnchor.constraint(equalToConstant: 100),
            placed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            placed.topAnchor.constraint(equalTo: label.bottomAnchor),
            placed.widthAnchor.constraint(equalToConstant: 10),
            placed.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return (root, label, placed)
    }

    @Test func hasAmbiguousLayoutAndTheTrace() {
        let (root, label, placed) = Self.hierarchy()
        #expect(label.hasAmbiguousLayout)
        #expect(!placed.hasAmbiguousLayout)
        let trace = root._autolayoutTrace()
        let lines = trace.components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("•UIView:0x"), "\(trace)")
        #expect(lines[1].range(of: "^\\|   \\*UILabel:0x[0-9a-f]+'Hello'- AMBIGUOUS LAYOUT for UILabel:0x[0-9a-f]+'Hello'.minX\\{id: 1\\}$", options: .regularExpression) != nil, "\(trace)")
        #expect(lines[2].range(of: "^\\|   \\*UIView:0x[0-9a-f]+$", options: .regularExpression) != nil, "\(trace)")
        #expect(trace.contains("Legend:"))
        // Another layout as good as the first: the label moves, the rest stays.
        let before = label.frame
        label.exerciseAmbiguityInLayout()
        #expect(label.frame.minX != before.minX && label.frame.width == before.width)
        #expect(placed.frame == CGRect(x: 0, y: before.maxY, width: 10, height: 10))
    }
}
