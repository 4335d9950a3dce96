import AutocellImage
import Foundation

/// Compares two images pixel by pixel with a perceptual colour distance and anti-aliasing
/// detection, the method of pixelmatch: colours are compared in YIQ space (weighted for the
/// eye, Kotsarenko and Ramos), and a pixel that differs is excused as anti-aliasing when it
/// sits on an edge between two flat areas that both images share (Vysniauskas).
///
/// Identical pixels are found a 32-bit word at a time, so images that barely differ cost
/// little more than a memory compare.
public enum ImageDiffer {
    /// Compares `actual` with `reference`, exactly unless `tolerance` says otherwise. With
    /// `drawing`, also returns the diff image: the
    /// reference faded to light grey, differences in red, anti-aliasing-only differences in
    /// yellow, and (for sizes that differ) the area only one image has in red.
    public static func compare(
        reference: PixelImage, actual: PixelImage, tolerance: DiffTolerance = .exact, drawing: Bool = false
    ) -> (comparison: ImageComparison, diff: PixelImage?) {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let commonWidth = min(reference.width, actual.width), commonHeight = min(reference.height, actual.height)
        // A union past the limits is counted but not drawn (see `canDrawDiff`).
        var diff = drawing && PNGLimits.allows(width: width, height: height) ? PixelImage(width: width, height: height, filledWith: Self.outside) : nil
        // A delta is compared squared: 35215 is the largest possible YIQ distance.
        let maximumDelta = 35215 * tolerance.threshold * tolerance.threshold
        var different = 0, antiAliased = 0
        reference.bytes.withUnsafeBufferPointer { referenceBytes in
            actual.bytes.withUnsafeBufferPointer { actualBytes in
                let one = Image(referenceBytes, reference.width, reference.height)
                let two = Image(actualBytes, actual.width, actual.height)
                func scan(_ output: UnsafeMutablePointer<UInt8>?) {
                    for y in 0..<commonHeight {
                        // Rows that are byte for byte the same need no look at their pixels.
                        if output == nil, memcmp(one.bytes.baseAddress.unsafelyUnwrapped + one.offset(0, y),
                                                 two.bytes.baseAddress.unsafelyUnwrapped + two.offset(0, y), commonWidth * 4) == 0 {
                            continue
                        }
                        for x in 0..<commonWidth {
                            var color: RGBA?
                            if one.word(x, y) != two.word(x, y) {
                                let delta = colorDelta(one, one.offset(x, y), two, two.offset(x, y), brightnessOnly: false)
                                if abs(delta) > maximumDelta {
                                    if !tolerance.countsAntiAliasing
                                        && (isAntiAliased(one, x, y, other: two) || isAntiAliased(two, x, y, other: one)) {
                                        antiAliased += 1
                                        color = Self.yellow
                                    } else {
                                        different += 1
                                        color = Self.red
                                    }
                                }
                            }
                            if let output {
                                let pixel = color ?? faded(one, one.offset(x, y))
                                let k = (y * width + x) * 4
                                output[k] = pixel.r
                                output[k + 1] = pixel.g
                                output[k + 2] = pixel.b
                                output[k + 3] = pixel.a
                            }
                        }
                    }
                }
                if diff != nil {
                    diff?.bytes.withUnsafeMutableBufferPointer { scan($0.baseAddress) }
                } else {
                    scan(nil)
                }
            }
        }
        let total = width * height
        // Pixels only one image has all differ.
        different += total - commonWidth * commonHeight
        let sizesMatch = reference.width == actual.width && reference.height == actual.height
        let comparison = ImageComparison(
            reference: .init(width: reference.width, height: reference.height),
            actual: .init(width: actual.width, height: actual.height),
            differentPixels: different, antiAliasedPixels: antiAliased, totalPixels: total,
            passes: sizesMatch && tolerance.allows(different, of: total))
        return (comparison, diff)
    }

    /// Whether the diff image of these two images (the size of both together) is within
    /// `PNGLimits`; `compare(drawing: true)` returns no diff image when it is not.
    public static func canDrawDiff(reference: PixelImage, actual: PixelImage) -> Bool {
        PNGLimits.allows(width: max(reference.width, actual.width), height: max(reference.height, actual.height))
    }

    static let red = RGBA(255, 0, 0)
    static let yellow = RGBA(255, 255, 0)
    static let outside = RGBA(255, 0, 0)

    /// Read-only RGBA pixels with bounds known, for the inner loops.
    struct Image {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        let height: Int

        init(_ bytes: UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int) {
            self.bytes = bytes
            self.width = width
            self.height = height
        }

        @inline(__always) func offset(_ x: Int, _ y: Int) -> Int { (y * width + x) * 4 }

        /// The pixel's four bytes as one word, to test equality at once.
        @inline(__always) func word(_ x: Int, _ y: Int) -> UInt32 {
            UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset(x, y)).loadUnaligned(as: UInt32.self)
        }
    }

    /// The squared YIQ distance between two pixels, negative when the first is the brighter;
    /// with `brightnessOnly`, the difference of Y alone (first minus second).
    ///
    /// Pixels that are not both opaque are compared as pixelmatch 7 compares them: each
    /// blended over a background whose colour depends on the first pixel's byte offset `i`
    /// (a pattern of 48 and 207 per channel, so a change in alpha alone is seen whatever the
    /// colour underneath). pixelmatch 5 blended over white, which hides such changes.
    @inline(__always) static func colorDelta(_ a: Image, _ i: Int, _ b: Image, _ j: Int, brightnessOnly: Bool) -> Double {
        let r1 = Double(a.bytes[i]), g1 = Double(a.bytes[i + 1]), b1 = Double(a.bytes[i + 2]), a1 = Double(a.bytes[i + 3])
        let r2 = Double(b.bytes[j]), g2 = Double(b.bytes[j + 1]), b2 = Double(b.bytes[j + 2]), a2 = Double(b.bytes[j + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let background = checkerboard(i)
            dr = (r1 * a1 - r2 * a2 - background.r * da) / 255
            dg = (g1 * a1 - g2 * a2 - background.g * da) / 255
            db = (b1 * a1 - b2 * a2 - background.b * da) / 255
        }
        let y = luma(dr, dg, db)
        if brightnessOnly { return y }
        let di = inPhase(dr, dg, db), dq = quadrature(dr, dg, db)
        let delta = 0.5053 * y * y + 0.299 * di * di + 0.1957 * dq * dq
        return y > 0 ? -delta : delta
    }

    /// pixelmatch 7's background for translucent pixels at byte offset `k`: 48 or 207 per
    /// channel, switching with k, k ÷ φ and k ÷ φ² (truncated) odd or even.
    @inline(__always) static func checkerboard(_ k: Int) -> (r: Double, g: Double, b: Double) {
        let position = Double(k)
        func level(_ odd: Bool) -> Double { odd ? 207 : 48 }
        return (level(k % 2 == 1), level(Int(position / 1.618033988749895) % 2 == 1), level(Int(position / 2.618033988749895) % 2 == 1))
    }

    @inline(__always) static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always) static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always) static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: it has at most two
    /// identical neighbours, both a darker and a brighter neighbour, and the darkest or the
    /// brightest of those lies inside a flat area in both images.
    static func isAntiAliased(_ image: Image, _ x: Int, _ y: Int, other: Image) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        let center = image.offset(x, y)
        var equalNeighbours = x == x0 || x == x1 || y == y0 || y == y1 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        // Column by column, as pixelmatch visits them: ties between equally dark (or bright)
        // neighbours go to the first one met, and which one that is decides the result.
        for nx in x0...x1 {
            for ny in y0...y1 where nx != x || ny != y {
                let delta = colorDelta(image, center, image, image.offset(nx, ny), brightnessOnly: true)
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        guard darkestAt.0 < other.width, darkestAt.1 < other.height, brightestAt.0 < other.width, brightestAt.1 < other.height else { return false }
        return (hasManySiblings(image, darkestAt.0, darkestAt.1) && hasManySiblings(other, darkestAt.0, darkestAt.1))
            || (hasManySiblings(image, brightestAt.0, brightestAt.1) && hasManySiblings(other, brightestAt.0, brightestAt.1))
    }

    /// Whether the pixel has more than two neighbours exactly like it (it is in a flat area).
    static func hasManySiblings(_ image: Image, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        let word = image.word(x, y)
        var equal = x == x0 || x == x1 || y == y0 || y == y1 ? 1 : 0
        for nx in x0...x1 {
            for ny in y0...y1 where (nx != x || ny != y) && image.word(nx, ny) == word {
                equal += 1
                if equal > 2 { return true }
            }
        }
        return false
    }

    /// The reference pixel faded towards white, as the diff image's background.
    @inline(__always) static func faded(_ image: Image, _ k: Int) -> RGBA {
        let alpha = Double(image.bytes[k + 3]) / 255
        func channel(_ value: UInt8) -> Double { 255 + (Double(value) - 255) * alpha }
        let y = luma(channel(image.bytes[k]), channel(image.bytes[k + 1]), channel(image.bytes[k + 2]))
        let value = UInt8(max(0, min(255, 255 + (y - 255) * 0.1)))
        return RGBA(value, value, value)
    }
}
