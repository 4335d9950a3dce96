import AutocellSource
import ArgumentParser
import AutocellExplain
import AutocellFixtures
import AutocellLayout
import AutocellRender
import AutocellText
import Foundation

/// `autocell explain FIXTURE`: constraint conflicts and ambiguity, in words and in a picture.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain constraint conflicts and ambiguity: UIKit's log, then what it cannot say, and a picture.",
        discussion: """
            For each row with a conflict: the log UIKit would print ("Unable to simultaneously satisfy constraints"), with view names in place of addresses; then the irreducible conflicting set (every member needed), which member is broken and by which rule, where each constraint was written (FILE:LINE), each as a plain sentence, and ways out, each checked by laying the row out again with it applied.

            For each row with ambiguity: the views the constraints leave free, per axis, and what is missing ("name has no horizontal position"); the picture shows two layouts that satisfy the constraints equally well.

            With -o, a PNG: one panel per problem row, the row rendered with every constraint of the conflict drawn between the edges it relates (a colour per view, the broken one red and dashed), ambiguous views hatched. Rows without problems are listed, not drawn.

            With --log FILE instead of a fixture: a pasted "Unable to simultaneously satisfy constraints" log (iOS 10+ lines, older ones, identifiers, `names:` clauses, VFL-style lines, autoresizing-mask constraints, layout guides, Masonry and SnapKit constraints) is read back into views and constraints, solved, and explained the same way; the picture places the views by solving the constraints without the one UIKit broke (positions the log does not pin stay at 0).

            With --json: {"rows": [{"row", "section", "key", "template", "conflicts": [{"constraints": [TEXT...], "broken": TEXT, "members": [{"text", "source", "priority", "origin", "sentence"}], "rule", "fixes": [TEXT...], "log"}], "ambiguous": [{"view", "axis", "reason"}], "warnings": [TEXT...]}]} for the rows with problems (conflicts in the shape `autocell layout --json` uses, plus UIKit's log); with --log also "views" (name: address), "uikitBroke", "assumptions" (what the log does not give and Autocell takes: default margins, a label's font) and "warnings" (what the paste lacks or repeats); several logs in one file: {"logs": [each in that shape]}.

            Examples:
              autocell explain Fixtures/game-feed-conflict.yaml -o conflicts.png
              autocell explain Fixtures/scroll-cell.yaml --key ambiguous --json
              pbpaste > console.log; autocell explain --log console.log -o conflict.png

            \(ExitStatus.help(done: "when explained (problems or not)"))
            """
    )

    @Argument(help: "The fixture file (or --log).")
    var fixture: String?

    @Option(help: ArgumentHelp("Explain a UIKit conflict log pasted into this file instead of a fixture.", valueName: "FILE"))
    var log: String?

    @Option(help: "Only this row, counted from 0 across sections.")
    var row: Int?

    @Option(help: "Only the row with this key.")
    var key: String?

    @OptionGroup var table: TableWidthOption
    @OptionGroup var traits: TraitOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Draw the problems to this PNG.", valueName: "conflicts.png"))
    var output: String?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if row != nil && key != nil { throw ValidationError("give --row or --key, not both") }
        try OutputExtension.check(output, allowed: ["png"])
        if (fixture == nil) == (log == nil) { throw ValidationError("give a fixture or --log FILE (one of them)") }
        if log != nil && (row != nil || key != nil || table.width != nil) { throw ValidationError("--row, --key and --width are for fixtures; a log is one system") }
        if let row, row < 0 { throw ValidationError("--row must be 0 or more") }
    }

    func run() throws {
        if let log {
            try explainLog(log)
            return
        }
        guard let fixture else { throw CommandOutput.badInput("autocell: give a fixture or --log FILE") }
        let loaded = try CommandOutput.loadFixture(fixture, traits: traits.collection(width: table.width))
        try CommandOutput.checkWritable(output, inputs: [fixture])
        let content = loaded.content
        let indexed = content.indexedRows
        var selection: Set<Int>?
        if let row {
            guard row < indexed.count else {
                throw CommandOutput.badInput("autocell: \(fixture): row \(row) is not in the feed, which has \(indexed.count) rows (0..\(max(0, indexed.count - 1)))")
            }
            selection = [row]
        }
        if let key {
            guard let found = indexed.firstIndex(where: { $0.row.key == key }) else {
                let keys = indexed.compactMap(\.row.key)
                throw CommandOutput.badInput("autocell: \(fixture): no row has the key '\(key)'\(didYouMean(key, in: keys))")
            }
            selection = [found]
        }
        let measurer = try Self.measurer(content.settings.fonts)
        let rows: [RowExplanation]
        do {
            rows = try Explainer(content, width: table.width, measurer: measurer).explain(rows: selection)
        } catch {
            throw CommandOutput.failure(error)
        }
        try draw(rows, ExplainPicture(content: content, width: table.width ?? content.settings.width, scale: content.settings.scale), measurer: measurer, source: fixture)
        if json {
            try CommandOutput.printJSON { try Self.json(rows) }
        } else {
            CommandOutput.print(Self.text(rows, fixture: fixture, picture: output))
        }
    }

    func explainLog(_ path: String) throws {
        let text = try CommandOutput.readText(path, what: "the log")
        try CommandOutput.checkWritable(output, inputs: [path])
        let logs: [UIKitLog]
        switch Result(catching: { () throws(Diagnostic) in try UIKitLogParser.parseAll(text, file: path) }) {
        case .success(let read):
            logs = read
        case .failure(let error):
            throw CommandOutput.badInput(error)
        }
        let measurer = try Self.measurer()
        var explained: [(log: UIKitLog, rebuilt: LoggedLayout, rows: [RowExplanation])] = []
        for log in logs {
            let rebuilt = LoggedLayout(log)
            do {
                explained.append((log, rebuilt, try rebuilt.explainer(measurer: measurer).explain()))
            } catch {
                throw CommandOutput.badInput("autocell: \(path): \(error)")
            }
        }
        // The picture: the first log's (one picture per file).
        if let first = explained.first { try draw(first.rows, first.rebuilt.picture, measurer: measurer, source: path, advice: "") }
        if json {
            try CommandOutput.printJSON {
                let values = try explained.map { try Self.json(log: $0.rebuilt, rows: $0.rows) }
                // One log keeps the shape it always had; several are listed in order.
                return values.count == 1 ? values[0] : .object([("logs", .array(values))])
            }
            return
        }
        var sections: [String] = []
        for (number, item) in explained.enumerated() {
            let (log, rebuilt, rows) = item
            var lines: [String] = []
            if explained.count > 1 { lines.append("== log \(number + 1) of \(explained.count)") }
            lines.append("\(path): \(log.entries.count) constraints, \(rebuilt.names.count + 1) views: " +
                (["contentView"] + rebuilt.names.values.sorted()).map { "\($0) (\(rebuilt.classes[$0] ?? "UIView"))" }.joined(separator: ", "))
            lines += rebuilt.warnings.map { "Warning: \($0)" }
            lines += rebuilt.assumptions.map { "Assumed: \($0)" }
            if let uikit = rebuilt.uikitBroken.map({ "\($0)" }) {
                lines.append("UIKit broke: \(uikit)")
                let ours = rows.flatMap(\.conflicts)
                if !ours.isEmpty && !ours.contains(where: { $0.broken == uikit }) {
                    lines.append(ours.contains { $0.constraints.map(\.text).contains(uikit) }
                        ? "  (Autocell breaks another member of the same set; UIKit's choice follows no documented rule.)"
                        : "  (That constraint is not needed for the conflict Autocell finds: UIKit's list is a superset of the culprits.)")
                }
            }
            lines.append(Self.text(rows, fixture: path, picture: number == 0 ? output : nil))
            sections.append(lines.joined(separator: "\n"))
        }
        CommandOutput.print(sections.joined(separator: "\n\n"))
    }

    /// One log's explanation as JSON: the rows' shape, then the rebuilt views, what UIKit
    /// broke, the assumptions and the warnings.
    static func json(log rebuilt: LoggedLayout, rows: [RowExplanation]) throws -> JSONValue {
        var value = try json(rows)
        if case .object(var members) = value {
            members.append(("views", .object(rebuilt.names.sorted { $0.value < $1.value }.map { ($0.value, .string($0.key)) })))
            members.append(("uikitBroke", rebuilt.uikitBroken.map { .string("\($0)") } ?? .null))
            members.append(("assumptions", .array(rebuilt.assumptions.map { .string($0) })))
            members.append(("warnings", .array(rebuilt.warnings.map { .string($0) })))
            value = .object(members)
        }
        return value
    }

    static func measurer(_ fonts: FontLibrary = .standard) throws -> TextMeasurer {
        do {
            return try TextMeasurer(library: fonts)
        } catch {
            throw CommandOutput.failure(error)
        }
    }

    /// The picture of `rows` to `--output`, if given; a picture too large to draw names the
    /// input it comes from, then `advice` (for a fixture: choose one row).
    func draw(_ rows: [RowExplanation], _ picture: ExplainPicture, measurer: TextMeasurer, source: String, advice: String = "; choose one row with --row or --key") throws {
        guard let output else { return }
        do {
            let bytes = try picture.png(rows, measurer: measurer)
            try RenderError.writing { () throws(OutputError) in try AtomicFile.write(bytes, to: output) }
        } catch .tooLarge(let reason) {
            throw CommandOutput.badInput("autocell: \(source): cannot draw \(output): \(reason)\(advice)")
        } catch {
            throw CommandOutput.failure(error)
        }
    }

    static func json(_ rows: [RowExplanation]) throws -> JSONValue {
        .object([("rows", .array(try rows.filter(\.hasProblems).map { row in
            .object([
                ("row", .number(Double(row.row))),
                ("section", .number(Double(row.indexPath.section))),
                ("key", row.key.map { .string($0) } ?? .null),
                ("template", .string(row.template)),
                ("conflicts", .array(try row.conflicts.map { try JSONValue(ConflictReport($0)) })),
                ("ambiguous", .array(row.ambiguous.map { item in
                    .object([("view", .string(item.view)), ("axis", .string(item.axis.rawValue)), ("reason", .string(item.explanation))])
                })),
                ("warnings", .array(row.warnings.map { .string($0) })),
            ])
        }))])
    }

    /// Where a member with no source line comes from.
    static func unwritten(_ origin: ConflictMember.Origin) -> String {
        switch origin {
        case .encapsulatedHeight, .encapsulatedWidth: "added by the table"
        case .implicit: "implicit: no size is negative"
        case .layoutGuide: "added by UIKit for the guide"
        case .stackView: "generated by the stack view"
        case .template, .other: "assumed: not in the log"
        }
    }

    static func text(_ rows: [RowExplanation], fixture: String, picture: String?) -> String {
        var lines: [String] = []
        for row in rows where row.hasProblems {
            lines.append("== row \(row.row) \(row.indexPath) \(row.template)\(row.key.map { " '\($0)'" } ?? "")")
            for conflict in row.conflicts {
                lines.append(conflict.log)
                lines.append("")
                lines.append("What the log does not say:")
                lines.append("  These \(conflict.constraints.count) constraints cannot all hold, and each is needed for that (remove any one and the rest hold):")
                for member in conflict.constraints {
                    let priority = member.priority >= 1000 ? "required" : "priority \(numberText(Double(member.priority)))"
                    lines.append("  - \(member.text)   [\(member.source ?? Self.unwritten(member.origin)), \(priority)]")
                    lines.append("      \(member.sentence)")
                }
                lines.append("  Broken: \(conflict.broken)")
                lines.append("    because \(conflict.rule).")
                if conflict.fixes.isEmpty {
                    lines.append("  No single change found that removes the conflict.")
                } else {
                    lines.append("  Ways out (each checked by laying the row out again):")
                    lines += conflict.fixes.map { "  - \($0)" }
                }
                lines.append("")
            }
            for item in row.ambiguous {
                lines.append("Ambiguous: \(item.explanation); the constraints allow many layouts\(row.variants.isEmpty ? "" : " (the picture shows two)").")
            }
            if !row.ambiguous.isEmpty { lines.append("") }
            for warning in row.warnings { lines.append((TableRowWarning.isMissingGlyphs(warning) ? "Warning: " : "UIKit: ") + warning) }
            if !row.warnings.isEmpty { lines.append("") }
        }
        let fine = rows.filter { !$0.hasProblems }.map { String($0.row) }
        if !fine.isEmpty { lines.append("Rows without problems: \(fine.joined(separator: ", ")).") }
        if rows.allSatisfy({ !$0.hasProblems }) { lines.insert("\(fixture): no conflicts and no ambiguity.", at: 0) }
        if rows.count == 1 && !rows[0].hasProblems { lines.removeAll { $0.hasPrefix("Rows without problems") } }
        if let picture { lines.append("Picture: \(picture)") }
        return lines.joined(separator: "\n")
    }
}
