/// What comparing a reference image with an actual one found.
public struct ImageComparison: Hashable, Sendable {
    public struct Dimensions: Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public var description: String { "\(width)×\(height)" }
    }

    public var reference: Dimensions
    public var actual: Dimensions
    /// Pixels that differ beyond the threshold (anti-aliasing excluded unless counted); with
    /// sizes that differ, every pixel outside the common area counts too.
    public var differentPixels: Int
    /// Pixels that differ only as anti-aliasing does (reported, not counted by default).
    public var antiAliasedPixels: Int
    /// The pixels compared: the larger width times the larger height.
    public var totalPixels: Int
    /// Whether the images are the same under the tolerance: same size, and no more
    /// differing pixels than allowed.
    public var passes: Bool

    public var sizesMatch: Bool { reference == actual }
    /// `differentPixels` as a share of `totalPixels`.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    /// One line for a failure message: sizes, or how many pixels differ.
    public var summary: String {
        if !sizesMatch {
            return "sizes differ: reference is \(reference) px, actual is \(actual) px"
        }
        let percent = ratio * 100
        let shown = percent == 0 || percent >= 0.01 ? String(format2(percent)) : "<0.01"
        var text = "\(differentPixels) of \(totalPixels) pixels differ (\(shown)%)"
        if antiAliasedPixels > 0 { text += "; \(antiAliasedPixels) more differ only by anti-aliasing" }
        return text
    }

    private func format2(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
