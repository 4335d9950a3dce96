import AutocellImage
import CPango
import Foundation

/// A Cairo ARGB32 image surface and a context on it scaled to points. Owns both; every Cairo
/// call that can fail is checked.
public final class ImageSurface {
    private let surface: OpaquePointer
    /// The memory a surface made over `PixelStorage` draws into, held for as long as the
    /// surface exists (nil when Cairo allocated the pixels itself).
    private let storage: PixelStorage?
    /// A context on the surface, scaled to points.
    private let context: OpaquePointer
    /// What is drawn on the image, in points.
    package var canvas: CairoCanvas { CairoCanvas(cr: context, scale: scale) }
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double

    /// `buffer`, when given, holds the pixels (it grows as needed and is reused page after
    /// page, which spares the kernel zeroing a fresh 100 MB for every page); otherwise Cairo
    /// allocates them.
    /// An image `width` × `height` points at `scale` pixels per point, cleared to transparent.
    public convenience init(width: Double, height: Double, scale: Double) throws(CanvasError) {
        try self.init(width: width, height: height, scale: scale, maximumPixels: 32_767, buffer: nil)
    }

    package init(width: Double, height: Double, scale: Double, maximumPixels: Int, buffer: PixelStorage?) throws(CanvasError) {
        let wide = (width * scale).rounded(), tall = (height * scale).rounded()
        // Checked as doubles first: a size from outside may be past what an Int holds.
        guard wide.isFinite, tall.isFinite, wide <= Double(maximumPixels), tall <= Double(maximumPixels) else {
            throw .tooLarge("an image of \(String(format: "%.0f", wide))×\(String(format: "%.0f", tall)) pixels is more than the \(maximumPixels) pixels per side a Cairo image surface can hold")
        }
        pixelWidth = Int(wide)
        pixelHeight = Int(tall)
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw .tooLarge("nothing to draw: the image would be \(pixelWidth)×\(pixelHeight) pixels")
        }
        guard pixelWidth <= maximumPixels, pixelHeight <= maximumPixels else {
            throw .tooLarge("an image of \(pixelWidth)×\(pixelHeight) pixels is more than the \(maximumPixels) pixels per side a Cairo image surface can hold")
        }
        let created: OpaquePointer?
        if let buffer {
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
            created = cairo_image_surface_create_for_data(buffer.bytes(stride * pixelHeight), CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(stride))
        } else {
            created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        }
        guard let surface = created else { throw .cairo("no image surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo("cannot create a \(pixelWidth)×\(pixelHeight) image: \(String(cString: cairo_status_to_string(status)))")
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .cairo("no context")
        }
        self.surface = surface
        self.storage = buffer
        self.context = context
        self.scale = scale
        cairo_scale(context, scale, scale)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The pixels as a PNG (RGB when `opaque`), compressed as `compression` says.
    /// `rows`: only the first so many pixel rows (a page drawn on a taller surface).
    public func encode(opaque: Bool, rows: Int? = nil, compression: PNGEncoder.Compression = .fast) throws(CanvasError) -> [UInt8] {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("drawing failed: \(String(cString: cairo_status_to_string(status)))")
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("image has no pixel data") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        do {
            return try PNGEncoder(compression: compression).encode(
                argb32: UnsafePointer(data), width: pixelWidth, height: min(pixelHeight, max(1, rows ?? pixelHeight)), stride: stride, opaque: opaque)
        } catch {
            throw .encoding("\(error)")
        }
    }
}

/// Memory for page pixels that outlives each page's Cairo surface. Each surface made over it
/// holds it; growing frees the old memory, so one surface at a time draws into it (a page
/// renderer makes its pages one after another, releasing each before the next).
package final class PixelStorage {
    private var pointer: UnsafeMutableRawPointer?
    private var capacity = 0

    package init() {}

    /// At least `count` bytes; the previous contents are not kept when it grows.
    func bytes(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count > capacity {
            pointer?.deallocate()
            pointer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
            capacity = count
        }
        // Non-nil: allocated above whenever too small, and `count` is never negative.
        return (pointer ?? UnsafeMutableRawPointer.allocate(byteCount: max(1, count), alignment: 16)).assumingMemoryBound(to: UInt8.self)
    }

    deinit { pointer?.deallocate() }
}
