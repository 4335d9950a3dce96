import ArgumentParser
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

    @OptionGroup var document: DocumentOptions
    @Option(name: .shortAndLong, help: ArgumentHelp("The page to write.", valueName: "page.html"))
    var output: String
    @OptionGroup var traits: TraitOptions
    @OptionGroup var matrix: TraitMatrixOptions
    @OptionGroup var paint: PaintOptions
    @Flag(help: "Write the page again whenever the fixture, a file it names, or the log changes (until interrupted).")
    var watch = false

    func validate() throws {
        try checkExtension(output, allowed: ["html"])
        if document.log != nil && (traits.width != nil || paint.rows != nil || paint.scale != nil || !matrix.combinations.isEmpty) {
            throw ValidationError("--width, --widths, the trait lists, --rows and --scale are for fixtures; a log is one system")
        }
    }

    func run() throws {
        let watched = try write()
        guard watch else { return }
        CommandOutput.fail("autocell: inspect: watching \(watched.count) file\(watched.count == 1 ? "" : "s"); interrupt to stop")
        try FileWatcher.watch(watched) { () throws -> [String] in
            do {
                return try write()
            } catch {
                // Said; the next change may fix it.
                let status = (error as? ExitCode) ?? CommandOutput.failure(error)
                CommandOutput.fail("autocell: inspect: the page was not written (exit \(status.rawValue)); waiting for the next change")
                return watched
            }
        }
    }

    /// Builds and writes the page; returns the files it was made from (what --watch watches).
    @discardableResult
    func write() throws -> [String] {
        let page: InspectorPage
        let inputs: [String]
        var loaded: Fixture?
        if let log = document.log {
            let text = try CommandOutput.readText(log, what: "the log")
            try CommandOutput.checkWritable(output, inputs: [log])
            page = try InspectorPage.log(text, file: log)
            if let warning = page.notShownWarning(file: log) { CommandOutput.fail("autocell: warning: " + warning) }
            inputs = [log]
        } else if let fixture = document.fixture {
            let fixed = try CommandOutput.loadFixture(fixture, traits: traits.collection(scale: paint.scale))
            try fixed.requireTable(for: "inspect")
            inputs = [fixture] + fixed.namedFiles
            try CommandOutput.checkWritable(output, inputs: inputs)
            let selected = try paint.rows.map { try fixed.content.flatIndexes(in: $0.range, text: $0.text, file: fixture) }
            loaded = fixed
            page = try located(in: loaded) { try InspectorPage.fixture(fixed.content, file: fixture, traits: matrix.combinations, rows: selected) }
        } else {
            return []
        }
        let html = try located(in: loaded) { try page.html() }
        try AtomicFile.write(Array(html.utf8), to: output)
        CommandOutput.print(page.summary(path: output, bytes: html.utf8.count))
        return inputs
    }

    /// A row too tall to draw is said at the line that declares it, as `render` says it.
    func located<T>(in loaded: Fixture?, _ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as RenderError {
            guard let loaded else { throw error }
            throw CommandOutput.failure(error, message: error.located(file: loaded.file, source: loaded.source))
        }
    }
}
