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

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown, unavailable, available
}

/// `UITraitCollection`: the traits layout and drawing read. `UITraitCollection.current` is
/// what views made now use (as on iOS, where it is the current trait environment's); a test
/// sets it to lay cells out at another text size, appearance, direction or scale.
///
/// As in UIKit, a collection made with one trait (`UITraitCollection(displayScale: 3)`) or
/// none (`UITraitCollection()`) leaves the others unspecified, and `init(traitsFrom:)` takes
/// each trait from the last collection that specifies it. Reading a trait no collection
/// specified gives what an iPhone in portrait has (the large text size, light, left to right,
/// @2x, compact width, regular height, phone).
public final class UITraitCollection: @unchecked Sendable, Equatable {
    /// The traits as given (nil: unspecified).
    private let category: UIContentSizeCategory?, style: UIUserInterfaceStyle?, direction: UITraitEnvironmentLayoutDirection?
    private let scale: CGFloat?, horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?
    private let idiom: UIUserInterfaceIdiom?, forceTouch: UIForceTouchCapability?

    public var preferredContentSizeCategory: UIContentSizeCategory { category ?? .large }
    public var userInterfaceStyle: UIUserInterfaceStyle { style ?? .light }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { direction ?? .leftToRight }
    public var displayScale: CGFloat { scale ?? 2 }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { horizontal ?? .compact }
    public var verticalSizeClass: UIUserInterfaceSizeClass { vertical ?? .regular }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { idiom ?? .phone }
    public var forceTouchCapability: UIForceTouchCapability { forceTouch ?? .unknown }

    private init(
        category: UIContentSizeCategory? = nil, style: UIUserInterfaceStyle? = nil, direction: UITraitEnvironmentLayoutDirection? = nil,
        scale: CGFloat? = nil, horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil,
        idiom: UIUserInterfaceIdiom? = nil, forceTouch: UIForceTouchCapability? = nil
    ) {
        self.category = category == .unspecified ? nil : category
        self.style = style == .unspecified ? nil : style
        self.direction = direction == .unspecified ? nil : direction
        self.scale = scale.flatMap { $0 > 0 ? $0 : nil }
        self.horizontal = horizontal == .unspecified ? nil : horizontal
        self.vertical = vertical == .unspecified ? nil : vertical
        self.idiom = idiom == .unspecified ? nil : idiom
        self.forceTouch = forceTouch
    }

    /// A collection with no trait specified.
    public convenience init() { self.init(category: nil) }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(forceTouchCapability: UIForceTouchCapability) { self.init(forceTouch: forceTouchCapability) }

    /// `UITraitCollection(traitsFrom:)`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(
            category: collections.last { $0.category != nil }?.category, style: collections.last { $0.style != nil }?.style,
            direction: collections.last { $0.direction != nil }?.direction, scale: collections.last { $0.scale != nil }?.scale,
            horizontal: collections.last { $0.horizontal != nil }?.horizontal, vertical: collections.last { $0.vertical != nil }?.vertical,
            idiom: collections.last { $0.idiom != nil }?.idiom, forceTouch: collections.last { $0.forceTouch != nil }?.forceTouch)
    }

    /// `containsTraits(in:)`: whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.category == nil || trait.category == preferredContentSizeCategory)
            && (trait.style == nil || trait.style == userInterfaceStyle)
            && (trait.direction == nil || trait.direction == layoutDirection)
            && (trait.scale == nil || trait.scale == displayScale)
            && (trait.horizontal == nil || trait.horizontal == horizontalSizeClass)
            && (trait.vertical == nil || trait.vertical == verticalSizeClass)
            && (trait.idiom == nil || trait.idiom == userInterfaceIdiom)
            && (trait.forceTouch == nil || trait.forceTouch == forceTouchCapability)
    }

    /// The traits views use now: light, the large text size, left to right, @2x, until a test
    /// sets others.
    nonisolated(unsafe) public static var current = UITraitCollection() {
        didSet { if current != oldValue { UIView.traitGeneration &+= 1 } }
    }

    var appearance: Appearance { userInterfaceStyle == .dark ? .dark : .light }

    /// The traits as specified (nil: unspecified), for overrides.
    var specifiedStyle: UIUserInterfaceStyle? { style }
    var specifiedCategory: UIContentSizeCategory? { category }
    var specifiedDirection: UITraitEnvironmentLayoutDirection? { direction }
    var specifiedScale: CGFloat? { scale }
    var specifiedHorizontalSizeClass: UIUserInterfaceSizeClass? { horizontal }
    var specifiedVerticalSizeClass: UIUserInterfaceSizeClass? { vertical }

    /// These traits as the one traits value the engine's resolve step takes (the same a
    /// fixture's table keys, the command line's options and `SnapshotTraits` fill).
    public var traits: TraitCollection {
        TraitCollection(
            scale: Double(displayScale), appearance: appearance, contentSizeCategory: preferredContentSizeCategory.category,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            horizontalSizeClass: horizontal.map { $0 == .regular ? .regular : .compact })
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.category == rhs.category && lhs.style == rhs.style && lhs.direction == rhs.direction && lhs.scale == rhs.scale
            && lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical && lhs.idiom == rhs.idiom && lhs.forceTouch == rhs.forceTouch
    }
}

extension UITraitCollection {
    /// `hasDifferentColorAppearance(comparedTo:)`: whether dynamic colours resolve differently
    /// in the other collection: its interface style differs (the only colour trait the layer
    /// has; contrast and elevation are not modelled), or there is none.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return traitCollection.userInterfaceStyle != userInterfaceStyle
    }
}
