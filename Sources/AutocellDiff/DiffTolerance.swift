/// How different two images may be and still count as the same, in the two numbers users of
/// pixelmatch, Playwright and iOSSnapshotTestCase know: how far apart two colours must be
/// before a pixel counts as different, and how many different pixels are allowed.
public struct DiffTolerance: Hashable, Sendable {
    /// How many differing pixels pass: a count, or a share of all pixels.
    public enum Allowance: Hashable, Sendable {
        case pixels(Int)
        case ratio(Double)
    }

    /// The perceptual colour distance (YIQ, 0...1) below which two pixels count as the same:
    /// 0 counts any change, 0.1 (the default, as in pixelmatch) ignores changes the eye
    /// hardly sees, 1 ignores everything.
    public var threshold: Double
    public var allowance: Allowance
    /// Whether pixels that differ only by anti-aliasing (an edge drawn a little differently)
    /// count as different. Off by default: font rasterizers move them between machines.
    public var countsAntiAliasing: Bool

    public init(threshold: Double = 0.1, allowance: Allowance = .pixels(0), countsAntiAliasing: Bool = false) {
        self.threshold = threshold
        self.allowance = allowance
        self.countsAntiAliasing = countsAntiAliasing
    }

    /// Exact: every changed pixel counts, none is allowed.
    public static let exact = DiffTolerance(threshold: 0, allowance: .pixels(0), countsAntiAliasing: true)

    /// Whether `count` differing pixels out of `total` are within the allowance.
    public func allows(_ count: Int, of total: Int) -> Bool {
        switch allowance {
        case .pixels(let allowed): count <= allowed
        case .ratio(let ratio): Double(count) <= ratio * Double(total) + 1e-9
        }
    }
}
