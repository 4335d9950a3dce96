import AutocellSource
import ArgumentParser
import AutocellImage
import AutocellLayout
import AutocellText
import AutocellFixtures
import AutocellRender
import AutocellSolver
import Foundation

/// `autocell render FIXTURE -o OUT.png`: lay out a feed fixture and paint it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Paint a feed fixture to PNG (or PDF or SVG) with Cairo.",
        discussion: """
            Each row is laid out as `autocell layout` does, then painted: the cell, each view's background, rounded corners that clip, borders, images in their content mode, labels drawn with the Pango layout that measured them, accessory glyphs, and separators one pixel thick at the table's separatorInset.

            PNGs are drawn at --scale pixels per point. Cairo images stop at 32767 pixels a side, so a taller feed is written as numbered pages, OUT-001.png, OUT-002.png, ..., each ending between rows. Output is written to a temporary file and renamed, so an interrupted run never leaves a damaged image.

            A one-image PNG gets its layout beside it, OUT.layout.json (every row's views: frames, lines, truncation, visibility, texts, and the template's constraints): when the image is kept as a snapshot reference, `diff` and `diff-dir` then say which views changed and why, not only which pixels. --no-layout-record leaves it out.

            Examples:
              autocell render Fixtures/person-feed.yaml -o feed.png
              autocell render feed.yaml -o rows.png --rows 10..19 --debug
              autocell render feed.yaml -o screen.png --viewport 667 --offset 1200
              autocell render feed.yaml -o widths.png --widths 320,375,414
              autocell render feed.yaml -o feed.pdf --format pdf

            \(ExitStatus.help(done: "when rendered"))
            """
    )

    @Argument(help: "The fixture file.")
    var fixture: String

    @Option(name: .shortAndLong, help: "The output file.")
    var output: String

    @OptionGroup var table: TableWidthOption
    @OptionGroup var traits: TraitOptions

    @OptionGroup var matrix: TraitMatrixOptions

    @Option(help: "Pixels per point: 1, 2 or 3 (default: the fixture's table.scale).")
    var scale: Double?

    @OptionGroup var rowRange: RowRangeOption

    @Option(help: ArgumentHelp("Render what a screen this many points tall shows (with --offset).", valueName: "HEIGHT"))
    var viewport: Double?

    @Option(help: ArgumentHelp("Scroll offset in points for --viewport.", valueName: "Y"))
    var offset: Double = 0

    @Option(help: "png, pdf or svg: what the output's extension says (given, it must agree).")
    var format: String?

    @Flag(help: "Outline each view with its name, mark truncated labels and rows with conflicts or ambiguity.")
    var debug = false

    @Flag(help: "Do not write OUT.layout.json beside a one-image PNG (the layout `diff` and `diff-dir` explain changes with).")
    var noLayoutRecord = false

    @Option(help: ArgumentHelp("PNG compression: fast (default: quick, for bulk rendering) or reference (about 30% smaller, many times slower to write: for images kept in git).", valueName: "fast|reference"))
    var pngCompression: String?

    func validate() throws {
        if let scale, ![1.0, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(numberText(scale))") }
        if let format, RenderOptions.Format(rawValue: format.lowercased()) == nil {
            throw ValidationError("unknown format '\(format)': expected png, pdf or svg")
        }
        try OutputExtension.check(output, allowed: RenderOptions.Format.allCases.map(\.rawValue))
        if let format, format.lowercased() != OutputExtension.of(output) {
            throw ValidationError("--format \(format) does not match the output \(output), which the extension makes \(OutputExtension.of(output)); name the output .\(format.lowercased())")
        }
        if let viewport, !(viewport.isFinite && viewport > 0 && viewport <= 100_000) {
            throw ValidationError("--viewport must be a height in points above 0 and at most 100000")
        }
        if !(offset.isFinite && offset >= 0 && offset <= 1e9) { throw ValidationError("--offset must be between 0 and 1000000000 points") }
        if viewport == nil && offset != 0 { throw ValidationError("--offset needs --viewport") }
        _ = try renderOptions()
    }

    /// The options as the renderer takes them, read once from the arguments (by `validate()`
    /// first, so a bad one stops before any work).
    func renderOptions() throws -> RenderOptions {
        var options = RenderOptions()
        options.format = Self.format(of: output)
        options.width = table.width
        options.widths = try matrix.parsedWidths()
        options.columns = try matrix.traitColumns()
        options.scale = scale
        options.rows = try rowRange.parsedRows()
        options.viewportHeight = viewport
        options.offset = offset
        options.debug = debug
        options.pngCompression = try parsedCompression()
        options.workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return options
    }

    func parsedCompression() throws -> PNGEncoder.Compression {
        switch pngCompression?.lowercased() {
        case nil, "fast": return .fast
        case "reference": return .reference
        case let other?: throw ValidationError("unknown --png-compression '\(other)': expected fast or reference")
        }
    }

    func run() throws {
        let loaded = try CommandOutput.loadFixture(fixture, traits: traits.collection(width: table.width, scale: scale))
        // Said at the rows' line (`rows: []` was reported without one).
        if loaded.content.indexedRows.isEmpty, var place = loaded.rowsDeclaration {
            place.message = "the feed has no rows to render"
            throw CommandOutput.badInput(place)
        }
        // Every file the fixture names is an input as much as the fixture: none is written,
        // replaced or removed (the output, its pages, its record: checked by the render).
        let inputs = [fixture] + loaded.namedFiles
        try CommandOutput.checkWritable(output, inputs: inputs)
        var options = try renderOptions()
        options.inputs = inputs
        options.layoutRecord = !noLayoutRecord
        let bar = ProgressBar("rendering")
        let result: RenderResult
        do {
            result = try FeedRenderer.render(loaded.content, to: output, options: options, progress: bar.update)
            bar.finish()
        } catch {
            bar.finish()
            throw CommandOutput.failure(error, message: Self.located(error, fixture: fixture, loaded: loaded))
        }
        // Loaded by the render already: which system font drew.
        let systemFont: String
        do { systemFont = try loaded.content.settings.fonts.configuration().systemFontDescription } catch { throw CommandOutput.failure(error) }
        for file in result.files {
            CommandOutput.print("\(file.path) \(file.width)×\(file.height)\(options.format == .png ? " px" : " pt")")
        }
        if let layoutRecord = result.layoutRecord { CommandOutput.print("\(layoutRecord) layout record") }
        CommandOutput.print("system font: \(systemFont)")
        CommandOutput.sayDrawnSymbols()
        CommandOutput.sayLayoutNotices()
    }

    /// The format an output name says (`validate()` refused any other extension).
    static func format(of path: String) -> RenderOptions.Format {
        RenderOptions.Format(rawValue: OutputExtension.of(path)) ?? .png
    }

    /// Errors about the feed's content name the fixture; errors about files name the file.
    /// A row too large to draw names the line that declares it.
    static func located(_ error: RenderError, fixture: String, loaded: Fixture) -> String {
        switch error {
        case .imageUnreadable, .outputUnwritable: "autocell: \(error)"
        case .itemTooLarge(let kind, let indexPath, let reason):
            loaded.source(of: kind, at: indexPath).map { Diagnostic(at: $0, reason).description } ?? "autocell: \(fixture): \(reason)"
        default: "autocell: \(fixture): \(error)"
        }
    }
}
