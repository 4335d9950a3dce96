/// UIKit's semantic and system colours by name, each with its light and dark value (sRGB).
///
/// Sources: Apple's Human Interface Guidelines, Color ▸ Specifications (system colours, the
/// iOS 15+ values; dynamic system colours), as tabulated with both values in
/// PerseusUISystemKit's README (Tables 1 and 2, checked against devices there). The dark
/// backgrounds are the base level (a full-screen table); elevated surfaces (sheets, popovers)
/// are one step lighter and are not modelled. `tintColor` is the default tint, systemBlue.
public enum SystemColor {
    /// (light, dark) per name, as `UIColor`'s class properties are spelled.
    public static let table: [String: (light: Color, dark: Color)] = {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
            Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
        let blue = (rgb(0, 122, 255), rgb(10, 132, 255))
        return [
            "label": (rgb(0, 0, 0), rgb(255, 255, 255)),
            "secondaryLabel": (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
            "tertiaryLabel": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
            "quaternaryLabel": (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
            "placeholderText": (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
            "separator": (rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
            "opaqueSeparator": (rgb(198, 198, 200), rgb(56, 56, 58)),
            "link": (rgb(0, 122, 255), rgb(9, 132, 255)),
            "systemFill": (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
            "secondarySystemFill": (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
            "tertiarySystemFill": (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
            "quaternarySystemFill": (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
            "systemBackground": (rgb(255, 255, 255), rgb(0, 0, 0)),
            "secondarySystemBackground": (rgb(242, 242, 247), rgb(28, 28, 30)),
            "tertiarySystemBackground": (rgb(255, 255, 255), rgb(44, 44, 46)),
            "systemGroupedBackground": (rgb(242, 242, 247), rgb(0, 0, 0)),
            "secondarySystemGroupedBackground": (rgb(255, 255, 255), rgb(28, 28, 30)),
            "tertiarySystemGroupedBackground": (rgb(242, 242, 247), rgb(44, 44, 46)),
            "systemRed": (rgb(255, 59, 48), rgb(255, 69, 58)),
            "systemOrange": (rgb(255, 149, 0), rgb(255, 159, 10)),
            "systemYellow": (rgb(255, 204, 0), rgb(255, 214, 10)),
            "systemGreen": (rgb(52, 199, 89), rgb(48, 209, 88)),
            "systemMint": (rgb(0, 199, 190), rgb(102, 212, 207)),
            "systemTeal": (rgb(48, 176, 199), rgb(64, 200, 224)),
            "systemCyan": (rgb(50, 173, 230), rgb(100, 210, 255)),
            "systemBlue": blue,
            "systemIndigo": (rgb(88, 86, 214), rgb(94, 92, 230)),
            "systemPurple": (rgb(175, 82, 222), rgb(191, 90, 242)),
            "systemPink": (rgb(255, 45, 85), rgb(255, 55, 95)),
            "systemBrown": (rgb(162, 132, 94), rgb(172, 142, 104)),
            "systemGray": (rgb(142, 142, 147), rgb(142, 142, 147)),
            "systemGray2": (rgb(174, 174, 178), rgb(99, 99, 102)),
            "systemGray3": (rgb(199, 199, 204), rgb(72, 72, 74)),
            "systemGray4": (rgb(209, 209, 214), rgb(58, 58, 60)),
            "systemGray5": (rgb(229, 229, 234), rgb(44, 44, 46)),
            "systemGray6": (rgb(242, 242, 247), rgb(28, 28, 30)),
            "tintColor": blue,
            // UIKit's fixed-look text colours (`lightText`, `darkText`): the same in both.
            "lightText": (rgb(255, 255, 255, 0.6), rgb(255, 255, 255, 0.6)),
            "darkText": (rgb(0, 0, 0), rgb(0, 0, 0)),
        ]
    }()

    /// The colour `name` has in `appearance`, or nil for a name UIKit has no such colour for.
    public static func named(_ name: String, _ appearance: Appearance) -> Color? {
        dynamic(name)?.resolved(for: appearance)
    }

    /// The colour `name`, dynamic (both values kept, resolved later for the appearance laid
    /// out), or nil for a name UIKit has no such colour for.
    public static func dynamic(_ name: String) -> Color? {
        guard let pair = table[name] else { return nil }
        return Color(light: pair.light, dark: pair.dark)
    }
}
