import AutocellImage
import AutocellDiff
import Testing

/// The differ itself: exact matches, single pixels against the allowance, the colour
/// threshold, anti-aliasing excused by default, sizes, unreadable files.
@Suite struct ImageDifferTests {
    /// 40 × 30: black left half, white right half, and a one-pixel grey edge column between
    /// them (what anti-aliasing draws), in `edge` grey.
    func edgeImage(edge: UInt8) -> PixelImage {
        var image = PixelImage(width: 40, height: 30, filledWith: RGBA(255, 255, 255))
        for y in 0..<30 {
            for x in 0..<20 { image[x, y] = RGBA(0, 0, 0) }
            image[20, y] = RGBA(edge, edge, edge)
        }
        return image
    }

    @Test func identicalImagesPass() {
        let image = edgeImage(edge: 128)
        let result = ImageDiffer.compare(reference: image, actual: image, tolerance: .exact).comparison
        #expect(result.passes && result.differentPixels == 0 && result.totalPixels == 1200)
    }

    @Test func onePixelFailsAtZeroAllowanceAndPassesWithinIt() {
        let reference = edgeImage(edge: 128)
        var actual = reference
        actual[30, 10] = RGBA(255, 0, 0)
        let strict = ImageDiffer.compare(reference: reference, actual: actual).comparison
        #expect(!strict.passes && strict.differentPixels == 1)
        #expect(strict.summary.hasPrefix("1 of 1200 pixels differ (0.08%)"))
        #expect(ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(allowance: .pixels(1))).comparison.passes)
        #expect(ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(allowance: .ratio(0.001))).comparison.passes)
        #expect(!ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(allowance: .ratio(0.0001))).comparison.passes)
    }

    @Test func changesTheEyeHardlySeePassOnlyUnderThePerceptualThreshold() {
        let reference = PixelImage(width: 8, height: 8, filledWith: RGBA(200, 200, 200))
        let actual = PixelImage(width: 8, height: 8, filledWith: RGBA(203, 200, 200))
        #expect(ImageDiffer.compare(reference: reference, actual: actual, tolerance: .perceptual).comparison.passes)
        let exact = ImageDiffer.compare(reference: reference, actual: actual).comparison
        #expect(!exact.passes && exact.differentPixels == 64)
    }

    /// A brand colour moved from #F91880 to #E0245E: exact by default fails it, as
    /// swift-snapshot-testing would; pixelmatch's threshold 0.1 lets it through.
    @Test func aBrandColourChangeFailsByDefaultAndPassesPerceptually() {
        let reference = PixelImage(width: 20, height: 10, filledWith: RGBA(0xF9, 0x18, 0x80))
        let actual = PixelImage(width: 20, height: 10, filledWith: RGBA(0xE0, 0x24, 0x5E))
        let exact = ImageDiffer.compare(reference: reference, actual: actual).comparison
        #expect(!exact.passes && exact.differentPixels == 200)
        #expect(ImageDiffer.compare(reference: reference, actual: actual, tolerance: .perceptual).comparison.passes)
        #expect(DiffTolerance() == .exact)
    }

    @Test func antiAliasingOnlyChangesPassPerceptually() {
        // The edge column drawn darker: every changed pixel sits between two flat areas.
        let reference = edgeImage(edge: 128), actual = edgeImage(edge: 60)
        #expect(ImageDiffer.compare(reference: reference, actual: actual).comparison.differentPixels == 30)
        // Threshold 0 is exact: anti-aliasing counts. Above 0 it is excused, as in pixelmatch.
        #expect(ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(threshold: 0)).comparison.differentPixels == 30)
        #expect(ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(threshold: 0.05)).comparison.differentPixels == 0)
        let result = ImageDiffer.compare(reference: reference, actual: actual, tolerance: .perceptual).comparison
        #expect(result.passes && result.differentPixels == 0 && result.antiAliasedPixels == 30)
        #expect(result.summary.contains("30 more differ only by anti-aliasing"))
        let counted = ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(threshold: 0.1, countsAntiAliasing: true)).comparison
        #expect(!counted.passes && counted.differentPixels == 30)
        // A change inside a flat area is never anti-aliasing.
        var spot = reference
        spot[5, 5] = RGBA(128, 128, 128)
        #expect(!ImageDiffer.compare(reference: reference, actual: spot, tolerance: .perceptual).comparison.passes)
    }

    @Test func sizeMismatchFailsNamingBothSizes() {
        let reference = PixelImage(width: 10, height: 10, filledWith: RGBA(255, 255, 255))
        let actual = PixelImage(width: 10, height: 12, filledWith: RGBA(255, 255, 255))
        let result = ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(allowance: .ratio(1))).comparison
        #expect(!result.passes && !result.sizesMatch)
        #expect(result.summary == "sizes differ: reference is 10×10 px, actual is 10×12 px")
        #expect(result.differentPixels == 20)
    }

    @Test func diffImageShowsDifferencesInRedOverAFadedReference() throws {
        let reference = edgeImage(edge: 128)
        var actual = reference
        actual[30, 10] = RGBA(0, 0, 255)
        let diff = try #require(ImageDiffer.compare(reference: reference, actual: actual, drawing: true).diff)
        #expect(diff[30, 10] == RGBA(255, 0, 0))
        // Black faded to a light grey, white stays white.
        #expect(diff[5, 5].r == diff[5, 5].g && diff[5, 5].r > 200 && diff[5, 5].r < 255)
        #expect(diff[35, 5] == RGBA(255, 255, 255))
    }

    @Test func unreadableFilesAreNamed() throws {
        #expect(throws: ImageFileError.unreadable(path: "/nonexistent/a.png", reason: "no such file")) {
            try PNGFile.read("/nonexistent/a.png")
        }
        do {
            _ = try PNGFile.decode(Array("not a png".utf8), path: "ref.png")
            Issue.record("decoded text as a PNG")
        } catch {
            #expect(error.description == "ref.png: not a PNG file (no PNG signature)")
        }
    }

    /// A wide and a tall image: together 65536 × 65536, 16 GB as RGBA. Counted, never drawn.
    @Test func aDiffPastTheLimitsIsCountedButNotDrawn() {
        let wide = PixelImage(width: 65_536, height: 1, filledWith: RGBA(0, 0, 0))
        let tall = PixelImage(width: 1, height: 65_536, filledWith: RGBA(0, 0, 0))
        #expect(!ImageDiffer.canDrawDiff(reference: wide, actual: tall))
        let (comparison, diff) = ImageDiffer.compare(reference: wide, actual: tall, drawing: true)
        #expect(diff == nil && !comparison.passes && comparison.totalPixels == 65_536 * 65_536)
    }
}
