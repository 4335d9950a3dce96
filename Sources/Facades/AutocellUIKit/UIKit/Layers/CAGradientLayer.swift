import AutocellLayout
import Foundation
import AutocellText
import AutocellDrawing

/// `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// `CAGradientLayer`: `colors` (CGColor values, as Core Animation takes) at `locations` (evenly
/// spaced when nil), from `startPoint` to `endPoint` in the unit square of its bounds (top
/// centre to bottom centre by default). Axial gradients run along that line; radial ones are
/// ellipses around `startPoint` whose radii are `endPoint`'s distances from it along each axis
/// (Apple's documentation of `CAGradientLayerType.radial`). The gradient fills the layer's
/// bounds inside its rounded corners. Conic gradients are not drawn (the layer says so), nor are
/// colours given as `UIColor` instead of `CGColor` (Core Animation ignores them too; the layer
/// says so).
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type = CAGradientLayerType.axial

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "colors": colors
        case "locations": locations
        case "startPoint": startPoint
        case "endPoint": endPoint
        default: super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "colors": colors = value as? [Any]
        case "locations": locations = value as? [NSNumber]
        case "startPoint": if let point = value as? CGPoint { startPoint = point }
        case "endPoint": if let point = value as? CGPoint { endPoint = point }
        default: super.setValue(value, forKey: key)
        }
    }

    override func renderContent(in context: CGContext) {
        guard let colors, !colors.isEmpty else { return }
        let cgColors = colors.compactMap { $0 as? CGColor }
        if cgColors.count < colors.count {
            UIKitDiagnostics.report(
                "a CAGradientLayer's colors hold values that are not CGColor (a UIColor?): Core Animation draws no gradient then, and neither does Autocell. Pass color.cgColor.")
            return
        }
        if type == .conic {
            UIKitGap.conicGradient.note()
            return
        }
        let count = cgColors.count
        let offsets: [Double] =
            if let locations, locations.count >= count { locations.prefix(count).map { $0.doubleValue } }
            else if count == 1 { [0] }
            else { (0..<count).map { Double($0) / Double(count - 1) } }
        let stops = zip(offsets, cgColors).map { (location: $0, color: $1.color) }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let canvas = context.canvas
        canvas.save()
        defer { canvas.restore() }
        canvas.newPath()
        canvas.addPath(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), radius: Double(cornerRadius), corners: CornerMask(rawValue: Int(maskedCorners.rawValue)))
        canvas.clipToPath()
        let start = (x: Double(startPoint.x * size.width), y: Double(startPoint.y * size.height))
        if type == .radial {
            let radii = (x: abs(Double((endPoint.x - startPoint.x) * size.width)), y: abs(Double((endPoint.y - startPoint.y) * size.height)))
            guard radii.x > 0, radii.y > 0 else { return }
            canvas.translate(start.x, start.y)
            canvas.scale(radii.x, radii.y)
            canvas.paintGradient(stops, start: (0, 0), end: (1, 0), radial: true)
        } else {
            canvas.paintGradient(stops, start: start, end: (Double(endPoint.x * size.width), Double(endPoint.y * size.height)), radial: false)
        }
    }
}
