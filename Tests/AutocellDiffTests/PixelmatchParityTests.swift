import AutocellDiff
import AutocellImage
import Testing

/// The cases where pixelmatch 7's own suite pins exact counts, on images written for this
/// project: neighbours visited column by column, translucent pixels blended over pixelmatch
/// 7's background pattern, thresholds. (`Scripts/pixelmatch-parity.sh` runs pixelmatch's own
/// fixture pairs when they are at hand.)
@Suite struct PixelmatchParityTests {
    static func grey(_ rows: [[Int]]) -> PixelImage {
        var image = PixelImage(width: rows[0].count, height: rows.count, filledWith: RGBA(0, 0, 0))
        for (y, row) in rows.enumerated() {
            for (x, value) in row.enumerated() { image[x, y] = RGBA(UInt8(value), UInt8(value), UInt8(value)) }
        }
        return image
    }

    /// The centre pixel changes. Among its neighbours two are equally dark (0), one above
    /// right at (3, 1) and one below left at (1, 3); only the one below left sits in a flat
    /// area. pixelmatch meets (1, 3) first (column by column) and calls the change
    /// anti-aliasing; a row-by-row visit meets (3, 1) first and counts it.
    @Test func tiesBetweenNeighboursGoToTheFirstInColumnOrder() {
        let rows = [
            [11, 22, 33, 44, 55],
            [66, 255, 100, 0, 77],
            [0, 110, 128, 90, 88],
            [0, 0, 80, 70, 99],
            [0, 0, 0, 122, 133],
        ]
        var changed = rows
        changed[2][2] = 20
        let reference = Self.grey(rows), actual = Self.grey(changed)
        let perceptual = DiffTolerance(threshold: 0.05, countsAntiAliasing: false)
        let result = ImageDiffer.compare(reference: reference, actual: actual, tolerance: perceptual).comparison
        #expect(result.differentPixels == 0 && result.antiAliasedPixels == 1)
        #expect(ImageDiffer.compare(reference: reference, actual: actual).comparison.differentPixels == 1)
    }

    /// Opaque white against transparent white: pixelmatch 5 blended both over white and saw
    /// nothing; pixelmatch 7 blends over its 48/207 pattern and counts the change.
    @Test func alphaChangesCountAsPixelmatchSevenCountsThem() {
        let reference = PixelImage(width: 4, height: 4, filledWith: RGBA(255, 255, 255, 255))
        var actual = reference
        actual[1, 1] = RGBA(255, 255, 255, 0)
        actual[2, 2] = RGBA(255, 255, 255, 254)
        let result = ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(threshold: 0.05, countsAntiAliasing: false)).comparison
        // The fully clear pixel is far from white; one step of alpha is not past 0.05.
        #expect(result.differentPixels == 1)
        // Two fully clear pixels of different colours look the same: nothing to see.
        let clear = PixelImage(width: 2, height: 2, filledWith: RGBA(10, 20, 30, 0))
        #expect(ImageDiffer.compare(reference: clear, actual: PixelImage(width: 2, height: 2, filledWith: RGBA(200, 0, 0, 0))).comparison.passes)
    }

    /// A soft change passes at pixelmatch's 0.1 and is counted at 0.05 (pair 1a/1b's pattern:
    /// 106 at 0.1, 143 at 0.05).
    @Test func theThresholdDecidesWhatCounts() {
        let reference = PixelImage(width: 6, height: 6, filledWith: RGBA(200, 200, 200))
        let actual = PixelImage(width: 6, height: 6, filledWith: RGBA(180, 180, 180))
        let at = { (threshold: Double) in
            ImageDiffer.compare(reference: reference, actual: actual, tolerance: DiffTolerance(threshold: threshold, countsAntiAliasing: false)).comparison.differentPixels
        }
        #expect(at(0.1) == 0)
        #expect(at(0.05) == 36)
    }
}
