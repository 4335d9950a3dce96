/// A font as a cell describes it: `UIFont.systemFont(ofSize:)` and its bold sibling. Sizes are
/// layout points (Pango runs at 72 dpi, so 16 here is UIKit's 16 pt).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Weight: String, Hashable, Sendable {
        case regular
        case bold
    }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    public static func system(_ size: Double) -> Font { Font(size: size) }
    public static func boldSystem(_ size: Double) -> Font { Font(size: size, weight: .bold) }

    /// `system 16`, `system bold 16`, `bold 16` or just `16`.
    public init?(parsing text: String) {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let last = words.popLast(), let size = Double(last), size.isFinite, size > 0, size <= 1000 else { return nil }
        var weight = Weight.regular
        for word in words {
            switch word.lowercased() {
            case "system": continue
            case "bold", "boldsystem": weight = .bold
            case "regular": weight = .regular
            default: return nil
            }
        }
        self.init(size: size, weight: weight)
    }

    public var description: String { weight == .bold ? "system bold \(size)" : "system \(size)" }
}
