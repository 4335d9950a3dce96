import AutocellLayout
import AutocellSource
import AutocellTable
import AutocellText
import Dispatch
import Foundation
import Glibc
import Synchronization
import AutocellDrawing

/// Called as rows are done (from any thread): rows done so far and the total.
public typealias RenderProgress = @Sendable (_ done: Int, _ total: Int) -> Void

/// Lays out and paints a table to PNG pages, a PDF or an SVG.
///
/// PNG output is streamed: rows are laid out and painted in fixed-size chunks spread over
/// worker threads (each with its own Pango and Cairo objects), a page is closed before it
/// would pass Cairo's 32,767-pixel limit, and only one page per worker is in memory. Pages
/// break between rows and depend only on the rows, never on the number of workers. Every
/// file is written under a temporary name and renamed once complete; if anything fails, the
/// temporary files are removed and no output is replaced.
public enum FeedRenderer {
    /// `UITableView`'s background: the fixture's, else the appearance's (`TableChrome`).
    public static func background(of settings: TableSettings) -> Color {
        settings.background ?? TableChrome(settings).tableBackground
    }

    public static func render(_ content: TableContent, to output: String, options: RenderOptions, progress: RenderProgress? = nil) throws(RenderError) -> RenderResult {
        var options = options
        let inputs = AtomicFile.Inputs(options.inputs)
        options.inputFiles = inputs
        options.companion = nil
        // Before any work: the output is no input (its pages and record are checked as they
        // are named).
        try RenderError.writing { () throws(OutputError) in try inputs.checkNotInput(output) }
        var earlierRecord: String?
        if options.layoutRecord {
            (options, earlierRecord) = try prepareLayoutRecord(content, output: output, options: options, inputs: inputs)
        }
        let result: RenderResult
        do {
            result = try renderImages(content, to: output, options: options, progress: progress)
        } catch {
            if let companion = options.companion { AtomicFile.discard(companion.temporary) }
            throw error
        }
        var done = result
        if let companion = options.companion {
            // Renamed with the image when the render gave one PNG; otherwise never used.
            if options.format == .png, result.files.count == 1 {
                done.layoutRecord = companion.path
            } else {
                AtomicFile.discard(companion.temporary)
            }
        }
        if done.layoutRecord == nil, let earlierRecord {
            try RenderError.writing { () throws(OutputError) in
                try AtomicFile.remove(earlierRecord, for: output, what: "the layout record of an earlier one-image render")
            }
        }
        return done
    }

    /// The scale a render uses (the table's), with the table's and every column's width
    /// checked (before the layout record is laid out too).
    static func checkedScale(_ content: TableContent, _ options: RenderOptions) throws(RenderError) -> Double {
        let scale = content.settings.scale
        guard scale.isFinite, scale > 0, scale <= 8 else { throw .invalidOptions("scale must be between 0 and 8, not \(scale)") }
        for width in [content.settings.width] + options.columns.compactMap(\.width) where !(width.isFinite && width > 0 && width <= 100_000) {
            throw .invalidOptions("width must be between 1 and 100000 points, not \(width)")
        }
        return scale
    }

    /// A side-by-side column: the document resolved for its traits, at the image's one scale.
    static func resolved(_ content: TableContent, for trait: TraitCollection, scale: Double) -> TableContent {
        var trait = trait
        trait.scale = scale
        return content.resolved(for: trait)
    }

    /// A side-by-side column's label: its traits' name, or "375 pt" for a width alone.
    static func label(of trait: TraitCollection, width: Double) -> String {
        trait == TraitCollection(width: trait.width) ? "\(numberText(width)) pt" : trait.name
    }

    private static func renderImages(_ content: TableContent, to output: String, options: RenderOptions, progress: RenderProgress?) throws(RenderError) -> RenderResult {
        // The device's scale decides the pixel grid rows snap to and the separator's thickness,
        // as it does in UIKit; image sizes in points stay as the fixture gave them.
        let scale = try checkedScale(content, options)
        let width = content.settings.width
        if content.settings.collection != nil {
            return try collection(content, width: width, scale: scale, to: output, options: options)
        }
        let all = content.indexedRows
        var selected = all[...]
        if let range = options.rows {
            guard range.lowerBound >= 0, range.upperBound < all.count else {
                throw .invalidOptions("rows \(range.lowerBound)..\(range.upperBound) are not in the feed, which has \(all.count) rows (0..\(max(0, all.count - 1)))")
            }
            selected = all[range]
        }
        guard !selected.isEmpty else { throw .invalidOptions("the feed has no rows to render") }
        try RenderError.writing { () throws(OutputError) in try AtomicFile.checkWritable(output) }
        // A render killed while putting its pages in place is finished first: its pages are
        // in temporaries the next line would remove.
        try PageSet.recover(output, inputs: options.inputFiles)
        try RenderError.writing { () throws(OutputError) in try AtomicFile.removeAbandonedTemporaries(of: output) }
        let items = options.rows == nil ? content.items : content.items(rows: selected)

        if !options.columns.isEmpty {
            // One column per trait combination, each the document resolved for it (templates
            // that vary by size class take the variant of its width), labelled with its name.
            let columns = options.columns.map { trait in
                let column = resolved(content, for: trait, scale: scale)
                let label = label(of: trait, width: column.settings.width)
                return Column(label: label, content: column, items: options.rows == nil ? column.items : column.items(rows: column.indexedRows[selected.indices]))
            }
            return try sideBySide(columns, background: content.settings, scale: scale, to: output, options: options, progress: progress)
        }
        if let viewport = options.viewportHeight {
            guard viewport.isFinite, viewport > 0, options.offset.isFinite, options.offset >= 0 else {
                throw .invalidOptions("the viewport needs a height above 0 and an offset of 0 or more")
            }
            return try viewportImage(content, items, width: width, scale: scale, height: viewport, to: output, options: options)
        }
        switch options.format {
        case .png:
            return try pagedPNG(content, items, rowCount: selected.count, width: width, scale: scale, to: output, options: options, progress: progress)
        case .pdf, .svg:
            return try vector(content, items, rowCount: selected.count, width: width, scale: scale, to: output, options: options, progress: progress)
        }
    }

    // MARK: PNG pages

    private struct Page: Sendable {
        var temporary: String
        var width: Int
        var height: Int
    }

    private static func pagedPNG(
        _ content: TableContent, _ items: [TableItem], rowCount: Int, width: Double, scale: Double,
        to output: String, options: RenderOptions, progress: RenderProgress?
    ) throws(RenderError) -> RenderResult {
        let chunkSize = max(1, options.rowsPerChunk)
        let chunkCount = (items.count + chunkSize - 1) / chunkSize
        let pageLimit = Double(options.maximumPagePixels) / scale
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let state = Mutex<(pages: [[Page]], failure: RenderError?)>((Array(repeating: [], count: chunkCount), nil))
        let workers = max(1, min(options.workers, chunkCount))
        let itemList = items

        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            do throws(RenderError) {
                let pixels = PixelStorage()
                let measurer: TextMeasurer
                do throws(TextError) {
                    measurer = try TextMeasurer(library: content.settings.fonts)
                } catch {
                    throw .text(error)
                }
                while true {
                    let chunk = next.add(1, ordering: .relaxed).oldValue
                    guard chunk < chunkCount, state.withLock({ $0.failure == nil }) else { return }
                    // Fresh template cells for every chunk: an ambiguous row's frames may depend
                    // on the rows laid out before it, so each chunk starts from the same state
                    // whichever worker takes it. The measurer (history-free) stays warm.
                    let worker = PageRenderer(content, debug: options.debug, measurer: measurer, pixels: pixels)
                    var pages: [Page] = []
                    var page: ImageSurface?
                    var top = 0.0
                    func closePage() throws(RenderError) {
                        guard let image = page, top > 0 else { return }
                        let rowsOfPixels = Int((top * scale).rounded())
                        let bytes = try RenderError.drawing { () throws(CanvasError) in
                            try image.encode(opaque: worker.isOpaque, rows: rowsOfPixels, compression: options.pngCompression)
                        }
                        let temporary = AtomicFile.temporaryPath(for: output, tag: "\(chunk)-\(pages.count)")
                        // Recorded before writing, so a failed write is cleaned up too.
                        pages.append(Page(temporary: temporary, width: image.pixelWidth, height: rowsOfPixels))
                        state.withLock { $0.pages[chunk] = pages }
                        try RenderError.writing { () throws(OutputError) in try AtomicFile.writeNew(bytes, at: temporary, for: output) }
                        page = nil
                        top = 0
                    }
                    for item in itemList[(chunk * chunkSize)..<min(itemList.count, (chunk + 1) * chunkSize)] {
                        var placed = try worker.layout(item, top: top)
                        if placed.row.height > pageLimit + 1e-9 {
                            throw .tooTall(kind: item.kind, indexPath: item.indexPath, height: placed.row.height, scale: scale, limit: options.maximumPagePixels)
                        }
                        if top + placed.row.height > pageLimit + 1e-9 {
                            try closePage()
                            placed.top = 0
                        }
                        let image: ImageSurface
                        if let open = page {
                            image = open
                        } else {
                            image = try worker.beginPage(height: pageLimit)
                            page = image
                        }
                        try worker.paint(placed, on: image.canvas)
                        top += placed.row.height
                        let finished = done.add(1, ordering: .relaxed).newValue
                        if let progress, finished % 256 == 0 { progress(finished, itemList.count) }
                    }
                    try closePage()
                }
            } catch {
                state.withLock { if $0.failure == nil { $0.failure = error } }
            }
        }

        let (chunks, failure) = state.withLock { ($0.pages, $0.failure) }
        let pages = chunks.flatMap { $0 }
        if let failure {
            for page in pages { AtomicFile.discard(page.temporary) }
            throw failure
        }
        progress?(items.count, items.count)
        let names = pageNames(output, count: pages.count)
        try PageSet.swap(
            pages.map(\.temporary), to: names, output: output, inputs: options.inputFiles,
            companion: pages.count == 1 ? options.companion : nil)
        let files = zip(pages, names).map { page, name in RenderResult.File(path: name, width: page.width, height: page.height) }
        return RenderResult(files: files, rows: rowCount)
    }

    /// `OUT.png` for one page; `OUT-001.png`, `OUT-002.png`, … for several.
    public static func pageNames(_ output: String, count: Int) -> [String] {
        guard count > 1 else { return [output] }
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension
        let stem = ext.isEmpty ? output : String(output.dropLast(ext.count + 1))
        let digits = max(3, String(count).count)
        return (1...count).map { number in
            let text = String(number)
            return stem + "-" + String(repeating: "0", count: digits - text.count) + text + (ext.isEmpty ? "" : "." + ext)
        }
    }

    // MARK: A viewport

    private static func viewportImage(
        _ content: TableContent, _ items: [TableItem], width: Double, scale: Double,
        height: Double, to output: String, options: RenderOptions
    ) throws(RenderError) -> RenderResult {
        let worker = try PageRenderer(content, debug: options.debug)
        // The table fills the screen; its content starts below the safe area's top (a status
        // bar): UIScrollView's adjusted content inset, at rest at content offset −top. `offset`
        // scrolls from that rest. A scroll view cannot scroll past its content (and the bottom
        // inset), so an offset beyond the end is clamped to the last screen: the rows of the
        // last `height` points are kept on the way in case it comes to that.
        let insetTop = content.settings.safeAreaInsets.top, insetBottom = content.settings.safeAreaInsets.bottom
        let requested = options.offset - insetTop
        var recent: [PlacedRow] = []
        // A plain table's section header sticks below the top inset while its section scrolls
        // under it, so headers are kept even once they have scrolled away.
        var headers: [Int: PlacedRow] = [:]
        var sectionEnds: [Int: Double] = [:]
        var y = 0.0
        for item in items {
            guard y < requested + height else { break }
            let placed = try worker.layout(item, top: y)
            y += placed.row.height
            sectionEnds[item.indexPath.section] = y
            if item.kind == .header { headers[item.indexPath.section] = placed }
            recent.append(placed)
            if let first = recent.first, first.top + first.row.height <= min(requested, y - height) {
                recent.removeFirst()
            }
        }
        // The content offset: screen y = content y − offset.
        let offset = y < requested + height ? max(-insetTop, min(requested, y + insetBottom - height)) : requested
        var visible = recent.compactMap { placed -> PlacedRow? in
            guard placed.top + placed.row.height > offset, placed.top < offset + height else { return nil }
            var moved = placed
            moved.top -= offset
            return moved
        }
        if content.settings.style == .plain {
            // The header of the section at the top of the content area, pinned there (pushed up
            // by the section's end), drawn over the rows.
            let pinLine = offset + insetTop
            let topSection = recent.last(where: { $0.top <= pinLine })?.row.section
            if let topSection, let header = headers[topSection], let end = sectionEnds[header.row.section] {
                var pinned = header
                pinned.top = min(max(header.top, pinLine), end - header.row.height) - offset
                visible.removeAll { $0.row.kind == .header && $0.row.section == header.row.section }
                visible.append(pinned)
            }
        }
        let settings = content.settings
        let separator = TableChrome(settings).separator
        let inset = settings.resolvedSeparatorInset(tableWidth: width)
        let lastRowHeight = recent.last(where: { $0.row.kind == .cell })?.row.height
        return try withDocument(output, format: options.format, width: width, height: height, scale: scale, options: options,
                                opaque: worker.isOpaque) { (canvas) throws(RenderError) in
            try worker.paint(visible, on: canvas, area: Rect(x: 0, y: 0, width: width, height: height))
            RowPainter.drawExtraSeparators(
                settings: settings, color: separator, inset: inset, width: width, lastRowHeight: lastRowHeight,
                from: y - offset, to: height, on: canvas)
        }
    }

    // MARK: Widths side by side

    static let columnGap = 16.0
    static let labelBand = 24.0

    /// One column of a side-by-side render: the table under one trait combination.
    private struct Column {
        var label: String
        var content: TableContent
        var items: [TableItem]
    }

    private static func sideBySide(
        _ requested: [Column], background settings: TableSettings, scale: Double,
        to output: String, options: RenderOptions, progress: RenderProgress?
    ) throws(RenderError) -> RenderResult {
        var columns: [(worker: PageRenderer, rows: [PlacedRow], x: Double, label: String)] = []
        var x = 0.0, tallest = 0.0
        for column in requested {
            let width = column.content.settings.width
            let worker = try PageRenderer(column.content, debug: options.debug)
            var placed: [PlacedRow] = []
            var y = labelBand
            for item in column.items {
                let laidOut = try worker.layout(item, top: y)
                y += laidOut.row.height
                placed.append(laidOut)
            }
            tallest = max(tallest, y)
            columns.append((worker, placed, x, column.label))
            x += width + columnGap
        }
        let totalWidth = x - columnGap
        let itemCount = requested.first?.items.count ?? 0
        if options.format == .png, Int((tallest * scale).rounded()) > options.maximumPagePixels {
            throw .tooLarge("side-by-side columns are not split into pages: these \(itemCount) rows and section views are \(Int((tallest * scale).rounded())) pixels tall at scale \(numberText(scale)), more than Cairo's \(options.maximumPagePixels); choose fewer rows with --rows")
        }
        let opaque = ([settings] + columns.map(\.worker.content.settings)).allSatisfy { background(of: $0).alpha >= 1 }
        return try withDocument(output, format: options.format, width: totalWidth, height: tallest, scale: scale, options: options,
                                opaque: opaque) { (canvas) throws(RenderError) in
            canvas.fill(Rect(x: 0, y: 0, width: totalWidth, height: tallest), background(of: settings))
            for column in columns {
                // Each column on its own table's background (a dark column's is dark).
                canvas.fill(Rect(x: column.x, y: 0, width: column.worker.width, height: tallest), background(of: column.worker.content.settings))
                try column.worker.paint(column.rows, on: canvas, area: Rect(x: column.x, y: 0, width: column.worker.width, height: tallest), offsetX: column.x)
                let request = TextRequest(text: column.label, font: .boldSystem(13), width: column.worker.width, numberOfLines: 1)
                let measured = column.worker.measurer.measure(request)
                canvas.text(
                    request, at: column.x, (labelBand - measured.height) / 2, color: Color(red: 0.2, green: 0.2, blue: 0.2), alignment: .center,
                    measurer: column.worker.measurer)
            }
            progress?(itemCount * columns.count, itemCount * columns.count)
        }
    }

    // MARK: Vector output

    private static func vector(
        _ content: TableContent, _ items: [TableItem], rowCount: Int, width: Double, scale: Double,
        to output: String, options: RenderOptions, progress: RenderProgress?
    ) throws(RenderError) -> RenderResult {
        let worker = try PageRenderer(content, debug: options.debug)
        // PDF pages break between rows before 14,400 pt; an SVG is one drawing.
        let pageLimit = options.format == .pdf ? RenderOptions.maximumPDFPagePoints : .infinity
        let pages = try worker.pages(of: items, limit: pageLimit) { number in
            if let progress, number % 256 == 0 { progress(number, items.count) }
        }
        try vectorDocument(output, format: options.format, width: width, pageHeights: pages.map(\.height), scale: scale) { (page, canvas) throws(RenderError) in
            try worker.paint(pages[page].rows, on: canvas, area: Rect(x: 0, y: 0, width: width, height: pages[page].height))
        }
        progress?(items.count, items.count)
        let points = pages.map(\.height).reduce(0, +)
        return RenderResult(files: [RenderResult.File(path: output, width: Int(width.rounded()), height: Int(points.rounded()))], rows: rowCount)
    }

    // MARK: One image or drawing

    /// One page in the requested format: `draw` gets a canvas in points.
    static func withDocument(
        _ output: String, format: RenderOptions.Format, width: Double, height: Double, scale: Double, options: RenderOptions,
        opaque: Bool = true, draw: (CairoCanvas) throws(RenderError) -> Void
    ) throws(RenderError) -> RenderResult {
        switch format {
        case .png:
            let image = try RenderError.drawing { () throws(CanvasError) in
                try ImageSurface(width: width, height: height, scale: scale, maximumPixels: options.maximumPagePixels, buffer: nil)
            }
            try draw(image.canvas)
            let bytes = try RenderError.drawing { () throws(CanvasError) in try image.encode(opaque: opaque, compression: options.pngCompression) }
            // Put in place as a one-page set: with its layout record if it has one, and any
            // pages of an earlier, longer render of the same output swept.
            let temporary = AtomicFile.temporaryPath(for: output)
            try RenderError.writing { () throws(OutputError) in try AtomicFile.writeNew(bytes, at: temporary, for: output) }
            try PageSet.swap([temporary], to: [output], output: output, inputs: options.inputFiles, companion: options.companion)
            return RenderResult(files: [RenderResult.File(path: output, width: image.pixelWidth, height: image.pixelHeight)], rows: 0)
        case .pdf, .svg:
            try vectorDocument(output, format: format, width: width, pageHeights: [height], scale: scale) { (_, canvas) throws(RenderError) in
                try draw(canvas)
            }
            return RenderResult(files: [RenderResult.File(path: output, width: Int(width.rounded()), height: Int(height.rounded()))], rows: 0)
        }
    }

    /// A PDF (one page a height) or SVG (one drawing) written atomically: `draw(page, canvas)`
    /// paints each page on a canvas in points that snaps to `scale`.
    private static func vectorDocument(
        _ output: String, format: RenderOptions.Format, width: Double, pageHeights: [Double], scale: Double,
        draw: (Int, CairoCanvas) throws(RenderError) -> Void
    ) throws(RenderError) {
        let temporary = AtomicFile.temporaryPath(for: output)
        // Cairo writes it: known as pending, so an interrupted run removes it.
        try RenderError.writing { () throws(OutputError) in try AtomicFile.register(temporary, for: output) }
        do throws(RenderError) {
            // Only PDF and SVG reach here (PNG pages are image surfaces). The document is
            // released, and its file closed, when this block ends.
            let document = try RenderError.drawing { () throws(CanvasError) in
                try VectorDocument(format == .pdf ? .pdf : .svg, path: temporary, name: output, width: width, height: pageHeights.first ?? 0)
            }
            for (page, height) in pageHeights.enumerated() {
                try draw(page, document.beginPage(height: height, scale: scale))
                try RenderError.drawing { () throws(CanvasError) in try document.endPage() }
            }
            try RenderError.drawing { () throws(CanvasError) in try document.finish() }
        } catch {
            AtomicFile.discard(temporary)
            throw error
        }
        try RenderError.writing { () throws(OutputError) in try AtomicFile.move(temporary, to: output) }
    }
}
