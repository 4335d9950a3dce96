import AutocellSource
/// A font as a cell describes it, the way UIKit makes one: `UIFont.systemFont(ofSize:weight:)`,
/// `italicSystemFont`, `monospacedDigitSystemFont`, `UIFont(name:size:)` for a family the
/// fixture or caller supplies, or `preferredFont(forTextStyle:)` sized for a content size
/// category. Sizes are layout points (Pango runs at 72 dpi, so 16 here is UIKit's 16 pt).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// `UIFont.Weight`'s nine named weights. Each is drawn with the face of the CSS weight
    /// WebKit maps to it on Apple platforms (`FontCacheCoreText.cpp`, `mapWeight`: 100 is
    /// `kCTFontWeightUltraLight`, 200 thin, 300 light, 400 regular, 500 medium, 600 semibold,
    /// 700 bold, 800 heavy, 900 black), which is also the order of SF Pro's own faces.
    public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The OpenType / CSS weight class of the face drawn.
        public var weightClass: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.weightClass < rhs.weightClass }

        /// A weight by its UIKit name, case-insensitively (`semibold`, `ultraLight`).
        public init?(named name: String) {
            guard let match = Weight.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
            self = match
        }
    }

    /// The family the caller named; nil is the system font.
    public var family: String?
    public var size: Double
    public var weight: Weight
    public var isItalic: Bool
    /// `monospacedDigitSystemFont`: digits drawn with tabular (equal) widths.
    public var monospacedDigit: Bool
    /// Set for `preferredFont(forTextStyle:)`: the style the size came from.
    public var textStyle: TextStyle?

    public init(
        family: String? = nil, size: Double, weight: Weight = .regular, isItalic: Bool = false,
        monospacedDigit: Bool = false, textStyle: TextStyle? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.monospacedDigit = monospacedDigit
        self.textStyle = textStyle
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func system(_ size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }
    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystem(_ size: Double) -> Font { Font(size: size, weight: .bold) }
    /// `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystem(_ size: Double) -> Font { Font(size: size, isItalic: true) }
    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`.
    public static func monospacedDigitSystem(_ size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight, monospacedDigit: true)
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the style's size and weight at
    /// `category` (Apple's Dynamic Type table; see `TextStyle`).
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large) -> Font {
        Font(size: style.pointSize(at: category), weight: style.weight, textStyle: style)
    }

    /// The same font at another content size category: a text style is sized again from the
    /// table; a font of fixed size does not scale (as in UIKit).
    public func adjusted(for category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        var copy = self
        copy.size = textStyle.pointSize(at: category)
        return copy
    }

    /// Sizes a font may have (UIKit takes any positive size; past 1,000 pt a label's lines
    /// overflow Pango's coordinates long before anything is readable).
    public static let sizes: ClosedRange<Double> = 0.01...1000

    /// The `font:` grammar of fixtures: `[FAMILY] [WEIGHT] [italic] [monospacedDigit] SIZE`
    /// (FAMILY defaults to `system`; the words after it in any order; `bold 16`, `system bold
    /// 16`, `Georgia italic 15`), or a text style alone (`body`, `headline`) sized for
    /// `category`. Nil when the text is neither.
    public init?(parsing text: String, category: ContentSizeCategory = .large) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let last = words.last else { return nil }
        if words.count == 1, let style = TextStyle(named: last) {
            self = .preferred(style, category: category)
            return
        }
        guard let size = Double(last), size.isFinite, Font.sizes.contains(size) else { return nil }
        var weight: Weight?
        var italic = false, digits = false
        var rest = words.dropLast()
        // Modifiers are read from the end; what is left before them names the family.
        while let word = rest.last {
            let lower = word.lowercased()
            if weight == nil, let named = Weight(named: word) {
                weight = named
            } else if weight == nil && lower == "boldsystem" {
                weight = .bold
            } else if !italic && lower == "italic" {
                italic = true
            } else if !digits && lower == "monospaceddigit" {
                digits = true
            } else {
                break
            }
            rest.removeLast()
        }
        var family: String? = rest.isEmpty ? nil : rest.joined(separator: " ")
        if family?.lowercased() == "system" { family = nil }
        self.init(family: family, size: size, weight: weight ?? .regular, isItalic: italic, monospacedDigit: digits)
    }

    /// What a fixture would write: `system semibold 17`, `Georgia italic 15`, `body (17 pt)`.
    public var description: String {
        if let textStyle {
            return "\(textStyle.rawValue) (\(numberText(size)) pt)"
        }
        var words = [family ?? "system"]
        if weight != .regular { words.append(weight.rawValue) }
        if isItalic { words.append("italic") }
        if monospacedDigit { words.append("monospacedDigit") }
        words.append(numberText(size))
        return words.joined(separator: " ")
    }
}
