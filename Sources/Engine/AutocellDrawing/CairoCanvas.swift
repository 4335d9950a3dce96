import CPango

/// Drawing over a Cairo context whose user space is points (the context is scaled by
/// `scale`): the one drawing vocabulary of every front end (feeds, explain pictures, the UIKit
/// layer's `CGContext`, `UIBezierPath` and text drawing). The Cairo context never leaves this
/// module and the text layer above it (which draws its Pango layouts on it: `CairoCanvas+Text`):
/// only an `ImageSurface` or a `VectorDocument` makes a canvas, and every Cairo object is made
/// and freed here. Fills of views are snapped to the device pixel grid so they are
/// crisp; the path vocabulary is not.
public struct CairoCanvas {
    /// The Cairo context: for the text layer's drawing of its Pango layouts, never a user's.
    package let cr: OpaquePointer
    public let scale: Double

    package init(cr: OpaquePointer, scale: Double) {
        self.cr = cr
        self.scale = scale
    }

    /// The same context, snapping to the pixel grid of `scale` (a view's display scale drawn
    /// into an image of another).
    package func snapping(to scale: Double) -> CairoCanvas { CairoCanvas(cr: cr, scale: scale) }

    /// `value` moved to the nearest device pixel boundary.
    public func snap(_ value: Double) -> Double { PixelGrid(scale: scale).roundToViewScale(value) }

    public func snapped(_ rect: Rect) -> Rect {
        let left = snap(rect.x), top = snap(rect.y)
        return Rect(x: left, y: top, width: snap(rect.x + rect.width) - left, height: snap(rect.y + rect.height) - top)
    }

    public func setColor(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// Adds a rectangle, with rounded corners when `radius` > 0 (clamped to half the shorter
    /// side) at the corners `corners` names (`maskedCorners`; all by default).
    public func addPath(_ rect: Rect, radius: Double, corners: CornerMask = .all) {
        let r = min(max(0, radius), rect.width / 2, rect.height / 2)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let right = rect.x + rect.width, bottom = rect.y + rect.height
        func corner(_ mask: CornerMask) -> Double { corners.contains(mask) ? r : 0 }
        let topRight = corner(.layerMaxXMinYCorner), bottomRight = corner(.layerMaxXMaxYCorner)
        let bottomLeft = corner(.layerMinXMaxYCorner), topLeft = corner(.layerMinXMinYCorner)
        cairo_new_sub_path(cr)
        cairo_arc(cr, right - topRight, rect.y + topRight, topRight, -Double.pi / 2, 0)
        cairo_arc(cr, right - bottomRight, bottom - bottomRight, bottomRight, 0, Double.pi / 2)
        cairo_arc(cr, rect.x + bottomLeft, bottom - bottomLeft, bottomLeft, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.x + topLeft, rect.y + topLeft, topLeft, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    public func fill(_ rect: Rect, _ color: Color, radius: Double = 0, corners: CornerMask = .all) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        setColor(color)
        addPath(snapped(rect), radius: radius, corners: corners)
        cairo_fill(cr)
    }

    /// A layer's shadow under `rect`: the shape offset and blurred by `radius`, approximated by
    /// rings of falling opacity (Cairo has no blur); the colour at `opacity` where it is solid.
    public func shadow(_ rect: Rect, radius cornerRadius: Double, corners: CornerMask, _ shadow: Shadow) {
        guard shadow.opacity > 0, shadow.color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let shape = Rect(x: rect.x + shadow.offset.width, y: rect.y + shadow.offset.height, width: rect.width, height: rect.height)
        let blur = max(0, shadow.radius)
        let steps = blur > 0 ? max(2, min(12, Int((blur * scale).rounded(.up)))) : 1
        var color = shadow.color
        // Each ring adds its share; the inner ones overlap to reach the full opacity.
        color.alpha = shadow.color.alpha * shadow.opacity / Double(steps)
        for step in 0..<steps {
            let grow = blur * (Double(step) / Double(max(1, steps - 1)) - 0.5)
            let ring = Rect(x: shape.x - grow, y: shape.y - grow, width: shape.width + 2 * grow, height: shape.height + 2 * grow)
            guard ring.width > 0, ring.height > 0 else { continue }
            setColor(color)
            addPath(ring, radius: cornerRadius + max(0, grow), corners: corners)
            cairo_fill(cr)
        }
    }

    /// A border drawn inside the rectangle's edge, as CALayer draws `borderWidth`.
    public func stroke(_ rect: Rect, _ color: Color, width: Double, radius: Double = 0, corners: CornerMask = .all) {
        guard color.alpha > 0, width > 0, rect.width > 0, rect.height > 0 else { return }
        let outer = snapped(rect)
        let inset = width / 2
        setColor(color)
        cairo_set_line_width(cr, width)
        addPath(Rect(x: outer.x + inset, y: outer.y + inset, width: outer.width - width, height: outer.height - width), radius: max(0, radius - inset), corners: corners)
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


    // MARK: Paths and state, unsnapped, in the current user space (Core Graphics' vocabulary)

    /// Saves the context's state (transform, clip, colour, line settings); `restore()` puts it
    /// back. Balanced by the caller, as `CGContext.saveGState`.
    package func save() { cairo_save(cr) }
    package func restore() { cairo_restore(cr) }
    package func scale(_ x: Double, _ y: Double) { cairo_scale(cr, x, y) }
    package func setLineWidth(_ width: Double) { cairo_set_line_width(cr, width) }
    /// Starts a new path (what was added and not filled or stroked is dropped).
    package func newPath() { cairo_new_path(cr) }
    package func move(to x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    package func line(to x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    package func closePath() { cairo_close_path(cr) }
    /// Adds a rectangle as given (not snapped).
    package func addRect(_ rect: Rect) { cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height) }

    /// Adds the ellipse inscribed in `rect` as a closed sub-path (nothing for an empty rect).
    package func addEllipse(in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.x + rect.width / 2, rect.y + rect.height / 2)
        cairo_scale(cr, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
    }

    /// Fills the current path with `color` and clears it.
    package func fillPath(_ color: Color) {
        setColor(color)
        cairo_fill(cr)
    }

    /// Strokes the current path with `color` at the line width set, and clears it.
    package func strokePath(_ color: Color) {
        setColor(color)
        cairo_stroke(cr)
    }

    /// Fills or strokes the current path in the colour set last (`setColor`), and clears it.
    package func fillPath() { cairo_fill(cr) }
    package func strokePath() { cairo_stroke(cr) }

    /// Adds a circle as a closed sub-path.
    package func addCircle(x: Double, y: Double, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
    }

    /// How lines end and meet (`CGLineCap`, `CGLineJoin`): round or Cairo's defaults.
    package func setRoundLineCap() { cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND) }
    package func setRoundLineJoin() { cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND) }

    /// The current path's last point, nil when the path is empty.
    package var currentPoint: (Double, Double)? {
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return (x, y)
    }

    /// A cubic Bézier curve from the current point (`CGPath.addCurve`).
    package func curve(to x: Double, _ y: Double, control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double) {
        cairo_curve_to(cr, c1x, c1y, c2x, c2y, x, y)
    }

    /// An arc of the circle at (`x`, `y`), from `start` to `end` radians, joined to the current
    /// point by a line; `clockwise` on screen (y down: increasing angles), as UIKit's.
    package func arc(x: Double, y: Double, radius: Double, start: Double, end: Double, clockwise: Bool) {
        if clockwise {
            cairo_arc(cr, x, y, radius, start, end)
        } else {
            cairo_arc_negative(cr, x, y, radius, start, end)
        }
    }

    /// How lines end (`CAShapeLayerLineCap`, `CGLineCap`).
    package enum LineCap: Sendable { case butt, round, square }
    /// How lines meet (`CAShapeLayerLineJoin`, `CGLineJoin`).
    package enum LineJoin: Sendable { case miter, round, bevel }

    package func setLineCap(_ cap: LineCap) {
        let cairoCap = switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        cairo_set_line_cap(cr, cairoCap)
    }

    package func setLineJoin(_ join: LineJoin, miterLimit: Double = 10) {
        let cairoJoin = switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_join(cr, cairoJoin)
        cairo_set_miter_limit(cr, miterLimit)
    }

    /// Dashes for strokes (`lineDashPattern`, `lineDashPhase`); empty: solid.
    package func setDash(_ lengths: [Double], phase: Double) {
        lengths.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), phase)
        }
    }

    /// Which parts of a self-crossing path a fill covers (`kCAFillRuleEvenOdd`, `usesEvenOddFillRule`).
    package func setEvenOddFill(_ evenOdd: Bool) {
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Fills the current clip with a gradient through `stops` (locations 0…1, in order): along
    /// the line from `start` to `end`, or (`radial`) in circles around `start` reaching `end`
    /// (`CAGradientLayer`'s axial and radial types). Beyond the ends the end colours go on.
    package func paintGradient(_ stops: [(location: Double, color: Color)], start: (x: Double, y: Double), end: (x: Double, y: Double), radial: Bool) {
        let pattern: OpaquePointer?
        if radial {
            let radius = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
            pattern = cairo_pattern_create_radial(start.x, start.y, 0, start.x, start.y, radius)
        } else {
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    /// Replaces the current path by the part of it between `start` and `end`, as fractions of its
    /// length (`CAShapeLayer.strokeStart`, `strokeEnd`): curves are flattened to lines first.
    package func trimPath(start: Double, end: Double) {
        guard start > 0 || end < 1 else { return }
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        // The flattened path's segments, each from a sub-path's point to the next.
        var segments: [(x0: Double, y0: Double, x1: Double, y1: Double, starts: Bool)] = []
        var current = (x: 0.0, y: 0.0), subpathStart = (x: 0.0, y: 0.0), newSubpath = true
        var index = 0
        let count = Int(flat.pointee.num_data)
        guard let data = flat.pointee.data else { return }
        while index < count {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                current = (data[index + 1].point.x, data[index + 1].point.y)
                subpathStart = current
                newSubpath = true
            case CAIRO_PATH_LINE_TO:
                let next = (x: data[index + 1].point.x, y: data[index + 1].point.y)
                segments.append((current.x, current.y, next.x, next.y, newSubpath))
                current = next
                newSubpath = false
            case CAIRO_PATH_CLOSE_PATH:
                segments.append((current.x, current.y, subpathStart.x, subpathStart.y, newSubpath))
                current = subpathStart
                newSubpath = false
            default: break
            }
            index += max(1, Int(header.length))
        }
        let lengths = segments.map { (($0.x1 - $0.x0) * ($0.x1 - $0.x0) + ($0.y1 - $0.y0) * ($0.y1 - $0.y0)).squareRoot() }
        let total = lengths.reduce(0, +)
        cairo_new_path(cr)
        guard total > 0, end > start else { return }
        let from = max(0, start) * total, to = min(1, end) * total
        var walked = 0.0, drawing = false
        for (segment, length) in zip(segments, lengths) {
            defer { walked += length }
            let segmentEnd = walked + length
            guard segmentEnd > from, walked < to, length > 0 else {
                if segment.starts { drawing = false }
                continue
            }
            func point(at distance: Double) -> (Double, Double) {
                let t = (distance - walked) / length
                return (segment.x0 + (segment.x1 - segment.x0) * t, segment.y0 + (segment.y1 - segment.y0) * t)
            }
            let a = point(at: max(from, walked)), b = point(at: min(to, segmentEnd))
            if !drawing || segment.starts || walked < from { cairo_move_to(cr, a.0, a.1) }
            cairo_line_to(cr, b.0, b.1)
            drawing = true
        }
    }

    /// `area` (nil: the whole surface) set to `color`, replacing what was there rather than
    /// blending over it (a reused page buffer's old pixels).
    package func replace(_ area: Rect?, with color: Color) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setColor(color)
        if let area {
            cairo_rectangle(cr, area.x, area.y, area.width, area.height)
            cairo_fill(cr)
        } else {
            cairo_paint(cr)
        }
    }

    /// What is drawn until `endTransparencyLayer(alpha:)` goes to a layer of its own, laid on
    /// at that opacity as a whole (`CGContext.beginTransparencyLayer`; a view's `alpha`).
    package func beginTransparencyLayer() { cairo_push_group(cr) }

    package func endTransparencyLayer(alpha: Double) {
        guard let group = cairo_pop_group(cr) else { return }
        cairo_set_source(cr, group)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(group)
    }

    // MARK: Images

    /// `rect` (in the current user space) in whole device pixels, when the current transform
    /// only scales and translates and every edge falls on a pixel boundary; nil otherwise.
    package func devicePixels(of rect: Rect) -> PixelRect? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0 else { return nil }
        var x0 = rect.x, y0 = rect.y, x1 = rect.x + rect.width, y1 = rect.y + rect.height
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let corners = [x0, y0, x1, y1]
        guard corners.allSatisfy({ abs($0 - $0.rounded()) < 1e-6 && abs($0) < 1e9 }) else { return nil }
        let ix0 = Int(x0.rounded()), iy0 = Int(y0.rounded()), ix1 = Int(x1.rounded()), iy1 = Int(y1.rounded())
        guard ix1 > ix0, iy1 > iy0 else { return nil }
        return PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0)
    }

    /// `image` copied pixel for pixel with its top-left at device pixel (`x`, `y`).
    package func copy(_ image: CanvasImage, toDevicePixel x: Int, _ y: Int) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, Double(x), Double(y))
        cairo_rectangle(cr, Double(x), Double(y), Double(image.pixelWidth), Double(image.pixelHeight))
        cairo_fill(cr)
    }

    /// `image` with its top-left at (`x`, `y`), each pixel `scaleX` × `scaleY` points, filtered
    /// with Cairo's good filter, its edge pixels held out to its edges (`CAIRO_EXTEND_PAD`), as
    /// iOS draws a scaled image: a 1 × 1 pixel image stretched over a view is one flat colour,
    /// not a blob fading to transparent where the filter reads past the image.
    package func draw(_ image: CanvasImage, at x: Double, _ y: Double, scaleX: Double, scaleY: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, x, y)
        cairo_scale(cr, scaleX, scaleY)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
        cairo_fill(cr)
    }

    /// Limits what is drawn next to the current path (until the state is restored), and clears it.
    package func clipToPath() { cairo_clip(cr) }

    /// How a text's lines sit in its width.
    package enum LineAlignment: Sendable {
        case left, center, right
    }


    // MARK: Diagram vocabulary (explain pictures): unsnapped, in the current user space

    /// Runs `body` with the context's state (transform, clip, source, line settings) saved and
    /// restored around it.
    package func withSavedState<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        try body()
    }

    /// Moves the origin of what is drawn next by (`x`, `y`) points.
    package func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }

    /// Limits what is drawn next to `rect` (until the saved state is restored).
    package func clip(to rect: Rect) {
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
    }

    /// The rectangle's outline, centred on its edge, `lineWidth` points wide.
    package func outline(_ rect: Rect, _ color: Color, lineWidth: Double) {
        withSavedState {
            setColor(color)
            cairo_set_line_width(cr, lineWidth)
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            cairo_stroke(cr)
        }
    }

    /// Diagonal lines (bottom-left to top-right) every `spacing` points across `rect`, which
    /// overshoot it: clip to `rect` first (in a saved state, since the colour and line width
    /// stay set). How a diagram marks an area.
    package func hatch(_ rect: Rect, _ color: Color, spacing: Double, lineWidth: Double) {
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        var x = rect.x - rect.height
        while x < rect.x + rect.width {
            cairo_move_to(cr, x, rect.y + rect.height)
            cairo_line_to(cr, x + rect.height, rect.y)
            x += spacing
        }
        cairo_stroke(cr)
    }

    /// A rectangle's outline dashed 4 on, 3 off: an edge that is not drawn as a view (a clip).
    package func strokeDashed(_ rect: Rect, _ color: Color, lineWidth: Double) {
        withSavedState {
            setColor(color)
            cairo_set_line_width(cr, lineWidth)
            var dashes: [Double] = [4, 3]
            cairo_set_dash(cr, &dashes, 2, 0)
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// A line with a head at each end (5 pt long, 3 pt to each side), dashed 4 on, 3 off when
    /// `dashed`; no heads on a line shorter than half a point.
    package func arrow(from start: (x: Double, y: Double), to end: (x: Double, y: Double), _ color: Color, lineWidth: Double, dashed: Bool) {
        withSavedState {
            setColor(color)
            cairo_set_line_width(cr, lineWidth)
            if dashed {
                var dashes: [Double] = [4, 3]
                cairo_set_dash(cr, &dashes, 2, 0)
            }
            cairo_move_to(cr, start.x, start.y)
            cairo_line_to(cr, end.x, end.y)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0.5 else { return }
            let ux = dx / length, uy = dy / length
            for (point, sign) in [(end, 1.0), (start, -1.0)] {
                cairo_move_to(cr, point.x, point.y)
                cairo_line_to(cr, point.x - sign * (ux * 5 - uy * 3), point.y - sign * (uy * 5 + ux * 3))
                cairo_line_to(cr, point.x - sign * (ux * 5 + uy * 3), point.y - sign * (uy * 5 - ux * 3))
                cairo_close_path(cr)
                cairo_fill(cr)
            }
        }
    }
}
