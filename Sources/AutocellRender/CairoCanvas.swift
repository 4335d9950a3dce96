import AutocellLayout
import AutocellText
import CPango

/// Drawing helpers over a Cairo context whose user space is points (the context is scaled by
/// `scale`), with edges snapped to the device pixel grid so fills are crisp.
public struct CairoCanvas {
    public let cr: OpaquePointer
    public let scale: Double

    public init(cr: OpaquePointer, scale: Double) {
        self.cr = cr
        self.scale = scale
    }

    /// `value` moved to the nearest device pixel boundary.
    public func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }

    public func snapped(_ rect: Rect) -> Rect {
        let left = snap(rect.x), top = snap(rect.y)
        return Rect(x: left, y: top, width: snap(rect.x + rect.width) - left, height: snap(rect.y + rect.height) - top)
    }

    public func setColor(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// Adds a rectangle, with rounded corners when `radius` > 0 (clamped to half the shorter side).
    public func addPath(_ rect: Rect, radius: Double) {
        let r = min(max(0, radius), rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let right = rect.x + rect.width, bottom = rect.y + rect.height
        cairo_new_sub_path(cr)
        cairo_arc(cr, right - r, rect.y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, right - r, bottom - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.x + r, bottom - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    public func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        setColor(color)
        addPath(snapped(rect), radius: radius)
        cairo_fill(cr)
    }

    /// A border drawn inside the rectangle's edge, as CALayer draws `borderWidth`.
    public func stroke(_ rect: Rect, _ color: Color, width: Double, radius: Double = 0) {
        guard color.alpha > 0, width > 0, rect.width > 0, rect.height > 0 else { return }
        let outer = snapped(rect)
        let inset = width / 2
        setColor(color)
        cairo_set_line_width(cr, width)
        addPath(Rect(x: outer.x + inset, y: outer.y + inset, width: outer.width - width, height: outer.height - width), radius: max(0, radius - inset))
        cairo_stroke(cr)
    }

    /// A one-device-pixel outline, for debug overlays.
    public func hairline(_ rect: Rect, _ color: Color) {
        let outer = snapped(rect)
        let half = 0.5 / scale
        setColor(color)
        cairo_set_line_width(cr, 1 / scale)
        cairo_rectangle(cr, outer.x + half, outer.y + half, max(0, outer.width - 2 * half), max(0, outer.height - 2 * half))
        cairo_stroke(cr)
    }

    /// One line of text with its top-left corner at (x, y), shaped by `measurer`.
    public func text(_ string: String, at x: Double, _ y: Double, font: Font, color: Color, measurer: TextMeasurer) {
        setColor(color)
        measurer.withConfiguredLayout(TextRequest(text: string, font: font, width: nil, numberOfLines: 1)) { layout in
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
        }
    }
}
