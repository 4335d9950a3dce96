import CZlib
import Glibc

/// `PNGEncoder`'s `.fast` setting: the PNG container written here around `RunLengthDeflater`.
///
/// Why not libspng for this too: at its fastest setting (zlib level 1, rows unfiltered) libspng
/// encodes a rendered contacts page at 340 MB/s, where this writer does 600–650 MB/s
/// (`render-bench --encode`), and page encoding is most of bulk rendering's time (zlib took 62%
/// of `make bench-render`, which fell from 2,975 to 1,832 rows/s). Rows are filtered with Sub
/// or Up, whichever leaves the smaller residuals, and a row equal to the one above costs a
/// `memcmp`; only runs are looked for. Files are about 1.5× zlib level 1's size.
///
/// Output depends only on the pixels: the same image always encodes to the same bytes.
enum FastPNGWriter {
    /// Cairo's ARGB32 pixels (premultiplied, native-endian words, rows `stride` bytes apart)
    /// as an RGB (`opaque`) or RGBA PNG.
    static func encode(argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool) throws(PNGError) -> [UInt8] {
        if opaque {
            return try encodeOpaque(argb32: data, width: width, height: height, stride: stride)
        }
        let rowEqualsPrevious = { (y: Int) -> Bool in
            let row: UnsafePointer<UInt8> = data + y * stride
            return memcmp(row, row - stride, width * 4) == 0
        }
        return try encode(width: width, height: height, channels: 4, rowEqualsPrevious: rowEqualsPrevious) { y, row in
            let source = data + y * stride
            // Little-endian ARGB32 words are B, G, R, A in memory.
            for x in 0..<width {
                let pixel = source + x &* 4, out = row + x &* 4
                let a = pixel[3]
                out[0] = PNGEncoder.unpremultiply(pixel[2], a); out[1] = PNGEncoder.unpremultiply(pixel[1], a)
                out[2] = PNGEncoder.unpremultiply(pixel[0], a); out[3] = a
            }
        }
    }

    /// The common case, opaque pixels to RGB, in one pass: each row is filtered straight from
    /// Cairo's memory (the row above is still there), making the same filter choices as
    /// `compressedRows` does on packed rows (kept separate because this path is the hot one),
    /// and a row equal to the one above costs a `memcmp`.
    private static func encodeOpaque(argb32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws(PNGError) -> [UInt8] {
        let rowBytes = width * 3
        guard PNGLimits.allows(width: width, height: height) else { throw .tooLarge(width: width, height: height) }
        let deflater = RunLengthDeflater(expectedBytes: (rowBytes + 1) * height, rowBytes: rowBytes + 1)
        // Eight bytes of slack: the two-pixel zero store may run two bytes past the row.
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 9)
        defer { filtered.deallocate() }
        for y in 0..<height {
            let row = data + y * stride
            if y > 0 && memcmp(row, row - stride, width * 4) == 0 {
                deflater.writeUnchangedRow(count: rowBytes)
                continue
            }
            // Byte i of the RGB row is channel i % 3 of pixel i / 3: B, G, R in memory.
            var subCost = 0, upCost = 0
            var i = 3
            while i < rowBytes {
                let pixel: Int = i / 3
                let channel: Int = i &- pixel &* 3
                let offset: Int = pixel &* 4 &+ 2 &- channel
                let source: UnsafePointer<UInt8> = row + offset
                let value = source[0]
                subCost &+= Int(Int8(bitPattern: value &- source[-4]).magnitude)
                upCost &+= Int(Int8(bitPattern: value &- (y > 0 ? source[-stride] : 0)).magnitude)
                i &+= 7
            }
            // Two pixels at a time: where they equal the pair they are compared with (above, or
            // one to the left), the residuals are six zeros, written as one 8-byte store.
            let raw = UnsafeRawPointer(row)
            if y > 0 && upCost < subCost {
                filtered[0] = 2
                let above = row - stride
                var x = 0
                while x < width {
                    let out: UnsafeMutablePointer<UInt8> = filtered + (1 &+ x &* 3)
                    if x &+ 2 <= width && raw.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self) == raw.loadUnaligned(fromByteOffset: x &* 4 &- stride, as: UInt64.self) {
                        UnsafeMutableRawPointer(out).storeBytes(of: 0 as UInt64, as: UInt64.self)
                        x &+= 2
                        continue
                    }
                    let p: UnsafePointer<UInt8> = row + x &* 4, q: UnsafePointer<UInt8> = above + x &* 4
                    out[0] = p[2] &- q[2]; out[1] = p[1] &- q[1]; out[2] = p[0] &- q[0]
                    x &+= 1
                }
            } else {
                filtered[0] = 1
                filtered[1] = row[2]; filtered[2] = row[1]; filtered[3] = row[0]
                var x = 1
                while x < width {
                    let out: UnsafeMutablePointer<UInt8> = filtered + (1 &+ x &* 3)
                    if x &+ 2 <= width && raw.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self) == raw.loadUnaligned(fromByteOffset: x &* 4 &- 4, as: UInt64.self) {
                        UnsafeMutableRawPointer(out).storeBytes(of: 0 as UInt64, as: UInt64.self)
                        x &+= 2
                        continue
                    }
                    let p: UnsafePointer<UInt8> = row + x &* 4
                    out[0] = p[2] &- p[-2]; out[1] = p[1] &- p[-3]; out[2] = p[0] &- p[-4]
                    x &+= 1
                }
            }
            deflater.write(filtered, count: rowBytes + 1)
        }
        var png = Self.header(width: width, height: height, channels: 3)
        Self.appendChunk("IDAT", deflater.finish(), to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    /// The signature and IHDR of an 8-bit RGB (3 channels) or RGBA (4) image.
    static func header(width: Int, height: Int, channels: Int) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        return png
    }

    /// The PNG around rows that `fill(y, row)` writes as raw samples.
    /// `rowEqualsPrevious(y)` may say cheaply that row y repeats row y - 1 (y > 0), which
    /// spares converting and filtering it.
    static func encode(
        width: Int, height: Int, channels: Int, rowEqualsPrevious: ((Int) -> Bool)? = nil,
        fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws(PNGError) -> [UInt8] {
        guard PNGLimits.allows(width: width, height: height) else { throw .tooLarge(width: width, height: height) }
        var png = Self.header(width: width, height: height, channels: channels)
        Self.appendChunk("IDAT", compressedRows(width: width, height: height, channels: channels, rowEqualsPrevious: rowEqualsPrevious, fill: fill), to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    private static func compressedRows(
        width: Int, height: Int, channels: Int, rowEqualsPrevious: ((Int) -> Bool)?,
        fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        let rowBytes = width * channels
        let deflater = RunLengthDeflater(expectedBytes: (rowBytes + 1) * height, rowBytes: rowBytes + 1)
        // Raw rows (this one and the one above) and the filtered row.
        var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        defer { previous.deallocate(); current.deallocate(); filtered.deallocate() }
        previous.initialize(repeating: 0, count: rowBytes)

        for y in 0..<height {
            if y > 0, let rowEqualsPrevious, rowEqualsPrevious(y) {
                deflater.writeUnchangedRow(count: rowBytes)
                continue
            }
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
            if y > 0 && upCost < subCost {
                filtered[0] = 2
                for i in 0..<rowBytes { filtered[i &+ 1] = current[i] &- previous[i] }
            } else {
                filtered[0] = 1
                for i in 0..<min(channels, rowBytes) { filtered[i &+ 1] = current[i] }
                for i in channels..<max(channels, rowBytes) { filtered[i &+ 1] = current[i] &- current[i &- channels] }
            }
            deflater.write(filtered, count: rowBytes + 1)
            swap(&previous, &current)
        }
        return deflater.finish()
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
