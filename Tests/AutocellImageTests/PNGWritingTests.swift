import AutocellImage
import Testing

@Suite struct PNGWritingTests {
    /// A table-like picture: flat bands, rows that repeat, a few edges.
    func page(opaque: Bool) -> PixelImage {
        var image = PixelImage(width: 120, height: 90, filledWith: RGBA(255, 255, 255))
        for y in 0..<90 {
            for x in 0..<120 where (y / 15) % 2 == 0 && x > 10 && x < 100 {
                image[x, y] = RGBA(UInt8(x * 2), 40, UInt8(y * 2), opaque ? 255 : UInt8(100 + x))
            }
        }
        return image
    }

    @Test(arguments: [true, false], [PNGEncoder.Compression.reference, .fast])
    func roundTripsExactly(opaque: Bool, compression: PNGEncoder.Compression) throws {
        let image = page(opaque: opaque)
        let bytes = try PNGEncoder(compression: compression).encode(image)
        #expect(try PNGDecoder.decode(bytes) == image)
        // Colour type 2 (RGB) when opaque, 6 (RGBA) otherwise.
        #expect(bytes[25] == (opaque ? 2 : 6))
        #expect(try PNGEncoder(compression: compression).encode(image) == bytes)
    }

    @Test func referencesAreSmallerThanFastPages() throws {
        let image = page(opaque: true)
        #expect(try PNGEncoder(compression: .reference).encode(image).count < PNGEncoder(compression: .fast).encode(image).count)
    }

    @Test func sizesPastTheLimitsAreRefused() {
        #expect(throws: PNGError.tooLarge(width: 0, height: 0)) { try PNGEncoder().encode(PixelImage(width: 0, height: 0, bytes: [])) }
    }
}
