import AutocellLayout
import Foundation
import AutocellText
import AutocellDrawing

/// `CGPath`: Core Graphics' path (Linux has no Core Graphics): lines, curves, arcs,
/// rectangles, ellipses and rounded rectangles, replayed on the render layer's canvas by
/// `UIBezierPath`, `CAShapeLayer` and `CGContext`. Immutable; `CGMutablePath` adds to it.
open class CGPath: @unchecked Sendable, Equatable {
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        case close
        case rect(CGRect)
        case ellipse(CGRect)
        case roundedRect(CGRect, radius: CGFloat, corners: UIRectCorner)
    }

    var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    /// `CGPath(rect:transform:)` (`transform` is `nil` in the calls this supports: a path made
    /// with a transform other than the identity says it is drawn untransformed).
    public convenience init(rect: CGRect, transform: CGAffineTransform?) {
        self.init(elements: [.rect(rect)])
        Self.checkUntransformed(transform)
    }
    /// `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform?) {
        self.init(elements: [.ellipse(rect)])
        Self.checkUntransformed(transform)
    }
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` (circular corners of the width).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform?) {
        if cornerWidth != cornerHeight { UIKitGap.ellipticalCorners.note() }
        self.init(elements: [.roundedRect(rect, radius: cornerWidth, corners: .allCorners)])
        Self.checkUntransformed(transform)
    }

    private static func checkUntransformed(_ transform: CGAffineTransform?) {
        if let transform, !transform.isIdentity {
            UIKitGap.pathTransform.note()
        }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// `boundingBox`: the smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .arc(let center, let radius, let start, let end, let clockwise):
                // The arc's ends and each quarter point it passes.
                let span = clockwise ? (end - start) : (start - end)
                let steps = max(1, Int((abs(span) / (.pi / 2)).rounded(.up)) * 4)
                for step in 0...steps {
                    let angle = start + (clockwise ? 1 : -1) * abs(span) * CGFloat(step) / CGFloat(steps)
                    points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
                }
            case .close: break
            case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _, _):
                points += [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// `boundingBoxOfPath`: here the same as `boundingBox`.
    public var boundingBoxOfPath: CGRect { boundingBox }

    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Adds the path to the canvas's current path.
    func add(to canvas: CairoCanvas) {
        for element in elements {
            switch element {
            case .move(let point): canvas.move(to: Double(point.x), Double(point.y))
            case .line(let point): canvas.line(to: Double(point.x), Double(point.y))
            case .quadCurve(let to, let control):
                // A quadratic curve as the cubic with the same shape, from the current point.
                let from = canvas.currentPoint ?? (Double(to.x), Double(to.y))
                let c1 = (from.0 + 2 / 3 * (Double(control.x) - from.0), from.1 + 2 / 3 * (Double(control.y) - from.1))
                let c2 = (Double(to.x) + 2 / 3 * (Double(control.x) - Double(to.x)), Double(to.y) + 2 / 3 * (Double(control.y) - Double(to.y)))
                canvas.curve(to: Double(to.x), Double(to.y), control1: c1.0, c1.1, control2: c2.0, c2.1)
            case .curve(let to, let control1, let control2):
                canvas.curve(
                    to: Double(to.x), Double(to.y), control1: Double(control1.x), Double(control1.y), control2: Double(control2.x), Double(control2.y))
            case .arc(let center, let radius, let start, let end, let clockwise):
                canvas.arc(x: Double(center.x), y: Double(center.y), radius: Double(radius), start: Double(start), end: Double(end), clockwise: clockwise)
            case .close: canvas.closePath()
            case .rect(let rect): canvas.addRect(Rect(rect))
            case .ellipse(let rect): canvas.addEllipse(in: Rect(rect))
            case .roundedRect(let rect, let radius, let corners): canvas.addPath(Rect(rect), radius: Double(radius), corners: corners.mask)
            }
        }
    }
}

/// `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public convenience init() { self.init(elements: []) }

    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        elements.append(.move(first))
        for point in points.dropFirst() { elements.append(.line(point)) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { elements.append(.curve(to: end, control1: control1, control2: control2)) }
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: `clockwise` in Core Graphics'
    /// flipped sense, as on iOS: in UIKit's coordinates (y down) a `clockwise` CGPath arc runs
    /// counter-clockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: !clockwise))
    }
    public func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        if cornerWidth != cornerHeight { UIKitGap.ellipticalCorners.note() }
        elements.append(.roundedRect(rect, radius: cornerWidth, corners: .allCorners))
    }
    public func addPath(_ path: CGPath) { elements += path.elements }
    public func closeSubpath() { elements.append(.close) }
}

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
    var canvas: CairoCanvas.LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
    var canvas: CairoCanvas.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// `UIRectCorner`, with UIKit's raw values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)

    /// The canvas's corner mask (top-left, top-right, bottom-left, bottom-right, as `CACornerMask`).
    var mask: CornerMask {
        var mask = CornerMask()
        if contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        return mask
    }
}
