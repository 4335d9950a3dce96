import AutocellLayout
import AutocellTable
import AutocellText
import AutocellDrawing

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

/// `UIAccessibilityContrast` (kept; `.high` is drawn with the normal-contrast colours, said).
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// `UIDisplayGamut` (kept; drawing is sRGB).
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1, SRGB = 0, P3 = 1
}

/// `UILegibilityWeight` (kept; `.bold` is drawn at the fonts' own weights, said).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
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
    private let contrast: UIAccessibilityContrast?, gamut: UIDisplayGamut?, legibility: UILegibilityWeight?

    public var preferredContentSizeCategory: UIContentSizeCategory { category ?? .large }
    public var userInterfaceStyle: UIUserInterfaceStyle { style ?? .light }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { direction ?? .leftToRight }
    public var displayScale: CGFloat { scale ?? 2 }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { horizontal ?? .compact }
    public var verticalSizeClass: UIUserInterfaceSizeClass { vertical ?? .regular }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { idiom ?? .phone }
    public var forceTouchCapability: UIForceTouchCapability { forceTouch ?? .unknown }
    public var accessibilityContrast: UIAccessibilityContrast { contrast ?? .unspecified }
    public var displayGamut: UIDisplayGamut { gamut ?? .unspecified }
    public var legibilityWeight: UILegibilityWeight { legibility ?? .unspecified }

    private init(
        category: UIContentSizeCategory? = nil, style: UIUserInterfaceStyle? = nil, direction: UITraitEnvironmentLayoutDirection? = nil,
        scale: CGFloat? = nil, horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil,
        idiom: UIUserInterfaceIdiom? = nil, forceTouch: UIForceTouchCapability? = nil,
        contrast: UIAccessibilityContrast? = nil, gamut: UIDisplayGamut? = nil, legibility: UILegibilityWeight? = nil
    ) {
        self.contrast = contrast == .unspecified ? nil : contrast
        self.gamut = gamut == .unspecified ? nil : gamut
        self.legibility = legibility == .unspecified ? nil : legibility
        if contrast == .high { UIKitGap.highContrast.note() }
        if legibility == .bold { UIKitGap.boldText.note() }
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
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }
    public convenience init(displayGamut: UIDisplayGamut) { self.init(gamut: displayGamut) }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(legibility: legibilityWeight) }

    /// `UITraitCollection(mutations:)` (iOS 17): the traits the block sets, the others unspecified.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitValues()
        mutations(&traits)
        let values = (traits as? UITraitValues) ?? UITraitValues()
        self.init(
            category: values.category, style: values.style, direction: values.direction, scale: values.scale,
            horizontal: values.horizontal, vertical: values.vertical, idiom: values.idiom, forceTouch: values.forceTouch,
            contrast: values.contrast, gamut: values.gamut, legibility: values.legibility)
    }

    /// `modifyingTraits(_:)` (iOS 17): these traits with the block's changes.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(traitsFrom: [self, UITraitCollection(mutations: mutations)])
    }

    /// `UITraitCollection(traitsFrom:)`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(
            category: collections.last { $0.category != nil }?.category, style: collections.last { $0.style != nil }?.style,
            direction: collections.last { $0.direction != nil }?.direction, scale: collections.last { $0.scale != nil }?.scale,
            horizontal: collections.last { $0.horizontal != nil }?.horizontal, vertical: collections.last { $0.vertical != nil }?.vertical,
            idiom: collections.last { $0.idiom != nil }?.idiom, forceTouch: collections.last { $0.forceTouch != nil }?.forceTouch,
            contrast: collections.last { $0.contrast != nil }?.contrast, gamut: collections.last { $0.gamut != nil }?.gamut,
            legibility: collections.last { $0.legibility != nil }?.legibility)
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
            && (trait.contrast == nil || trait.contrast == contrast) && (trait.gamut == nil || trait.gamut == gamut)
            && (trait.legibility == nil || trait.legibility == legibility)
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
            && lhs.contrast == rhs.contrast && lhs.gamut == rhs.gamut && lhs.legibility == rhs.legibility
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

/// `UIMutableTraits` (iOS 17): traits set one by one, in `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)`. An unset trait reads as unspecified.
@preconcurrency @MainActor
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var displayGamut: UIDisplayGamut { get set }
    var legibilityWeight: UILegibilityWeight { get set }
}

/// The traits a `mutations` block sets.
struct UITraitValues: UIMutableTraits {
    var category: UIContentSizeCategory?, style: UIUserInterfaceStyle?, direction: UITraitEnvironmentLayoutDirection?
    var scale: CGFloat?, horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?
    var idiom: UIUserInterfaceIdiom?, forceTouch: UIForceTouchCapability?
    var contrast: UIAccessibilityContrast?, gamut: UIDisplayGamut?, legibility: UILegibilityWeight?

    var userInterfaceStyle: UIUserInterfaceStyle { get { style ?? .unspecified } set { style = newValue } }
    var preferredContentSizeCategory: UIContentSizeCategory { get { category ?? .unspecified } set { category = newValue } }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get { direction ?? .unspecified } set { direction = newValue } }
    var displayScale: CGFloat { get { scale ?? 0 } set { scale = newValue } }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get { horizontal ?? .unspecified } set { horizontal = newValue } }
    var verticalSizeClass: UIUserInterfaceSizeClass { get { vertical ?? .unspecified } set { vertical = newValue } }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get { idiom ?? .unspecified } set { idiom = newValue } }
    var forceTouchCapability: UIForceTouchCapability { get { forceTouch ?? .unknown } set { forceTouch = newValue } }
    var accessibilityContrast: UIAccessibilityContrast { get { contrast ?? .unspecified } set { contrast = newValue } }
    var displayGamut: UIDisplayGamut { get { gamut ?? .unspecified } set { gamut = newValue } }
    var legibilityWeight: UILegibilityWeight { get { legibility ?? .unspecified } set { legibility = newValue } }
}
