import AutocellSource
import ArgumentParser
import AutocellExplain
import AutocellFixtures
import AutocellText
import Foundation

/// `autocell layout FIXTURE`: lay out a feed fixture and print every row's frames.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a feed fixture the way Auto Layout lays out self-sizing table cells.",
        discussion: """
            A fixture (YAML or JSON) describes the table, its cell templates (views and constraints) and its rows; see Fixtures/ for examples. Each row's cell is fitted at the table's width (minus the accessory), with texts measured by Pango, and rows are stacked top to bottom.

            With --json the output is {"width", "scale", "contentHeight", "rows": [{"section", "row", "template", "key", "y", "height", "views": {NAME: {"x", "y", "width", "height", "lines", "truncated", "missingGlyphs", "contentSize", "hidden"}}, "conflicts": [{"constraints": [TEXT...], "broken": TEXT, "members": [{"text", "source", "priority", "origin", "sentence"}], "rule", "fixes": [TEXT...]}], "ambiguous": [{"view", "axis", "reason"}], "warnings": [TEXT...]}], "sectionViews": [{"section", "kind": "header"|"footer", "template", "y", "height", "views", "conflicts", "ambiguous"}]}, frames in the row's contentView coordinates. Section titles use built-in templates named @STYLE-KIND-title; a grouped table's spacing where a section has no header or footer shows as @grouped-KIND-gap.

            \(ExitStatus.help(done: "when laid out (conflicts are reported, not fatal)"))
            """
    )

    @Argument(help: "The fixture file.")
    var fixture: String
    @OptionGroup var traits: TraitOptions
    @Flag(help: "Print JSON.")
    var json = false
    @Option(help: ArgumentHelp(
        "Apply the table mutations in this YAML file step by step and print, after each, every row's height and whether the height cache served it.",
        discussion: "Steps: insertRows {at: [S, R], rows: [...]}, deleteRows [[S, R], ...], reloadRows, moveRow {from, to}, insertSections [{at: S, rows}], deleteSections, moveSection {from, to}, reloadData, setWidth W, updateData {at, data}, and batch {...} grouping row and section changes with UITableView's rules (deletes use old index paths, inserts new ones).",
        valueName: "OPS.yaml"))
    var ops: String?
    @Flag(help: "Log template cells created, cache hits and computed heights on standard error (with --ops).")
    var log = false
    @Flag(help: "With --ops: compute the initial heights on every core at once (a progress bar shows on a terminal).")
    var precompute = false

    func run() throws {
        let loaded = try CommandOutput.loadFixture(fixture, traits: traits.collection())
        if let ops { return try runOperations(ops, on: loaded) }
        let report = try LayoutReport.make(loaded.content, explainingConflicts: json)
        if json { return try CommandOutput.printJSON { try report.json } }
        CommandOutput.print(report.text(file: fixture))
        CommandOutput.print("system font: \(try loaded.content.settings.fonts.configuration().systemFontDescription)")
    }

    func runOperations(_ path: String, on loaded: Fixture) throws {
        try loaded.requireTable(for: "--ops")
        let operations = try OperationsLoader.load(path: path, for: loaded)
        var run = OperationsRun(fixture: loaded, measurer: try TextMeasurer(library: loaded.table.fonts))
        if log { run.log = { CommandOutput.fail($0) } }
        run.precomputeWorkers = precompute ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 0
        let bar = ProgressBar("heights")
        run.progress = precompute ? bar.update : nil
        let steps: [OperationsRun.Step]
        do {
            defer { bar.finish() }
            steps = try run.run(operations)
        }
        if json { return CommandOutput.print(JSONValue.object([("steps", .array(steps.map(\.json)))]).rendered()) }
        CommandOutput.print(steps.map(\.summary).joined(separator: "\n"))
    }
}
