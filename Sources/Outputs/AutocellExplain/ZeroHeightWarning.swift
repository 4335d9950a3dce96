import AutocellSource

/// UIKit's warning "Detected a case where constraints ambiguously suggest a height of zero for
/// a table view cell's content view. We're considering the collapse unintentional and using
/// standard height instead." (UITableView, logged once per cell class; iOS 14 on adds
/// `Cell: <MyApp.Cell: 0x…; frame = …>`): not a conflict. A self-sizing row's contentView fitted
/// to 0 because no chain of constraints runs from its top to its bottom through views whose
/// heights are known; UIKit used the standard row height instead.
public struct ZeroHeightWarning: Sendable {
    /// The line of the warning (1-based).
    public var line: Int
    /// The cell's class, when the warning names it (iOS 14 on).
    public var cellClass: String?

    /// What UIKit's own words say when they appear in a line.
    static let phrase = "constraints ambiguously suggest a height of zero"

    /// The warnings in `text`, in order (a console repeats none: UIKit logs it once per class).
    public static func all(in text: String) -> [ZeroHeightWarning] {
        guard text.contains(phrase) else { return [] }
        var found: [ZeroHeightWarning] = []
        for (number, raw) in UIKitLogParser.physicalLines(text).enumerated() {
            let line = UIKitLogParser.unescaped(raw).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            guard line.contains(phrase) else { continue }
            var warning = ZeroHeightWarning(line: number + 1)
            if let cell = line.range(of: "Cell: <") {
                let name = line[cell.upperBound...].prefix { $0 != ":" && $0 != ";" && $0 != ">" }
                if !name.isEmpty { warning.cellClass = String(name) }
            }
            found.append(warning)
        }
        return found
    }

    /// What the warning means, in words.
    public var sentence: String {
        let cell = cellClass.map { "\($0)'s" } ?? "a self-sizing cell's"
        return "\(cell) contentView fitted to a height of 0: no chain of constraints runs from the contentView's top to its bottom through views whose heights are known (a fixed height, a label's or image's own size), so Auto Layout's fitting gives 0, and UIKit used the table's standard row height (44) instead. Nothing is broken; the row is simply not sized by its constraints"
    }

    /// Ways out, most likely meant first.
    public var fixes: [String] {
        let cell = cellClass ?? "the cell"
        return [
            "complete \(cell)'s vertical chain: pin its views top to bottom inside contentView (the top view's top and the bottom view's bottom to contentView, each view between to the next), so the fitting height comes from its content",
            "if \(cell) is laid out by frames (no constraints), give its row a height: tableView(_:heightForRowAt:) for that row, or a height constraint on contentView at priority 999",
            "if a collapsed state deactivates the chain, keep a height for that state (a height constraint == 0 at 999, activated while collapsed) so the zero is meant",
        ]
    }

    public func text(file: String) -> String {
        var lines = ["\(file):\(line): UIKit's zero-height warning for a table view cell, not a conflict log: \(sentence)."]
        lines.append("  Ways out, most likely meant first:")
        lines += fixes.map { "  - \($0)" }
        lines.append("  (`autocell explain` of the cell as a fixture names the views left without a vertical size or position.)")
        return lines.joined(separator: "\n")
    }

    public var json: JSONValue {
        .object([
            ("kind", .string("zeroHeightWarning")), ("line", .number(Double(line))),
            ("cell", cellClass.map { .string($0) } ?? .null), ("sentence", .string(sentence)),
            ("fixes", .array(fixes.map { .string($0) })),
        ])
    }
}
