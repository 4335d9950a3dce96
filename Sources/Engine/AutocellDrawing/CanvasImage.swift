import AutocellImage
import CPango

/// A decoded image to draw on a canvas: a Cairo ARGB32 surface, owned and freed here.
package final class CanvasImage {
    let surface: OpaquePointer
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// The file it came from (for messages).
    package let path: String

    private init(surface: OpaquePointer, path: String) {
        self.surface = surface
        self.path = path
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The PNG file at `path`, decoded.
    package convenience init(contentsOfPNG path: String) throws(CanvasError) {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw .imageUnreadable(path: path, reason: "cairo returned no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(surface)
            throw .imageUnreadable(path: path, reason: reason)
        }
        self.init(surface: surface, path: path)
    }

    /// Pixels in memory (a PNG an app drew with `UIGraphicsImageRenderer` or read as data),
    /// named `name` in messages: RGBA turned into Cairo's premultiplied native-endian ARGB32.
    package convenience init(pixels: PixelImage, name: String) throws(CanvasError) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height)) else {
            throw .imageUnreadable(path: name, reason: "cairo returned no surface")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw .imageUnreadable(path: name, reason: "no surface of \(pixels.width)×\(pixels.height) pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.bytes.withUnsafeBufferPointer { source in
            for y in 0..<pixels.height {
                let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: pixels.width) { $0 }
                for x in 0..<pixels.width {
                    let offset = (y * pixels.width + x) * 4
                    let a = UInt32(source[offset + 3])
                    func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * a + 127) / 255 }
                    row[x] = a << 24 | premultiplied(source[offset]) << 16 | premultiplied(source[offset + 1]) << 8 | premultiplied(source[offset + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface, path: name)
    }

    /// Bytes of pixels held.
    package var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * pixelHeight }

    /// This image scaled to `width` × `height` pixels with Cairo's good filter (what drawing
    /// it at that size on whole device pixels gives, computed once).
    package func scaled(toPixelWidth width: Int, height: Int) throws(CanvasError) -> CanvasImage {
        guard let scaled = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .cairo("no surface for a scaled image")
        }
        guard cairo_surface_status(scaled) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(scaled) else {
            cairo_surface_destroy(scaled)
            throw .cairo("cannot scale \(path) to \(width)×\(height) pixels")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(width) / Double(pixelWidth), Double(height) / Double(pixelHeight))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        // Edge pixels held to the edges, as iOS scales: no fade where the filter reads past them.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_surface_flush(scaled)
        return CanvasImage(surface: scaled, path: path)
    }
}

/// A rectangle in whole device pixels.
package struct PixelRect: Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int
}
