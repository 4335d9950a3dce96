/// The tracking UIKit's system font applies at each point size, which SF Pro carries in its
/// `trak` table and Core Text applies without being asked (`systemFont(ofSize:)`,
/// `preferredFont(forTextStyle:)`): tighter from 13 pt, tightest around 17–20 pt (SF Pro Text),
/// looser again at display sizes. The stand-in for SF gets the same tracking: measured on the
/// iOS simulator references (Documentation/Fidelity.md), Inter's lines are 4.4–5.5 % wider than
/// SF's at 17 pt without it and within about 1 % with it.
///
/// Values: Apple's Human Interface Guidelines, Typography ▸ Specifications ▸ "Tracking values"
/// (SF Pro, iOS), in thousandths of an em, 6 to 28 pt: 6 pt +41 … 12 pt 0 … 17 pt −26 … 20 pt
/// −23 … 28 pt +14 (WWDC 2020 "The details of UI typography" describes the same table). Between
/// two sizes the straight line; below 6 pt the 6 pt value. Above 28 pt the 28 pt value is kept:
/// an extrapolation (the table's larger sizes, which fall slowly back towards 0, are not encoded
/// here), said in Documentation/Fixtures.md.
public enum SystemFontTracking {
    static let pairs: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14),
    ]

    /// What the stand-in adds at a weight, in thousandths of an em, on top of SF's tracking:
    /// Inter's heavy face (CSS 800) is narrower against SF Pro Heavy than its lighter faces are
    /// against theirs — PixelTest's heavy 17 pt "Lorem ipsum" is 4 % narrower than on iOS with
    /// SF's tracking alone, its semibold line within 1 % (Documentation/Fidelity.md) — so heavy
    /// and black get 23 thousandths back. The other weights measured within about 1 %.
    static func standInAdjustment(_ weight: Font.Weight) -> Double {
        weight >= .heavy ? 23 : 0
    }

    /// The tracking in points (added after each character) of the system font `font`: SF's,
    /// plus the stand-in's own correction when the system font is the bundled Inter (not when a
    /// fixture brings SF Pro's files, `fonts:`).
    public static func tracking(for font: Font, standIn: Bool = true) -> Double {
        tracking(forPointSize: font.size) + (standIn ? standInAdjustment(font.weight) * font.size / 1000 : 0)
    }

    /// SF's tracking in points (added after each character) at `size` points.
    public static func tracking(forPointSize size: Double) -> Double {
        guard let first = pairs.first, let last = pairs.last else { return 0 }
        let thousandths: Double
        if size <= first.size {
            thousandths = first.thousandths
        } else if size >= last.size {
            thousandths = last.thousandths
        } else {
            var value = last.thousandths
            for (low, high) in zip(pairs, pairs.dropFirst()) where size <= high.size {
                value = low.thousandths + (size - low.size) * (high.thousandths - low.thousandths) / (high.size - low.size)
                break
            }
            thousandths = value
        }
        return thousandths * size / 1000
    }
}
