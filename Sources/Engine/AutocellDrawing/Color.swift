/// An sRGB color with alpha, each channel 0...1: the value drawn now, and for a dynamic colour
/// (`UIColor(dynamicProvider:)`, a semantic colour such as `label`, a fixture's
/// `{light: …, dark: …}`) its value in the other appearance too, so that a document read once
/// can be resolved for either (`resolved(for:)`) without reading it again.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// A dynamic colour's value in the appearance the channels above are not for.
    private var other: Other?

    private struct Other: Hashable, Sendable {
        var red, green, blue, alpha: Double
        /// Whether this is the dark value (so the channels above are the light one).
        var isDark: Bool
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A dynamic colour, `light` until resolved for dark (a plain colour when both are the same).
    public init(light: Color, dark: Color) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        if (light.red, light.green, light.blue, light.alpha) != (dark.red, dark.green, dark.blue, dark.alpha) {
            other = Other(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha, isDark: true)
        }
    }

    /// Whether the colour has a second value for the other appearance.
    public var isDynamic: Bool { other != nil }

    /// The colour as `appearance` shows it (as `UIColor.resolvedColor(with:)`), still dynamic:
    /// resolving it again for the other appearance gives the other value back.
    public func resolved(for appearance: Appearance) -> Color {
        guard let other, other.isDark == (appearance == .dark) else { return self }
        var swapped = Color(red: other.red, green: other.green, blue: other.blue, alpha: other.alpha)
        swapped.other = Other(red: red, green: green, blue: blue, alpha: alpha, isDark: !other.isDark)
        return swapped
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
