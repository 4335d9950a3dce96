import AutocellLayout
import AutocellText
import AutocellDrawing

/// `UIColor`: a fixed sRGB colour, or a dynamic one resolved per trait collection (UIKit's
/// semantic and system colours, `init(dynamicProvider:)`).
/// An `NSObject` subclass, as UIKit's is (`open class UIColor : NSObject`): equality and
/// hashing are `isEqual(_:)` and `hash`, so `==`, sets and dictionaries work as on iOS.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour in light and in dark, when known up front (fixed and system colours).
    private let light: Color?
    private let dark: Color?
    private let provider: (@Sendable (UITraitCollection) -> Color)?

    init(_ color: Color) {
        light = color
        dark = color
        provider = nil
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha)))
    }

    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        light = nil
        dark = nil
        provider = { trait in dynamicProvider(trait).resolved(trait) }
        super.init()
    }

    /// A colour with a value for each appearance.
    init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
        provider = nil
        super.init()
    }

    /// A system colour by its UIKit name, light and dark (`SystemColor`).
    init(system name: String) {
        light = SystemColor.named(name, .light) ?? .black
        dark = SystemColor.named(name, .dark) ?? .black
        provider = nil
        super.init()
    }

    /// The colour for `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { UIColor(resolved(traitCollection)) }

    /// `getRed(_:green:blue:alpha:)`: the sRGB components for the current traits; true, as
    /// every colour here is sRGB. Swift callers write it as on iOS (`getRed(&r, green: &g,
    /// blue: &b, alpha: &a)`); the components are `inout`, not pointers, so no C pointer
    /// crosses the module's API (passing `nil` for one is not possible: pass a spare variable).
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let color = resolved()
        red = CGFloat(color.red)
        green = CGFloat(color.green)
        blue = CGFloat(color.blue)
        alpha = CGFloat(color.alpha)
        return true
    }

    /// `getWhite(_:alpha:)`: true for a grey, as UIKit answers for a colour in a grey space
    /// (components `inout`, as `getRed`'s).
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let color = resolved()
        white = CGFloat((color.red + color.green + color.blue) / 3)
        alpha = CGFloat(color.alpha)
        return color.red == color.green && color.green == color.blue
    }

    func resolved(_ trait: UITraitCollection = .current) -> Color {
        if let provider { return provider(trait) }
        return (trait.userInterfaceStyle == .dark ? dark : light) ?? .black
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(dynamicProvider: { trait in
            let color = self.resolved(trait)
            return UIColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: Double(alpha)))
        })
    }

    public var cgColor: CGColor { CGColor(color: resolved()) }

    /// Equal when the colour is the same in light and in dark.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return self === other
            || (resolved(UITraitCollection(userInterfaceStyle: .light)) == other.resolved(UITraitCollection(userInterfaceStyle: .light))
                && resolved(UITraitCollection(userInterfaceStyle: .dark)) == other.resolved(UITraitCollection(userInterfaceStyle: .dark)))
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(resolved(UITraitCollection(userInterfaceStyle: .light)))
        hasher.combine(resolved(UITraitCollection(userInterfaceStyle: .dark)))
        return hasher.finalize()
    }

    open override var description: String {
        let c = resolved()
        return "UIColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    }

    // Fixed colours.
    public static let black = UIColor(Color.black)
    public static let white = UIColor(Color.white)
    public static let clear = UIColor(Color.clear)
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    public static let gray = UIColor(Color(red: 0.5, green: 0.5, blue: 0.5))
    public static let darkGray = UIColor(Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
    public static let lightGray = UIColor(Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))

    // Semantic and system colours (light and dark).
    public static let label = UIColor(system: "label")
    public static let secondaryLabel = UIColor(system: "secondaryLabel")
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
    public static let placeholderText = UIColor(system: "placeholderText")
    public static let link = UIColor(system: "link")
    public static let separator = UIColor(system: "separator")
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator")
    public static let systemBackground = UIColor(system: "systemBackground")
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground")
    public static let systemFill = UIColor(system: "systemFill")
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")
    public static let systemRed = UIColor(system: "systemRed")
    public static let systemOrange = UIColor(system: "systemOrange")
    public static let systemYellow = UIColor(system: "systemYellow")
    public static let systemGreen = UIColor(system: "systemGreen")
    public static let systemMint = UIColor(system: "systemMint")
    public static let systemTeal = UIColor(system: "systemTeal")
    public static let systemCyan = UIColor(system: "systemCyan")
    public static let systemBlue = UIColor(system: "systemBlue")
    public static let systemIndigo = UIColor(system: "systemIndigo")
    public static let systemPurple = UIColor(system: "systemPurple")
    public static let systemPink = UIColor(system: "systemPink")
    public static let systemBrown = UIColor(system: "systemBrown")
    public static let systemGray = UIColor(system: "systemGray")
    public static let systemGray2 = UIColor(system: "systemGray2")
    public static let systemGray3 = UIColor(system: "systemGray3")
    public static let systemGray4 = UIColor(system: "systemGray4")
    public static let systemGray5 = UIColor(system: "systemGray5")
    public static let systemGray6 = UIColor(system: "systemGray6")
    /// `UIColor.tintColor`: systemBlue (said): UIKit resolves it to the tint of the view using it.
    public static var tintColor: UIColor {
        UIKitGap.tintColorResolution.note()
        return UIColor(system: "tintColor")
    }
    public static let lightText = UIColor(system: "lightText")
    public static let darkText = UIColor(system: "darkText")
}

/// A resolved colour as Core Graphics passes it around (`layer.borderColor`, `shadowColor`).
public final class CGColor: @unchecked Sendable, Equatable {
    let color: Color
    init(color: Color) { self.color = color }
    public var alpha: CGFloat { CGFloat(color.alpha) }
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }
}
