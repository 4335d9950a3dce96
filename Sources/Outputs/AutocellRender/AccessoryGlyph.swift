import AutocellLayout
import AutocellTable
import AutocellText
import CPango

/// The glyphs `UITableViewCell` draws in its accessory area, right of the contentView.
/// Sizes and colours are iOS's: a 8 × 13 pt grey chevron, a 14 × 11 pt tinted checkmark, a
/// 22 pt tinted info circle, each 15 pt from the cell's right edge (the chevron beside the
/// info button for `detailDisclosureButton`).
package enum AccessoryGlyph {
    static let rightInset = 15.0

    /// Draws `accessory` for a cell `width` wide whose contentView is `height` tall, at `top`.
    package static func draw(
        _ accessory: Accessory, chrome: TableChrome, on canvas: CairoCanvas, measurer: TextMeasurer, cellWidth width: Double, top: Double, height: Double
    ) {
        let midY = top + height / 2
        let cr = canvas.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        switch accessory {
        case .none:
            return
        case .view(let view):
            let frame = Rect(x: width - rightInset - view.size.width, y: midY - view.size.height / 2, width: view.size.width, height: view.size.height)
            if let background = view.background { canvas.fill(frame, background, radius: view.cornerRadius) }
            if let control = view.control { ControlPainter(canvas: canvas, measurer: measurer, appearance: chrome.appearance).draw(control, in: frame) }
        case .disclosureIndicator:
            chevron(canvas, color: chrome.chevron, right: width - rightInset, midY: midY)
        case .checkmark:
            let right = width - rightInset
            canvas.setColor(chrome.tint)
            cairo_set_line_width(cr, 2)
            cairo_move_to(cr, right - 14, midY)
            cairo_line_to(cr, right - 9, midY + 5)
            cairo_line_to(cr, right, midY - 6)
            cairo_stroke(cr)
        case .detailButton:
            info(canvas, tint: chrome.tint, centerX: width - rightInset - 11, midY: midY)
        case .detailDisclosureButton:
            chevron(canvas, color: chrome.chevron, right: width - rightInset, midY: midY)
            info(canvas, tint: chrome.tint, centerX: width - rightInset - 8 - 15 - 11, midY: midY)
        }
    }

    static func chevron(_ canvas: CairoCanvas, color: Color, right: Double, midY: Double) {
        let cr = canvas.cr
        canvas.setColor(color)
        cairo_set_line_width(cr, 2)
        cairo_move_to(cr, right - 7, midY - 6)
        cairo_line_to(cr, right - 1, midY)
        cairo_line_to(cr, right - 7, midY + 6)
        cairo_stroke(cr)
    }

    /// A circled "i": the dot and stem drawn as shapes, so no font is involved.
    static func info(_ canvas: CairoCanvas, tint: Color, centerX: Double, midY: Double) {
        let cr = canvas.cr
        canvas.setColor(tint)
        cairo_set_line_width(cr, 1)
        cairo_new_sub_path(cr)
        cairo_arc(cr, centerX, midY, 10.5, 0, 2 * Double.pi)
        cairo_stroke(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, centerX, midY - 5, 1.25, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_rectangle(cr, centerX - 1, midY - 2, 2, 8)
        cairo_fill(cr)
    }
}
