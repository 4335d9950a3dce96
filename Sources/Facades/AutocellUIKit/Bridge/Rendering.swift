import AutocellImage
import AutocellLayout
import AutocellRender
import AutocellTable
import AutocellText
import AutocellDrawing

/// `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
    public var scale: CGFloat = UITraitCollection.current.displayScale
    public var opaque = false
    public init() {}
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// `UIGraphicsImageRendererFormat(for:)`: at the collection's display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        scale = traitCollection.displayScale
    }
    /// `preferredRange` (kept: drawing is standard range).
    public var preferredRange = Range.automatic
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }
}

/// `UIGraphicsImageRendererContext`: the context an image renderer's actions draw into.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// `UIGraphicsImageRenderer`: draws with Cairo into an image `size` points at the format's
/// scale; the image's `pngData()` is the PNG Autocell's writer encodes.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The image the actions draw; an empty image (and a message) if one cannot be made.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = Double(format.scale)
        do throws(CanvasError) {
            let surface = try ImageSurface(width: Double(bounds.width), height: Double(bounds.height), scale: scale)
            let context = CGContext(canvas: surface.canvas)
            let (size, opaque) = (bounds.size, format.opaque)
            context.bitmap = { [weak surface] in
                guard let surface else { return nil }
                return ImageContexts.image(of: surface, size: size, scale: CGFloat(scale), opaque: opaque)?.cgImage
            }
            context.canvas.translate(-Double(bounds.minX), -Double(bounds.minY))
            GraphicsStack.contexts.append(context)
            actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
            GraphicsStack.contexts.removeLast()
            let png = try surface.encode(opaque: format.opaque, compression: .reference)
            return UIImage(size: bounds.size, scale: format.scale, png: png)
        } catch {
            UIKitDiagnostics.report("UIGraphicsImageRenderer: \(error)")
            return UIImage(size: .zero, scale: format.scale, path: nil, symbolName: nil)
        }
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { image(actions: actions).pngData() ?? Data() }
}

extension UIView {
    /// Draws the view and its subviews (laid out first) into the current context, scaled
    /// into `rect`. Returns false when there is no context to draw into.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        layoutIfNeeded()
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0 {
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        }
        HierarchyRenderer.draw(self, into: context)
        context.restoreGState()
        return true
    }
}

extension CALayer {
    /// Draws the layer's view and its subviews into `ctx` at the origin.
    public func render(in ctx: CGContext) {
        guard let view else { return }
        view.layoutIfNeeded()
        HierarchyRenderer.draw(view, into: ctx)
    }
}

/// Paints a laid-out hierarchy with Autocell's painter: each view's background, corners,
/// border, shadow, alpha and clipping, labels, images and controls as a fixture's views are
/// painted, and each view's own `draw(_:)` over its content, in the view's coordinates.
@preconcurrency @MainActor
enum HierarchyRenderer {
    /// `cellBackground`: what a cell without a background colour of its own is filled with
    /// (a table passes its style's; alone, a cell is `systemBackground`, as UIKit's default
    /// background configuration paints it).
    /// `chrome`: the table's colours, for a cell's accessory (a cell on its own: a plain
    /// table's in its traits' appearance).
    static func draw(_ root: UIView, into context: CGContext, cellBackground: Color? = nil, chrome: TableChrome? = nil) {
        // What symbol drawing could not do as UIKit does (a name no symbol font has), said once.
        defer { for message in SymbolReport.takeMessages() { UIKitDiagnostics.report(message) } }
        if let table = root as? UITableView {
            table.drawTable(into: context)
            return
        }
        if let collection = root as? UICollectionView {
            collection.drawCollection(into: context)
            return
        }
        guard let measurer = HierarchyLayout.measurer else { return }
        let traits = root.traitCollection
        // A label, image view or control drawn by itself (an accessory view): as the one
        // view of a template, filling it.
        switch root.layoutKind({ _ in "root" }) {
        case .view, .scroll, .stack: break
        case let kind:
            drawAlone(root, kind: kind, into: context, measurer: measurer)
            return
        }
        let settings = TraitCollection(scale: Double(traits.displayScale), appearance: traits.appearance).applied(to: TableSettings())
        let painter = RowPainter(settings: settings, measurer: measurer)
        let canvas = context.canvas.snapping(to: Double(traits.displayScale))
        guard let row = HierarchyLayout.row(root) else { return }
        let views = row.skeleton.views
        var template = row.engine.template
        var content = RowContent(template: "UIKit", texts: row.texts, images: row.images, state: row.state)
        var cell = row.engine.layout(
            width: Double(root.bounds.width), height: Double(root.bounds.height), texts: row.texts, images: row.images, state: row.state)
        // The views' frames as they are now (a `layoutSubviews` may have moved them), in the
        // root's coordinates, and their looks.
        template.background = (CellBackgroundViews.color(of: root) ?? root.backgroundColor)?.resolved(traits)
            ?? (root is UITableViewCell ? cellBackground ?? UIColor.systemBackground.resolved(traits) : nil)
        for (index, view) in views.enumerated() where index + 1 < cell.views.count {
            let origin = view.convert(CGPoint.zero, to: root)
            cell.views[index + 1].frame = Rect(x: Double(origin.x), y: Double(origin.y), width: Double(view.frame.width), height: Double(view.frame.height))
            var spec = content.state.views[template.views[index].name] ?? template.views[index]
            spec.isHidden = view.isHidden
            spec.background = view.backgroundColor?.resolved(traits)
            applyLooks(of: view, to: &spec)
            if let imageView = view as? UIImageView, let image = imageView.image, let path = image.drawingPath(on: painter) {
                content.imagePaths[spec.name] = path
                // Its size in points, for the content modes that draw it unscaled (`.center`, …).
                content.images[spec.name] = Size(width: Double(image.size.width), height: Double(image.size.height))
            }
            content.state.views[spec.name] = spec
        }
        if !cell.views.isEmpty { cell.views[0].frame = Rect(x: 0, y: 0, width: Double(root.bounds.width), height: Double(root.bounds.height)) }
        // The root draws its own layer too (a card cell's corners, border and shadow, a view
        // snapshotted at its alpha), as UIKit's rendering of the root's layer does.
        var rootLooks = ViewSpec(name: CellTemplate.contentView)
        rootLooks.background = template.background
        applyLooks(of: root, to: &rootLooks)
        canvas.save()
        defer { canvas.restore() }
        do throws(RenderError) {
            try painter.paintViews(cell, content: content, template: template, on: canvas, root: rootLooks) { index, frame in
                let view = index == 0 ? root : views[index - 1]
                canvas.save()
                canvas.translate(frame.x, frame.y)
                // A table or collection view draws its own rows, separators and accessories (its
                // subviews are not in the hierarchy's template: `layoutDescendantsAndSelf`).
                if index > 0, let table = view as? UITableView {
                    table.drawTable(into: context)
                } else if index > 0, let collection = view as? UICollectionView {
                    collection.drawCollection(into: context)
                } else {
                    GraphicsStack.contexts.append(context)
                    view.draw(CGRect(origin: .zero, size: view.bounds.size))
                    GraphicsStack.contexts.removeLast()
                    view.layer.drawOwnLayers(in: context)
                }
                canvas.restore()
            }
        } catch {
            UIKitDiagnostics.report("drawing the hierarchy: \(error)")
        }
        if let cell = root as? UITableViewCell {
            cell.drawAccessory(into: context, chrome: chrome ?? TableChrome(style: cell.tableSettings?.style ?? .plain, appearance: traits.appearance))
        }
    }

    /// A view's layer as the painter draws it: alpha, clipping, corners, border, shadow.
    private static func applyLooks(of view: UIView, to spec: inout ViewSpec) {
        spec.alpha = Double(view.alpha)
        spec.clipsToBounds = view.clipsToBounds
        spec.cornerRadius = Double(view.layer.cornerRadius)
        spec.borderWidth = Double(view.layer.borderWidth)
        spec.borderColor = view.layer.borderColor?.color
        spec.maskedCorners = CornerMask(rawValue: Int(view.layer.maskedCorners.rawValue))
        if view.layer.shadowOpacity > 0 {
            spec.shadow = Shadow(
                color: view.layer.shadowColor?.color ?? .black, opacity: Double(view.layer.shadowOpacity), radius: Double(view.layer.shadowRadius),
                offset: Size(width: Double(view.layer.shadowOffset.width), height: Double(view.layer.shadowOffset.height)))
        }
    }

    private static func drawAlone(_ view: UIView, kind: ViewSpec.Kind, into context: CGContext, measurer: TextMeasurer) {
        let traits = view.traitCollection
        var spec = ViewSpec(name: "root", kind: kind)
        spec.background = view.backgroundColor?.resolved(traits)
        spec.cornerRadius = Double(view.layer.cornerRadius)
        spec.alpha = Double(view.alpha)
        let edges = [LayoutAttribute.left, .top, .right, .bottom].map { LayoutConstraint(Anchor("root", $0), .equal, Anchor(CellTemplate.contentView, $0)) }
        let template = CellTemplate(name: "UIKit", views: [spec], constraints: edges)
        let settings = TraitCollection(appearance: traits.appearance).applied(to: TableSettings())
        do {
            let engine = try CellLayoutEngine(template: template, measurer: measurer, displayScale: Double(traits.displayScale))
            engine.reportsAmbiguity = false
            let cell = engine.layout(width: Double(view.bounds.width), height: Double(view.bounds.height))
            var content = RowContent(template: "UIKit")
            let painter = RowPainter(settings: settings, measurer: measurer)
            if let path = (view as? UIImageView)?.image?.drawingPath(on: painter) { content.imagePaths["root"] = path }
            try painter.paintViews(
                cell, content: content, template: template, on: context.canvas.snapping(to: Double(traits.displayScale)))
        } catch {
            UIKitDiagnostics.report("drawing a \(type(of: view)): \(error)")
        }
    }
}
