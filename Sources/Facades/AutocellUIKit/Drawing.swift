import AutocellLayout
import AutocellRender

/// `CGContext`: the part of Core Graphics a view's `draw(_:)` uses (colours, rectangles,
/// ellipses, paths, line width, clipping, state), drawn on the render layer's canvas (the one
/// drawing vocabulary every front end uses; no Cairo call here). Only a renderer makes one
/// (`UIGraphicsImageRenderer`).
public final class CGContext {
    let canvas: CairoCanvas
    var fillColor = Color.black
    var strokeColor = Color.black

    init(canvas: CairoCanvas) { self.canvas = canvas }

    public func setFillColor(_ color: CGColor) { fillColor = color.color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color.color }
    public func setLineWidth(_ width: CGFloat) { canvas.setLineWidth(Double(width)) }
    public func setAlpha(_ alpha: CGFloat) { fillColor.alpha = Double(alpha) }

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
    public func fillPath() { canvas.fillPath(fillColor) }
    public func strokePath() { canvas.strokePath(strokeColor) }

    public func clip(to rect: CGRect) {
        canvas.addRect(Rect(rect))
        canvas.clipToPath()
    }

    public func saveGState() { canvas.save() }
    public func restoreGState() { canvas.restore() }
    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translate(Double(x), Double(y)) }
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

/// `UIBezierPath`: rectangles, rounded rectangles, ovals and lines, filled or stroked in the
/// current context.
public final class UIBezierPath {
    enum Element {
        case move(CGPoint), line(CGPoint), close, rect(CGRect), oval(CGRect), rounded(CGRect, CGFloat)
    }

    var elements: [Element] = []
    public var lineWidth: CGFloat = 1

    public init() {}
    public init(rect: CGRect) { elements = [.rect(rect)] }
    public init(ovalIn rect: CGRect) { elements = [.oval(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { elements = [.rounded(rect, cornerRadius)] }

    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public func close() { elements.append(.close) }
    public func append(_ path: UIBezierPath) { elements += path.elements }

    private func add(to context: CGContext) {
        let canvas = context.canvas
        canvas.newPath()
        for element in elements {
            switch element {
            case .move(let point): context.move(to: point)
            case .line(let point): context.addLine(to: point)
            case .close: context.closePath()
            case .rect(let rect): context.addRect(rect)
            case .oval(let rect): context.addEllipse(in: rect)
            // The render layer's rounded rectangle: the path a layer's cornerRadius draws.
            case .rounded(let rect, let radius): canvas.addPath(Rect(rect), radius: Double(radius))
            }
        }
    }

    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        add(to: context)
        context.fillPath()
    }

    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        add(to: context)
        context.canvas.setLineWidth(Double(lineWidth))
        context.strokePath()
    }

    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        add(to: context)
        context.canvas.clipToPath()
    }
}
