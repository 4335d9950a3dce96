import AutocellImage
import AutocellLayout
import AutocellRender
import AutocellSource
import AutocellText

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
    /// The colour `withTintColor(_:)` gave (a symbol drawn by `draw(in:)` takes it).
    var tint: UIColor?
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
        /// Set to a scale (not `.default` or `.unspecified`).
        var isSet: Bool { self == .small || self == .medium || self == .large }
        /// The scale the engine's names.
        init(_ scale: ControlContent.SymbolScale) {
            switch scale {
            case .small: self = .small
            case .medium: self = .medium
            case .large: self = .large
            }
        }
        var control: ControlContent.SymbolScale {
            switch self {
            case .small: .small
            case .large: .large
            default: .medium
            }
        }
    }

    /// `UIImage.SymbolWeight`, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// The font weight of the same name (`UIFont.Weight`), nil when unspecified.
        var fontWeight: Font.Weight? {
            switch self {
            case .unspecified: nil
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// `UIImage.SymbolConfiguration`: the point size or text style, weight and scale a symbol is
    /// drawn at, and its rendering mode and colours. Parts left unset take the defaults (the
    /// body text style, regular, medium, monochrome in the tint); `applying(_:)` combines two
    /// as UIKit does, the argument's set parts winning.
    public final class SymbolConfiguration: @unchecked Sendable, Equatable {
        /// The point size or text style, nil when unset.
        let pointFont: Font?
        let scale: SymbolScale
        public let weight: SymbolWeight
        /// The rendering mode, nil when unset (monochrome).
        let rendering: SymbolRendering?
        /// Palette colours, or the hierarchical colour.
        let colors: [UIColor]

        init(font: Font?, scale: SymbolScale, weight: SymbolWeight, rendering: SymbolRendering? = nil, colors: [UIColor] = []) {
            self.pointFont = font
            self.scale = scale
            self.weight = weight
            self.rendering = rendering
            self.colors = colors
        }

        /// The font the symbol is drawn at in `category`: the point size or text style (a text
        /// style follows Dynamic Type), with the configuration's weight.
        func font(category: ContentSizeCategory = .large) -> Font {
            var font = pointFont ?? .preferred(.body)
            if let style = font.textStyle {
                let weight = font.weight
                font = .preferred(style, category: category)
                font.weight = weight
            }
            if let weight = weight.fontWeight { font.weight = weight }
            return font
        }

        public convenience init(pointSize: CGFloat) { self.init(font: .system(Double(pointSize)), scale: .unspecified, weight: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
            self.init(font: .system(Double(pointSize)), scale: scale, weight: weight)
        }
        public convenience init(weight: SymbolWeight) { self.init(font: nil, scale: .unspecified, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(font: nil, scale: scale, weight: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
            self.init(font: .preferred(textStyle.style), scale: scale, weight: .unspecified)
        }
        /// `init(font:scale:)`: the font's size and weight.
        public convenience init(font: UIFont, scale: SymbolScale = .default) {
            self.init(font: font.font, scale: scale, weight: .unspecified)
        }
        /// `init(hierarchicalColor:)` (iOS 15): drawn in the colour (symbol fonts have one
        /// layer: its lighter layers are not shown, said when drawn).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(font: nil, scale: .unspecified, weight: .unspecified, rendering: .hierarchical, colors: [hierarchicalColor])
        }
        /// `init(paletteColors:)` (iOS 15): drawn in the first colour (said when drawn).
        public convenience init(paletteColors: [UIColor]) {
            self.init(font: nil, scale: .unspecified, weight: .unspecified, rendering: .palette, colors: paletteColors)
        }
        /// `preferringMulticolor()` (iOS 15): drawn in the tint (said when drawn).
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(font: nil, scale: .unspecified, weight: .unspecified, rendering: .multicolor)
        }
        /// `preferringMonochrome()` (iOS 16).
        public static func preferringMonochrome() -> SymbolConfiguration {
            SymbolConfiguration(font: nil, scale: .unspecified, weight: .unspecified, rendering: .monochrome)
        }
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(font: nil, scale: .unspecified, weight: .unspecified) }

        /// `applying(_:)`: this configuration with `other`'s set parts over its own.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                font: other.pointFont ?? pointFont, scale: other.scale.isSet ? other.scale : scale,
                weight: other.weight != .unspecified ? other.weight : weight,
                rendering: other.rendering ?? rendering, colors: other.rendering != nil ? other.colors : colors)
        }
        /// `configurationWithoutPointSizeAndWeight()`.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(font: nil, scale: scale, weight: .unspecified, rendering: rendering, colors: colors)
        }
        /// `configurationWithoutScale()`, `configurationWithoutWeight()`, `configurationWithoutTextStyle()`.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(font: pointFont, scale: .unspecified, weight: weight, rendering: rendering, colors: colors)
        }
        public func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(font: pointFont, scale: scale, weight: .unspecified, rendering: rendering, colors: colors)
        }
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            SymbolConfiguration(font: pointFont?.textStyle == nil ? pointFont : nil, scale: scale, weight: weight, rendering: rendering, colors: colors)
        }
        /// `isEqual(to:)`.
        public func isEqual(to other: SymbolConfiguration?) -> Bool { other.map { self == $0 } ?? false }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointFont == rhs.pointFont && lhs.scale == rhs.scale && lhs.weight == rhs.weight && lhs.rendering == rhs.rendering
                && lhs.colors == rhs.colors
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

    /// An SF Symbol, drawn as a glyph of the user's symbol fonts (`autocellSymbolFontFiles`,
    /// `AUTOCELL_SYMBOL_FONTS`) or of the open stand-in, Material Symbols Rounded (said once:
    /// its shapes are not Apple's); a name neither has is a labelled placeholder (said with its
    /// name). Its size is the symbol's image at its configuration (`ControlMetrics.symbolSize`: the
    /// body style, medium, unless configured).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// `UIImage(systemName:withConfiguration:)`: the symbol at the configuration's size.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        UIKitGap.systemSymbols.note()
        let font = configuration?.font() ?? .preferred(.body)
        let size = ControlMetrics.symbolSize(
            name, font: font, scale: configuration?.scale.control ?? .medium, displayScale: Double(UITraitCollection.current.displayScale))
        self.init(size: CGSize(width: size.width, height: size.height), scale: 1, path: nil, symbolName: name)
        symbolConfiguration = configuration
    }

    /// Autocell's: the font files SF Symbols are drawn from in this process, before the bundled
    /// stand-in: fonts that carry the symbols (the SF Symbols app's or SF Pro's files that you
    /// are licensed to use; never bundled) and name tables giving each symbol's codepoint
    /// (`SymbolNameTable`). Empty (the default): the files `AUTOCELL_SYMBOL_FONTS` names. Set
    /// it before laying anything out.
    @MainActor public static var autocellSymbolFontFiles: [String] {
        get { HierarchyLayout.fontLibrary.symbolFiles }
        set { HierarchyLayout.fontLibrary = HierarchyLayout.fontLibrary.addingSymbolFonts(newValue.isEmpty ? FontLibrary.standard.symbolFiles : newValue) }
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
        image.tint = tint
        return image
    }

    /// `withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }
    /// `withConfiguration(_:)`: a symbol at the configuration's size.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { copy(configuration: configuration) }
    /// `applyingSymbolConfiguration(_:)`: the configuration applied over the image's own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        copy(configuration: symbolConfiguration?.applying(configuration) ?? configuration)
    }
    /// `withTintColor(_:)`: kept as a template image (drawn in its own colours, said when drawn).
    public func withTintColor(_ color: UIColor) -> UIImage {
        let image = copy(renderingMode: .alwaysTemplate)
        image.tint = color
        return image
    }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let image = copy(renderingMode: renderingMode)
        image.tint = color
        return image
    }

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
    /// `preferredSymbolConfiguration`: applied over a symbol image's own configuration.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { if image?.symbolName != nil { invalidateIntrinsicContentSize() } } }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A symbol image's configuration with the image view's preferred one over it.
    private var symbolConfiguration: UIImage.SymbolConfiguration? {
        guard let own = image?.symbolConfiguration else { return preferredSymbolConfiguration }
        return own.applying(preferredSymbolConfiguration)
    }

    /// A symbol's font and scale in the image view's traits (a text style follows Dynamic Type).
    private var symbolFont: (font: Font, scale: ControlContent.SymbolScale) {
        let category = traitCollection.preferredContentSizeCategory.category
        return (symbolConfiguration?.font(category: category) ?? .preferred(.body, category: category), symbolConfiguration?.scale.control ?? .medium)
    }

    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        guard image.symbolName != nil else { return image.size }
        let symbol = symbolFont
        let size = ControlMetrics.symbolSize(image.symbolName ?? "", font: symbol.font, scale: symbol.scale, displayScale: Double(traitCollection.displayScale))
        return CGSize(width: size.width, height: size.height)
    }

    /// The image's size, as UIKit's image view answers whatever size it is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image == nil ? .zero : intrinsicContentSize }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        // An SF Symbol: a glyph of the symbol fonts (`SymbolGlyphs`) at its configuration's
        // size, weight and scale, in the tint (or its configuration's colour).
        if let symbol = image?.symbolName {
            var control = ControlContent(kind: .symbol, category: traitCollection.preferredContentSizeCategory.category)
            control.title = symbol
            let shown = symbolFont
            control.font = shown.font
            control.symbolScale = shown.scale
            let configuration = symbolConfiguration
            control.symbolRendering = configuration?.rendering ?? .monochrome
            control.paletteColors = (configuration?.colors ?? []).map { $0.resolved(traitCollection) }
            control.tint = tintColor?.resolved(traitCollection)
            return .control(control)
        }
        if image?.renderingMode == .alwaysTemplate, image?.symbolName == nil {
            UIKitGap.templateImages.note()
        }
        return .image(ImageContent(path: image?.path, size: nil, contentMode: contentMode.engineMode))
    }
}
