import ArgumentParser
import AutocellFixtures
import AutocellLayout
import AutocellText
import Foundation

/// `autocell layout FIXTURE`: lay out a feed fixture and print every row's frames.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a feed fixture the way Auto Layout lays out self-sizing table cells.",
        discussion: """
            A fixture (YAML or JSON) describes the table, its cell templates (views and constraints) and its rows; see Fixtures/ for examples. Each row's cell is fitted at the table's width (minus the accessory), with texts measured by Pango, and rows are stacked top to bottom.

            With --json the output is {"width", "scale", "contentHeight", "rows": [{"section", "row", "template", "key", "y", "height", "views": {NAME: {"x", "y", "width", "height", "lines", "truncated", "contentSize"}}, "conflicts": [{"constraints": [TEXT...], "broken": TEXT}], "ambiguous": [{"view", "axis"}]}]}, frames in the row's contentView coordinates.

            Exit status: 0 when laid out (conflicts are reported, not fatal), 2 for bad input, with FILE:LINE:COLUMN: message on standard error.
            """
    )

    @Argument(help: "The fixture file.")
    var fixture: String

    @Option(help: "Table width in points (default: the fixture's table.width).")
    var width: Double?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if let width, !(width.isFinite && width > 0 && width <= 100_000) {
            throw ValidationError("--width must be a number of points between 1 and 100000")
        }
    }

    func run() throws {
        let loaded = try CommandOutput.loadFixture(fixture)
        let feed: FeedLayout
        do {
            let measurer = try TextMeasurer()
            feed = try FeedLayout.make(loaded, width: width, measurer: measurer)
        } catch let error as TextError {
            CommandOutput.fail("autocell: \(error)")
            throw ExitCode(1)
        } catch {
            CommandOutput.fail("autocell: \(error)")
            throw ExitCode(1)
        }
        if json {
            CommandOutput.print(feed.json.rendered())
            return
        }
        var lines = ["\(fixture): \(feed.rows.count) rows at width \(JSONValue.format(feed.width)), content height \(JSONValue.format(feed.contentHeight))"]
        for row in feed.rows {
            var line = "  [\(row.section),\(row.row)] \(row.template)\(row.key.map { " \($0)" } ?? "") y=\(JSONValue.format(row.y)) height=\(JSONValue.format(row.height))"
            let truncated = row.cell.views.filter { $0.truncated == true }.map(\.name)
            if !truncated.isEmpty { line += " truncated: \(truncated.joined(separator: ", "))" }
            if !row.cell.conflicts.isEmpty { line += " conflicts: \(row.cell.conflicts.count)" }
            if !row.cell.ambiguous.isEmpty { line += " ambiguous: \(row.cell.ambiguous.map { "\($0.view) (\($0.axis.rawValue))" }.joined(separator: ", "))" }
            lines.append(line)
        }
        CommandOutput.print(lines.joined(separator: "\n"))
    }
}
