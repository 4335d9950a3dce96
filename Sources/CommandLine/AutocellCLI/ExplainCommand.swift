import AutocellSource
import ArgumentParser
import AutocellExplain
import Foundation

/// `autocell explain FIXTURE`: constraint conflicts and ambiguity, in words and in a picture.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain constraint conflicts and ambiguity: UIKit's log, then what it cannot say, and a picture.",
        discussion: """
            For each row with a conflict: the log UIKit would print ("Unable to simultaneously satisfy constraints"), with view names in place of addresses; then the irreducible conflicting set (every member needed), which member is broken and by which rule, where each constraint was written (FILE:LINE), each as a plain sentence, and ways out, most likely meant first (the first three; --all-fixes for all), each checked by laying the row out again with it applied.

            For each row with ambiguity: the views the constraints leave free, per axis, and what is missing ("name has no horizontal position"); the picture shows two layouts that satisfy the constraints equally well.

            With -o, a PNG: one panel per problem row, the row rendered with every constraint of the conflict drawn between the edges it relates (a colour per view, the broken one red and dashed), ambiguous views hatched. Rows without problems are listed, not drawn.

            With --log FILE instead of a fixture: a pasted "Unable to simultaneously satisfy constraints" log (iOS 10+ lines, older ones, identifiers, `names:` clauses, VFL-style lines, autoresizing-mask constraints, layout guides, Masonry and SnapKit constraints) is read back into views and constraints, solved, and explained the same way; the picture places the views by solving the constraints without the one UIKit broke (positions the log does not pin stay at 0). A layout trace (-[UIView _autolayoutTrace], "View has an ambiguous layout"), UICollectionViewFlowLayout's item-size warning and UIKit's zero-height warning are explained for what they are (in the JSON, "notices", each with its "kind").

            With --json: {"rows": [{"row", "section", "key", "template", "conflicts": [{"constraints": [TEXT...], "broken": TEXT, "members": [{"text", "source", "priority", "origin", "sentence"}], "rule", "fixes": [TEXT...], "moreFixes" (when more than three were found; --all-fixes lists all), "log", "note" (when nothing of the app's takes part), "arithmetic": {"sentence", "needed", "available", "atLeastZero"} (the conflict added up)}], "ambiguous": [{"view", "axis", "reason"}], "warnings": [TEXT...]}]} for the rows with problems (conflicts in the shape `autocell layout --json` uses, plus UIKit's log); with --log also "views" (name: address), "uikitBroke", "assumptions" (what the log does not give and Autocell takes: default margins, a label's font), "differingAssumption" (when Autocell finds no conflict with those assumptions: which one would have to differ, and from which value) and "warnings" (what the paste lacks or repeats); several logs in one file: {"logs": [each in that shape]}.

            Examples:
              autocell explain Fixtures/game-feed-conflict.yaml -o conflicts.png
              autocell explain Fixtures/scroll-cell.yaml --key ambiguous --json
              pbpaste > console.log; autocell explain --log console.log -o conflict.png

            \(ExitStatus.help(done: "when explained (problems or not)"))
            """
    )

    @OptionGroup var document: DocumentOptions
    @Option(help: "Only this row, counted from 0 across sections.")
    var row: UInt?
    @Option(help: "Only the row with this key.")
    var key: String?
    @OptionGroup var traits: TraitOptions
    @Option(name: .shortAndLong, help: ArgumentHelp("Draw the problems to this PNG.", valueName: "conflicts.png"))
    var output: String?
    @Flag(help: "Print JSON.")
    var json = false
    @Flag(help: "List every way out of each conflict (by default the three most likely meant).")
    var allFixes = false

    func validate() throws {
        if row != nil && key != nil { throw ValidationError("give --row or --key, not both") }
        try checkExtension(output, allowed: ["png"])
        if document.log != nil && (row != nil || key != nil || traits.width != nil) { throw ValidationError("--row, --key and --width are for fixtures; a log is one system") }
    }

    func run() throws {
        var report: ExplainReport
        if let log = document.log {
            let text = try CommandOutput.readText(log, what: "the log")
            try CommandOutput.checkWritable(output, inputs: [log])
            report = try ExplainReport.log(text, file: log)
        } else if let fixture = document.fixture {
            let loaded = try CommandOutput.loadFixture(fixture, traits: traits.collection())
            try loaded.requireTable(for: "explain")
            try CommandOutput.checkWritable(output, inputs: [fixture] + loaded.namedFiles)
            let selected = try loaded.content.flatIndex(row: row.map { Int(clamping: $0) }, key: key, file: fixture)
            report = try ExplainReport.fixture(loaded.content, file: fixture, rows: selected.map { [$0] })
        } else {
            return
        }
        if allFixes { report.maximumFixes = nil }
        if let output, let warning = try report.writePicture(to: output) { CommandOutput.fail("autocell: warning: " + warning) }
        if json {
            try CommandOutput.printJSON { try report.json }
        } else {
            CommandOutput.print(report.text(picture: output))
        }
    }
}
