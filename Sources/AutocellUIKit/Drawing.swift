import AutocellLayout
import CPango

/// `CGContext`: the part of Core Graphics a view's `draw(_:)` uses (colours, rectangles,
/// ellipses, paths, line width, clipping, state), drawn with Cairo. Only a renderer makes
/// one (`UIGraphicsImageRenderer`); its Cairo context never leaves this module.
public final class CGContext {
    let cr: OpaquePointer
    var fillColor = Color.black
    var strokeColor = Color.black

    init(cr: OpaquePointer) { self.cr = cr }

    private func set(_ color: Color) { cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha) }

    public func setFillColor(_ color: CGColor) { fillColor = color.color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color.color }
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(width)) }
    public func setAlpha(_ alpha: CGFloat) { fillColor.alpha = Double(alpha) }

    public func fill(_ rect: CGRect) {
        set(fillColor)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
    }

    public func stroke(_ rect: CGRect) {
        set(strokeColor)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_stroke(cr)
    }

    public func fillEllipse(in rect: CGRect) {
        ellipse(rect)
        set(fillColor)
        cairo_fill(cr)
    }

    public func strokeEllipse(in rect: CGRect) {
        ellipse(rect)
        set(strokeColor)
        cairo_stroke(cr)
    }

    func ellipse(_ rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.midX), Double(rect.midY))
        cairo_scale(cr, Double(rect.width) / 2, Double(rect.height) / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
    }

    public func move(to point: CGPoint) { cairo_move_to(cr, Double(point.x), Double(point.y)) }
    public func addLine(to point: CGPoint) { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    public func addRect(_ rect: CGRect) { cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)) }
    public func addEllipse(in rect: CGRect) { ellipse(rect) }
    public func closePath() { cairo_close_path(cr) }

    public func fillPath() {
        set(fillColor)
        cairo_fill(cr)
    }

    public func strokePath() {
        set(strokeColor)
        cairo_stroke(cr)
    }

    public func clip(to rect: CGRect) {
        addRect(rect)
        cairo_clip(cr)
    }

    public func saveGState() { cairo_save(cr) }
    public func restoreGState() { cairo_restore(cr) }
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cr, Double(x), Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cr, Double(x), Double(y)) }
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
        let cr = context.cr
        cairo_new_path(cr)
        for element in elements {
            switch element {
            case .move(let point): context.move(to: point)
            case .line(let point): context.addLine(to: point)
            case .close: context.closePath()
            case .rect(let rect): context.addRect(rect)
            case .oval(let rect): context.ellipse(rect)
            case .rounded(let rect, let radius):
                let r = Double(min(radius, rect.width / 2, rect.height / 2))
                let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
                cairo_new_sub_path(cr)
                cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
                cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
                cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
                cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
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
        cairo_set_line_width(context.cr, Double(lineWidth))
        context.strokePath()
    }

    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        add(to: context)
        cairo_clip(context.cr)
    }
}
