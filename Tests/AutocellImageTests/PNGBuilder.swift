/// Writes PNG files byte by byte for the decoder's tests: any colour type and bit depth,
/// Adam7 interlacing, extra chunks, and damage. Image data goes in stored (uncompressed)
/// deflate blocks, so every byte of a test file is known.
struct PNGBuilder {
    var width: Int
    var height: Int
    var bitDepth = 8
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    var colourType = 2
    var interlaced = false
    /// Samples per pixel in reading order, each 0 ..< 2^bitDepth: `samples[y][x]` is the
    /// pixel's channels.
    var samples: [[[Int]]]
    /// Chunks written between IHDR and IDAT, as (type, data).
    var extraChunks: [(String, [UInt8])] = []

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 1 }

    func bytes() -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += Self.chunk("IHDR", Self.word(width) + Self.word(height) + [UInt8(bitDepth), UInt8(colourType), 0, 0, interlaced ? 1 : 0])
        for (type, data) in extraChunks { png += Self.chunk(type, data) }
        png += Self.chunk("IDAT", Self.zlibStored(rawRows()))
        png += Self.chunk("IEND", [])
        return png
    }

    /// Filter byte 0 and packed samples for every row (of every Adam7 pass when interlaced).
    func rawRows() -> [UInt8] {
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        for pass in passes {
            let xs = Array(stride(from: pass.x, to: width, by: pass.dx)), ys = Array(stride(from: pass.y, to: height, by: pass.dy))
            guard !xs.isEmpty else { continue }
            for y in ys {
                raw.append(0)
                var bits: [Int] = []
                for x in xs { bits += samples[y][x] }
                raw += pack(bits)
            }
        }
        return raw
    }

    func pack(_ values: [Int]) -> [UInt8] {
        switch bitDepth {
        case 16: return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 8: return values.map { UInt8($0) }
        default:
            var out: [UInt8] = []
            var current = 0, used = 0
            for value in values {
                current = current << bitDepth | value
                used += bitDepth
                if used == 8 { out.append(UInt8(current)); current = 0; used = 0 }
            }
            if used > 0 { out.append(UInt8(current << (8 - used))) }
            return out
        }
    }

    static func word(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return word(data.count) + body + word(Int(crc32(body)))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last = offset + count == data.count
            out += [last ? 1 : 0, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + word(Int(b << 16 | a))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
