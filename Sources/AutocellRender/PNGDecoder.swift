import CZlib

/// Reads PNGs into RGBA: every colour type (grey, RGB, palette, grey+alpha, RGBA) at bit
/// depth 8 or 16 (palette and grey also 1, 2, 4), non-interlaced. Each chunk's CRC is checked,
/// so a damaged file is reported as corrupt rather than compared.
public enum PNGDecoder {
    /// The largest image decoded: 64 megapixels (a 750 × 32767 page is 24).
    public static let maximumPixels = 1 << 26

    public static func decode(_ data: [UInt8]) throws(PNGError) -> PixelImage {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data[0..<8]) == signature else { throw .notPNG }
        var offset = 8
        var header: Header?
        var palette: [RGBA] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var sawEnd = false
        while offset < data.count, !sawEnd {
            guard offset + 12 <= data.count else { throw .corrupt("chunk cut short at byte \(offset)") }
            let length = Int(readBigEndian(data, offset))
            guard length <= data.count - offset - 12 else { throw .corrupt("chunk at byte \(offset) runs past the end of the file") }
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            let expected = readBigEndian(data, body + length)
            let actual = data[(offset + 4)..<(body + length)].withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, UInt32($0.count))) }
            guard actual == expected else { throw .corrupt("bad CRC in the \(type) chunk") }
            let chunk = data[body..<(body + length)]
            switch type {
            case "IHDR": header = try Header(Array(chunk))
            case "PLTE":
                guard length % 3 == 0 else { throw .corrupt("palette length \(length) is not a multiple of 3") }
                palette = stride(from: body, to: body + length, by: 3).map { RGBA(data[$0], data[$0 + 1], data[$0 + 2]) }
            case "tRNS": transparency = Array(chunk)
            case "IDAT": compressed += chunk
            case "IEND": sawEnd = true
            default: break
            }
            offset = body + length + 4
        }
        guard let header else { throw .corrupt("no IHDR chunk") }
        guard !compressed.isEmpty else { throw .corrupt("no image data") }
        var raw = try inflate(compressed, expected: header.rawSize)
        try header.unfilter(&raw)
        return try header.pixels(from: raw, palette: palette, transparency: transparency)
    }

    static func readBigEndian(_ data: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
    }

    static func inflate(_ compressed: [UInt8], expected: Int) throws(PNGError) -> [UInt8] {
        // The zlib wrapper is checked by hand and its Adler-32 left unchecked: the chunks' CRCs
        // already vouch for every byte, and raw inflate spares a pass over the whole image.
        guard compressed.count >= 2, compressed[0] & 0x0F == 8, compressed[0] >> 4 <= 7,
              (Int(compressed[0]) << 8 | Int(compressed[1])) % 31 == 0, compressed[1] & 0x20 == 0 else {
            throw .corrupt("image data is not a zlib stream")
        }
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw .zlib("inflateInit failed") }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: expected)
        let status = compressed.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out -> Int32 in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + 2 })
                stream.avail_in = UInt32(input.count - 2)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END || (status == Z_BUF_ERROR && stream.avail_out == 0) || (status == Z_OK && stream.avail_out == 0) else {
            throw .corrupt(stream.avail_out > 0 ? "image data ends early (\(expected - Int(stream.avail_out)) of \(expected) bytes)" : "image data does not inflate (zlib \(status))")
        }
        return output
    }

    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int

        init(_ bytes: [UInt8]) throws(PNGError) {
            guard bytes.count == 13 else { throw .corrupt("IHDR has \(bytes.count) bytes, not 13") }
            width = Int(PNGDecoder.readBigEndian(bytes, 0))
            height = Int(PNGDecoder.readBigEndian(bytes, 4))
            bitDepth = Int(bytes[8])
            colorType = Int(bytes[9])
            guard width > 0, height > 0 else { throw .corrupt("image size \(width)×\(height)") }
            guard width * height <= PNGDecoder.maximumPixels else { throw .tooLarge(width: width, height: height) }
            guard bytes[10] == 0, bytes[11] == 0 else { throw .corrupt("unknown compression or filter method") }
            guard bytes[12] == 0 else { throw .unsupported("interlaced images") }
            let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
            guard let depths = allowed[colorType] else { throw .corrupt("colour type \(colorType)") }
            guard depths.contains(bitDepth) else { throw .corrupt("bit depth \(bitDepth) with colour type \(colorType)") }
        }

        var samplesPerPixel: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }
        var rowBytes: Int { (width * samplesPerPixel * bitDepth + 7) / 8 }
        var rawSize: Int { (rowBytes + 1) * height }
        /// Bytes between a sample and the same sample of the pixel to its left (at least 1).
        var filterStride: Int { max(1, samplesPerPixel * bitDepth / 8) }

        /// The unfiltered rows (each after its filter byte) as RGBA.
        func pixels(from raw: [UInt8], palette: [RGBA], transparency: [UInt8]) throws(PNGError) -> PixelImage {
            if colorType == 3 && palette.isEmpty { throw .corrupt("palette image without a PLTE chunk") }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            if bitDepth == 8 && (colorType == 2 || colorType == 6) {
                // The common case (what Autocell and most tools write), a pointer walk per row.
                let channels = colorType == 6 ? 4 : 3
                raw.withUnsafeBufferPointer { source in
                    rgba.withUnsafeMutableBufferPointer { target in
                        guard let input = source.baseAddress, let output = target.baseAddress else { return }
                        for y in 0..<height {
                            let row = input + y * (rowBytes + 1) + 1
                            let out = output + y * width * 4
                            if channels == 4 {
                                out.update(from: row, count: width * 4)
                            } else {
                                for x in 0..<width {
                                    out[x * 4] = row[x * 3]
                                    out[x * 4 + 1] = row[x * 3 + 1]
                                    out[x * 4 + 2] = row[x * 3 + 2]
                                    out[x * 4 + 3] = 255
                                }
                            }
                        }
                    }
                }
                return PixelImage(width: width, height: height, bytes: rgba)
            }
            for y in 0..<height {
                let start = y * (rowBytes + 1) + 1
                try expand(Array(raw[start..<(start + rowBytes)]), into: &rgba, row: y, palette: palette, transparency: transparency)
            }
            return PixelImage(width: width, height: height, bytes: rgba)
        }

        /// Undoes each row's filter in place (the filter bytes stay; rows follow them).
        func unfilter(_ raw: inout [UInt8]) throws(PNGError) {
            let step = filterStride, count = rowBytes
            var failure: PNGError?
            raw.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for y in 0..<height {
                    let row = base + y * (count + 1) + 1
                    // The row above; the first row has a row of zeros above it.
                    let above: UnsafeMutablePointer<UInt8>? = y > 0 ? row - (count + 1) : nil
                    switch row[-1] {
                    case 0:
                        break
                    case 1:
                        if count > step { for i in step..<count { row[i] &+= row[i - step] } }
                    case 2:
                        if let above { for i in 0..<count { row[i] &+= above[i] } }
                    case 3:
                        for i in 0..<count {
                            let left = i >= step ? Int(row[i - step]) : 0
                            let up = above.map { Int($0[i]) } ?? 0
                            row[i] &+= UInt8((left + up) >> 1)
                        }
                    case 4:
                        for i in 0..<count {
                            let left = i >= step ? row[i - step] : 0
                            let up = above?[i] ?? 0
                            let corner = i >= step ? above?[i - step] ?? 0 : 0
                            row[i] &+= Self.paeth(left, up, corner)
                        }
                    default:
                        failure = .corrupt("unknown filter type \(row[-1]) on row \(y)")
                        return
                    }
                }
            }
            if let failure { throw failure }
        }

        static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
            let p = Int(a) + Int(b) - Int(c)
            let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
            if pa <= pb && pa <= pc { return a }
            return pb <= pc ? b : c
        }

        /// Sample `index` of a row, scaled to 8 bits.
        func sample(_ row: [UInt8], _ index: Int) -> UInt8 {
            switch bitDepth {
            case 16: return row[index * 2]
            case 8: return row[index]
            default:
                let perByte = 8 / bitDepth
                let byte = row[index / perByte]
                let shift = 8 - bitDepth * (index % perByte + 1)
                let value = (byte >> UInt8(shift)) & UInt8((1 << bitDepth) - 1)
                return colorType == 3 ? value : UInt8(Int(value) * 255 / ((1 << bitDepth) - 1))
            }
        }

        func expand(_ row: [UInt8], into rgba: inout [UInt8], row y: Int, palette: [RGBA], transparency: [UInt8]) throws(PNGError) {
            var out = y * width * 4
            for x in 0..<width {
                var pixel: RGBA
                switch colorType {
                case 0:
                    let v = sample(row, x)
                    pixel = RGBA(v, v, v)
                    if transparency.count >= 2, bitDepth <= 8, Int(transparency[1]) == Int(v) { pixel.a = 0 }
                case 2:
                    pixel = RGBA(sample(row, x * 3), sample(row, x * 3 + 1), sample(row, x * 3 + 2))
                case 3:
                    let index = Int(sample(row, x))
                    guard index < palette.count else { throw .corrupt("palette index \(index) past the palette's \(palette.count) entries") }
                    pixel = palette[index]
                    if index < transparency.count { pixel.a = transparency[index] }
                case 4:
                    let v = sample(row, x * 2)
                    pixel = RGBA(v, v, v, sample(row, x * 2 + 1))
                default:
                    pixel = RGBA(sample(row, x * 4), sample(row, x * 4 + 1), sample(row, x * 4 + 2), sample(row, x * 4 + 3))
                }
                rgba[out] = pixel.r; rgba[out + 1] = pixel.g; rgba[out + 2] = pixel.b; rgba[out + 3] = pixel.a
                out += 4
            }
        }
    }
}
