import AutocellSource
import ArgumentParser
import AutocellImage
import AutocellRender
import Foundation
import AutocellTable

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
    @OptionGroup var traits: TraitOptions
    @OptionGroup var matrix: TraitMatrixOptions
    @OptionGroup var paint: PaintOptions
    @Option(help: ArgumentHelp("Render what a screen this many points tall shows (with --offset), above 0 and at most 100000.", valueName: "HEIGHT"))
    var viewport: Points?
    @Option(help: ArgumentHelp("Scroll offset in points for --viewport.", valueName: "Y"))
    var offset: Double = 0
    @Option(help: ArgumentHelp("png, pdf or svg: what the output's extension says (given, it must agree).", valueName: "format"))
    var format: RenderOptions.Format?
    @Flag(help: "Outline each view with its name, mark truncated labels and rows with conflicts or ambiguity.")
    var debug = false
    @Flag(help: "Do not write OUT.layout.json beside a one-image PNG (the layout `diff` and `diff-dir` explain changes with).")
    var noLayoutRecord = false
    @Option(help: ArgumentHelp("PNG compression: fast (default: quick, for bulk rendering) or reference (about 30% smaller, many times slower to write: for images kept in git).", valueName: "fast|reference"))
    var pngCompression: PNGEncoder.Compression = .fast

    func validate() throws {
        try checkExtension(output, allowed: RenderOptions.Format.allCases.map(\.rawValue))
        if let format, format.rawValue != outputExtension(output) {
            throw ValidationError("--format \(format.rawValue) does not match the output \(output), which the extension makes \(outputExtension(output)); name the output .\(format.rawValue)")
        }
        if !(offset.isFinite && offset >= 0 && offset <= 1e9) { throw ValidationError("--offset must be between 0 and 1000000000 points") }
        if viewport == nil && offset != 0 { throw ValidationError("--offset needs --viewport") }
    }

    func run() throws {
        // `--widths` alone with one width is that width, not a column beside nothing.
        var traits = self.traits.collection(scale: paint.scale)
        var columns = matrix.combinations
        if columns.count == 1, columns[0] == TraitCollection(width: columns[0].width) {
            traits.width = columns[0].width
            columns = []
        }
        let loaded = try CommandOutput.loadFixture(fixture, traits: traits)
        // Said at the rows' line (`rows: []` was reported without one).
        if loaded.content.indexedRows.isEmpty, var place = loaded.rowsDeclaration {
            place.message = "the feed has no rows to render"
            throw place
        }
        // Every file the fixture names is an input as much as the fixture: none is written,
        // replaced or removed (the output, its pages, its record: checked by the render).
        let inputs = [fixture] + loaded.namedFiles
        try CommandOutput.checkWritable(output, inputs: inputs)
        var options = RenderOptions(rows: paint.rows?.range, viewport: viewport.map { ($0.value, offset) }, debug: debug)
        options.format = RenderOptions.Format(rawValue: outputExtension(output)) ?? .png
        options.columns = columns
        options.pngCompression = pngCompression
        options.workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        options.inputs = inputs
        options.layoutRecord = !noLayoutRecord
        let bar = ProgressBar("rendering")
        defer { bar.finish() }
        let result: RenderResult
        do {
            result = try FeedRenderer.render(loaded.content, to: output, options: options, progress: bar.update)
        } catch {
            throw CommandOutput.failure(error, message: error.located(file: fixture, source: loaded.source))
        }
        bar.finish()
        for file in result.files {
            CommandOutput.print("\(file.path) \(file.width)×\(file.height)\(options.format == .png ? " px" : " pt")")
        }
        if let layoutRecord = result.layoutRecord { CommandOutput.print("\(layoutRecord) layout record") }
        // Loaded by the render already: which system font drew.
        CommandOutput.print("system font: \(try loaded.content.settings.fonts.configuration().systemFontDescription)")
        CommandOutput.sayNotices()
    }
}
