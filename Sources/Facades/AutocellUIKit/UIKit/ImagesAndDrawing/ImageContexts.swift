import AutocellImage
import AutocellLayout
import AutocellRender
import Foundation
import AutocellText
import AutocellDrawing

/// `CGImage`: a bitmap, as `UIImage.cgImage` gives it and `UIImage(cgImage:)` takes it: the
/// image's PNG and its size in pixels.
public final class CGImage: @unchecked Sendable {
    let png: [UInt8]
    public let width: Int
    public let height: Int

    init(png: [UInt8], width: Int, height: Int) {
        self.png = png
        self.width = width
        self.height = height
    }

    /// The pixels, decoded for drawing.
    func canvasImage() -> CanvasImage? {
        do {
            return try CanvasImage(pixels: PNGDecoder.decode(png), name: "a CGImage")
        } catch {
            UIKitDiagnostics.report("a CGImage could not be decoded for drawing: \(error)")
            return nil
        }
    }
}

extension UIImage {
    /// `UIImage.Orientation`, with UIKit's raw values (only `.up` is drawn as given).
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// `cgImage`: the bitmap of a file or an image in memory; nil for a symbol.
    public var cgImage: CGImage? {
        guard let bytes = png ?? path.flatMap({ FileManager.default.contents(atPath: $0) }).map({ Array($0) }) else { return nil }
        return CGImage(png: bytes, width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// `UIImage(cgImage:)`: the bitmap at 1 pixel per point.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// `UIImage(cgImage:scale:orientation:)`: the bitmap at `scale` pixels per point.
    /// Orientations other than `.up` are not applied (said).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        self.init(size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale), scale: scale, png: cgImage.png)
        if orientation != .up {
            UIKitGap.imageOrientation.note()
        }
    }

    /// `animatedImage(with:duration:)`: a still snapshot shows the first image, as an image view
    /// not yet animating does; `images` and `duration` are kept.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let animated = first.copy(renderingMode: nil)
        animated.animationImages = images
        animated.animationDuration = duration
        return animated
    }

    /// `draw(in:)`: the image scaled into `rect` in the current context (a view's `draw(_:)`,
    /// an image renderer's actions). On the main actor, as UIKit's drawing is (a symbol is drawn
    /// with the layer's text measurer).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        guard let bitmap = canvasImage() else {
            if let symbolName { drawSymbol(symbolName, in: rect, on: context) }
            return
        }
        context.canvas.draw(
            bitmap, at: Double(rect.minX), Double(rect.minY), scaleX: Double(rect.width) / Double(bitmap.pixelWidth),
            scaleY: Double(rect.height) / Double(bitmap.pixelHeight))
    }

    /// A symbol drawn by `draw(in:)`: its glyph (`SymbolGlyphs`) centred in `rect`, in its
    /// `withTintColor(_:)` colour, else black (UIKit draws an untinted symbol image in black).
    @MainActor
    private func drawSymbol(_ name: String, in rect: CGRect, on context: CGContext) {
        let font = symbolConfiguration?.font() ?? .preferred(.body)
        let request = SymbolRequest(name: name, pointSize: font.size, weight: font.weight, scale: symbolConfiguration?.scale.control ?? .medium)
        let color = tint?.resolved(UITraitCollection.current) ?? .black
        guard let measurer = HierarchyLayout.measurer else { return }
        let box = Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        if !context.canvas.symbol(request, in: box, color: color, measurer: measurer) { UIKitGap.drawnSymbol.note() }
        for message in SymbolReport.takeMessages() { UIKitDiagnostics.report(message) }
    }

    /// `imageFlippedForRightToLeftLayoutDirection()` and `flipsForRightToLeftLayoutDirection`:
    /// the image, drawn unflipped in a right-to-left layout (said).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIKitGap.rightToLeftImages.note()
        return self
    }

    public var flipsForRightToLeftLayoutDirection: Bool { false }

    /// `draw(at:)`: the image at its size in points, its top left at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// The pixels for drawing: the file's or the rendered image's.
    func canvasImage() -> CanvasImage? {
        if let path {
            do {
                return try CanvasImage(contentsOfPNG: path)
            } catch {
                UIKitDiagnostics.report("UIImage: \(path) could not be decoded for drawing: \(error)")
                return nil
            }
        }
        return cgImage?.canvasImage()
    }
}

extension CGContext {
    /// `draw(_:in:)`: the bitmap scaled into `rect`, upside down in UIKit's coordinates, as
    /// Core Graphics draws a `CGImage` into a UIKit context (its y axis points up: the usual
    /// flip an app undoes with `translateBy`/`scaleBy(x: 1, y: -1)`).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard let bitmap = image.canvasImage(), rect.width > 0, rect.height > 0 else { return }
        canvas.save()
        canvas.translate(0, Double(rect.minY * 2 + rect.height))
        canvas.scale(1, -1)
        canvas.draw(
            bitmap, at: Double(rect.minX), Double(rect.minY), scaleX: Double(rect.width) / Double(bitmap.pixelWidth),
            scaleY: Double(rect.height) / Double(bitmap.pixelHeight))
        canvas.restore()
    }
}

/// The bitmap contexts of `UIGraphicsBeginImageContextWithOptions`, innermost last, each with
/// the surface it draws on (freed with the context).
enum ImageContexts {
    /// What `surface` holds, as a UIImage of `size` points at `scale`.
    static func image(of surface: ImageSurface, size: CGSize, scale: CGFloat, opaque: Bool) -> UIImage? {
        do throws(CanvasError) {
            return UIImage(size: size, scale: scale, png: try surface.encode(opaque: opaque, compression: .reference))
        } catch {
            UIKitDiagnostics.report("a bitmap context's image: \(error)")
            return nil
        }
    }

    struct Entry {
        let surface: ImageSurface
        let context: CGContext
        let size: CGSize
        let scale: CGFloat
        let opaque: Bool
    }

    nonisolated(unsafe) static var stack: [Entry] = []
}

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: a bitmap context `size` points at
/// `scale` (0: the current traits' display scale) becomes the current context.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UITraitCollection.current.displayScale
    do throws(CanvasError) {
        let surface = try ImageSurface(width: Double(size.width), height: Double(size.height), scale: Double(scale))
        let context = CGContext(canvas: surface.canvas)
        context.bitmap = { [weak surface] in
            guard let surface else { return nil }
            return ImageContexts.image(of: surface, size: size, scale: scale, opaque: opaque)?.cgImage
        }
        ImageContexts.stack.append(ImageContexts.Entry(surface: surface, context: context, size: size, scale: scale, opaque: opaque))
        GraphicsStack.contexts.append(context)
    } catch {
        UIKitDiagnostics.report("UIGraphicsBeginImageContextWithOptions: \(error)")
    }
}

/// `UIGraphicsBeginImageContext(_:)`: at scale 1, as UIKit's.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// `UIGraphicsGetImageFromCurrentImageContext()`: what the current bitmap context holds.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ImageContexts.stack.last else { return nil }
    return ImageContexts.image(of: entry.surface, size: entry.size, scale: entry.scale, opaque: entry.opaque)
}

/// `UIGraphicsEndImageContext()`: the current bitmap context ends.
public func UIGraphicsEndImageContext() {
    guard let entry = ImageContexts.stack.popLast() else { return }
    if let index = GraphicsStack.contexts.lastIndex(where: { $0 === entry.context }) { GraphicsStack.contexts.remove(at: index) }
}

/// `UIRectFill(_:)`: fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// `UIRectFrame(_:)`: strokes a one-point frame inside `rect` with the current stroke colour.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}
