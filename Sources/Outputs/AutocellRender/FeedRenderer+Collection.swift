import AutocellLayout
import AutocellSource
import AutocellTable
import AutocellText

extension FeedRenderer {
    /// A collection fixture (`collection:`) drawn as one image, PDF page or SVG drawing: laid
    /// out whole (`CollectionLayouter`: an item's place depends on its neighbours, so items are
    /// not streamed as a table's rows are), then painted (`CollectionPainter`); with a viewport,
    /// the screen at the offset. Side-by-side columns and a range of rows are a table's, and
    /// are refused.
    static func collection(_ content: TableContent, width: Double, scale: Double, to output: String, options: RenderOptions) throws(RenderError) -> RenderResult {
        guard options.columns.isEmpty else {
            throw .invalidOptions("a collection fixture is rendered at one width and one set of traits: side-by-side columns (--widths and the trait lists) are drawn for tables only")
        }
        guard options.rows == nil else { throw .invalidOptions("--rows picks a table's rows: a collection fixture is rendered whole") }
        try RenderError.writing { () throws(OutputError) in try AtomicFile.checkWritable(output) }
        // A render killed while putting its pages in place is finished first: its pages are
        // in temporaries the next line would remove.
        try PageSet.recover(output, inputs: options.inputFiles)
        try RenderError.writing { () throws(OutputError) in try AtomicFile.removeAbandonedTemporaries(of: output) }
        let measurer: TextMeasurer
        do throws(TextError) {
            measurer = try TextMeasurer(library: content.settings.fonts)
        } catch {
            throw .text(error)
        }
        let layouter = CollectionLayouter(content, measurer: measurer, reportsAmbiguity: options.debug)
        let layout: TableLayout
        do {
            layout = try layouter.layout()
        } catch {
            throw .layout(error)
        }
        var height = max(layout.contentHeight, 1 / scale)
        var offset = 0.0
        if let viewport = options.viewportHeight {
            guard viewport.isFinite, viewport > 0, options.offset.isFinite, options.offset >= 0 else {
                throw .invalidOptions("the viewport needs a height above 0 and an offset of 0 or more")
            }
            // A scroll view cannot scroll past its content: an offset beyond it shows the last screen.
            offset = min(options.offset, max(0, layout.contentHeight - viewport))
            height = viewport
        }
        if options.format == .png, (height * scale).rounded(.up) > Double(options.maximumPagePixels) {
            throw .invalidOptions("the collection is \(Int((height * scale).rounded(.up))) pixels tall at scale \(numberText(scale)), more than the \(options.maximumPagePixels) pixels a Cairo image can hold; render it with --format pdf or svg, a --viewport, or a smaller --scale")
        }
        let painter = CollectionPainter(layouter, debug: options.debug)
        var result = try withDocument(output, format: options.format, width: width, height: height, scale: scale, options: options,
                                      opaque: painter.background.alpha >= 1) { (canvas) throws(RenderError) in
            try painter.paint(layout, on: canvas.snapping(to: scale), offset: offset, height: height)
        }
        result.rows = layout.rows.count
        return result
    }
}
