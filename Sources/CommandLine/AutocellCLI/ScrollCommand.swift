import AutocellSource
import ArgumentParser
import AutocellRender
import AutocellTable
import AutocellText
import Foundation

/// `autocell scroll FIXTURE --estimated 44`: what `estimatedRowHeight` does to the scroll.
struct ScrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Simulate scrolling a feed with estimatedRowHeight and measure how the content size and scroll indicator jump.",
        discussion: """
            With an estimated row height, UITableView counts rows it has not laid out yet at the estimate. Scrolling from top to bottom, each row that comes into view is laid out and its real height replaces the estimate, so the content size changes under the user's finger and the scroll indicator jumps. This command replays that scroll --step points at a time in a --viewport points tall screen and reports the largest jump of the content size, the total drift (final content height less the first screen's), the largest move of the indicator in one step and how often it moved backwards; then the estimate that would have made the largest jump smallest for this feed.

            Examples:
              autocell scroll Fixtures/person-feed.yaml --estimated 44
              autocell scroll feed.yaml --estimated 120 --viewport 812 --step 50 -o scroll.png --json

            \(ExitStatus.help(done: "when simulated"))
            """
    )

    @Argument(help: "The fixture file.")
    var fixture: String
    @Option(help: ArgumentHelp("The estimated row height in points (tableView.estimatedRowHeight), above 0 and at most 100000.", valueName: "estimated"))
    var estimated: Points
    @Option(help: ArgumentHelp("The screen's height in points, above 0 and at most 100000.", valueName: "viewport"))
    var viewport = Points(667)
    @Option(help: "Points scrolled between two samples (1 to 10000000).")
    var step: Double = 100
    @OptionGroup var traits: TraitOptions
    @Option(name: .shortAndLong, help: ArgumentHelp("Also plot content height and indicator position against the offset to this PNG.", valueName: "report.png"))
    var output: String?
    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        try checkExtension(output, allowed: ["png"])
        guard step.isFinite, step >= 1, step <= 10_000_000 else { throw ValidationError("--step must be between 1 and 10000000 points") }
    }

    func run() throws {
        let loaded = try CommandOutput.loadFixture(fixture, traits: traits.collection())
        try loaded.requireTable(for: "scroll")
        try CommandOutput.checkWritable(output, inputs: [fixture] + loaded.namedFiles)
        let layout = try TableLayout.make(loaded.content, measurer: try TextMeasurer(library: loaded.table.fonts), reportAmbiguity: false)
        let study = try ScrollStudy(layout, estimate: estimated.value, viewport: viewport.value, step: step, file: fixture)
        if let output { try AtomicFile.write(try study.chartPNG(), to: output) }
        CommandOutput.print(json ? study.json.rendered() : study.text(file: fixture, chart: output))
    }
}
