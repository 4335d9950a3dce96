/// The system font's leading (line-to-line distance for body text) at a point size: what
/// UIKit's `UITableViewCell` styles call the text font's "body leading" when they size a row
/// (`2 × leading` for single-line text: 44 pt at the default Body 17 pt).
///
/// The pairs are Apple's Human Interface Guidelines, Typography ▸ Specifications ▸ "iOS,
/// iPadOS Dynamic Type sizes": every size/leading pair the tables give (Body from xSmall 14/19
/// to AX5 53/62, and the other styles at Large: Caption 2 11/13, Caption 1 12/16, Footnote
/// 13/18, Subheadline 15/20, Callout 16/21, Title 3 20/25, Title 2 22/28, Title 1 28/34, Large
/// Title 34/41). The tables agree wherever two styles share a size. A size between two pairs
/// gets the straight line between them; one beyond the ends keeps the nearest pair's ratio.
public enum SystemFontLeading {
    static let pairs: [(size: Double, leading: Double)] = [
        (11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (20, 25), (21, 27), (22, 28),
        (23, 29), (28, 34), (33, 40), (34, 41), (40, 48), (47, 56), (53, 62),
    ]

    public static func leading(forPointSize size: Double) -> Double {
        guard let first = pairs.first, let last = pairs.last else { return size }
        if size <= first.size { return size * first.leading / first.size }
        if size >= last.size { return size * last.leading / last.size }
        for (low, high) in zip(pairs, pairs.dropFirst()) where size <= high.size {
            return low.leading + (size - low.size) * (high.leading - low.leading) / (high.size - low.size)
        }
        return size * last.leading / last.size
    }
}
