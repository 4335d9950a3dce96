import CSpng

/// Reads PNGs into 8-bit RGBA with libspng: every colour type (grey, RGB, palette, grey with
/// alpha, RGBA) at every bit depth (1, 2, 4, 8, 16), interlaced or not, with tRNS
/// transparency applied. 16-bit samples keep their high byte. Colour-management chunks (gAMA,
/// cHRM, iCCP, sRGB) are read past: pixels are compared as stored, as pixelmatch and
/// swift-snapshot-testing compare them.
///
/// Every chunk's CRC and the image data's Adler-32 are checked; a file that ends early is
/// `PNGError.truncated`, never a partial image. Sizes past `PNGLimits`, and sizes the file
/// holds too few bytes of image data for (deflate shrinks by at most 1032:1), are refused
/// before pixel memory is allocated.
public enum PNGDecoder {
    public static func decode(_ data: [UInt8]) throws(PNGError) -> PixelImage {
        try data.withUnsafeBufferPointer { (bytes) throws(PNGError) -> PixelImage in try decode(bytes) }
    }

    /// The deflate format's best case: 258 bytes from a 2-bit length code, about 1032 to 1.
    static let maximumDeflateRatio = 1032

    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) -> PixelImage {
        try withDecoder(bytes) { (context, layout) throws(PNGError) -> PixelImage in
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            var size = 0
            try check(spng_decoded_image_size(context, format, &size))
            guard size == layout.width * layout.height * 4 else { throw .corrupt("decoded size \(size) does not match \(layout.width)×\(layout.height)") }
            var failure: Int32 = 0
            let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                failure = spng_decode_image(context, buffer.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue))
                if failure != 0 { buffer.initialize(repeating: 0) }
                initialized = size
            }
            try check(failure)
            return PixelImage(width: layout.width, height: layout.height, bytes: pixels)
        }
    }

    /// The width and height of a PNG whose every row decodes: what `decode` checks (CRCs,
    /// Adler-32, the data's length), without holding the image, one row at a time. A fixture's
    /// images are checked so when it is read: a short IDAT passed `layout` before and `render`
    /// said "out of memory".
    public static func validated(_ data: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        try data.withUnsafeBufferPointer { (bytes) throws(PNGError) -> (width: Int, height: Int) in
            try withDecoder(bytes) { (context, layout) throws(PNGError) -> (width: Int, height: Int) in
                let flags = Int32(SPNG_DECODE_TRNS.rawValue | SPNG_DECODE_PROGRESSIVE.rawValue)
                try check(spng_decode_image(context, nil, 0, Int32(SPNG_FMT_RGBA8.rawValue), flags))
                var row = [UInt8](repeating: 0, count: layout.width * 4)
                while true {
                    let status = row.withUnsafeMutableBytes { spng_decode_row(context, $0.baseAddress, $0.count) }
                    if status == Int32(SPNG_EOI.rawValue) { return (layout.width, layout.height) }
                    try check(status)
                }
            }
        }
    }

    /// A libspng context over `bytes`, after the chunk layout's checks, with the limits every
    /// decode sets; freed when `body` returns.
    private static func withDecoder<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (OpaquePointer, ChunkLayout) throws(PNGError) -> Result
    ) throws(PNGError) -> Result {
        let layout = try checkedLayout(bytes)
        guard let context = spng_ctx_new(0) else { throw .corrupt("libspng could not start") }
        defer { spng_ctx_free(context) }
        // Ancillary chunks (text, ICC profiles) are capped too, so a hostile file cannot make
        // the decoder hold more than the image itself.
        try check(spng_set_image_limits(context, UInt32(PNGLimits.maximumSide), UInt32(PNGLimits.maximumSide)))
        try check(spng_set_chunk_limits(context, 1 << 26, 1 << 26))
        try check(spng_set_png_buffer(context, bytes.baseAddress, bytes.count))
        return try body(context, layout)
    }

    /// The width and height a PNG declares, after the same checks `decode` makes before
    /// decoding: the signature, every chunk within the file up to IEND, the size within
    /// `PNGLimits`, and enough image data for that size. Cheap: nothing is inflated.
    public static func dimensions(of data: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        try data.withUnsafeBufferPointer { (bytes) throws(PNGError) -> (width: Int, height: Int) in
            let layout = try checkedLayout(bytes)
            return (layout.width, layout.height)
        }
    }

    /// The chunk layout, refused when its size is zero or past the limits or its image data
    /// too short for that size.
    static func checkedLayout(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) -> ChunkLayout {
        let layout = try ChunkLayout(bytes)
        guard layout.width > 0, layout.height > 0 else { throw .corrupt("IHDR gives a size of \(layout.width)×\(layout.height)") }
        guard PNGLimits.allows(width: layout.width, height: layout.height) else {
            throw .tooLarge(width: layout.width, height: layout.height)
        }
        guard layout.minimumImageBytes <= layout.imageDataBytes * maximumDeflateRatio + 1024 else {
            throw .truncated("\(layout.imageDataBytes) bytes of image data cannot hold a \(layout.width)×\(layout.height) image")
        }
        return layout
    }

    /// libspng's status as an error: ends of data as truncation, the rest as corruption.
    static func check(_ status: Int32) throws(PNGError) {
        guard status != 0 else { return }
        let reason = String(cString: spng_strerror(status))
        switch status {
        case Int32(SPNG_ESIGNATURE.rawValue): throw .notPNG
        case Int32(SPNG_EOF.rawValue), Int32(SPNG_IO_EOF.rawValue), Int32(SPNG_EIDAT_TOO_SHORT.rawValue): throw .truncated(reason)
        default: throw .corrupt(reason)
        }
    }

    /// The chunks walked by their lengths before libspng runs: the header's size, the bytes of
    /// image data, and whether the file reaches IEND.
    struct ChunkLayout {
        var width = 0, height = 0
        /// Bits per pixel from the header's bit depth and colour type.
        var bitsPerPixel = 0
        var imageDataBytes = 0

        /// The least the image data inflates to: every pixel's bits (filter bytes aside).
        var minimumImageBytes: Int { (width * bitsPerPixel + 7) / 8 * height }

        init(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) {
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard bytes.count >= 8, signature.indices.allSatisfy({ bytes[$0] == signature[$0] }) else { throw .notPNG }
            func word(_ at: Int) -> Int {
                Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            }
            var offset = 8, sawHeader = false
            while true {
                guard bytes.count - offset >= 12 else {
                    throw .truncated(offset == bytes.count ? "the file ends at byte \(offset) without an IEND chunk" : "the chunk at byte \(offset) is cut short")
                }
                let length = word(offset)
                let type = (bytes[offset + 4], bytes[offset + 5], bytes[offset + 6], bytes[offset + 7])
                guard length <= bytes.count - offset - 12 else {
                    throw .truncated("the chunk at byte \(offset) needs \(length) bytes, the file has \(bytes.count - offset - 12)")
                }
                if !sawHeader {
                    guard type == (0x49, 0x48, 0x44, 0x52), length == 13 else { throw .corrupt("the first chunk is not a 13-byte IHDR") }
                    width = word(offset + 8)
                    height = word(offset + 12)
                    let depth = Int(bytes[offset + 16]), colour = Int(bytes[offset + 17])
                    let channels = switch colour { case 0, 3: 1; case 2: 3; case 4: 2; case 6: 4; default: 0 }
                    guard channels > 0, [1, 2, 4, 8, 16].contains(depth) else {
                        throw .corrupt("IHDR has colour type \(colour) and bit depth \(depth), which PNG does not define together")
                    }
                    bitsPerPixel = channels * depth
                    sawHeader = true
                } else if type == (0x49, 0x44, 0x41, 0x54) {
                    imageDataBytes += length
                } else if type == (0x49, 0x45, 0x4E, 0x44) {
                    return
                }
                offset += 12 + length
            }
        }
    }
}
