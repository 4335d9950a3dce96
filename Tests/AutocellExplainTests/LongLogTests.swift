import AutocellLayout
import Foundation
import Testing
@testable import AutocellExplain

/// Logs whose cost used to grow faster than their size (hostile input, round two): a long
/// address, a conflict log repeated through a console, more logs than a file explains, and a
/// conflict chain long enough that the search for ways out stops at its bound.
@Suite struct LongLogTests {
    static func log(labels: Int, gap: Int = 8) -> String {
        let content = "UITableViewCellContentView:0x7ff9afd199b0"
        let views = (0..<labels).map { String(format: "UILabel:0x7ff9afd1%04x", $0) }
        var entries: [String] = []
        for (index, view) in views.enumerated() {
            entries.append("\(view).top == \(index == 0 ? content + ".top" : views[index - 1] + ".bottom") + \(gap)")
            entries.append("\(view).height == 20")
        }
        entries.append("\(views[views.count - 1]).bottom == \(content).bottom - 8")
        entries.append("'UIView-Encapsulated-Layout-Height' \(content).height == 44")
        let lines = entries.enumerated().map { "    \"<NSLayoutConstraint:0x6000000\(String(format: "%05x", $0.offset)) \($0.element)   (active)>\"" }
        return "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n" + lines.joined(separator: ",\n") + "\n)\n\nWill attempt to recover by breaking constraint\n"
            + lines[lines.count - 2].trimmingCharacters(in: CharacterSet(charactersIn: " \",")) + "\n"
    }

    /// A 20,000-digit address: each character of an item asked whether the text so far ended
    /// with an address, by searching it (30 s at 10,000 digits); now kept as characters come.
    @Test func aLongAddressIsReadInLinearTime() throws {
        let address = "0x" + String(repeating: "7", count: 20_000)
        let text = "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UILabel:\(address).height == 20   (active)>\",\n    \"<NSLayoutConstraint:0x2 UILabel:\(address).height == 30   (active)>\"\n)\n"
        let logs = try UIKitLogParser.parseAll(text, file: "paste.log")
        #expect(logs.first?.entries.count == 2)
        #expect(logs.first?.entries.first?.first.identity.hasSuffix(String(repeating: "7", count: 20)) == true)
    }

    /// A console that logged one conflict on every layout pass: explained once, and said.
    @Test func aRepeatedLogIsExplainedOnce() throws {
        let one = Self.log(labels: 3)
        let report = try ExplainReport.log(String(repeating: one, count: 40), file: "console.log")
        #expect(report.parts.count == 1)
        #expect(report.parts[0].log?.rebuilt.warnings.contains("the same conflict is logged 39 more times in this file; it is explained once") == true)
        #expect(report.text(picture: nil).contains("logged 39 more times"))
    }

    /// A constraint text read once and met again (a console's repeats are parsed once) keeps
    /// its own place: the line of each copy, not of the first.
    @Test func aRepeatedConstraintIsPlacedAtItsOwnLine() throws {
        let one = Self.log(labels: 2)
        let logs = try UIKitLogParser.parseAll(one + one, file: "console.log")
        let perLog = one.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(logs.count == 2)
        let first = try #require(logs.first?.entries.first), second = try #require(logs.last?.entries.first)
        #expect(first.text == second.text)
        #expect(second.source.line == first.source.line + perLog, "\(first.source) \(second.source)")
        #expect(second.source.column == first.source.column)
    }

    /// Distinct logs are explained while their cost (constraints squared, plus each log's
    /// own) fits the file's budget, the first always; the rest are said.
    @Test func logsPastTheBudgetAreSaidNotExplained() throws {
        let logs = (1...5).map { Self.log(labels: 3, gap: $0) }   // 8 constraints each: 64 + 150
        let report = try ExplainReport.log(logs.joined(), file: "many.log", budget: 3 * (64 + ExplainReport.perLogCost))
        #expect(report.parts.count == 3)
        #expect(report.parts.last?.log?.rebuilt.warnings.contains { $0.hasPrefix("2 more distinct conflict logs are in this file and not explained") } == true)
        #expect(try ExplainReport.log(logs.joined(), file: "many.log").parts.count == 5)
        #expect(try ExplainReport.log(logs[0], file: "one.log", budget: 1).parts.count == 1, "the first log is always explained")
    }

    /// Issue 49: short logs were counted by their constraints² alone (16 for 4), so 9,000 of
    /// them fitted the budget and took 16 s; each log's own cost counts now.
    @Test func manyShortLogsCountTheirOwnCost() throws {
        let logs = (1...40).map { Self.log(labels: 3, gap: $0) }
        let report = try ExplainReport.log(logs.joined(), file: "many.log", budget: 10 * (64 + ExplainReport.perLogCost))
        #expect(report.parts.count == 10, "constraints² alone would have let \(10 * (64 + ExplainReport.perLogCost) / 64) in")
    }
}
