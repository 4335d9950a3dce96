import AutocellImage
import AutocellLayout

/// `UIImage`: a PNG file (its size in points at its scale), or an SF Symbol by name (drawn as
/// a labelled placeholder, at the symbol size `ControlMetrics` gives a font).
public final class UIImage: @unchecked Sendable, Equatable {
    /// Where `UIImage(named:)` looks, in order: a test sets its resources' folders here.
    nonisolated(unsafe) public static var searchPaths: [String] = []

    public let size: CGSize
    public let scale: CGFloat
    /// The PNG file, for drawing; nil for a symbol.
    let path: String?
    let symbolName: String?
    /// A rendered image's PNG (`UIGraphicsImageRenderer`).
    let png: [UInt8]?

    init(size: CGSize, scale: CGFloat, path: String?, symbolName: String?) {
        self.size = size
        self.scale = scale
        self.path = path
        self.symbolName = symbolName
        png = nil
    }

    init(size: CGSize, scale: CGFloat, png: [UInt8]) {
        self.size = size
        self.scale = scale
        path = nil
        symbolName = nil
        self.png = png
    }

    /// An empty image.
    public convenience init() { self.init(size: .zero, scale: 1, path: nil, symbolName: nil) }

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

    /// A PNG file; `name@2x.png` and `name@3x.png` are read at that scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let pixels: (width: Int, height: Int)
        do throws(PNGError) {
            pixels = try PNGDecoder.dimensions(of: Array(data))
        } catch {
            UIKitDiagnostics.report("UIImage(contentsOfFile: \(path)): not a usable PNG file: \(error)")
            return nil
        }
        let base = (path as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale, path: path, symbolName: nil)
    }

    /// An image named `name` in `UIImage.searchPaths` (`name.png`, `name@2x.png`, `name@3x.png`).
    public convenience init?(named name: String) {
        let candidates = name.hasSuffix(".png") ? [name] : ["\(name)@3x.png", "\(name)@2x.png", "\(name).png"]
        for folder in Self.searchPaths {
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    /// An SF Symbol: Autocell has not Apple's artwork, so it is a square placeholder with the
    /// name's initial, at the body font's symbol size (`ControlMetrics.symbolSide`).
    public convenience init?(systemName name: String) {
        let side = CGFloat(ControlMetrics.symbolSide(.preferred(.body), scale: .medium))
        self.init(size: CGSize(width: side, height: side), scale: 1, path: nil, symbolName: name)
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs || (lhs.path == rhs.path && lhs.symbolName == rhs.symbolName && lhs.size == rhs.size) }
}

/// `UIImageView`: its image's size is its intrinsic size.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    open var highlightedImage: UIImage?

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
        let mode: AutocellLayout.ContentMode = switch contentMode {
        case .scaleAspectFit: .aspectFit
        case .scaleAspectFill: .aspectFill
        default: .scaleToFill
        }
        return .image(ImageContent(path: image?.path, size: nil, contentMode: mode))
    }
}
