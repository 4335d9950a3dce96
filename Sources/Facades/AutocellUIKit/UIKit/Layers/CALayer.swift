import AutocellLayout
import Foundation
import AutocellText
import AutocellDrawing

/// `CALayer`: a view's layer (its corner radius, border, shadow and masking, which drawing
/// reads; its frame, background and visibility are the view's), or a layer of its own added
/// to one (`addSublayer`, `insertSublayer`), drawn over its view's background and content with
/// its own sublayers, background, corners, border and opacity. Gradient and shape layers are
/// `CAGradientLayer` and `CAShapeLayer`; a subclass draws in `draw(in:)`.
/// Layers of their own are drawn below their view's subviews: one added above a subview's
/// layer (`addSublayer` on a view with subviews) is drawn below it, and the layer says so.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// `CACornerMask`.
    public struct CornerMaskSet: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = CornerMaskSet(rawValue: 1)
        public static let layerMaxXMinYCorner = CornerMaskSet(rawValue: 2)
        public static let layerMinXMaxYCorner = CornerMaskSet(rawValue: 4)
        public static let layerMaxXMaxYCorner = CornerMaskSet(rawValue: 8)
    }

    /// The view this is the layer of (nil for a layer of its own).
    weak var view: UIView?
    open var cornerRadius: CGFloat = 0
    /// `cornerCurve`: kept; corners are drawn circular (`.continuous` corners differ by a
    /// fraction of a point near the tangent points).
    open var cornerCurve = CALayerCornerCurve.circular { didSet { if cornerCurve != .circular { UIKitGap.layerCornerCurve.note() } } }
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = UIColor.black.cgColor
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            ownMasksToBounds = newValue
            view?.clipsToBounds = newValue
        }
    }
    private var ownMasksToBounds = false
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var shadowColor: CGColor? = UIColor.black.cgColor
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// `shadowPath`: kept; the shadow is drawn in the shape of the layer's (rounded) bounds,
    /// which is what the path usually is (`UIBezierPath(roundedRect: bounds, cornerRadius:)`).
    open var shadowPath: CGPath? { didSet { if shadowPath != nil { UIKitGap.layerShadowPath.note() } } }
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            ownOpacity = newValue
            view?.alpha = CGFloat(newValue)
        }
    }
    private var ownOpacity: Float = 1
    open var name: String?
    // Kept, with no effect on what is drawn here.
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize = false
    open var allowsEdgeAntialiasing = false
    open var needsDisplayOnBoundsChange = false

    public override init() { super.init() }

    /// `init(layer:)`: a copy of `layer`'s appearance (Core Animation's presentation copies).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        ownFrame = other.frame
        ownBackgroundColor = other.backgroundColor
        ownOpacity = other.opacity
    }

    // MARK: Geometry

    private var ownFrame = CGRect.zero
    /// `frame`: the view's frame for a view's layer, else the layer's own in its superlayer.
    open var frame: CGRect {
        get { view?.frame ?? ownFrame }
        set {
            if let view { view.frame = newValue } else { ownFrame = newValue }
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            if newValue.origin != .zero { UIKitGap.layerAnchorPoint.note() }
            let center = position
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// `position`: the frame's centre (the anchor point is the centre here).
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    private var ownBackgroundColor: CGColor?
    /// `backgroundColor`: the view's for a view's layer.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let view { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } } else { ownBackgroundColor = newValue }
        }
    }

    private var ownIsHidden = false
    open var isHidden: Bool {
        get { view?.isHidden ?? ownIsHidden }
        set {
            if let view { view.isHidden = newValue } else { ownIsHidden = newValue }
        }
    }

    // MARK: The layer tree

    /// Layers of its own, in drawing order, each with whether it went above the view's
    /// subviews' layers.
    private(set) var ownSublayers: [(layer: CALayer, aboveSubviews: Bool)] = []
    open private(set) weak var superlayer: CALayer?

    /// `sublayers`: for a view's layer, the layers of its own below the subviews, the subviews'
    /// layers, then those above; for a layer of its own, its sublayers.
    open var sublayers: [CALayer]? {
        let subviewLayers = view?.subviews.map(\.layer) ?? []
        let all = ownSublayers.filter { !$0.aboveSubviews }.map(\.layer) + subviewLayers + ownSublayers.filter(\.aboveSubviews).map(\.layer)
        return all.isEmpty ? nil : all
    }

    /// `actions`: kept; nothing animates implicitly headless (CALayerKeyValueCoding.swift).
    open var actions: [String: any CAAction]?
    /// Values set for keys that are not the layer's properties, kept as iOS keeps them.
    private var keyedValues: [String: Any] = [:]

    /// `value(forKey:)`: a property by its key path name (CALayerKeyValueCoding.swift), else
    /// what was set for the key.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "opacity": opacity
        case "backgroundColor": backgroundColor
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "borderColor": borderColor
        case "shadowOpacity": shadowOpacity
        case "shadowRadius": shadowRadius
        case "shadowOffset": shadowOffset
        case "shadowColor": shadowColor
        case "position": position
        case "bounds": bounds
        case "frame": frame
        case "hidden", "isHidden": isHidden
        case "masksToBounds": masksToBounds
        case "name": name
        default: keyedValues[key]
        }
    }

    /// `setValue(_:forKey:)`: sets the property the key names, else keeps the value for the key.
    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "opacity": if let number = Self.kvcFloat(value) { opacity = Float(number) }
        case "backgroundColor": backgroundColor = Self.kvcColor(value)
        case "cornerRadius": if let number = Self.kvcFloat(value) { cornerRadius = number }
        case "borderWidth": if let number = Self.kvcFloat(value) { borderWidth = number }
        case "borderColor": borderColor = Self.kvcColor(value)
        case "shadowOpacity": if let number = Self.kvcFloat(value) { shadowOpacity = Float(number) }
        case "shadowRadius": if let number = Self.kvcFloat(value) { shadowRadius = number }
        case "shadowOffset": if let size = value as? CGSize { shadowOffset = size }
        case "shadowColor": shadowColor = Self.kvcColor(value)
        case "position": if let point = value as? CGPoint { position = point }
        case "bounds": if let rect = value as? CGRect { bounds = rect }
        case "frame": if let rect = value as? CGRect { frame = rect }
        case "hidden", "isHidden": if let hidden = value as? Bool { isHidden = hidden }
        case "masksToBounds": if let masks = value as? Bool { masksToBounds = masks }
        case "name": name = value as? String
        default: keyedValues[key] = value
        }
    }

    /// `addSublayer(_:)`: on top: above the view's subviews when it has any.
    /// Animations (CAAnimation.swift): kept by key, never drawn (a snapshot draws the model).
    private var animations: [(key: String?, animation: CAAnimation)] = []
    open func add(_ anim: CAAnimation, forKey key: String?) {
        animations.removeAll { key != nil && $0.key == key }
        animations.append((key, anim))
    }
    open func animation(forKey key: String) -> CAAnimation? { animations.last { $0.key == key }?.animation }
    open func animationKeys() -> [String]? {
        let keys = animations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
    open func removeAllAnimations() { animations.removeAll() }

    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: ownSublayers.count, aboveSubviews: !(view?.subviews.isEmpty ?? true))
    }

    /// `insertSublayer(_:at:)`: index 0 is below everything, the subviews' layers included.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        let below = ownSublayers.filter { !$0.aboveSubviews }.count
        let subviewCount = view?.subviews.count ?? 0
        let position = Int(index)
        if position <= below {
            insert(layer, at: position, aboveSubviews: false)
        } else {
            insert(layer, at: min(ownSublayers.count, position - subviewCount), aboveSubviews: subviewCount > 0)
        }
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insert(layer, at: 0, aboveSubviews: false) }
        if let index = ownSublayers.firstIndex(where: { $0.layer === sibling }) {
            insert(layer, at: index, aboveSubviews: ownSublayers[index].aboveSubviews)
        } else {
            // Below a subview's layer: below the subviews, above the other layers below them.
            insert(layer, at: ownSublayers.filter { !$0.aboveSubviews }.count, aboveSubviews: false)
        }
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return addSublayer(layer) }
        if let index = ownSublayers.firstIndex(where: { $0.layer === sibling }) {
            insert(layer, at: index + 1, aboveSubviews: ownSublayers[index].aboveSubviews)
        } else {
            let below = ownSublayers.filter { !$0.aboveSubviews }.count
            insert(layer, at: below, aboveSubviews: true)
        }
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = ownSublayers.firstIndex(where: { $0.layer === oldLayer }) else { return }
        let above = ownSublayers[index].aboveSubviews
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index, aboveSubviews: above)
    }

    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.ownSublayers.removeAll { $0.layer === self }
        self.superlayer = nil
        superlayer.changed()
    }

    private func insert(_ layer: CALayer, at index: Int, aboveSubviews: Bool) {
        guard layer !== self, layer.view == nil else { return }
        layer.removeFromSuperlayer()
        ownSublayers.insert((layer, aboveSubviews), at: min(max(0, index), ownSublayers.count))
        layer.superlayer = self
        changed()
    }

    /// The view whose drawing this layer is part of.
    var hostView: UIView? { view ?? superlayer?.hostView }

    private func changed() { hostView?.setNeedsDisplay() }

    // MARK: Layout and drawing

    /// `layoutSublayers()`: for a view's layer, the view's `layoutSublayers(of:)` (which lays
    /// out its subviews); called in the view's layout pass.
    open func layoutSublayers() { view?.layoutSublayers(of: self) }
    open func setNeedsLayout() { hostView?.setNeedsLayout() }
    open func layoutIfNeeded() { hostView?.layoutIfNeeded() }
    open func setNeedsDisplay() {}
    open func display() {}

    /// `draw(in:)`: a subclass draws its content here, in its bounds, over its background.
    open func draw(in ctx: CGContext) {}

    /// The layer's content: a gradient or shape layer's own, else `draw(in:)`'s.
    func renderContent(in context: CGContext) {
        GraphicsStack.contexts.append(context)
        draw(in: context)
        GraphicsStack.contexts.removeLast()
    }

    /// Draws a layer of its own and its sublayers in its superlayer's coordinates: shadow,
    /// background, content and sublayers (clipped to its rounded bounds when it masks), then its
    /// border, at its opacity.
    func drawTree(in context: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        let canvas = context.canvas
        canvas.save()
        defer { canvas.restore() }
        canvas.translate(Double(frame.minX), Double(frame.minY))
        let alpha = Double(opacity)
        if alpha < 1 { canvas.beginTransparencyLayer() }
        let rect = Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))
        let corners = CornerMask(rawValue: Int(maskedCorners.rawValue))
        let radius = Double(cornerRadius)
        if shadowOpacity > 0 {
            canvas.shadow(
                rect, radius: radius, corners: corners,
                Shadow(
                    color: shadowColor?.color ?? .black, opacity: Double(shadowOpacity), radius: Double(shadowRadius),
                    offset: Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height))))
        }
        if let background = backgroundColor { canvas.fill(rect, background.color, radius: radius, corners: corners) }
        canvas.save()
        if ownMasksToBounds {
            canvas.newPath()
            canvas.addPath(rect, radius: radius, corners: corners)
            canvas.clipToPath()
        }
        renderContent(in: context)
        for sublayer in ownSublayers { sublayer.layer.drawTree(in: context) }
        canvas.restore()
        if borderWidth > 0, let border = borderColor { canvas.stroke(rect, border.color, width: Double(borderWidth), radius: radius, corners: corners) }
        if alpha < 1 { canvas.endTransparencyLayer(alpha: alpha) }
    }

    /// Draws a view's layer's content and layers of its own over the view's background and
    /// `draw(_:)`, in the view's coordinates (the renderer's per-view step).
    func drawOwnLayers(in context: CGContext) {
        renderContent(in: context)
        for sublayer in ownSublayers { sublayer.layer.drawTree(in: context) }
        if let view, !view.subviews.isEmpty, ownSublayers.contains(where: \.aboveSubviews) {
            UIKitGap.layerAboveSubviews.note()
        }
    }
}

public typealias CACornerMask = CALayer.CornerMaskSet

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
