import AutocellLayout
import AutocellText
import AutocellDrawing

/// Colors as fixtures write them: UIKit's named colors and `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
public enum ColorName {
    /// UIKit's `UIColor` class colors (the sRGB values UIKit documents for them).
    public static let named: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "white": Color(red: 1, green: 1, blue: 1),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1),
        "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    public static func parse(_ text: String) -> Color? {
        if let color = named[text] { return color }
        guard text.hasPrefix("#") else { return nil }
        let hex = Array(text.dropFirst())
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        func channel(_ digits: ArraySlice<Character>) -> Double {
            let value = Double(Int(String(digits), radix: 16) ?? 0)
            return digits.count == 1 ? value / 15 : value / 255
        }
        switch hex.count {
        case 3: return Color(red: channel(hex[0...0]), green: channel(hex[1...1]), blue: channel(hex[2...2]))
        case 6: return Color(red: channel(hex[0...1]), green: channel(hex[2...3]), blue: channel(hex[4...5]))
        case 8: return Color(red: channel(hex[0...1]), green: channel(hex[2...3]), blue: channel(hex[4...5]), alpha: channel(hex[6...7]))
        default: return nil
        }
    }
}
