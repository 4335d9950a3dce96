import AutocellLayout
import AutocellTable

/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// `UIContentSizeCategory`: UIKit's values, by UIKit's names.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ category: ContentSizeCategory) { rawValue = category.uikitRawValue }

    public static let extraSmall = UIContentSizeCategory(.extraSmall)
    public static let small = UIContentSizeCategory(.small)
    public static let medium = UIContentSizeCategory(.medium)
    public static let large = UIContentSizeCategory(.large)
    public static let extraLarge = UIContentSizeCategory(.extraLarge)
    public static let extraExtraLarge = UIContentSizeCategory(.extraExtraLarge)
    public static let extraExtraExtraLarge = UIContentSizeCategory(.extraExtraExtraLarge)
    public static let accessibilityMedium = UIContentSizeCategory(.accessibilityMedium)
    public static let accessibilityLarge = UIContentSizeCategory(.accessibilityLarge)
    public static let accessibilityExtraLarge = UIContentSizeCategory(.accessibilityExtraLarge)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(.accessibilityExtraExtraLarge)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")

    /// The engine's category (`large` for an unspecified one).
    var category: ContentSizeCategory {
        ContentSizeCategory.allCases.first { $0.uikitRawValue == rawValue } ?? .large
    }

    public var isAccessibilityCategory: Bool { category.isAccessibilityCategory }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.category < rhs.category }
}

/// `UITraitCollection`: the traits layout and drawing read. `UITraitCollection.current` is
/// what views made now use (as on iOS, where it is the current trait environment's); a test
/// sets it to lay cells out at another text size, appearance, direction or scale.
public final class UITraitCollection: @unchecked Sendable, Equatable {
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let displayScale: CGFloat

    public init(
        preferredContentSizeCategory: UIContentSizeCategory = .large, userInterfaceStyle: UIUserInterfaceStyle = .light,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, displayScale: CGFloat = 2
    ) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(preferredContentSizeCategory: preferredContentSizeCategory, userInterfaceStyle: .light)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(preferredContentSizeCategory: .large, userInterfaceStyle: userInterfaceStyle)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(preferredContentSizeCategory: .large, displayScale: displayScale)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(preferredContentSizeCategory: .large, layoutDirection: layoutDirection)
    }

    /// `UITraitCollection(traitsFrom:)`: the later collections' specified traits win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var category = UIContentSizeCategory.large, style = UIUserInterfaceStyle.light
        var direction = UITraitEnvironmentLayoutDirection.leftToRight, scale: CGFloat = 2
        for trait in collections {
            if trait.preferredContentSizeCategory != .unspecified { category = trait.preferredContentSizeCategory }
            if trait.userInterfaceStyle != .unspecified { style = trait.userInterfaceStyle }
            if trait.layoutDirection != .unspecified { direction = trait.layoutDirection }
            if trait.displayScale > 0 { scale = trait.displayScale }
        }
        self.init(preferredContentSizeCategory: category, userInterfaceStyle: style, layoutDirection: direction, displayScale: scale)
    }

    /// The traits views use now: light, the large text size, left to right, @2x, until a test
    /// sets others.
    nonisolated(unsafe) public static var current = UITraitCollection()

    var appearance: Appearance { userInterfaceStyle == .dark ? .dark : .light }

    /// These traits as the one traits value the engine's resolve step takes (the same a
    /// fixture's table keys, the command line's options and `SnapshotTraits` fill).
    public var traits: TraitCollection {
        TraitCollection(
            scale: Double(displayScale), appearance: appearance, contentSizeCategory: preferredContentSizeCategory.category,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.layoutDirection == rhs.layoutDirection && lhs.displayScale == rhs.displayScale
    }
}
