import AutocellLayout
import AutocellTable
import AutocellText
import AutocellDrawing

/// The glyphs `UITableViewCell` draws in its accessory area, right of the contentView, placed
/// by the cell's trailing layout margin (16 pt in tables narrower than 414 pt, 20 from 414 on:
/// `CellMargins`), centred in the row. Measured on iOS 14–17 reference images recorded by public
/// projects (plain and inset-grouped tables, 320, 375 and 414 pt, @2x and @3x; the figures and
/// sources are in Documentation/Fidelity.md, "Accessories"):
/// - the chevron: ink 7 × 12 pt in `tertiaryLabel` (196, 196, 198 over white), its right edge
///   1 pt inside the margin (17 pt from the cell's edge at 320 and 375 pt, 21 at 414);
/// - the checkmark: ink 15.5 × 14.5 pt in the tint, its right edge 4.5 pt inside the margin
///   (20.5 pt from the edge at 320 pt on iOS 14 and 15, 20.67 on iOS 16 at @3x);
/// - the info button (`detailButton`, not measured): a 22 pt tinted circle whose right edge is
///   the margin, 15 pt left of the chevron in `detailDisclosureButton`.
/// A custom accessory view is placed 15 pt from the right edge (not measured on iOS 13+).
package enum AccessoryGlyph {
    /// A custom accessory view's distance from the cell's right edge.
    static let rightInset = 15.0
    /// How far inside the trailing margin the chevron's ink ends.
    static let chevronInset = 1.0
    /// How far inside the trailing margin the checkmark's ink ends.
    static let checkmarkInset = 4.5

    /// Draws `accessory` for a cell `width` wide, whose trailing layout margin is
    /// `trailingMargin`, in a row `height` tall, at `top`.
    package static func draw(
        _ accessory: Accessory, chrome: TableChrome, on canvas: CairoCanvas, measurer: TextMeasurer, cellWidth width: Double,
        trailingMargin margin: Double, top: Double, height: Double
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
            let frame = viewFrame(view.size, cellWidth: width, midY: midY)
            if let background = view.background { canvas.fill(frame, background, radius: view.cornerRadius) }
            if let control = view.control { ControlPainter(canvas: canvas, measurer: measurer, appearance: chrome.appearance).draw(control, in: frame) }
        case .disclosureIndicator:
            chevron(canvas, color: chrome.chevron, inkRight: width - margin - chevronInset, midY: midY)
        case .checkmark:
            checkmark(canvas, tint: chrome.tint, inkRight: width - margin - checkmarkInset, midY: midY)
        case .detailButton:
            info(canvas, tint: chrome.tint, centerX: width - margin - 11, midY: midY)
        case .detailDisclosureButton:
            let right = width - margin - chevronInset
            chevron(canvas, color: chrome.chevron, inkRight: right, midY: midY)
            info(canvas, tint: chrome.tint, centerX: right - 7 - 15 - 11, midY: midY)
        }
    }

    /// Where a custom accessory view of `size` goes in a cell `width` wide, centred on `midY`
    /// (left to right; a right-to-left cell mirrors it, as it mirrors the glyphs).
    package static func viewFrame(_ size: Size, cellWidth width: Double, midY: Double) -> Rect {
        Rect(x: width - rightInset - size.width, y: midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The chevron's ink, 7 × 12 pt, ending at `inkRight`: a 1.8 pt round stroke through the
    /// points measured on the references' centre lines.
    static func chevron(_ canvas: CairoCanvas, color: Color, inkRight: Double, midY: Double) {
        let left = inkRight - 7
        canvas.setColor(color)
        canvas.setLineWidth(1.8)
        canvas.move(to: left + 0.9, midY - 5.1)
        canvas.line(to: left + 6.1, midY)
        canvas.line(to: left + 0.9, midY + 5.1)
        canvas.strokePath()
    }

    /// The checkmark's ink, 15.5 × 14.5 pt, ending at `inkRight`: a 2.3 pt round stroke, a
    /// short arm down to the vertex and a long one up to the right, as measured.
    static func checkmark(_ canvas: CairoCanvas, tint: Color, inkRight: Double, midY: Double) {
        let left = inkRight - 15.5, top = midY - 7.25
        canvas.setColor(tint)
        canvas.setLineWidth(2.3)
        canvas.move(to: left + 1.15, top + 7.75)
        canvas.line(to: left + 6, top + 13.35)
        canvas.line(to: left + 14.35, top + 1.15)
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
