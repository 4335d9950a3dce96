/// How different two images may be and still count as the same, in the two numbers users of
/// pixelmatch, Playwright and iOSSnapshotTestCase know: how far apart two colours must be
/// before a pixel counts as different, and how many different pixels are allowed.
///
/// The default is exact, as in swift-snapshot-testing: any changed pixel fails. `.perceptual`
/// is pixelmatch's default (threshold 0.1, anti-aliasing excused), for references that must
/// survive another machine's font rasterizer.
public struct DiffTolerance: Hashable, Sendable {
    /// How many differing pixels pass: a count, or a share of all pixels.
    public enum Allowance: Hashable, Sendable {
        case pixels(Int)
        case ratio(Double)
    }

    /// The perceptual colour distance (YIQ, 0...1) a pixel must pass to count as different:
    /// 0 counts any change, 0.1 ignores changes the eye hardly sees (a brand colour moved by
    /// a few units passes), 1 ignores everything.
    public var threshold: Double
    public var allowance: Allowance
    /// Whether pixels that differ only by anti-aliasing (an edge drawn a little differently)
    /// count as different (pixelmatch's `includeAA`).
    public var countsAntiAliasing: Bool

    /// Exact unless told otherwise: threshold 0, no pixel allowed. Anti-aliasing is counted
    /// when the threshold is 0 (exact means every pixel) and excused above it, as pixelmatch
    /// does, unless `countsAntiAliasing` says otherwise.
    public init(threshold: Double = 0, allowance: Allowance = .pixels(0), countsAntiAliasing: Bool? = nil) {
        self.threshold = threshold
        self.allowance = allowance
        self.countsAntiAliasing = countsAntiAliasing ?? (threshold == 0)
    }

    /// Exact: every changed pixel counts, none is allowed (the default).
    public static let exact = DiffTolerance()

    /// pixelmatch's defaults: threshold 0.1, anti-aliasing-only differences excused, no other
    /// pixel allowed.
    public static let perceptual = DiffTolerance(threshold: 0.1)

    /// Whether `count` differing pixels out of `total` are within the allowance.
    public func allows(_ count: Int, of total: Int) -> Bool {
        switch allowance {
        case .pixels(let allowed): count <= allowed
        case .ratio(let ratio): Double(count) <= ratio * Double(total) + 1e-9
        }
    }

    /// The tolerance in words, for failure messages.
    public var summary: String {
        let allowed = switch allowance {
        case .pixels(let count): "\(count) pixel\(count == 1 ? "" : "s") allowed"
        case .ratio(let ratio): "\(ratio * 100)% of pixels allowed"
        }
        if self == .exact { return "exact" }
        return "threshold \(threshold), \(allowed)\(countsAntiAliasing ? ", anti-aliasing counted" : "")"
    }
}
