/// How large UIKit makes an SF Symbol's image (`UIImage.size`, what an image view's intrinsic
/// size is), per symbol: each symbol's image has its own width and height (`chevron.right` at
/// 17 pt is 12.5 × 16.5 pt, `circle` 20 × 19, `ellipsis` 18.5 × 5.5).
///
/// Source: measured on the iOS 26.1 simulator (iPhone SE 3rd generation, @2x; @3x agrees within
/// a device pixel) by the OpenUIKit project's symbol harvest ("Harvested SF Symbol coverage
/// beyond the tab bar": `image.size × scale` of `UIImage(systemName:)` at no configuration,
/// which is byte-identical to 17 pt regular, and at 17 pt regular large), for the 73 names apps
/// there pass most; cross-checked with Autocell's own iOS references (the todo cells'
/// `multiply.circle.fill` inks 17 × 17 pt, centred in its image). Other point sizes scale these
/// in proportion; small is 0.8 × medium (Apple: "approximately 20% smaller", `NSImage.SymbolScale`,
/// not measured). A name not measured is a square 1.2 × the point size × the scale
/// (`SymbolScale.factor`), an estimate said in Documentation/Symbols.md.
public enum SymbolMetrics {
    /// Name → (width, height) in device pixels at @2x: 17 pt regular, then 17 pt regular large.
    static let measured: [String: (Int, Int, Int, Int)] = [
        "arrow.clockwise": (36, 40, 46, 54),
        "arrow.up": (34, 36, 43, 49),
        "arrow.up.arrow.down": (48, 37, 60, 50),
        "arrow.uturn.down": (39, 36, 50, 49),
        "bell": (40, 39, 51, 52),
        "bolt": (34, 43, 42, 57),
        "bookmark": (35, 40, 45, 54),
        "briefcase": (47, 37, 59, 50),
        "bubble.left.and.bubble.right": (56, 42, 70, 56),
        "calendar": (42, 35, 53, 48),
        "camera": (49, 36, 63, 49),
        "checkmark": (37, 33, 47, 45),
        "checkmark.circle": (40, 38, 52, 52),
        "checkmark.circle.fill": (40, 38, 52, 52),
        "chevron.backward": (25, 33, 32, 45),
        "chevron.down": (37, 21, 47, 29),
        "chevron.forward": (25, 33, 32, 45),
        "chevron.left": (25, 33, 32, 45),
        "chevron.right": (25, 33, 32, 45),
        "chevron.up": (37, 21, 47, 29),
        "chevron.up.chevron.down": (31, 36, 39, 49),
        "circle": (40, 38, 52, 52),
        "circle.fill": (40, 38, 52, 52),
        "clock": (40, 38, 52, 52),
        "clock.fill": (40, 38, 52, 52),
        "doc": (36, 40, 46, 54),
        "doc.on.doc": (42, 46, 54, 62),
        "doc.text": (36, 40, 46, 54),
        "ellipsis": (37, 11, 47, 16),
        "ellipsis.circle": (40, 38, 52, 52),
        "envelope": (49, 33, 62, 45),
        "exclamationmark.circle": (40, 38, 52, 52),
        "exclamationmark.circle.fill": (40, 38, 52, 52),
        "exclamationmark.triangle": (41, 36, 53, 49),
        "exclamationmark.triangle.fill": (41, 36, 53, 49),
        "eye": (52, 33, 66, 45),
        "flame": (34, 40, 44, 54),
        "folder": (46, 35, 59, 47),
        "gear": (43, 41, 55, 54),
        "gearshape": (42, 40, 54, 54),
        "house": (48, 39, 61, 53),
        "house.fill": (48, 39, 61, 53),
        "info.circle": (40, 38, 52, 52),
        "line.3.horizontal.decrease": (42, 24, 54, 33),
        "link": (44, 42, 56, 56),
        "list.bullet": (42, 29, 53, 39),
        "magnifyingglass": (41, 37, 52, 50),
        "message": (45, 37, 58, 50),
        "minus.circle": (40, 38, 52, 52),
        "multiply": (31, 27, 39, 37),
        "number": (38, 37, 49, 50),
        "pause.fill": (29, 32, 36, 43),
        "pencil": (35, 31, 45, 43),
        "person": (38, 35, 48, 48),
        "person.crop.circle": (40, 38, 52, 52),
        "person.fill": (36, 34, 46, 47),
        "photo": (48, 35, 61, 48),
        "photo.on.rectangle": (50, 38, 63, 51),
        "photo.on.rectangle.angled": (51, 40, 65, 53),
        "play.fill": (30, 32, 38, 44),
        "plus": (36, 32, 45, 43),
        "plus.circle": (40, 38, 52, 52),
        "plus.circle.fill": (40, 38, 52, 52),
        "questionmark.circle": (40, 38, 52, 52),
        "safari": (40, 38, 52, 52),
        "sparkles": (37, 42, 48, 57),
        "square.and.arrow.up": (38, 44, 48, 59),
        "star": (44, 40, 56, 54),
        "star.fill": (44, 40, 56, 54),
        "trash": (39, 41, 48, 56),
        "xmark": (35, 31, 44, 42),
        "xmark.circle": (40, 38, 52, 52),
        "xmark.circle.fill": (40, 38, 52, 52),
    ]

    /// The point size symbols are measured at.
    static let measuredPointSize = 17.0

    /// The symbol image's size in points for `name` at `pointSize` and `scale`, unrounded (nil
    /// when the name was not measured).
    public static func measuredSize(_ name: String, pointSize: Double, scale: SymbolScale) -> (width: Double, height: Double)? {
        guard let sizes = measured[name] ?? SymbolStandIn.renamed[name].flatMap({ measured[$0] }) else { return nil }
        let ratio = pointSize / measuredPointSize / 2
        switch scale {
        case .medium: return (Double(sizes.0) * ratio, Double(sizes.1) * ratio)
        case .large: return (Double(sizes.2) * ratio, Double(sizes.3) * ratio)
        case .small: return (Double(sizes.0) * ratio * SymbolScale.small.factor, Double(sizes.1) * ratio * SymbolScale.small.factor)
        }
    }

    /// The image's size in points, unrounded: measured, else the square estimate.
    public static func naturalSize(_ name: String, pointSize: Double, scale: SymbolScale) -> (width: Double, height: Double) {
        if let size = measuredSize(name, pointSize: pointSize, scale: scale) { return size }
        let side = pointSize * estimatedSquare * scale.factor
        return (side, side)
    }

    /// How far a symbol's ink stays inside its image, per point of size and side: iOS's
    /// `circle` and its `.fill`/`checkmark.circle.fill` kin (20 × 19 pt at 17 pt) ink 17 × 17 pt
    /// (the todo references, and swift-snapshot-testing's and SwiftUtils' recordings in
    /// Documentation/Symbols.md's development set): 1.5 pt each side across, 1 pt up and down.
    public static let inkInset = (horizontal: 1.5 / 17, vertical: 1.0 / 17)

    /// The box a symbol's ink fills inside its measured image at `pointSize`.
    public static func inkBox(_ image: (width: Double, height: Double), pointSize: Double) -> (width: Double, height: Double) {
        (image.width - 2 * inkInset.horizontal * pointSize, image.height - 2 * inkInset.vertical * pointSize)
    }

    /// An unmeasured symbol's image: a square this many times the point size (medium).
    public static let estimatedSquare = 1.2

    /// The image's size on the pixel grid of `displayScale`, as UIKit rounds a symbol image
    /// (chevron.right at 17 pt: 25 × 33 px at @2x, 38 × 50 px at @3x); the estimate is rounded
    /// to whole points, as before measurements.
    public static func imageSize(_ name: String, pointSize: Double, scale: SymbolScale, displayScale: Double) -> (width: Double, height: Double) {
        if let size = measuredSize(name, pointSize: pointSize, scale: scale) {
            let grid = max(1, displayScale)
            return ((size.width * grid).rounded() / grid, (size.height * grid).rounded() / grid)
        }
        let side = (pointSize * estimatedSquare * scale.factor).rounded()
        return (side, side)
    }
}
