import AutocellLayout
import AutocellTable
import AutocellText

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
        canvas.save()
        defer { canvas.restore() }
        canvas.setRoundLineCap()
        canvas.setRoundLineJoin()
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
            canvas.setLineWidth(2)
            canvas.move(to: right - 14, midY)
            canvas.line(to: right - 9, midY + 5)
            canvas.line(to: right, midY - 6)
            canvas.strokePath()
        case .detailButton:
            info(canvas, tint: chrome.tint, centerX: width - rightInset - 11, midY: midY)
        case .detailDisclosureButton:
            chevron(canvas, color: chrome.chevron, right: width - rightInset, midY: midY)
            info(canvas, tint: chrome.tint, centerX: width - rightInset - 8 - 15 - 11, midY: midY)
        }
    }

    static func chevron(_ canvas: CairoCanvas, color: Color, right: Double, midY: Double) {
        canvas.setColor(color)
        canvas.setLineWidth(2)
        canvas.move(to: right - 7, midY - 6)
        canvas.line(to: right - 1, midY)
        canvas.line(to: right - 7, midY + 6)
        canvas.strokePath()
    }

    /// A circled "i": the dot and stem drawn as shapes, so no font is involved.
    static func info(_ canvas: CairoCanvas, tint: Color, centerX: Double, midY: Double) {
        canvas.setColor(tint)
        canvas.setLineWidth(1)
        canvas.addCircle(x: centerX, y: midY, radius: 10.5)
        canvas.strokePath()
        canvas.addCircle(x: centerX, y: midY - 5, radius: 1.25)
        canvas.fillPath()
        canvas.addRect(Rect(x: centerX - 1, y: midY - 2, width: 2, height: 8))
        canvas.fillPath()
    }
}
