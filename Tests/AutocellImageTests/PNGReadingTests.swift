import AutocellImage
import Testing

/// Every kind of PNG a reference may be, read into RGBA; damaged and oversized files refused
/// with the reason, before memory is spent on them.
@Suite struct PNGReadingTests {
    func decode(_ builder: PNGBuilder) throws -> PixelImage { try PNGDecoder.decode(builder.bytes()) }

    @Test func greyEightBitTransparencyMakesItsValueClear() throws {
        var png = PNGBuilder(width: 2, height: 1, colourType: 0, samples: [[[10], [20]]])
        png.extraChunks = [("tRNS", [0, 20])]
        let image = try decode(png)
        #expect(image[0, 0] == RGBA(10, 10, 10, 255))
        #expect(image[1, 0].a == 0)
    }

    @Test func greySixteenBitTransparencyMatchesAllSixteenBits() throws {
        var png = PNGBuilder(width: 3, height: 1, bitDepth: 16, colourType: 0, samples: [[[0x1234], [0xABCD], [0xABCE]]])
        png.extraChunks = [("tRNS", [0xAB, 0xCD])]
        let image = try decode(png)
        #expect(image[0, 0] == RGBA(0x12, 0x12, 0x12, 255))
        #expect(image[1, 0].a == 0)
        // Same high byte, other low byte: not the transparent value.
        #expect(image[2, 0] == RGBA(0xAB, 0xAB, 0xAB, 255))
    }

    @Test func lowBitGreyIsScaledAndItsTransparentValueRead() throws {
        var png = PNGBuilder(width: 4, height: 1, bitDepth: 2, colourType: 0, samples: [[[0], [1], [2], [3]]])
        png.extraChunks = [("tRNS", [0, 1])]
        let image = try decode(png)
        #expect(image[0, 0] == RGBA(0, 0, 0, 255))
        #expect(image[1, 0].a == 0)
        #expect(image[2, 0] == RGBA(170, 170, 170, 255))
        #expect(image[3, 0] == RGBA(255, 255, 255, 255))
    }

    @Test func rgbTransparencyAtEightAndSixteenBits() throws {
        var eight = PNGBuilder(width: 2, height: 1, colourType: 2, samples: [[[1, 2, 3], [1, 2, 4]]])
        eight.extraChunks = [("tRNS", [0, 1, 0, 2, 0, 3])]
        let image = try decode(eight)
        #expect(image[0, 0].a == 0)
        #expect(image[1, 0] == RGBA(1, 2, 4, 255))

        var sixteen = PNGBuilder(width: 2, height: 1, bitDepth: 16, colourType: 2, samples: [[[0x0102, 0x0304, 0x0506], [0x0102, 0x0304, 0x0507]]])
        sixteen.extraChunks = [("tRNS", [1, 2, 3, 4, 5, 6])]
        let deep = try decode(sixteen)
        #expect(deep[0, 0].a == 0)
        #expect(deep[1, 0] == RGBA(1, 3, 5, 255))
    }

    @Test func paletteWithAlphaPerEntry() throws {
        var png = PNGBuilder(width: 3, height: 1, colourType: 3, samples: [[[0], [1], [2]]])
        png.extraChunks = [("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]), ("tRNS", [128, 0])]
        let image = try decode(png)
        #expect(image[0, 0] == RGBA(255, 0, 0, 128))
        #expect(image[1, 0] == RGBA(0, 255, 0, 0))
        // Entries past the tRNS list are opaque.
        #expect(image[2, 0] == RGBA(0, 0, 255, 255))
    }

    @Test func sixteenBitRGBAKeepsTheHighByte() throws {
        let png = PNGBuilder(width: 1, height: 1, bitDepth: 16, colourType: 6, samples: [[[0xFF00, 0x80FF, 0x0001, 0x7F80]]])
        #expect(try decode(png)[0, 0] == RGBA(0xFF, 0x80, 0x00, 0x7F))
    }

    @Test func interlacedImagesReadLikeTheirProgressiveTwin() throws {
        let samples = (0..<11).map { y in (0..<9).map { x in [x * 25, y * 20, (x * y) % 256] } }
        var interlaced = PNGBuilder(width: 9, height: 11, colourType: 2, samples: samples)
        interlaced.interlaced = true
        let plain = PNGBuilder(width: 9, height: 11, colourType: 2, samples: samples)
        let image = try decode(interlaced)
        #expect(image == (try decode(plain)))
        #expect(image[8, 10] == RGBA(200, 200, 80, 255))
    }

    @Test func colourManagementChunksAreReadPast() throws {
        var png = PNGBuilder(width: 1, height: 1, colourType: 2, samples: [[[9, 99, 199]]])
        png.extraChunks = [("gAMA", PNGBuilder.word(45_455)), ("sRGB", [0])]
        #expect(try decode(png)[0, 0] == RGBA(9, 99, 199, 255))
        var profiled = PNGBuilder(width: 1, height: 1, colourType: 2, samples: [[[9, 99, 199]]])
        profiled.extraChunks = [("iCCP", Array("test profile".utf8) + [0, 0] + PNGBuilder.zlibStored(Array(repeating: 7, count: 128)))]
        #expect(try decode(profiled)[0, 0] == RGBA(9, 99, 199, 255))
    }

    @Test func aFileCutShortIsTruncatedWhereverItIsCut() throws {
        let samples = (0..<40).map { y in (0..<40).map { x in [x, y, 7] } }
        let whole = PNGBuilder(width: 40, height: 40, colourType: 2, samples: samples).bytes()
        for cut in [whole.count / 2, whole.count - 12, whole.count - 1, 33 + 10] {
            #expect(throws: PNGError.self, "cut at \(cut)") { try PNGDecoder.decode(Array(whole.prefix(cut))) }
            do {
                _ = try PNGDecoder.decode(Array(whole.prefix(cut)))
            } catch {
                guard case .truncated = error else { Issue.record("cut at \(cut): \(error)"); continue }
            }
        }
        // Every chunk whole and checked, but the image data holds only half the rows: what a
        // writer killed half way leaves when it closes its chunks.
        var half = PNGBuilder(width: 40, height: 40, colourType: 2, samples: samples)
        half.height = 40
        let raw = half.rawRows()
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += PNGBuilder.chunk("IHDR", PNGBuilder.word(40) + PNGBuilder.word(40) + [8, 2, 0, 0, 0])
        bytes += PNGBuilder.chunk("IDAT", PNGBuilder.zlibStored(Array(raw.prefix(raw.count / 2))))
        bytes += PNGBuilder.chunk("IEND", [])
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
    }

    @Test func hugeDeclaredSizesAreRefusedBeforeAllocating() throws {
        var header = PNGBuilder(width: 1, height: 1, colourType: 2, samples: [[[0, 0, 0]]]).bytes()
        // IHDR's width and height at bytes 16...23, then its CRC recomputed.
        func resize(_ width: Int, _ height: Int) -> [UInt8] {
            var bytes = header
            bytes.replaceSubrange(16..<24, with: PNGBuilder.word(width) + PNGBuilder.word(height))
            bytes.replaceSubrange(29..<33, with: PNGBuilder.word(Int(PNGBuilder.crc32(Array(bytes[12..<29])))))
            return bytes
        }
        #expect(throws: PNGError.tooLarge(width: 4_294_967_295, height: 4_294_967_295)) { try PNGDecoder.decode(resize(4_294_967_295, 4_294_967_295)) }
        #expect(throws: PNGError.tooLarge(width: 67_108_864, height: 1)) { try PNGDecoder.decode(resize(67_108_864, 1)) }
        // Within the limits, but a few bytes of data cannot hold 8000 × 8000 pixels.
        do {
            _ = try PNGDecoder.decode(resize(8000, 8000))
            Issue.record("8000×8000 from a tiny file decoded")
        } catch {
            guard case .truncated = error else { Issue.record("\(error)"); return }
        }
        header = []
    }

    @Test func aDamagedChunkIsCorrupt() throws {
        var bytes = PNGBuilder(width: 4, height: 4, colourType: 2, samples: Array(repeating: Array(repeating: [1, 2, 3], count: 4), count: 4)).bytes()
        bytes[45] ^= 0xFF
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decode(Array("hello, world".utf8)) }
    }
}
