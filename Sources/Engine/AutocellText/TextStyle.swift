/// `UIFont.TextStyle`: the semantic styles of Dynamic Type, with Apple's sizes.
///
/// Sizes come from Apple's Human Interface Guidelines, Typography ▸ Specifications ▸ "iOS,
/// iPadOS Dynamic Type sizes" (the xSmall … xxxLarge and AX1 … AX5 tables), and the weights
/// from the same page (Headline is Semibold, every other style Regular). The same numbers are
/// what `preferredFont(forTextStyle:)` returns on iOS 17/18 devices, as apps that mirror the
/// table for custom fonts record it.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// Point sizes in `ContentSizeCategory.allCases` order: xSmall, Small, Medium, Large
    /// (default), xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
    public var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// Leadings (line-to-line distances) in the same order, from the same tables (each cell of
    /// Apple's tables is size/leading: Body 14/19 at xSmall … 53/62 at AX5).
    public var leadings: [Double] {
        switch self {
        case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }

    /// How `UIFontMetrics` scales a length for this style at `category`: the ratio of the
    /// style's leading there to its leading at Large, not of its point sizes. That is what iOS's
    /// published values give: `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)` is
    /// 16.333 at Medium on a @3x device (Jared Sinclair, "Scaled Metric Surprises on iOS &
    /// iPadOS", 2024: 17 × 21/22 = 16.23 on the pixel grid; the point sizes' ratio would give 16)
    /// and `scaledFont(for: .systemFont(ofSize: 17))` is 48 pt at AX5 (Stack Overflow question
    /// 51243804: 17 × 62/22 = 47.9 on the grid; the sizes' ratio would give 53); line pitches
    /// measured on an iOS reference at AX5 give 47.8 (issue 50). Values between are this same
    /// rule, inferred from those measurements.
    public func metricsScale(at category: ContentSizeCategory) -> Double {
        let table = leadings
        return table[min(category.order, table.count - 1)] / table[ContentSizeCategory.large.order]
    }

    /// The style's size at `category`.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        let sizes = pointSizes
        return sizes[min(category.order, sizes.count - 1)]
    }

    /// By UIKit's name (`body`, `caption1`), case-insensitively; `UIFontTextStyleBody` and
    /// `UICTFontTextStyleBody` (the raw values) too.
    public init?(named name: String) {
        var lower = name.lowercased()
        for prefix in ["uictfonttextstyle", "uifonttextstyle"] where lower.hasPrefix(prefix) {
            lower.removeFirst(prefix.count)
        }
        // UIKit's raw values for these two: UICTFontTextStyleTitle0 and …Subhead.
        let aliases = ["title0": "largetitle", "subhead": "subheadline"]
        lower = aliases[lower] ?? lower
        guard let match = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == lower }) else { return nil }
        self = match
    }
}
