import CZlib

/// Writes PNGs: 8-bit RGB for opaque images, RGBA otherwise, each row filtered with whichever
/// of Sub and Up leaves the smaller residuals (table rows repeat vertically and run flat
/// horizontally, so one of the two is nearly all zeros), deflated with zlib.
///
/// Output depends only on the pixels, the compression level and zlib's version: the same
/// image always encodes to the same bytes.
public struct PNGEncoder: Sendable {
    /// zlib's level, 0...9. 6 is zlib's default; 1 is several times faster on large flat
    /// images for files perhaps 20% larger.
    public var compressionLevel: Int32

    /// zlib's strategy: Z_RLE (default) or Z_DEFAULT_STRATEGY.
    public var strategy: Int32

    public init(compressionLevel: Int32 = 6, strategy: Int32 = Z_RLE) {
        self.compressionLevel = compressionLevel
        self.strategy = strategy
    }

    /// Encodes Cairo's ARGB32 pixels (premultiplied alpha, native-endian 32-bit words, rows
    /// `stride` bytes apart). `opaque` writes RGB and drops alpha.
    public func encode(argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool) throws(PNGError) -> [UInt8] {
        let channels = opaque ? 3 : 4
        return try encode(width: width, height: height, channels: channels) { y, row in
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

    /// Encodes an RGBA image; written as RGB when every pixel is opaque.
    public func encode(_ image: PixelImage) throws(PNGError) -> [UInt8] {
        var opaque = true
        for offset in Swift.stride(from: 3, to: image.bytes.count, by: 4) where image.bytes[offset] != 255 {
            opaque = false
            break
        }
        let channels = opaque ? 3 : 4
        return try image.bytes.withUnsafeBufferPointer { (pixels) throws(PNGError) -> [UInt8] in
            try encode(width: image.width, height: image.height, channels: channels) { y, row in
                let start = y * image.width * 4
                if opaque {
                    for x in 0..<image.width {
                        row[x * 3] = pixels[start + x * 4]
                        row[x * 3 + 1] = pixels[start + x * 4 + 1]
                        row[x * 3 + 2] = pixels[start + x * 4 + 2]
                    }
                } else {
                    for i in 0..<(image.width * 4) { row[i] = pixels[start + i] }
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

    /// The PNG around rows that `fill(y, row)` writes as raw samples.
    private func encode(width: Int, height: Int, channels: Int, fill: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0, width <= Int(Int32.max) / 8, height <= Int(Int32.max) else {
            throw .tooLarge(width: width, height: height)
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        Self.appendBigEndian(UInt32(width), to: &header)
        Self.appendBigEndian(UInt32(height), to: &header)
        header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
        Self.appendChunk("IHDR", header, to: &png)
        Self.appendChunk("IDAT", try compressedRows(width: width, height: height, channels: channels, fill: fill), to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    private func compressedRows(width: Int, height: Int, channels: Int, fill: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws(PNGError) -> [UInt8] {
        let rowBytes = width * channels
        var stream = z_stream()
        // Run-length matching only: filtered table rows are long runs, and Z_RLE finds them
        // several times faster than full LZ77 for files only slightly larger.
        guard deflateInit2_(&stream, compressionLevel, Z_DEFLATED, 15, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .zlib("deflateInit failed")
        }
        defer { deflateEnd(&stream) }

        // Raw rows (this one and the one above) and the two candidate filtered forms.
        var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let sub = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        let up = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        let outputCapacity = 1 << 16
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: outputCapacity)
        defer {
            previous.deallocate(); current.deallocate(); sub.deallocate(); up.deallocate(); output.deallocate()
        }
        previous.initialize(repeating: 0, count: rowBytes)
        sub[0] = 1
        up[0] = 2
        var compressed: [UInt8] = []
        compressed.reserveCapacity(rowBytes * height / 16 + 1024)

        func pump(_ input: UnsafeMutablePointer<UInt8>, _ count: Int, _ flush: Int32) throws(PNGError) {
            stream.next_in = input
            stream.avail_in = UInt32(count)
            repeat {
                stream.next_out = output
                stream.avail_out = UInt32(outputCapacity)
                let status = deflate(&stream, flush)
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { throw .zlib("deflate returned \(status)") }
                compressed.append(contentsOf: UnsafeBufferPointer(start: output, count: outputCapacity - Int(stream.avail_out)))
                if flush == Z_FINISH && status == Z_STREAM_END { return }
            } while stream.avail_out == 0 || (flush == Z_FINISH)
        }

        for y in 0..<height {
            fill(y, current)
            // Sub or Up, whichever leaves smaller residuals (libpng's heuristic), judged on a
            // sample of the row; then one tight loop writes the chosen filter.
            var subCost = 0, upCost = 0
            var i = channels
            while i < rowBytes {
                let value = current[i]
                subCost &+= Int(Int8(bitPattern: value &- current[i &- channels]).magnitude)
                upCost &+= Int(Int8(bitPattern: value &- previous[i]).magnitude)
                i &+= 7
            }
            let useUp = y > 0 && upCost < subCost
            let filtered = useUp ? up : sub
            if useUp {
                for i in 0..<rowBytes { up[i &+ 1] = current[i] &- previous[i] }
            } else {
                for i in 0..<min(channels, rowBytes) { sub[i &+ 1] = current[i] }
                for i in channels..<max(channels, rowBytes) { sub[i &+ 1] = current[i] &- current[i &- channels] }
            }
            try pump(filtered, rowBytes + 1, Z_NO_FLUSH)
            swap(&previous, &current)
        }
        try pump(output, 0, Z_FINISH)
        return compressed
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &png)
    }
}
