/// `UIContentSizeCategory`: the text size a user picked in Settings (Display & Text Size ▸
/// Larger Text), seven standard sizes and five accessibility sizes. `large` is the default.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// `UIContentSizeCategory.rawValue` as UIKit spells it (Interface Builder and trait
    /// collection dumps use these).
    public var uikitRawValue: String {
        switch self {
        case .extraSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .extraLarge: "UICTContentSizeCategoryXL"
        case .extraExtraLarge: "UICTContentSizeCategoryXXL"
        case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
        case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
        case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
        case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// By the Swift name (`accessibilityExtraLarge`, case-insensitively) or UIKit's raw value
    /// (`UICTContentSizeCategoryAccessibilityXL`).
    public init?(named name: String) {
        let lower = name.lowercased()
        guard let match = ContentSizeCategory.allCases.first(where: {
            $0.rawValue.lowercased() == lower || $0.uikitRawValue.lowercased() == lower
        }) else { return nil }
        self = match
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// The position in the slider, smallest first.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
