import AutocellLayout
import AutocellTable
import AutocellText
import AutocellDrawing

/// Paints a laid-out collection view (`CollectionLayouter`'s layout): the collection's
/// background (a grouped list's grey), grouped list sections' rounded backgrounds, the
/// supplementary views and items at their frames (their own views only: a collection view
/// cell has no background of its own unless its template gives one), a list cell's accessory,
/// and a list's separators; with `debug`, each item's frame outline and name on top. The same
/// drawing as the UIKit layer's `UICollectionView`.
final class CollectionPainter {
    let layouter: CollectionLayouter
    let painter: RowPainter
    let chrome: TableChrome
    var content: TableContent { layouter.content }

    /// Paints what `layouter` lays out (its templates and what each item shows).
    init(_ layouter: CollectionLayouter, debug: Bool) {
        self.layouter = layouter
        let content = layouter.content
        painter = RowPainter(settings: content.settings, measurer: layouter.measurer, debug: debug)
        chrome = TableChrome(style: layouter.settings.isGroupedList ? .grouped : .plain, appearance: content.settings.appearance)
    }

    /// The collection view's background: the fixture's, else the appearance's.
    var background: Color { content.settings.background ?? chrome.tableBackground }

    /// Paints `layout` on `canvas` (points), its content scrolled by `offset`, over `height` points.
    func paint(_ layout: TableLayout, on canvas: CairoCanvas, offset: Double, height: Double) throws(RenderError) {
        canvas.fill(Rect(x: 0, y: 0, width: layout.width, height: height), background)
        canvas.save()
        defer { canvas.restore() }
        canvas.translate(0, -offset)
        for shape in layout.sectionBackgrounds {
            canvas.fill(shape.rect, chrome.cellBackground, radius: shape.radius)
        }
        func visible(_ row: TableLayout.Row) -> Bool { row.y + row.height > offset && row.y < offset + height }
        for row in layout.sectionViews where visible(row) { try paint(row, in: layout, on: canvas) }
        for row in layout.rows where visible(row) {
            canvas.save()
            // An inset-grouped section's cells inside its rounded corners.
            if let shape = layout.sectionBackgrounds.first(where: { $0.section == row.section && $0.radius > 0 }) {
                canvas.newPath()
                canvas.addPath(shape.rect, radius: shape.radius)
                canvas.clipToPath()
            }
            try paint(row, in: layout, on: canvas)
            canvas.restore()
        }
        for separator in layout.separators where separator.y + separator.height > offset && separator.y < offset + height {
            canvas.fill(separator, chrome.separator)
        }
    }

    private func paint(_ row: TableLayout.Row, in layout: TableLayout, on canvas: CairoCanvas) throws(RenderError) {
        guard let template = content.template(named: row.template), let shown = layouter.content(of: row.kind, at: row.indexPath) else { return }
        let width = row.width ?? layout.width
        canvas.save()
        defer { canvas.restore() }
        canvas.translate(row.x, row.y)
        try painter.paintViews(row.cell, content: shown, template: template.cell, on: canvas)
        if row.accessory != .none {
            AccessoryGlyph.draw(
                row.accessory, chrome: chrome, on: canvas, measurer: painter.measurer, cellWidth: width,
                trailingMargin: CellMargins.sides(width: layout.width, settings: content.settings).right, top: 0, height: row.height)
        }
        if painter.debug {
            let specs = [ViewSpec.contentView(background: template.cell.background)] + template.cell.views
            DebugOverlay.draw(row: row, specs: specs, width: width, canvas: canvas, measurer: painter.measurer)
        }
    }
}
