import AutocellImage
import AutocellLayout
import AutocellRender
import AutocellSource

/// `UIImage`: a PNG file (its size in points at its scale), or an SF Symbol by name (drawn as
/// a labelled placeholder, at the symbol size `ControlMetrics` gives a font).
/// An `NSObject` subclass, as UIKit's is (`open class UIImage : NSObject`).
open class UIImage: NSObject, @unchecked Sendable {
    /// Where `UIImage(named:)` looks, in order: a test sets its resources' folders here.
    nonisolated(unsafe) public static var searchPaths: [String] = []

    public let size: CGSize
    public let scale: CGFloat
    /// The PNG file, for drawing; nil for a symbol.
    let path: String?
    let symbolName: String?
    /// A rendered image's PNG (`UIGraphicsImageRenderer`).
    let png: [UInt8]?
    /// `renderingMode`: kept; a template image (`.alwaysTemplate`) is drawn in its own colours,
    /// and an image view drawing one says so (tinting images is not supported yet).
    public private(set) var renderingMode = RenderingMode.automatic
    /// `symbolConfiguration`: the configuration a symbol was made with.
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// `images` and `duration` of an animated image (`animatedImage(with:duration:)`).
    public internal(set) var animationImages: [UIImage]?
    public internal(set) var animationDuration: TimeInterval = 0
    public var images: [UIImage]? { animationImages }
    public var duration: TimeInterval { animationDuration }

    /// `UIImage.RenderingMode`, with UIKit's raw values.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// `UIImage.SymbolScale`, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
        var control: ControlContent.SymbolScale {
            switch self {
            case .small: .small
            case .large: .large
            default: .medium
            }
        }
    }

    /// `UIImage.SymbolWeight`, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable { case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

    /// `UIImage.SymbolConfiguration`: the point size or text style and scale a symbol is drawn
    /// at (its placeholder's side, `ControlMetrics.symbolSide`); weights are kept.
    public final class SymbolConfiguration: @unchecked Sendable, Equatable {
        let font: Font
        let scale: SymbolScale
        public let weight: SymbolWeight

        init(font: Font, scale: SymbolScale, weight: SymbolWeight) {
            self.font = font
            self.scale = scale
            self.weight = weight
        }

        public convenience init(pointSize: CGFloat) { self.init(font: .system(Double(pointSize)), scale: .default, weight: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
            if weight != .unspecified && weight != .regular { UIKitGap.symbolWeight.note() }
            self.init(font: .system(Double(pointSize)), scale: scale, weight: weight)
        }
        public convenience init(weight: SymbolWeight) {
            if weight != .unspecified && weight != .regular { UIKitGap.symbolWeight.note() }
            self.init(font: .preferred(.body), scale: .default, weight: weight)
        }
        public convenience init(scale: SymbolScale) { self.init(font: .preferred(.body), scale: scale, weight: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
            self.init(font: .preferred(textStyle.style), scale: scale, weight: .unspecified)
        }
        public convenience init(font: UIFont, scale: SymbolScale = .default) { self.init(font: font.font, scale: scale, weight: .unspecified) }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.font == rhs.font && lhs.scale == rhs.scale && lhs.weight == rhs.weight
        }
    }

    init(size: CGSize, scale: CGFloat, path: String?, symbolName: String?) {
        self.size = size
        self.scale = scale
        self.path = path
        self.symbolName = symbolName
        png = nil
        super.init()
    }

    init(size: CGSize, scale: CGFloat, png: [UInt8]) {
        self.size = size
        self.scale = scale
        path = nil
        symbolName = nil
        self.png = png
        super.init()
    }

    /// An empty image.
    public convenience override init() { self.init(size: .zero, scale: 1, path: nil, symbolName: nil) }

    /// A PNG image from data, at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let bytes = Array(data)
        let pixels: (width: Int, height: Int)
        do throws(PNGError) {
            pixels = try PNGDecoder.dimensions(of: bytes)
        } catch {
            return nil
        }
        self.init(size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale, png: bytes)
    }

    /// Where the painter finds the image's pixels: its file, or, for an image in memory (drawn
    /// with `UIGraphicsImageRenderer`, made from data or a `CGImage`), a key it is registered
    /// under on `painter` (drawn as UIKit draws any bitmap). Nil for a symbol or an empty image.
    func drawingPath(on painter: RowPainter) -> String? {
        if let path { return path }
        guard let png else { return nil }
        let key = "memory:\(ObjectIdentifier(self).hashValue)"
        do throws(RenderError) {
            try painter.register(png: png, as: key)
        } catch {
            UIKitDiagnostics.report("an image in memory could not be decoded for drawing: \(error)")
            return nil
        }
        return key
    }

    /// The image as PNG data: a rendered image's, or a file's bytes; nil for a symbol.
    public func pngData() -> Data? {
        if let png { return Data(png) }
        return path.flatMap { FileManager.default.contents(atPath: $0) }
    }

    /// The decoded pixels of a rendered or file image (for comparing images).
    package func pixels() -> PixelImage? {
        guard let bytes = png ?? path.flatMap({ FileManager.default.contents(atPath: $0) }).map({ Array($0) }) else { return nil }
        do throws(PNGError) {
            return try PNGDecoder.decode(bytes)
        } catch {
            return nil
        }
    }

    /// A PNG file's size in pixels: nil when nothing is there (as UIKit, silently), or, said
    /// once, when it cannot be read (a folder, a FIFO, past `PNGLimits`) or is not a usable PNG.
    private static func pixelSize(ofPNGAt path: String, describedAs what: String) -> (width: Int, height: Int)? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) {
            bytes = try BoundedFile.png(path)
        } catch {
            UIKitDiagnostics.report("\(what): cannot be read: \(error.reason)")
            return nil
        }
        do throws(PNGError) {
            return try PNGDecoder.dimensions(of: bytes)
        } catch {
            UIKitDiagnostics.report("\(what): not a usable PNG file: \(error)")
            return nil
        }
    }

    /// A PNG file; `name@2x.png` and `name@3x.png` are read at that scale.
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = Self.pixelSize(ofPNGAt: path, describedAs: "UIImage(contentsOfFile: \(path))") else { return nil }
        let base = (path as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale, path: path, symbolName: nil)
    }

    /// An image set's file: its scale is the set's (`@2x` in the name or not, as Xcode may name
    /// the files anything); read as `UIImage(contentsOfFile:)`.
    convenience init?(contentsOfAssetFile path: String, scale: CGFloat) {
        guard let pixels = Self.pixelSize(ofPNGAt: path, describedAs: "asset catalog image \(path)") else { return nil }
        let scale = scale > 0 ? scale : 1
        self.init(size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale, path: path, symbolName: nil)
    }

    /// An image named `name` in `UIImage.searchPaths` (`name.png`, `name@2x.png`, `name@3x.png`):
    /// the variant for the current traits' display scale first, as UIKit picks the screen's.
    public convenience init?(named name: String) {
        let variants: [String] = switch UITraitCollection.current.displayScale {
        case ...1: ["", "@2x", "@3x"]
        case ...2: ["@2x", "@3x", ""]
        default: ["@3x", "@2x", ""]
        }
        let candidates = name.hasSuffix(".png") ? [name] : variants.map { "\(name)\($0).png" }
        for folder in Self.searchPaths {
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        // An asset catalog's image set (`NAME.imageset` in an `.xcassets` folder).
        if let file = AssetCatalogs.imageFile(named: name, scale: UITraitCollection.current.displayScale) {
            self.init(contentsOfAssetFile: file.path, scale: file.scale)
            return
        }
        return nil
    }

    /// An SF Symbol: Autocell has not Apple's artwork, so it is a square placeholder with the
    /// name's initial, at the body font's symbol size (`ControlMetrics.symbolSide`).
    public convenience init?(systemName name: String) {
        UIKitGap.systemSymbols.note()
        let side = CGFloat(ControlMetrics.symbolSide(.preferred(.body), scale: .medium))
        self.init(size: CGSize(width: side, height: side), scale: 1, path: nil, symbolName: name)
    }

    /// `UIImage(systemName:withConfiguration:)`: the placeholder at the configuration's size.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let font = configuration?.font ?? .preferred(.body)
        let side = CGFloat(ControlMetrics.symbolSide(font, scale: configuration?.scale.control ?? .medium))
        self.init(size: CGSize(width: side, height: side), scale: 1, path: nil, symbolName: name)
        symbolConfiguration = configuration
    }

    /// `UIImage(systemName:compatibleWith:)`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) { self.init(systemName: name) }

    /// `UIImage(named:in:compatibleWith:)`: bundles have no asset catalogs on Linux, so the
    /// image is looked up by name in `UIImage.searchPaths`, whatever the bundle.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A copy with other settings (the same file, symbol or pixels).
    func copy(renderingMode: RenderingMode? = nil, configuration: SymbolConfiguration? = nil) -> UIImage {
        let image: UIImage
        if let png {
            image = UIImage(size: size, scale: scale, png: png)
        } else if let symbolName, let configuration {
            image = UIImage(systemName: symbolName, withConfiguration: configuration) ?? UIImage(size: size, scale: scale, path: path, symbolName: symbolName)
        } else {
            image = UIImage(size: size, scale: scale, path: path, symbolName: symbolName)
        }
        image.renderingMode = renderingMode ?? self.renderingMode
        image.symbolConfiguration = configuration ?? symbolConfiguration
        return image
    }

    /// `withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }
    /// `withConfiguration(_:)` and `applyingSymbolConfiguration(_:)`: a symbol at the configuration's size.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { copy(configuration: configuration) }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { copy(configuration: configuration) }
    /// `withTintColor(_:)`: kept as a template image (drawn in its own colours, said when drawn).
    public func withTintColor(_ color: UIColor) -> UIImage { copy(renderingMode: .alwaysTemplate) }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }

    /// The same file, symbol or rendered image at the same size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return self === other || (path == other.path && symbolName == other.symbolName && size == other.size && png == other.png)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(path)
        hasher.combine(symbolName)
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }
}

/// `UIImageView`: its image's size is its intrinsic size.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    open var highlightedImage: UIImage?
    /// `isHighlighted`: kept (a highlighted cell highlights its image views); the image view
    /// shows its image, not `highlightedImage` (said).
    open var isHighlighted = false { didSet { if isHighlighted, highlightedImage != nil { UIKitGap.highlightedImage.note() } } }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The image's size, as UIKit's image view answers whatever size it is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        // An SF Symbol: drawn as Autocell's labelled placeholder, at the image's size.
        if let symbol = image?.symbolName {
            var control = ControlContent(kind: .symbol, category: traitCollection.preferredContentSizeCategory.category)
            control.title = symbol
            control.tint = tintColor?.resolved(traitCollection)
            return .control(control)
        }
        if image?.renderingMode == .alwaysTemplate, image?.symbolName == nil {
            UIKitGap.templateImages.note()
        }
        return .image(ImageContent(path: image?.path, size: nil, contentMode: contentMode.engineMode))
    }
}
