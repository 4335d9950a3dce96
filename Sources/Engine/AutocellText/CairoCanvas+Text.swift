import AutocellDrawing
import CPango

/// Text on the drawing layer's canvas: drawn with the very Pango layout that measured it
/// (`TextMeasurer`), so every Pango object is made and freed in this module; glyphs of symbol
/// fonts; the symbols of a text's attachments.
extension CairoCanvas {
    /// One line of text with its top-left corner at (x, y), shaped by `measurer`.
    public func text(_ string: String, at x: Double, _ y: Double, font: Font, color: Color, measurer: TextMeasurer) {
        setColor(color)
        measurer.withConfiguredLayout(TextRequest(text: string, font: font, width: nil, numberOfLines: 1)) { layout in
            _ = show(layout, at: x, y)
        }
    }

    /// One glyph of `font` (a `PangoFont`) with its origin at (x, y), in `color`; mirrored
    /// about the vertical line at `mirroredAbout` when given (`SymbolGlyphs`).
    func showGlyph(_ glyph: UInt32, font: OpaquePointer, at x: Double, _ y: Double, color: Color, mirroredAbout axis: Double?) {
        guard let glyphs = pango_glyph_string_new() else { return }
        defer { pango_glyph_string_free(glyphs) }
        pango_glyph_string_set_size(glyphs, 1)
        glyphs.pointee.glyphs[0].glyph = glyph
        glyphs.pointee.glyphs[0].geometry = PangoGlyphGeometry(width: 0, x_offset: 0, y_offset: 0)
        glyphs.pointee.log_clusters[0] = 0
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let axis {
            cairo_translate(cr, axis, 0)
            cairo_scale(cr, -1, 1)
            cairo_translate(cr, -axis, 0)
        }
        setColor(color)
        cairo_move_to(cr, x, y)
        pango_cairo_show_glyph_string(cr, UnsafeMutablePointer(font), glyphs)
    }

    /// Draws `layout` with its top-left at (x, y), its first baseline moved to the nearest
    /// device pixel and the lines below it at the font's line height from there, as iOS draws a
    /// label's lines (measured on the iOS simulator references, Documentation/Fidelity.md: the
    /// second and third lines of a 17 pt label 41 and 81 device pixels below the first at @2x,
    /// a line height of 40.57 pixels rounded from a first baseline on the grid).
    @discardableResult
    private func show(_ layout: OpaquePointer, at x: Double, _ y: Double) -> (x: Double, y: Double) {
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        var deviceX = x, deviceY = y + baseline
        cairo_user_to_device(cr, &deviceX, &deviceY)
        deviceY = deviceY.rounded()
        cairo_device_to_user(cr, &deviceX, &deviceY)
        cairo_move_to(cr, x, deviceY - baseline)
        pango_cairo_show_layout(cr, layout)
        return (x, deviceY - baseline)
    }

    /// A text laid out as `measurer` measures `request`, its top-left at (`x`, `y`), in `color`.
    /// `alignment` places lines in the request's width; `justify` stretches them.
    package func text(
        _ request: TextRequest, at x: Double, _ y: Double, color: Color, alignment: LineAlignment = .left, justify: Bool = false,
        measurer: TextMeasurer
    ) {
        setColor(color)
        measurer.withConfiguredLayout(request, alignment: alignment.pango, justify: justify) { layout in
            let origin = show(layout, at: x, y)
            if request.runs.contains(where: { $0.attachment != nil }) {
                drawAttachments(request, layout: layout, origin: origin, color: color, measurer: measurer)
            }
        }
    }

    /// The symbols of a text's attachments, each in the box Pango kept for it (its shape's
    /// logical rectangle on its line), in its colour or its run's.
    private func drawAttachments(_ request: TextRequest, layout: OpaquePointer, origin: (x: Double, y: Double), color: Color, measurer: TextMeasurer) {
        var attachments: [Int: TextRun] = [:]
        var start = 0
        for run in request.runs {
            if run.attachment != nil { attachments[start] = run }
            start += run.text.utf8.count
        }
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(PANGO_SCALE)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                  let found = attachments[Int(item.pointee.offset)], let attachment = found.attachment, let symbol = attachment.symbol else { continue }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, &ink, &logical)
            let frame = Rect(x: origin.x + Double(logical.x) / scale, y: origin.y + Double(logical.y) / scale,
                             width: Double(logical.width) / scale, height: Double(logical.height) / scale)
            self.symbol(symbol, in: frame, color: attachment.color ?? found.color ?? color, measurer: measurer)
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// An SF Symbol drawn with `measurer`'s symbol fonts (`SymbolGlyphs`) and reported
    /// (`SymbolReport`: which font drew; a name no font has, or fonts that cannot be loaded,
    /// said once). False when nothing was drawn: the caller draws its placeholder, if any.
    @discardableResult
    package func symbol(_ request: SymbolRequest, in frame: Rect, color: Color, rightToLeft: Bool = false, measurer: TextMeasurer) -> Bool {
        let glyphs: SymbolGlyphs
        do {
            glyphs = try measurer.symbolGlyphs()
        } catch {
            SymbolReport.note("SF Symbols are drawn as placeholder boxes: \(error)")
            return false
        }
        guard let source = glyphs.draw(request, in: frame, color: color, rightToLeft: rightToLeft, on: self) else {
            SymbolReport.missed(request.name, hasStandIn: glyphs.hasStandIn)
            return false
        }
        SymbolReport.drew(source)
        return true
    }
}

extension CairoCanvas.LineAlignment {
    var pango: PangoAlignment {
        switch self {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
