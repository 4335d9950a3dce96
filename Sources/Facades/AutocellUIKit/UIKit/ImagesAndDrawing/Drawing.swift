import AutocellLayout
import AutocellRender
import AutocellText
import AutocellDrawing

/// `CGContext`: the part of Core Graphics a view's `draw(_:)` uses (colours, rectangles,
/// ellipses, paths, line width, clipping, state), drawn on the render layer's canvas (the one
/// drawing vocabulary every front end uses; no Cairo call here). Only a renderer makes one
/// (`UIGraphicsImageRenderer`).
public final class CGContext {
    let canvas: CairoCanvas
    var fillColor = Color.black
    var strokeColor = Color.black

    /// The bitmap a bitmap context draws into (an image renderer's, `UIGraphicsBeginImageContext`'s),
    /// for `makeImage()`: the image so far; nil for other contexts.
    var bitmap: (() -> CGImage?)?

    init(canvas: CairoCanvas) { self.canvas = canvas }

    public func setFillColor(_ color: CGColor) { fillColor = color.color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color.color }
    public func setLineWidth(_ width: CGFloat) { canvas.setLineWidth(Double(width)) }
    public func setAlpha(_ alpha: CGFloat) {
        if alpha < 1 { UIKitGap.contextAlpha.note() }
        fillColor.alpha = Double(alpha)
    }

    public func fill(_ rect: CGRect) {
        canvas.addRect(Rect(rect))
        canvas.fillPath(fillColor)
    }

    public func stroke(_ rect: CGRect) {
        canvas.addRect(Rect(rect))
        canvas.strokePath(strokeColor)
    }

    public func fillEllipse(in rect: CGRect) {
        canvas.addEllipse(in: Rect(rect))
        canvas.fillPath(fillColor)
    }

    public func strokeEllipse(in rect: CGRect) {
        canvas.addEllipse(in: Rect(rect))
        canvas.strokePath(strokeColor)
    }

    public func move(to point: CGPoint) { canvas.move(to: Double(point.x), Double(point.y)) }
    public func addLine(to point: CGPoint) { canvas.line(to: Double(point.x), Double(point.y)) }
    public func addRect(_ rect: CGRect) { canvas.addRect(Rect(rect)) }
    public func addEllipse(in rect: CGRect) { canvas.addEllipse(in: Rect(rect)) }
    public func closePath() { canvas.closePath() }
    public func addPath(_ path: CGPath) { path.add(to: canvas) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        canvas.curve(to: Double(end.x), Double(end.y), control1: Double(control1.x), Double(control1.y), control2: Double(control2.x), Double(control2.y))
    }
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`, `clockwise` in Core Graphics'
    /// sense (counter-clockwise on screen in UIKit's coordinates, as on iOS).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        canvas.arc(x: Double(center.x), y: Double(center.y), radius: Double(radius), start: Double(startAngle), end: Double(endAngle), clockwise: !clockwise)
    }
    public func setLineCap(_ cap: CGLineCap) { canvas.setLineCap(cap.canvas) }
    public func setLineJoin(_ join: CGLineJoin) { canvas.setLineJoin(join.canvas) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { canvas.setDash(lengths.map(Double.init), phase: Double(phase)) }
    public func fillPath() { canvas.fillPath(fillColor) }
    public func strokePath() { canvas.strokePath(strokeColor) }

    public func clip(to rect: CGRect) {
        canvas.addRect(Rect(rect))
        canvas.clipToPath()
    }

    public func saveGState() { canvas.save() }
    public func restoreGState() { canvas.restore() }
    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translate(Double(x), Double(y)) }
    /// `makeImage()`: what a bitmap context holds so far; nil for a context that is not a bitmap, as Core Graphics returns NULL.
    public func makeImage() -> CGImage? { bitmap?() }
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scale(Double(x), Double(y)) }
}

/// The contexts being drawn into, innermost last (`UIGraphicsGetCurrentContext`).
enum GraphicsStack {
    nonisolated(unsafe) static var contexts: [CGContext] = []
}

/// The context `draw(_:)` and `UIGraphicsImageRenderer`'s actions draw into; nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsStack.contexts.last }

extension UIColor {
    /// Fill and stroke with this colour in the current context.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() { UIGraphicsGetCurrentContext()?.fillColor = resolved() }
    public func setStroke() { UIGraphicsGetCurrentContext()?.strokeColor = resolved() }
}

/// `UIBezierPath`: a `CGPath` with its stroke settings, filled, stroked or clipped to in the
/// current context. Arcs are `clockwise` on screen, as UIKit's.
open class UIBezierPath: NSObject {
    private let path: CGMutablePath
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false
    private var dashes: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        path = CGMutablePath()
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        if cornerRadius > 0 { UIKitGap.continuousRoundedRect.note() }
        path.elements.append(.roundedRect(rect, radius: cornerRadius, corners: .allCorners))
    }

    /// Rounds `corners` with `cornerRadii.width` (circular corners).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.elements.append(.roundedRect(rect, radius: cornerRadii.width, corners: corners))
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path.elements = cgPath.elements
    }

    /// `cgPath`: the path (a copy; setting it replaces the path).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path.elements = newValue.elements }
    }

    open var bounds: CGRect { path.boundingBox }
    open var isEmpty: Bool { path.isEmpty }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }
    open func close() { path.closeSubpath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func removeAllPoints() { path.elements.removeAll() }

    /// `setLineDash(_:count:phase:)`: the first `count` lengths of `pattern` (an array, as
    /// callers pass one; nil or a count of 0: solid).
    open func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
        dashes = Array((pattern ?? []).prefix(max(0, count)))
        dashPhase = phase
    }

    private func add(to context: CGContext) {
        let canvas = context.canvas
        canvas.newPath()
        path.add(to: canvas)
    }

    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        add(to: context)
        context.canvas.setEvenOddFill(usesEvenOddFillRule)
        context.fillPath()
        context.canvas.setEvenOddFill(false)
    }

    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        add(to: context)
        let canvas = context.canvas
        canvas.save()
        canvas.setLineWidth(Double(lineWidth))
        canvas.setLineCap(lineCapStyle.canvas)
        canvas.setLineJoin(lineJoinStyle.canvas, miterLimit: Double(miterLimit))
        canvas.setDash(dashes.map(Double.init), phase: Double(dashPhase))
        context.strokePath()
        canvas.restore()
    }

    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        add(to: context)
        context.canvas.setEvenOddFill(usesEvenOddFillRule)
        context.canvas.clipToPath()
        context.canvas.setEvenOddFill(false)
    }
}
