import AutocellRender
import Testing

@Suite struct PNGCodec {
    func sample(opaque: Bool) -> PixelImage {
        var image = PixelImage(width: 37, height: 23, filledWith: RGBA(10, 200, 30))
        for y in 0..<23 {
            for x in 0..<37 where (x * y) % 7 == 0 {
                image[x, y] = RGBA(UInt8(x * 6), UInt8(y * 11), UInt8((x + y) * 3), opaque ? 255 : UInt8(x * 7))
            }
        }
        return image
    }

    @Test(arguments: [true, false])
    func roundTrips(opaque: Bool) throws {
        let image = sample(opaque: opaque)
        let decoded = try PNGDecoder.decode(try PNGEncoder().encode(image))
        #expect(decoded == image)
    }

    @Test func encodingIsDeterministic() throws {
        #expect(try PNGEncoder().encode(sample(opaque: true)) == PNGEncoder().encode(sample(opaque: true)))
    }

    @Test func damageIsReportedNotDecoded() throws {
        var bytes = try PNGEncoder().encode(sample(opaque: true))
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decode(Array("hello, world".utf8)) }
        bytes[bytes.count / 2] ^= 0xFF
        #expect {
            try PNGDecoder.decode(bytes)
        } throws: { error in
            guard case .corrupt = error as? PNGError else { return false }
            return true
        }
        #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(bytes.prefix(40))) }
    }
}
