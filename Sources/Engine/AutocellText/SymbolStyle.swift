/// How an SF Symbol is asked for, in UIKit's terms (`UIImage.SymbolConfiguration`): its scale
/// next to text of the same point size, and its rendering mode.
public enum SymbolScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The symbol's size at this scale as a multiple of the medium one (Apple's Human Interface
    /// Guidelines, "SF Symbols", Scale: small and large are "relative to the cap height of the
    /// San Francisco system font"; 0.8 and 1.3 are Autocell's estimate, measured on no
    /// reference: said in Documentation/Symbols.md).
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

/// `UIImage.SymbolConfiguration`'s rendering modes (iOS 15): monochrome (one colour, the
/// tint), hierarchical (one colour at layered opacities), palette (a colour per layer) and
/// multicolor (the symbol's own colours).
public enum SymbolRendering: String, Hashable, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor
}
