import ArgumentParser
import AutocellExplain
import AutocellFixtures
import AutocellInspector
import AutocellRender
import AutocellSource
import Foundation

/// `autocell inspect FIXTURE -o page.html`: the layout as one page to point at.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Write one self-contained HTML page to inspect a feed's layout: every view over its rendered rows, constraints in words, conflicts and ambiguity.",
        discussion: """
            The page needs nothing else (no network, no other file): open it in any browser, or keep it as a CI artifact. It shows the rows as `render` paints them, at the table's width in CSS pixels and its scale; over them every view is an element a pointer finds.

            Point at a view: its name, type, frame (in the contentView, and in its superview), intrinsic content size, hugging and compression resistance priorities, font, lines shown and whether its text is truncated. Click it: its constraints as sentences with their priorities and constants, and how each stands in this row (tight, with room to spare, not met because a higher priority won, broken to recover from a conflict); pointing at one highlights the other view it relates. Conflicts are drawn red, with their arithmetic, the member UIKit breaks and why, and ways out (each checked, as `explain` gives them); ambiguity orange, with two layouts that satisfy the constraints equally well. Toggles show layout margins, layout guides, baselines and hidden views; the search box finds views by name.

            --widths, --appearances, --content-size-categories and --layout-directions (lists, as for `render`) make one variant per combination, switched at the top or shown side by side. With --log, a pasted "Unable to simultaneously satisfy constraints" log is rebuilt into views and constraints as `explain --log` does (one variant per distinct log in the file). --watch writes the page again whenever the fixture (or an image, font or Interface Builder file it names) or the log changes, until interrupted.

            The page is written to a temporary file and renamed: an interrupted run never leaves half a page.

            Examples:
              autocell inspect Fixtures/game-feed-conflict.yaml -o conflicts.html
              autocell inspect feed.yaml -o traits.html --widths 320,414 --appearances light,dark
              autocell inspect --log console.log -o log.html

            \(ExitStatus.help(done: "when the page is written (problems or not)"))
            """
    )

    @Argument(help: "The fixture file (or --log).")
    var fixture: String?

    @Option(help: ArgumentHelp("Inspect a UIKit conflict log pasted into this file instead of a fixture.", valueName: "FILE"))
    var log: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The page to write.", valueName: "page.html"))
    var output: String

    @OptionGroup var table: TableWidthOption
    @OptionGroup var traits: TraitOptions
    @OptionGroup var matrix: TraitMatrixOptions
    @OptionGroup var rowRange: RowRangeOption

    @Option(help: "Pixels per point: 1, 2 or 3 (default: the fixture's table.scale).")
    var scale: Double?

    @Flag(help: "Write the page again whenever the fixture, a file it names, or the log changes (until interrupted).")
    var watch = false

    func validate() throws {
        try OutputExtension.check(output, allowed: ["html"])
        if (fixture == nil) == (log == nil) { throw ValidationError("give a fixture or --log FILE (one of them)") }
        let combinations = try matrix.combinations()
        if log != nil && (table.width != nil || rowRange.rows != nil || scale != nil || !combinations.isEmpty) {
            throw ValidationError("--width, --widths, the trait lists, --rows and --scale are for fixtures; a log is one system")
        }
        if let scale, ![1.0, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(numberText(scale))") }
        _ = try rowRange.parsedRows()
    }

    func run() throws {
        let watched = try write()
        guard watch else { return }
        try Self.watch(watched) { () throws -> [String] in
            do {
                return try write()
            } catch let exit as ExitCode {
                // Said already; the next change may fix it.
                CommandOutput.fail("autocell: inspect: the page was not written (exit \(exit.rawValue)); waiting for the next change")
                return watched
            }
        }
    }

    /// Builds and writes the page; returns the files it was made from (what --watch watches).
    @discardableResult
    func write() throws -> [String] {
        let page: InspectorPage
        let inputs: [String]
        var located: (fixture: String, loaded: Fixture)?
        if let log {
            let text = try CommandOutput.readText(log, what: "the log")
            try CommandOutput.checkWritable(output, inputs: [log])
            do {
                page = try InspectorPage.log(text, file: log)
                if page.notShown > 0 {
                    CommandOutput.fail("autocell: warning: \(log) holds \(page.notShown) text\(page.notShown == 1 ? "" : "s") that \(page.notShown == 1 ? "is" : "are") no conflict log (a layout trace, a flow layout or zero-height warning): not on the page; `autocell explain --log \(log)` explains \(page.notShown == 1 ? "it" : "them")")
                }
            } catch let error as Diagnostic {
                throw CommandOutput.badInput(error)
            } catch {
                throw CommandOutput.failure(error)
            }
            inputs = [log]
        } else {
            guard let fixture else { throw CommandOutput.badInput("autocell: give a fixture or --log FILE") }
            let loaded = try CommandOutput.loadFixture(fixture, traits: traits.collection(width: table.width, scale: scale))
            do { try loaded.requireTable(for: "inspect") } catch { throw CommandOutput.badInput(error) }
            try CommandOutput.checkWritable(output, inputs: [fixture] + loaded.namedFiles)
            let count = loaded.content.indexedRows.count
            var rows: Set<Int>?
            if let range = try rowRange.parsedRows() {
                guard range.lowerBound < count else {
                    throw CommandOutput.badInput("autocell: \(fixture): --rows \(rowRange.rows ?? "") starts past the feed's last row (it has \(count) rows, 0..\(max(0, count - 1)))")
                }
                rows = Set(range.clamped(to: 0...(count - 1)))
            }
            do {
                page = try InspectorPage.fixture(loaded.content, file: fixture, traits: try matrix.combinations(), rows: rows)
            } catch let error as RenderError {
                throw CommandOutput.failure(error, message: RenderCommand.located(error, fixture: fixture, loaded: loaded))
            } catch {
                throw CommandOutput.failure(error)
            }
            inputs = [fixture] + loaded.namedFiles
            located = (fixture, loaded)
        }
        let html: String
        do {
            html = try page.html()
        } catch {
            // A row too tall to draw is said at the line that declares it, as `render` says it.
            guard let (fixture, loaded) = located else { throw CommandOutput.failure(error) }
            throw CommandOutput.failure(error, message: RenderCommand.located(error, fixture: fixture, loaded: loaded))
        }
        do {
            try RenderError.writing { () throws(OutputError) in try AtomicFile.write(Array(html.utf8), to: output) }
        } catch {
            throw CommandOutput.failure(error)
        }
        // Variants of one fixture have the same rows; a log's variants are one row each.
        let rowCount = page.variants.first?.rows.count ?? 0
        let problems = page.variants.reduce(0) { $0 + $1.rows.filter(\.hasProblems).count }
        let variants = page.variants.count == 1 ? "" : " × \(page.variants.count) variants"
        CommandOutput.print("\(output) \(html.utf8.count) bytes: \(rowCount) row\(rowCount == 1 ? "" : "s")\(variants), \(problems) with problems")
        return inputs
    }

    /// Calls `change` whenever one of `files` changes (size, time or presence), looking twice a
    /// second; `change` returns the files to watch next (a fixture may name new ones).
    static func watch(_ files: [String], change: () throws -> [String]) throws -> Never {
        var watched = files
        var last = watched.map(signature)
        CommandOutput.fail("autocell: inspect: watching \(watched.count) file\(watched.count == 1 ? "" : "s"); interrupt to stop")
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let now = watched.map(signature)
            guard now != last else { continue }
            // Editors write in steps: wait until the files stop changing.
            Thread.sleep(forTimeInterval: 0.2)
            watched = try change()
            last = watched.map(signature)
        }
    }

    /// What changes when a file is written, replaced or removed.
    static func signature(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "missing" }
        return "\(status.st_size) \(status.st_mtim.tv_sec) \(status.st_mtim.tv_nsec) \(status.st_ino)"
    }
}
