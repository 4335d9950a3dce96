import CPango

/// A PDF or SVG file being drawn by Cairo, page after page, in points. Owns the surface and
/// its context (freed in `deinit`); `finish()` writes what is left. A PDF page takes its own
/// height; an SVG is one drawing, the size of its first page.
package final class VectorDocument {
    package enum Format: Sendable { case pdf, svg }

    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let format: Format
    private let name: String
    private let width: Double

    /// A document at `path` (written as pages are shown), `width` points wide, its first page
    /// `height` tall; `name` is the file errors name (the output a temporary path becomes).
    package init(_ format: Format, path: String, name: String, width: Double, height: Double) throws(CanvasError) {
        guard let surface = (format == .pdf
            ? cairo_pdf_surface_create(path, width, height)
            : cairo_svg_surface_create(path, width, height)) else { throw .cairo("no \(format == .pdf ? "pdf" : "svg") surface") }
        do {
            try CanvasError.check(cairo_surface_status(surface), "cannot create \(name)")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        if format == .pdf {
            // A fixed date, so the same drawing gives the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .cairo("no context")
        }
        self.surface = surface
        self.context = context
        self.format = format
        self.name = name
        self.width = width
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The next page, `height` points tall (a PDF's; an SVG keeps its size), on a canvas that
    /// snaps to `scale` pixels per point; `endPage()` shows it.
    package func beginPage(height: Double, scale: Double) -> CairoCanvas {
        if format == .pdf { cairo_pdf_surface_set_size(surface, width, height) }
        return CairoCanvas(cr: context, scale: scale)
    }

    package func endPage() throws(CanvasError) {
        cairo_show_page(context)
        try CanvasError.check(cairo_status(context), "drawing \(name)")
    }

    /// Writes the rest of the file and closes it.
    package func finish() throws(CanvasError) {
        cairo_surface_finish(surface)
        try CanvasError.check(cairo_surface_status(surface), "writing \(name)")
    }
}
