import AutocellSource
import ArgumentParser
import AutocellFixtures
import AutocellLayout
import AutocellRender
import AutocellSolver
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

    @Option(help: "The estimated row height in points (tableView.estimatedRowHeight).")
    var estimated: Double

    @Option(help: "The screen's height in points.")
    var viewport: Double = 667

    @Option(help: "Points scrolled between two samples.")
    var step: Double = 100

    @OptionGroup var table: TableWidthOption
    @OptionGroup var traits: TraitOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Also plot content height and indicator position against the offset to this PNG.", valueName: "report.png"))
    var output: String?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        try OutputExtension.check(output, allowed: ["png"])
        guard estimated.isFinite, estimated > 0, estimated <= 100_000 else { throw ValidationError("--estimated must be a height in points above 0 and at most 100000") }
        guard viewport.isFinite, viewport > 0, viewport <= 100_000 else { throw ValidationError("--viewport must be a height in points above 0 and at most 100000") }
        guard step.isFinite, step >= 1, step <= 10_000_000 else { throw ValidationError("--step must be between 1 and 10000000 points") }
    }

    func run() throws {
        let loaded = try CommandOutput.loadFixture(fixture, traits: traits.collection(width: table.width))
        do { try loaded.requireTable(for: "scroll") } catch { throw CommandOutput.badInput(error) }
        try CommandOutput.checkWritable(output, inputs: [fixture] + loaded.namedFiles)
        // Rows are estimated; section headers and footers are asked for up front, as UIKit does
        // without an estimatedSectionHeaderHeight.
        let items: [TableLayout.Row]
        do {
            items = try TableLayout.make(loaded.content, width: table.width, measurer: try TextMeasurer(library: loaded.table.fonts), reportAmbiguity: false).displayOrder
        } catch {
            throw CommandOutput.failure(error)
        }
        let heights = items.map(\.height), exact = items.map { $0.kind != .cell }
        let rowCount = exact.filter { !$0 }.count
        // One sample per step over the content (and over the estimate's): bounded, so a feed
        // millions of points tall asks for a larger step instead of running for hours.
        let content = max(heights.reduce(0, +), Double(rowCount) * estimated)
        let samples = content / step
        guard samples.isFinite, samples <= 200_000 else {
            throw CommandOutput.badInput("autocell: \(fixture): the feed is \(numberText(content)) pt tall: at --step \(numberText(step)) that is \(numberText(samples.rounded(.up))) samples, more than 200000; use --step \(numberText((content / 200_000).rounded(.up))) or more")
        }
        let report = ScrollSimulation.run(heights: heights, exact: exact, estimate: estimated, viewport: viewport, step: step)
        let best = ScrollSimulation.bestEstimate(heights: heights, exact: exact, viewport: viewport, step: step)
        if let output {
            let chart = LineChart(
                title: "Scrolling with estimatedRowHeight = \(numberText(estimated)) pt (\(rowCount) rows)",
                xTitle: "scroll offset (pt)", leftTitle: "content height (pt)", rightTitle: "indicator top (pt)",
                series: [
                    .init(name: "content height", color: Color(red: 0, green: 0.48, blue: 1), points: report.samples.map { ($0.offset, $0.contentHeight) }),
                    .init(name: "indicator top", color: Color(red: 1, green: 0.42, blue: 0), points: report.samples.map { ($0.offset, $0.indicatorTop) }, usesRightAxis: true),
                ])
            do {
                try AtomicFile.write(try chart.png(), to: output)
            } catch {
                throw CommandOutput.failure(error)
            }
        }
        let facts: [(String, JSONValue)] = [
            ("rows", .number(Double(rowCount))), ("estimate", .number(estimated)), ("viewport", .number(viewport)), ("step", .number(step)),
            ("initialContentHeight", .number(report.initialContentHeight)), ("finalContentHeight", .number(report.finalContentHeight)),
            ("totalDrift", .number(report.totalDrift)), ("largestJump", .number(report.largestJump)), ("largestJumpAt", .number(report.largestJumpOffset)),
            ("largestIndicatorStep", .number(report.largestIndicatorStep)), ("indicatorReversals", .number(Double(report.indicatorReversals))),
            ("suggestedEstimate", best.map { .number($0.estimate) } ?? .null), ("suggestedLargestJump", best.map { .number($0.largestJump) } ?? .null),
        ]
        if json {
            CommandOutput.print(JSONValue.object(facts).rendered())
            return
        }
        var lines = [
            "\(fixture): \(rowCount) rows, estimated \(numberText(estimated)) pt, viewport \(numberText(viewport)) pt, step \(numberText(step)) pt",
            "  content height \(numberText(report.initialContentHeight)) pt after the first screen, \(numberText(report.finalContentHeight)) pt at the bottom (drift \(numberText(report.totalDrift)))",
            "  largest jump \(numberText(report.largestJump)) pt at offset \(numberText(report.largestJumpOffset)); indicator: largest step \(numberText((report.largestIndicatorStep * 100).rounded() / 100)) pt, \(report.indicatorReversals) moves backwards",
        ]
        if let best {
            lines.append("  suggested estimate: \(numberText((best.estimate * 100).rounded() / 100)) pt (largest jump \(numberText(best.largestJump)) pt, drift \(numberText(best.totalDrift)))")
        }
        if let output { lines.append("  plot: \(output)") }
        CommandOutput.print(lines.joined(separator: "\n"))
    }
}
