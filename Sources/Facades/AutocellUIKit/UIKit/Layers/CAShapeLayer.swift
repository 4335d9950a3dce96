import AutocellLayout
import Foundation

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// `CAShapeLayer`: its `path` filled with `fillColor` (black by default, as Core Animation's)
/// and stroked with `strokeColor` (none by default) at `lineWidth`, with the line's caps, joins
/// and dashes, between `strokeStart` and `strokeEnd` (fractions of the path's length: a
/// progress ring).
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = UIColor.black.cgColor
    open var fillRule = CAShapeLayerFillRule.nonZero
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap = CAShapeLayerLineCap.butt
    open var lineJoin = CAShapeLayerLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "lineWidth": lineWidth
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        case "path": path
        case "lineDashPhase": lineDashPhase
        default: super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "strokeStart": if let number = Self.kvcFloat(value) { strokeStart = number }
        case "strokeEnd": if let number = Self.kvcFloat(value) { strokeEnd = number }
        case "lineWidth": if let number = Self.kvcFloat(value) { lineWidth = number }
        case "fillColor": fillColor = Self.kvcColor(value)
        case "strokeColor": strokeColor = Self.kvcColor(value)
        case "path": path = value.flatMap { $0 as? CGPath }
        case "lineDashPhase": if let number = Self.kvcFloat(value) { lineDashPhase = number }
        default: super.setValue(value, forKey: key)
        }
    }

    override func renderContent(in context: CGContext) {
        guard let path, !path.isEmpty else { return }
        let canvas = context.canvas
        canvas.save()
        defer { canvas.restore() }
        if let fillColor {
            canvas.newPath()
            path.add(to: canvas)
            canvas.setEvenOddFill(fillRule == .evenOdd)
            canvas.fillPath(fillColor.color)
        }
        guard let strokeColor, lineWidth > 0, strokeEnd > strokeStart else { return }
        canvas.newPath()
        path.add(to: canvas)
        canvas.trimPath(start: Double(strokeStart), end: Double(strokeEnd))
        canvas.setLineWidth(Double(lineWidth))
        canvas.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        canvas.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter, miterLimit: Double(miterLimit))
        canvas.setDash((lineDashPattern ?? []).map { $0.doubleValue }, phase: Double(lineDashPhase))
        canvas.strokePath(strokeColor.color)
    }
}
