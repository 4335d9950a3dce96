/// `CALayer.maskedCorners` (`CACornerMask`): which corners `cornerRadius` rounds.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// By `CACornerMask`'s names (`layerMinXMinYCorner`, or `minXMinY` alone).
    public init?(named name: String) {
        let names: [String: CornerMask] = [
            "layerminxminycorner": .layerMinXMinYCorner, "layermaxxminycorner": .layerMaxXMinYCorner,
            "layerminxmaxycorner": .layerMinXMaxYCorner, "layermaxxmaxycorner": .layerMaxXMaxYCorner,
            "minxminy": .layerMinXMinYCorner, "maxxminy": .layerMaxXMinYCorner,
            "minxmaxy": .layerMinXMaxYCorner, "maxxmaxy": .layerMaxXMaxYCorner,
        ]
        guard let mask = names[name.lowercased()] else { return nil }
        self = mask
    }
}

/// `CALayer`'s shadow. UIKit's defaults: black, opacity 0 (no shadow until opacity is set),
/// radius 3, offset (0, −3).
public struct Shadow: Hashable, Sendable {
    public var color: Color = .black
    public var opacity: Double = 0
    public var radius: Double = 3
    public var offset = Size(width: 0, height: -3)

    public init(color: Color = .black, opacity: Double = 0, radius: Double = 3, offset: Size = Size(width: 0, height: -3)) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }
}
