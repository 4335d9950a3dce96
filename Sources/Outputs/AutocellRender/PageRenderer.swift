import AutocellLayout
import AutocellTable
import AutocellText
import AutocellDrawing

/// A row placed on a page: laid out, with its content, and its top on that page in points.
public struct PlacedRow: Sendable {
    public var row: TableLayout.Row
    public var content: RowContent
    public var top: Double

    public init(row: TableLayout.Row, content: RowContent, top: Double) {
        self.row = row
        self.content = content
        self.top = top
    }
}

/// Lays out rows and paints them onto pages: one thread's Pango and Cairo state (its own
/// measurer with its font map, context and layouts; the template cells that use it; a
/// painter; a reused pixel buffer). Never shared between threads; `FeedRenderer` gives each
/// worker one.
public final class PageRenderer {
    public let content: TableContent
    public let measurer: TextMeasurer
    let layouter: TableLayouter
    let painter: RowPainter
    public let width: Double
    public let scale: Double
    private let pixels: PixelStorage

    /// `inspecting`: rows carry what an inspector shows (`CellLayout.inspection`) and their
    /// ambiguity, as `autocell inspect` needs.
    public convenience init(_ content: TableContent, debug: Bool = false, inspecting: Bool = false) throws(RenderError) {
        let measurer: TextMeasurer
        do throws(TextError) {
            measurer = try TextMeasurer(library: content.settings.fonts)
        } catch {
            throw .text(error)
        }
        self.init(content, debug: debug || inspecting, measurer: measurer, pixels: PixelStorage())
        painter.debug = debug
        layouter.reportsInspection = inspecting
    }

    /// `measurer` and `pixels` may outlive this renderer and serve the next one on the same
    /// thread: measurements do not depend on history, template cells (kept here) do.
    /// The page is as wide as the table, at its scale (`content` is resolved for its traits).
    init(_ content: TableContent, debug: Bool, measurer: TextMeasurer, pixels: PixelStorage) {
        self.pixels = pixels
        self.content = content
        self.width = content.settings.width
        self.scale = content.settings.scale
        self.measurer = measurer
        // Ambiguity checks cost a probe per row; only the debug overlay shows them.
        layouter = TableLayouter(content, measurer: measurer, reportsAmbiguity: debug)
        painter = RowPainter(settings: content.settings, measurer: measurer, debug: debug)
    }

    /// Lays out a row with its top at `top` on the page.
    public func layout(_ row: RowContent, at index: RowIndexPath, top: Double) throws(RenderError) -> PlacedRow {
        try layout(TableItem(kind: .cell, indexPath: index, content: row), top: top)
    }

    /// Lays out a cell, section header or footer with its top at `top` on the page.
    public func layout(_ item: TableItem, top: Double) throws(RenderError) -> PlacedRow {
        do {
            return PlacedRow(row: try layouter.layout(item, y: top), content: item.content, top: top)
        } catch {
            let place = item.kind == .cell ? "row \(item.indexPath)" : "the \(item.kind.rawValue) of section \(item.indexPath.section)"
            throw .layout(LayoutError("\(place): \(error)", wrapping: error))
        }
    }

    /// Lays out `items` top to bottom in pages at most `limit` points tall, breaking between
    /// rows (a row taller than the limit gets a page of its own). `progress` gets each item's
    /// number as it is laid out.
    public func pages(of items: [TableItem], limit: Double, progress: ((Int) -> Void)? = nil) throws(RenderError) -> [(rows: [PlacedRow], height: Double)] {
        var pages: [(rows: [PlacedRow], height: Double)] = []
        var current: [PlacedRow] = []
        var top = 0.0
        for (number, item) in items.enumerated() {
            var placed = try layout(item, top: top)
            if top + placed.row.height > limit, !current.isEmpty {
                pages.append((current, top))
                current = []
                top = 0
                placed.top = 0
            }
            current.append(placed)
            top += placed.row.height
            progress?(number)
        }
        if !current.isEmpty || pages.isEmpty { pages.append((current, top)) }
        return pages
    }

    /// Paints rows onto `canvas` (user space in points) after filling `area` with the table's
    /// background.
    func paint(_ rows: [PlacedRow], on canvas: CairoCanvas, area: Rect, offsetX: Double = 0) throws(RenderError) {
        canvas.replace(area, with: FeedRenderer.background(of: content.settings))
        canvas.save()
        defer { canvas.restore() }
        canvas.translate(offsetX, 0)
        for placed in rows { try paint(placed, on: canvas) }
    }

    /// A page `height` points tall to paint rows on one by one as they are laid out (so each
    /// is drawn while its texts are still shaped in the measurer), then encode its first rows.
    /// Filled with the table's background unless rows will cover every pixel they occupy.
    func beginPage(height: Double) throws(RenderError) -> ImageSurface {
        let image = try RenderError.drawing { () throws(CanvasError) in
            try ImageSurface(width: width, height: height, scale: scale, maximumPixels: 32_767, buffer: pixels)
        }
        let grid = PixelGrid(scale: scale)
        func onGrid(_ value: Double) -> Bool { grid.isOnGrid(value) }
        // Row heights are on the pixel grid, so rows cover every pixel they occupy; grouped
        // tables show their background between sections, so it is painted for them.
        if !(onGrid(width) && TableChrome(content.settings).cellBackground.alpha >= 1 && content.settings.style == .plain) {
            image.canvas.replace(nil, with: FeedRenderer.background(of: content.settings))
        }
        return image
    }

    /// Paints one laid-out row at its top on `canvas` (user space in points; snapped to this
    /// renderer's scale).
    func paint(_ placed: PlacedRow, on canvas: CairoCanvas) throws(RenderError) {
        guard let template = content.template(named: placed.row.template) else { return }
        let index = placed.row.indexPath
        let sectionRows = index.section < content.sections.count ? content.sections[index.section].rows.count : 0
        try painter.paint(
            placed.row, content: placed.content, template: template, width: width, top: placed.top, on: canvas.snapping(to: scale),
            firstInSection: index.row == 0, lastInSection: index.row == sectionRows - 1)
    }

    /// `rows` painted on a page `height` points tall. The page's pixels are this renderer's
    /// buffer: encode or copy them before drawing the next page.
    public func draw(_ rows: [PlacedRow], height: Double) throws(RenderError) -> ImageSurface {
        let image = try RenderError.drawing { () throws(CanvasError) in
            try ImageSurface(width: width, height: height, scale: scale, maximumPixels: 32_767, buffer: pixels)
        }
        try paint(rows, on: image.canvas, area: Rect(x: 0, y: 0, width: width, height: height))
        return image
    }

    /// Whether pages have an opaque background (and so are written as RGB).
    public var isOpaque: Bool { FeedRenderer.background(of: content.settings).alpha >= 1 }

}
