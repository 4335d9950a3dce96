import AutocellLayout
import AutocellText
import AutocellDrawing

/// `UIFont`: the system font at a size and weight, a text style sized for a content size
/// category, or a family by name, measured by Autocell's bundled fonts (see Documentation/Fixtures.md, "Text").
/// An `NSObject` subclass, as UIKit's is (`open class UIFont : NSObject`).
open class UIFont: NSObject, @unchecked Sendable {
    /// `UIFont.Weight`: UIKit's values (−0.8 … 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The nearest of the named weights.
        var weight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        init(_ style: AutocellText.TextStyle) { rawValue = "UICTFontTextStyle" + style.rawValue.prefix(1).uppercased() + style.rawValue.dropFirst() }
        public static let largeTitle = TextStyle(.largeTitle)
        public static let title1 = TextStyle(.title1)
        public static let title2 = TextStyle(.title2)
        public static let title3 = TextStyle(.title3)
        public static let headline = TextStyle(.headline)
        public static let subheadline = TextStyle(.subheadline)
        public static let body = TextStyle(.body)
        public static let callout = TextStyle(.callout)
        public static let footnote = TextStyle(.footnote)
        public static let caption1 = TextStyle(.caption1)
        public static let caption2 = TextStyle(.caption2)

        var style: AutocellText.TextStyle {
            AutocellText.TextStyle.allCases.first { TextStyle($0) == self } ?? .body
        }
    }

    let font: Font
    /// Set by `UIFontMetrics.scaledFont(for:)`: the style and size it scaled, so that a label
    /// that adjusts its font for the content size category scales it again for its traits.
    let metrics: MetricsScaling?

    struct MetricsScaling: Hashable, Sendable {
        var metrics: UIFontMetrics
        var base: Font
        var maximumPointSize: CGFloat?
    }

    init(_ font: Font, metrics: MetricsScaling? = nil) {
        self.font = font
        self.metrics = metrics
        super.init()
    }

    /// A family by name (one of the bundled families, or a font a test registered); nil for
    /// a family Autocell does not have, as UIKit returns nil for an unknown name.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let family = FontRegistry.family(named: fontName) else {
            UIKitGap.unknownFontName.note()
            return nil
        }
        var font = Font(size: Double(fontSize))
        font.family = family.name
        font.weight = family.weight
        self.font = font
        metrics = nil
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.system(Double(fontSize))) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(.system(Double(fontSize), weight: weight.weight)) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.boldSystem(Double(fontSize))) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.italicSystem(Double(fontSize))) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(.monospacedDigitSystem(Double(fontSize), weight: weight.weight))
    }

    /// The text style sized for the current (or given) trait collection's content size category.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory.category
        return UIFont(.preferred(style.style, category: category))
    }

    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public var pointSize: CGFloat { CGFloat(font.size) }
    public var familyName: String { font.family ?? ".AppleSystemUIFont" }
    public var fontName: String { font.family ?? ".SFUI-\(font.weight.rawValue.capitalized)" }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var copy = font
        copy.size = Double(fontSize)
        copy.textStyle = nil
        return UIFont(copy)
    }

    /// `fontDescriptor`: the font's family, size, weight and traits.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: font) }

    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var copy = descriptor.font
        if pointSize > 0 { copy.size = Double(pointSize) }
        font = copy
        metrics = nil
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.font == font }
    open override var hash: Int { font.hashValue }
}

/// `UIFontDescriptor`: enough to make a bold or italic variant of a font.
public final class UIFontDescriptor: @unchecked Sendable {
    /// `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let font: Font
    init(font: Font) { self.font = font }

    public var pointSize: CGFloat { CGFloat(font.size) }

    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.isItalic { traits.insert(.traitItalic) }
        if font.weight >= .bold { traits.insert(.traitBold) }
        return traits
    }

    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        if !traits.subtracting([.traitItalic, .traitBold]).isEmpty { UIKitGap.symbolicTraits.note() }
        var copy = font
        copy.isItalic = traits.contains(.traitItalic)
        if traits.contains(.traitBold) { copy.weight = .bold }
        return UIFontDescriptor(font: copy)
    }
}

/// `UIFontMetrics`: scales a font or a length for the content size category the way iOS does
/// for its text style (body by default): by the style's leading ratio, not its point sizes
/// (`TextStyle.metricsScale`: 17 pt scales to 16.333 at Medium and 48 at AX5, where Body's own
/// sizes are 16 and 53), on the pixel grid of the traits' display scale, as iOS's published
/// values are.
public struct UIFontMetrics: Hashable, Sendable {
    let style: AutocellText.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle.style }

    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The font scaled for `traitCollection`'s content size category (the current traits'
    /// when nil); a label with `adjustsFontForContentSizeCategory` scales it again for its own.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        scaled(font, maximumPointSize: nil, traitCollection)
    }

    /// `scaledFont(for:maximumPointSize:compatibleWith:)`: scaled, then no larger than the maximum.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        scaled(font, maximumPointSize: maximumPointSize, traitCollection)
    }

    private func scaled(_ font: UIFont, maximumPointSize: CGFloat?, _ traitCollection: UITraitCollection?) -> UIFont {
        let base = font.metrics?.base ?? font.font
        var copy = base
        copy.size = Double(min(scaled(CGFloat(base.size), traitCollection), maximumPointSize ?? .greatestFiniteMagnitude))
        return UIFont(copy, metrics: MetricsScaling(metrics: self, base: base, maximumPointSize: maximumPointSize))
    }

    typealias MetricsScaling = UIFont.MetricsScaling

    /// The font `scaling` gives for `traits`.
    static func rescaled(_ scaling: MetricsScaling, for traits: UITraitCollection) -> Font {
        var copy = scaling.base
        copy.size = Double(min(scaling.metrics.scaled(CGFloat(scaling.base.size), traits), scaling.maximumPointSize ?? .greatestFiniteMagnitude))
        return copy
    }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
        scaled(value, traitCollection)
    }

    fileprivate func scaled(_ value: CGFloat, _ traitCollection: UITraitCollection?) -> CGFloat {
        let traits = traitCollection ?? .current
        let factor = CGFloat(style.metricsScale(at: traits.preferredContentSizeCategory.category))
        // At the default size the value itself, as iOS returns it.
        guard factor != 1 else { return value }
        let scaled = value * factor
        let scale = traits.displayScale > 0 ? traits.displayScale : UITraitCollection.current.displayScale
        return CGFloat(PixelGrid(scale: Double(scale)).roundToViewScale(Double(scaled)))
    }
}

/// Font names `UIFont(name:size:)` knows: the bundled families (Inter, Noto Sans …, WenQuanYi
/// Micro Hei) by family name or PostScript-style name with a weight (`Inter-SemiBold`),
/// spaces, dashes and case ignored.
enum FontRegistry {
    static func family(named name: String) -> (name: String, weight: Font.Weight)? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let weights: [(String, Font.Weight)] = [
            ("extralight", .ultraLight), ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
            ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("heavy", .heavy),
            ("bold", .bold), ("black", .black),
        ]
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let familyKey = key(parts.first ?? name)
        var weight = Font.Weight.regular
        if parts.count == 2, let found = weights.first(where: { $0.0 == key(parts[1]) }) { weight = found.1 }
        guard let family = FontLibrary.standard.bundledFamilies.first(where: { key($0) == familyKey }) else { return nil }
        return (family, weight)
    }
}

extension UIFont {
    /// Autocell's: SF Pro's font files (SF Pro, or SF Pro Text and SF Pro Display, that you are
    /// licensed to use; never bundled) to draw the system font with in this process:
    /// `systemFont(ofSize:)` and the text styles take them, with UIKit's optical sizes (Text
    /// below 20 pt, Display from 20 pt) and SF's tracking. Empty (the default): the files
    /// `AUTOCELL_SYSTEM_FONTS` names, else the bundled stand-in, Inter. Set it before laying
    /// anything out; views laid out since are laid out again with the new fonts.
    @MainActor public static var autocellSystemFontFiles: [String] {
        get { HierarchyLayout.fontLibrary.files.filter(\.isSystemFont).map(\.path) }
        set {
            let symbols = HierarchyLayout.fontLibrary.symbolFiles
            HierarchyLayout.fontLibrary = (newValue.isEmpty ? .standard : FontLibrary.bundled.addingSystemFont(newValue)).addingSymbolFonts(symbols)
        }
    }

    /// Autocell's: which system font draws (SF Pro's families, or "Inter (the bundled stand-in
    /// for SF Pro)"), or nil when the fonts cannot be loaded (said by the layer's diagnostics).
    @MainActor public static var autocellSystemFontDescription: String? {
        HierarchyLayout.measurer?.fonts.systemFontDescription
    }
}
