import CPango
#if canImport(Glibc)
import Glibc
#endif

/// A PDF or SVG file being drawn by Cairo, page after page, in points. Owns the surface and
/// its context (freed in `deinit`); `finish()` writes what is left. A PDF page takes its own
/// height; an SVG is one drawing, the size of its first page.
package final class VectorDocument {
    package enum Format: Sendable { case pdf, svg }

    private let surface: OpaquePointer
    private let context: OpaquePointer
    /// The file Cairo's stream writes to; outlives the surface, whose last writes reach it.
    private let sink: VectorSink
    private let format: Format
    private let name: String
    private let width: Double

    /// A document at `path` (written as pages are shown), `width` points wide, its first page
    /// `height` tall; `name` is the file errors name (the output a temporary path becomes).
    /// `path` is created here, exclusively (never an existing file or a planted link), and
    /// written through Autocell's own writes, so that a failed write is said in the system's
    /// words ("No space left on device", "File too large"), not as Cairo's "error while
    /// writing to output stream".
    package init(_ format: Format, path: String, name: String, width: Double, height: Double) throws(CanvasError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: name, reason: String(cString: strerror(errno))) }
        let sink = VectorSink(descriptor: descriptor)
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue()
            return sink.write(data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }
        guard let surface = (format == .pdf
            ? cairo_pdf_surface_create_for_stream(write, closure, width, height)
            : cairo_svg_surface_create_for_stream(write, closure, width, height)) else {
            sink.close()
            throw .cairo("no \(format == .pdf ? "pdf" : "svg") surface")
        }
        do {
            try CanvasError.check(cairo_surface_status(surface), "cannot create \(name)")
        } catch {
            cairo_surface_destroy(surface)
            sink.close()
            throw error
        }
        if format == .pdf {
            // A fixed date, so the same drawing gives the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            sink.close()
            throw .cairo("no context")
        }
        self.surface = surface
        self.context = context
        self.sink = sink
        self.format = format
        self.name = name
        self.width = width
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
        sink.close()
    }

    /// The next page, `height` points tall (a PDF's; an SVG keeps its size), on a canvas that
    /// snaps to `scale` pixels per point; `endPage()` shows it.
    package func beginPage(height: Double, scale: Double) -> CairoCanvas {
        if format == .pdf { cairo_pdf_surface_set_size(surface, width, height) }
        return CairoCanvas(cr: context, scale: scale)
    }

    package func endPage() throws(CanvasError) {
        cairo_show_page(context)
        try sink.check(name)
        try CanvasError.check(cairo_status(context), "drawing \(name)")
    }

    /// Writes the rest of the file and closes it.
    package func finish() throws(CanvasError) {
        cairo_surface_finish(surface)
        try sink.check(name)
        try CanvasError.check(cairo_surface_status(surface), "writing \(name)")
        // Closing can fail too (a quota met when the last blocks are written).
        sink.close()
        try sink.check(name)
    }
}

/// The file a vector document is written to, and the first failure of its writes (`errno`).
private final class VectorSink {
    private var descriptor: Int32
    private var failure: Int32 = 0

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes all of `data`; false (and the reason kept) if the system refuses.
    func write(_ data: UnsafePointer<UInt8>?, count: Int) -> Bool {
        guard failure == 0, descriptor >= 0 else { return false }
        guard let data else { return count == 0 }
        var written = 0
        while written < count {
            let result = Glibc.write(descriptor, data + written, count - written)
            if result < 0 {
                if errno == EINTR { continue }
                failure = errno
                return false
            }
            written += result
        }
        return true
    }

    /// Closes the file once; false if closing failed (the reason kept for `check`).
    @discardableResult
    func close() -> Bool {
        guard descriptor >= 0 else { return true }
        let result = Glibc.close(descriptor)
        descriptor = -1
        if result != 0 && failure == 0 { failure = errno }
        return result == 0
    }

    /// Throws the first failure of the writes, in the system's words, naming `name`.
    func check(_ name: String) throws(CanvasError) {
        guard failure != 0 else { return }
        throw .writeFailed(path: name, reason: String(cString: strerror(failure)))
    }
}
