import AutocellLayout
import AutocellSolver
import AutocellRender
import AutocellTable
import AutocellText
import AutocellSource

/// What `autocell explain` reports: the problem rows of a table, or of each UIKit log pasted
/// into one file, explained (UIKit's log, the irreducible set, the broken member and its
/// rule, fixes checked by re-solving, ambiguity), as text, as JSON and as a picture. The
/// pipeline functions the command calls: it only parses its options before and prints after.
public struct ExplainReport {
    /// One explained system: a table's rows, or one log's rebuilt views.
    public struct Part {
        public var rows: [RowExplanation]
        /// The log and its rebuilt views, when the part is a pasted log.
        public var log: (log: UIKitLog, rebuilt: LoggedLayout)?
        /// What draws the part's picture.
        public var picture: ExplainPicture
        /// For a log in which Autocell finds no conflict with its assumptions (UIKit reported
        /// one): which assumption would have to differ, and by how much, or that none of them
        /// makes the difference. The rows are then explained with that value.
        public var differingAssumption: String? = nil
    }

    /// What a pasted file holds besides conflict logs, explained for what it is: UIKit's
    /// layout trace (ambiguous views), UICollectionViewFlowLayout's item-size warning, the
    /// table's zero-height warning.
    public enum Notice: Sendable {
        case trace(LayoutTrace)
        case flowLayout(FlowLayoutWarning)
        case zeroHeight(ZeroHeightWarning)

        public var json: JSONValue {
            switch self {
            case .trace(let trace): trace.json
            case .flowLayout(let warning): warning.json
            case .zeroHeight(let warning): warning.json
            }
        }
    }

    /// The file explained (a fixture or a log).
    public var file: String
    public var parts: [Part]
    /// What the pasted file holds that is not a conflict log (`Notice`), in order.
    public var notices: [Notice] = []
    /// Whether the file was a pasted log.
    public var isLog: Bool
    /// How many ways out each conflict lists, best first (nil: all, `--all-fixes`); the text
    /// says how many more there are, the JSON gives their number as `moreFixes`.
    public var maximumFixes: Int? = 3
    private let measurer: TextMeasurer

    init(file: String, parts: [Part], isLog: Bool, measurer: TextMeasurer) {
        self.file = file
        self.parts = parts
        self.isLog = isLog
        self.measurer = measurer
    }

    /// The rows of `content` (all, or the flat indexes in `rows`), at its table's width and traits.
    /// `inspecting`: rows carry what an inspector shows (`CellLayout.inspection`).
    public static func fixture(_ content: TableContent, file: String, rows: Set<Int>?, inspecting: Bool = false) throws -> ExplainReport {
        let measurer = try TextMeasurer(library: content.settings.fonts)
        var explainer = Explainer(content, measurer: measurer)
        explainer.reportsInspection = inspecting
        let explained = try explainer.explain(rows: rows)
        let picture = ExplainPicture(content: content, width: content.settings.width, scale: content.settings.scale)
        return ExplainReport(file: file, parts: [Part(rows: explained, log: nil, picture: picture)], isLog: false, measurer: measurer)
    }

    /// Every log in `text` (the contents of `file`), rebuilt into views and constraints and
    /// explained (distinct logs, while their cost fits `budget`: `explainBudget`). A text that is no log, or a log that cannot be rebuilt, throws a
    /// `Diagnostic` in the file; Autocell's own failure keeps its kind.
    public static func log(_ text: String, file: String, budget explainBudget: Int = explainBudget, inspecting: Bool = false) throws -> ExplainReport {
        // A layout trace or a flow layout warning is explained for what it is; with no
        // conflict log beside it, that is all the file holds.
        let notices = LayoutTrace.all(in: text).map(Notice.trace) + FlowLayoutWarning.all(in: text).map(Notice.flowLayout)
            + ZeroHeightWarning.all(in: text).map(Notice.zeroHeight)
        let all: [UIKitLog]
        if !notices.isEmpty && !text.contains("Unable to simultaneously satisfy") && !text.contains("Will attempt to recover") && !text.contains("Constraint:") {
            // Nothing in the text is a constraint: there is no conflict log to read.
            all = []
        } else {
            all = try UIKitLogParser.parseAll(text, file: file)
        }
        // A console repeats a conflict on every layout pass: the same constraints (by their
        // text) and the same broken one are explained once, with how often they were logged.
        var repeats: [[String]: Int] = [:]
        var logs: [UIKitLog] = []
        for log in all {
            let key = log.entries.map(\.text) + [log.broken.map { String($0) } ?? "-"]
            if let count = repeats[key] {
                repeats[key] = count + 1
            } else {
                repeats[key] = 0
                logs.append(log)
            }
        }
        // Each log costs a layout and a search for ways out, growing with the square of its
        // length: a file of thousands would take minutes, so distinct logs are explained in
        // order while their cost (constraints², at least the first log) fits `explainBudget`,
        // and the rest are said.
        var cost = 0, kept = 0
        for log in logs {
            let next = log.entries.count * log.entries.count + perLogCost
            guard kept == 0 || cost + next <= explainBudget else { break }
            cost += next
            kept += 1
        }
        let unexplained = logs.count - kept
        logs = Array(logs.prefix(kept))
        let measurer = try TextMeasurer()
        var parts: [Part] = []
        for (number, found) in logs.enumerated() {
            var log = found
            let key = log.entries.map(\.text) + [log.broken.map { String($0) } ?? "-"]
            if let count = repeats[key], count > 0 {
                log.warnings.append("the same conflict is logged \(count) more time\(count == 1 ? "" : "s") in this file; it is explained once")
            }
            if unexplained > 0, number == logs.count - 1 {
                log.warnings.append("\(unexplained) more distinct conflict log\(unexplained == 1 ? " is" : "s are") in this file and not explained: a file's logs are explained up to a bound on their size (about six logs of 150 constraints, or 600 of 10); split the file to explain the rest")
            }
            do throws(LayoutError) {
                var rebuilt = LoggedLayout(log)
                var rows = try rebuilt.explainer(measurer: measurer, inspecting: inspecting).explain()
                var differing: String?
                // UIKit reported a conflict: if the rebuilt system has none, an assumption made in
                // place of what the log leaves out must differ.
                if rows.allSatisfy({ $0.conflicts.isEmpty }) {
                    let found = try differingAssumption(log, rebuilt, measurer: measurer)
                    differing = found.sentence
                    if let variant = found.variant {
                        rebuilt = variant
                        rows = try variant.explainer(measurer: measurer, inspecting: inspecting).explain()
                    }
                }
                var part = Part(rows: rows, log: (log, rebuilt), picture: rebuilt.picture)
                part.differingAssumption = differing
                parts.append(part)
            } catch {
                if error.kind == .internal { throw error }
                throw Diagnostic.file(file, "\(error)")
            }
        }
        var report = ExplainReport(file: file, parts: parts, isLog: true, measurer: measurer)
        report.notices = notices
        return report
    }

    /// What one file's logs may cost to explain, a log costing its constraint count squared:
    /// about 6 logs of 157 constraints (0.4 s each) or 1,500 of 10.
    public static let explainBudget = 150_000
    /// What every log costs besides its constraints², in the same units: measured, a log of 4
    /// constraints takes about as long as 150 units of a long one (a text measurer's layout,
    /// the rebuilt views, the report), so 9,000 short logs once took 16 s within the budget
    /// (issue 49); now about 900 fit.
    public static let perLogCost = 150

    /// Which assumption would have to differ for `log` to conflict as UIKit reported, when
    /// `rebuilt` (with the assumptions) does not: the layout margins Autocell took as UIKit's
    /// default 8 pt, or the cell width it took as 375 pt, searched (margins 0–400 pt, widths
    /// 0–1,366 pt) for the value where the conflict starts; the variant laid out with it.
    static func differingAssumption(
        _ log: UIKitLog, _ rebuilt: LoggedLayout, measurer: TextMeasurer
    ) throws(LayoutError) -> (sentence: String, variant: LoggedLayout?) {
        // Only a conflict that takes in a constraint of the log's counts: margins past half the
        // cell conflict with the cell's width by themselves, which says nothing of the log.
        func conflicts(margin: Double = LoggedLayout.defaultMargin, width: Double = 375) throws(LayoutError) -> Bool {
            try LoggedLayout(log, margin: margin, width: width).explainer(measurer: measurer).hasConflicts { conflict in
                conflict.members.contains { $0.origin == .template && $0.constraint?.source.map { $0.line > 0 } == true }
            }
        }
        /// The value between `fine` (no conflict) and `failing` (a conflict) where the conflict
        /// starts, to half a point, on the failing side.
        func threshold(fine: Double, failing: Double, _ test: (Double) throws(LayoutError) -> Bool) throws(LayoutError) -> Double {
            var fine = fine, failing = failing
            for _ in 0..<16 where abs(failing - fine) > 0.25 {
                let middle = (fine + failing) / 2
                if try test(middle) { failing = middle } else { fine = middle }
            }
            let rounded = failing > fine ? (failing * 2).rounded(.up) / 2 : (failing * 2).rounded(.down) / 2
            return try test(rounded) ? rounded : failing
        }
        let said = "UIKit reported a conflict, but with Autocell's assumptions for what the log leaves out the constraints hold"
        // No slack: the constraints hold exactly as printed, and a size a hundredth of a point
        // off (below what the log prints: UIKit rounds a row to the screen's pixels, 345 on a
        // 3x screen may be 345.333) breaks them.
        func conflicting(_ variant: LoggedLayout) throws(LayoutError) -> Bool {
            try variant.explainer(measurer: measurer).hasConflicts()
        }
        if let held = rebuilt.heldHeight {
            for step in [0.01, -0.01] {
                var variant = rebuilt
                variant.heldHeight = held + step
                if try conflicting(variant) {
                    return ("the constraints hold exactly as printed, with no slack: the height they are held at (\(numberText(held)) pt) is what their chain adds up to, so any difference below the log's printed precision breaks them (UIKit rounds a row to the screen's pixels, and prints 6 digits). A height \(step > 0 ? "a little more" : "a little less") than printed conflicts, so UIKit's was; explained at \(numberText(held + step)) pt. Give the chain slack: one of its constraints at 999, or a bound (<=, >=) instead of an equality",
                            variant)
                }
            }
        }
        if !rebuilt.assumesWidth {
            let width = rebuilt.content.settings.width
            for step in [0.01, -0.01] where width + step >= 0 {
                var variant = rebuilt
                variant.content = variant.content.resolved(for: TraitCollection(width: width + step))
                if try conflicting(variant) {
                    return ("the constraints hold exactly as printed, with no slack: the width they are held at (\(numberText(width)) pt) is what their chain adds up to, so any difference below the log's printed precision breaks them. A width \(step > 0 ? "a little more" : "a little less") than printed conflicts, so UIKit's was; explained at \(numberText(width + step)) pt. Give the chain slack: one of its constraints at 999, or a bound instead of an equality",
                            variant)
                }
            }
        }
        /// The first value of `ladder` (stepping away from `start`) at which `test` holds, and
        /// the one before it, where it did not.
        func firstFailing(from start: Double, _ ladder: [Double], _ test: (Double) throws(LayoutError) -> Bool) throws(LayoutError) -> (fine: Double, failing: Double)? {
            var fine = start
            for value in ladder {
                if try test(value) { return (fine, value) }
                fine = value
            }
            return nil
        }
        if rebuilt.assumesMargins {
            let defaultMargin = LoggedLayout.defaultMargin
            for ladder in [[12.0, 16, 20, 24, 32, 40, 48, 64, 80, 100, 128, 160, 200, 256, 320, 400], [4.0, 0]] {
                guard let (fine, bound) = try firstFailing(from: defaultMargin, ladder, { (value) throws(LayoutError) in try conflicts(margin: value) }) else { continue }
                let margin = try threshold(fine: fine, failing: bound) { (value) throws(LayoutError) in try conflicts(margin: value) }
                let side = bound > defaultMargin ? "at least" : "at most"
                return ("\(said): they conflict when the layout margins are \(side) \(numberText(margin)) pt on each side (Autocell took UIKit's default, \(numberText(defaultMargin)) pt; a cell's real margins follow the table's, the safe area and the readable width), so the margins UIKit used were \(side) that. Explained with \(numberText(margin)) pt.",
                        LoggedLayout(log, margin: margin))
            }
        }
        if rebuilt.assumesWidth {
            for ladder in [[360.0, 320, 280, 240, 200, 160, 120, 80, 40, 0], [390.0, 414, 430, 600, 768, 1024, 1366]] {
                guard let (fine, bound) = try firstFailing(from: 375, ladder, { (value) throws(LayoutError) in try conflicts(width: value) }) else { continue }
                let width = try threshold(fine: fine, failing: bound) { (value) throws(LayoutError) in try conflicts(width: value) }
                let side = bound < 375 ? "at most" : "at least"
                return ("\(said): they conflict when the cell is \(side) \(numberText(width)) pt wide (Autocell took 375 pt, an iPhone's; the log does not give the width), so the cell UIKit laid out was \(side) that wide. Explained at \(numberText(width)) pt.",
                        LoggedLayout(log, width: width))
            }
        }
        // Views no cell holds, hanging from a view whose width the log does not give (the
        // screen's, or a container's cut from the paste): the width at which they conflict, on
        // the ladder of screens (an iPhone SE's 320 pt breaks what fits 375).
        if let container = rebuilt.freeContainer {
            func conflictsHeld(_ value: Double) throws(LayoutError) -> Bool {
                try LoggedLayout(log, containerWidth: value).explainer(measurer: measurer).hasConflicts { conflict in
                    conflict.members.contains { $0.origin == .template && $0.constraint?.source.map { $0.line > 0 } == true }
                }
            }
            if try !conflictsHeld(375) {
                for ladder in [[360.0, 320, 280, 240, 200, 160, 120, 80, 40, 0], [390.0, 414, 430, 600, 768, 1024, 1366]] {
                    guard let (fine, bound) = try firstFailing(from: 375, ladder, conflictsHeld) else { continue }
                    let width = try threshold(fine: fine, failing: bound, conflictsHeld)
                    let side = bound < 375 ? "at most" : "at least"
                    return ("\(said): the log does not give \(container)'s width (a screen's or a container's, cut from the paste or never in it), and they conflict when \(container) is \(side) \(numberText(width)) pt wide\(bound < 375 ? " (a narrow screen: an iPhone SE is 320 pt)" : ""), so the one UIKit laid out was \(side) that wide. Explained at \(numberText(width)) pt.",
                            LoggedLayout(log, containerWidth: width))
                }
            }
        }
        let assumed = rebuilt.assumesMargins || rebuilt.assumesWidth
        // Whatever the paste lacks, a log of Apple's views only is UIKit's own noise.
        let applesOwn = rebuilt.explainer(measurer: measurer).isApplesOwn
            ? "; every constraint the paste holds is UIKit's own, among its private views: nothing the app wrote takes part, so whatever conflicted, there is nothing of the app's to change (UIKit's noise, unless something on screen is wrong)"
            : ""
        return ("\(said)\(assumed ? ", and no other margins (0–400 pt) or cell width (0–1,366 pt) makes them conflict" : " (it assumes nothing the conflict depends on)"): what UIKit saw is not all in the paste — a constraint cut from it, a view's intrinsic size, or a frame set by hand\(applesOwn)", nil)
    }

    /// The picture of the first part (one picture per file) as PNG bytes; nil when there is
    /// no part.
    public func png() throws(RenderError) -> [UInt8]? {
        guard let first = parts.first else { return nil }
        return try first.picture.png(first.rows, measurer: measurer)
    }

    /// The picture written to `output` (`explain -o`): a picture too large to draw is bad input
    /// naming the file it comes from (and, for a fixture, how to choose one row); with no
    /// conflict to draw (a trace or a warning alone) nothing is written and the warning is
    /// returned.
    public func writePicture(to output: String) throws -> String? {
        let picture: [UInt8]?
        do {
            picture = try png()
        } catch .tooLarge(let reason) {
            throw Diagnostic.file(file, "cannot draw \(output): \(reason)\(isLog ? "" : "; choose one row with --row or --key")")
        }
        guard let picture else { return "\(file) holds no conflict log to draw; \(output) is not written" }
        try AtomicFile.write(picture, to: output)
        return nil
    }

    // MARK: JSON

    /// `{"rows": [...]}` for a fixture or one log (a log adding its views, what UIKit broke,
    /// the assumptions and warnings); `{"logs": [...]}` for several logs.
    public var json: JSONValue {
        get throws {
            guard isLog else { return try Self.json(parts.first?.rows ?? [], maximumFixes: maximumFixes) }
            let values = try parts.map { part in
                try Self.json(log: part.log?.rebuilt, rows: part.rows, maximumFixes: maximumFixes, differing: part.differingAssumption)
            }
            // One log keeps the shape it always had; several are listed in order; what is no
            // conflict log follows as "notices" (with no log, beside empty rows).
            var value: JSONValue = values.count == 1 ? values[0] : values.isEmpty ? .object([("rows", .array([]))]) : .object([("logs", .array(values))])
            if !notices.isEmpty, case .object(var members) = value {
                members.append(("notices", .array(notices.map(\.json))))
                value = .object(members)
            }
            return value
        }
    }

    /// One log's explanation as JSON: the rows' shape, then the rebuilt views, what UIKit
    /// broke, the assumptions and the warnings.
    static func json(log rebuilt: LoggedLayout?, rows: [RowExplanation], maximumFixes: Int?, differing: String? = nil) throws -> JSONValue {
        var value = try json(rows, maximumFixes: maximumFixes)
        if let rebuilt, case .object(var members) = value {
            members.append(("views", .object(rebuilt.names.sorted { $0.value < $1.value }.map { ($0.value, .string($0.key)) })))
            members.append(("uikitBroke", rebuilt.uikitBroken.map { .string("\($0)") } ?? .null))
            members.append(("assumptions", .array(rebuilt.assumptions.map { .string($0) })))
            members.append(("warnings", .array(rebuilt.warnings.map { .string($0) })))
            members.append(("differingAssumption", differing.map { .string($0) } ?? .null))
            value = .object(members)
        }
        return value
    }

    /// The rows with problems in `explain --json`'s shape (conflicts as `ConflictReport`, with
    /// at most `maximumFixes` fixes and `moreFixes` the number left out, and `note` when there
    /// is nothing of the app's to fix).
    public static func json(_ rows: [RowExplanation], maximumFixes: Int? = nil) throws -> JSONValue {
        .object([("rows", .array(try rows.filter(\.hasProblems).map { row in
            .object([
                ("row", .number(Double(row.row))),
                ("section", .number(Double(row.indexPath.section))),
                ("key", row.key.map { .string($0) } ?? .null),
                ("template", .string(row.template)),
                ("conflicts", .array(try row.conflicts.map { conflict in
                    let report = try JSONValue(ConflictReport(conflict))
                    guard case .object(var members) = report else { return report }
                    let left = maximumFixes.map { max(0, conflict.fixes.count - $0) } ?? 0
                    if left > 0, let maximumFixes, let index = members.firstIndex(where: { $0.0 == "fixes" }) {
                        members[index].1 = .array(conflict.fixes.prefix(maximumFixes).map { .string($0) })
                        members.insert(("moreFixes", .number(Double(left))), at: index + 1)
                    }
                    if let note = conflict.note { members.append(("note", .string(note))) }
                    if let arithmetic = conflict.arithmetic {
                        func terms(_ list: [ConflictArithmetic.Term]) -> JSONValue {
                            .array(list.map { .object([("value", .number($0.value)), ("constraint", .string($0.member))]) })
                        }
                        members.append(("arithmetic", .object([
                            ("sentence", .string(arithmetic.sentence)), ("needed", terms(arithmetic.needed)),
                            ("available", terms(arithmetic.available)), ("atLeastZero", .array(arithmetic.atLeastZero.map { .string($0) })),
                        ])))
                    }
                    return .object(members)
                })),
                ("ambiguous", .array(row.ambiguous.map { item in
                    .object([("view", .string(item.view)), ("axis", .string(item.axis.rawValue)), ("reason", .string(item.explanation))])
                })),
                ("warnings", .array(row.warnings.map { .string($0) })),
            ])
        }))])
    }

    // MARK: Text

    /// The text form; `picture` is the file the picture was written to, if any.
    public func text(picture: String?) -> String {
        guard isLog else { return Self.text(parts.first?.rows ?? [], file: file, picture: picture, maximumFixes: maximumFixes) }
        var sections: [String] = []
        for (number, part) in parts.enumerated() {
            guard let (log, rebuilt) = part.log else { continue }
            var lines: [String] = []
            if parts.count > 1 { lines.append("== log \(number + 1) of \(parts.count)") }
            lines.append("\(file): \(log.entries.count) constraints, \(rebuilt.names.count + 1) views: " +
                (["contentView"] + rebuilt.names.values.sorted()).map { "\($0) (\(rebuilt.classes[$0] ?? "UIView"))" }.joined(separator: ", "))
            lines += rebuilt.warnings.map { "Warning: \($0)" }
            lines += rebuilt.assumptions.map { "Assumed: \($0)" }
            if let differing = part.differingAssumption { lines.append("Not as UIKit found: \(differing)") }
            if let uikit = rebuilt.uikitBroken.map({ "\($0)" }) {
                lines.append("UIKit broke: \(uikit)")
                let ours = part.rows.flatMap(\.conflicts)
                if !ours.isEmpty && !ours.contains(where: { $0.broken == uikit }) {
                    lines.append(ours.contains { $0.constraints.map(\.text).contains(uikit) }
                        ? "  (Autocell breaks another member of the same set; UIKit's choice follows no documented rule.)"
                        : "  (That constraint is not needed for the conflict Autocell finds: UIKit's list is a superset of the culprits.)")
                }
            }
            lines.append(Self.text(part.rows, file: file, picture: number == 0 ? picture : nil, maximumFixes: maximumFixes, holder: rebuilt.container))
            sections.append(lines.joined(separator: "\n"))
        }
        let traces = notices.compactMap { if case .trace(let trace) = $0 { trace } else { nil } }
        for notice in notices {
            switch notice {
            case .trace(let trace):
                let number = (traces.firstIndex(of: trace) ?? 0) + 1
                sections.append(trace.text(file: file, number: number, of: traces.count))
            case .flowLayout(let warning):
                sections.append(warning.text(file: file))
            case .zeroHeight(let warning):
                sections.append(warning.text(file: file))
            }
        }
        return sections.joined(separator: "\n\n")
    }

    /// Where a member with no source line comes from.
    static func unwritten(_ origin: ConflictMember.Origin, holder: Explainer.Container) -> String {
        switch origin {
        case .encapsulatedHeight, .encapsulatedWidth:
            switch holder {
            case .tableCell, .tableHeaderFooter: "added by the table"
            case .collectionCell: "added by the collection view"
            case .none: "added by UIKit for the view's container"
            }
        case .implicit: "implicit: no size is negative"
        case .layoutGuide: "added by UIKit for the guide"
        case .stackView: "generated by the stack view"
        case .template, .other: "assumed: not in the log"
        }
    }

    static func text(_ rows: [RowExplanation], file: String, picture: String?, maximumFixes: Int?, holder: Explainer.Container = .tableCell) -> String {
        var lines: [String] = []
        for row in rows where row.hasProblems {
            lines.append("== row \(row.row) \(row.indexPath) \(row.template)\(row.key.map { " '\($0)'" } ?? "")")
            for conflict in row.conflicts {
                lines.append(conflict.log)
                lines.append("")
                lines.append("What the log does not say:")
                if conflict.conflict.isIrreducible {
                    lines.append("  These \(conflict.constraints.count) constraints cannot all hold, and each is needed for that (remove any one and the rest hold):")
                } else {
                    lines.append("  These \(conflict.constraints.count) constraints cannot all hold; the search for the fewest of them stopped at its bound (\(Solver.conflictSearchBudget) constraints tried), so some of them may not be needed:")
                }
                for member in conflict.constraints {
                    let priority = member.priority >= 1000 ? "required" : "priority \(numberText(Double(member.priority)))"
                    lines.append("  - \(member.text)   [\(member.source ?? Self.unwritten(member.origin, holder: holder)), \(priority)]")
                    lines.append("      \(member.sentence)")
                }
                if let arithmetic = conflict.arithmetic { lines.append("  Added up: \(arithmetic.sentence).") }
                lines.append("  Broken: \(conflict.broken)")
                lines.append("    because \(conflict.rule).")
                if let note = conflict.note, conflict.fixes.isEmpty {
                    lines.append("  Nothing to fix: \(note).")
                } else if conflict.fixes.isEmpty {
                    lines.append("  No single change found that removes the conflict.")
                } else {
                    let shown = maximumFixes.map { Array(conflict.fixes.prefix($0)) } ?? conflict.fixes
                    lines.append("  Ways out, most likely meant first (each checked by laying the row out again):")
                    lines += shown.map { "  - \($0)" }
                    let left = conflict.fixes.count - shown.count
                    if left > 0 { lines.append("  (\(left) more: --all-fixes)") }
                }
                if conflict.untriedFixes > 0 {
                    lines.append("  (\(conflict.untriedFixes) more changes were not checked: the search for ways out stops at its bound on a template this large)")
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
        if rows.allSatisfy({ !$0.hasProblems }) { lines.insert("\(file): no conflicts and no ambiguity.", at: 0) }
        if rows.count == 1 && !rows[0].hasProblems { lines.removeAll { $0.hasPrefix("Rows without problems") } }
        if let picture { lines.append("Picture: \(picture)") }
        return lines.joined(separator: "\n")
    }
}
