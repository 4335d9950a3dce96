import CSpng
import Glibc

/// Writes PNGs: 8-bit RGB for opaque images, RGBA otherwise, nothing but IHDR, IDAT and IEND,
/// so the same pixels always give the same bytes.
///
/// Two settings of the same encoder:
/// - `.reference` (the default) for files that live in git: zlib at level 9, rows unfiltered
///   and rows filtered by libspng's heuristic both tried, the smaller file kept.
/// - `.fast` for bulk rendering: Autocell's own run-length deflate (`FastPNGWriter`), twice
///   as fast as zlib's fastest setting on rendered pages, files about 1.5× larger.
public struct PNGEncoder: Sendable {
    public enum Compression: String, Hashable, Sendable, CaseIterable {
        case fast
        case reference
    }

    public var compression: Compression

    public init(compression: Compression = .reference) {
        self.compression = compression
    }

    /// Encodes an RGBA image; written as RGB when every pixel is opaque.
    public func encode(_ image: PixelImage) throws(PNGError) -> [UInt8] {
        let opaque = image.bytes.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index &+= 4
            }
            return true
        }
        return try image.bytes.withUnsafeBufferPointer { (pixels) throws(PNGError) -> [UInt8] in
            try encode(width: image.width, height: image.height, opaque: opaque) { y, row in
                let source = pixels.baseAddress.unsafelyUnwrapped + y * image.width * 4
                if opaque {
                    for x in 0..<image.width {
                        row[x &* 3] = source[x &* 4]
                        row[x &* 3 &+ 1] = source[x &* 4 &+ 1]
                        row[x &* 3 &+ 2] = source[x &* 4 &+ 2]
                    }
                } else {
                    row.update(from: source, count: image.width * 4)
                }
            }
        }
    }

    /// Encodes Cairo's ARGB32 pixels (premultiplied alpha, native-endian 32-bit words, rows
    /// `stride` bytes apart). `opaque` writes RGB and drops alpha.
    package func encode(argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool) throws(PNGError) -> [UInt8] {
        if compression == .fast {
            return try FastPNGWriter.encode(argb32: data, width: width, height: height, stride: stride, opaque: opaque)
        }
        return try encode(width: width, height: height, opaque: opaque) { y, row in
            let source = data + y * stride
            // Little-endian ARGB32 words are B, G, R, A in memory.
            if opaque {
                for x in 0..<width {
                    let pixel = source + x &* 4, out = row + x &* 3
                    out[0] = pixel[2]; out[1] = pixel[1]; out[2] = pixel[0]
                }
            } else {
                for x in 0..<width {
                    let pixel = source + x &* 4, out = row + x &* 4
                    let a = pixel[3]
                    out[0] = Self.unpremultiply(pixel[2], a); out[1] = Self.unpremultiply(pixel[1], a)
                    out[2] = Self.unpremultiply(pixel[0], a); out[3] = a
                }
            }
        }
    }

    @inline(__always)
    static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        guard alpha != 255 else { return value }
        return UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
    }

    /// The PNG of rows that `fill(y, row)` writes as 8-bit RGB (`opaque`) or RGBA samples.
    private func encode(width: Int, height: Int, opaque: Bool, fill: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws(PNGError) -> [UInt8] {
        guard PNGLimits.allows(width: width, height: height) else { throw .tooLarge(width: width, height: height) }
        let rowBytes = width * (opaque ? 3 : 4)
        switch compression {
        case .fast:
            return try FastPNGWriter.encode(width: width, height: height, channels: opaque ? 3 : 4, fill: fill)
        case .reference:
            // Rendered tables are flat colour and anti-aliased text on flat colour: unfiltered
            // rows usually deflate smallest, photos and gradients compress better filtered.
            // Both are tried and the smaller kept (the same pixels always keep the same one).
            let image = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
            defer { image.deallocate() }
            for y in 0..<height { fill(y, image + y * rowBytes) }
            var smallest: [UInt8]?
            for filters in [SPNG_FILTER_CHOICE_NONE.rawValue, SPNG_FILTER_CHOICE_ALL.rawValue] {
                let settings = [(SPNG_FILTER_CHOICE, Int32(filters))] + Self.referenceSettings
                let png = try withEncoder(width: width, height: height, opaque: opaque, settings: settings) { (context) throws(PNGError) in
                    try check(spng_encode_image(context, image, rowBytes * height, Int32(SPNG_FMT_PNG.rawValue), Int32(SPNG_ENCODE_FINALIZE.rawValue)))
                }
                if png.count < smallest?.count ?? Int.max { smallest = png }
            }
            return smallest ?? []
        }
    }

    /// zlib at its best: level 9, the largest memory level, the default strategy (libspng's
    /// own default with filters is Z_FILTERED, which loses here).
    static let referenceSettings: [(spng_option, Int32)] = [(SPNG_IMG_COMPRESSION_LEVEL, 9), (SPNG_IMG_MEM_LEVEL, 9), (SPNG_IMG_COMPRESSION_STRATEGY, 0)]
    /// An encoder context set up for an 8-bit RGB or RGBA image of this size, handed to
    /// `write`, then the PNG it wrote.
    private func withEncoder(
        width: Int, height: Int, opaque: Bool, settings: [(spng_option, Int32)], write: (OpaquePointer) throws(PNGError) -> Void
    ) throws(PNGError) -> [UInt8] {
        guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { throw .encoding("libspng could not start") }
        defer { spng_ctx_free(context) }
        try check(spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1))
        for (option, value) in settings { try check(spng_set_option(context, option, value)) }
        var header = spng_ihdr(
            width: UInt32(width), height: UInt32(height), bit_depth: 8,
            color_type: UInt8(opaque ? SPNG_COLOR_TYPE_TRUECOLOR.rawValue : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
            compression_method: 0, filter_method: 0, interlace_method: 0)
        try check(spng_set_ihdr(context, &header))
        try write(context)
        var length = 0, failure: Int32 = 0
        guard let buffer = spng_get_png_buffer(context, &length, &failure) else {
            try check(failure)
            throw .encoding("libspng returned no data")
        }
        defer { free(buffer) }
        return Array(UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: length))
    }

    private func check(_ status: Int32) throws(PNGError) {
        guard status != 0 else { return }
        throw .encoding(String(cString: spng_strerror(status)))
    }
}
