import AutocellLayout
import AutocellText
import AutocellDrawing

/// UIKit's string drawing (`NSString.draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
/// `NSAttributedString.draw(at:)` / `draw(in:)`) into the current context, with the
/// measurer that lays labels out; `size(withAttributes:)` and `boundingRect(with:options:…)`,
/// on `String` too, as Foundation gives them to Swift strings on iOS.
extension NSString {
    public typealias DrawingOptions = NSStringDrawingOptions

    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    @preconcurrency @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }
}

extension StringProtocol {
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    @preconcurrency @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

/// `NSStringDrawingOptions`, with UIKit's raw values (NSStringDrawing.h).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrapped at the size's width, the rectangle's origin the first line's top-left;
    /// without it the text is one line whose origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// The font's leading added to line heights: 0 for every bundled family (as for SF on iOS).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph ink bounds instead of typographic ones: not measured here, said (`UIKitGap`).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: what a measurement or drawing did. Text is never shrunk here
/// (`minimumScaleFactor` above 0 is said), so `actualScaleFactor` stays 1.
@preconcurrency @MainActor
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0 { didSet { if minimumScaleFactor > 0 { UIKitGap.drawingContextScaling.note() } } }
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measured or drawn text.
    open internal(set) var totalBounds = CGRect.zero
    public override init() { super.init() }
}

extension NSAttributedString {
    /// `boundingRect(with:options:context:)`: the text measured by the engine that lays labels
    /// out (Pango), unrounded, as UIKit returns fractional sizes (Apple: "raise its value to the
    /// nearest higher integer using the ceil function" to size views). With
    /// `.usesLineFragmentOrigin` the text wraps at `size.width` and the rectangle starts at
    /// (0, 0); a finite `size.height` keeps the lines that fit in it whole, as a TextKit text
    /// container of that size lays out. Without it the text is one unwrapped line and the origin
    /// is its baseline, so `origin.y` is minus the ascent (Apple's documentation of
    /// `boundingRect(with:options:context:)` and `NSStringDrawingOptions`).
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        if options.contains(.usesDeviceMetrics) { UIKitGap.drawingDeviceMetrics.note() }
        guard let measurer = HierarchyLayout.measurer else { return .zero }
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width.isFinite && size.width > 0 ? size.width : nil
            var request = textRequest(width: width)
            let whole = measurer.measure(request)
            var fitting = (width: whole.width, height: whole.height)
            if size.height.isFinite, size.height > 0, whole.height > Double(size.height) {
                // Fewer lines until they fit (none when not even the first does).
                var lines = whole.lineCount - 1
                while lines > 0 {
                    request.numberOfLines = lines
                    request.lineBreakMode = options.contains(.truncatesLastVisibleLine) ? .truncatingTail : request.lineBreakMode
                    let measured = measurer.measure(request)
                    fitting = (measured.width, measured.height)
                    if measured.height <= Double(size.height) { break }
                    lines -= 1
                }
                if lines == 0 { fitting = (0, 0) }
            }
            rect = CGRect(x: 0, y: 0, width: fitting.width, height: fitting.height)
        } else {
            let measured = measurer.measure(textRequest(width: nil))
            rect = CGRect(x: 0, y: -measured.firstBaseline, width: measured.width, height: measured.height)
        }
        context?.totalBounds = rect
        return rect
    }

    /// `draw(with:options:context:)`: wrapped in `rect` with `.usesLineFragmentOrigin`, else
    /// one line whose baseline is at `rect.origin`.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) {
            draw(in: rect)
            context?.totalBounds = boundingRect(with: rect.size, options: options, context: nil)
        } else {
            let bounds = boundingRect(with: rect.size, options: options, context: context)
            draw(at: CGPoint(x: rect.minX, y: rect.minY + bounds.minY))
        }
    }

    /// The request the measurer lays this string out with: where no attribute says
    /// otherwise, 12 pt and black (Apple: a string without a font attribute "uses a 12-point
    /// Helvetica(Neue) font by default"; the bundled system family stands in for Helvetica).
    @preconcurrency @MainActor
    func textRequest(width: CGFloat?) -> TextRequest {
        let (runs, paragraph) = self.runs(trait: .current)
        var label = LabelContent(text: string, font: .system(12), color: .black, numberOfLines: width == nil ? 1 : 0, lineBreakMode: .wordWrap)
        label.attributedText = runs
        label.paragraph = paragraph
        return label.request(width: width.map(Double.init))
    }

    @preconcurrency @MainActor
    public func size() -> CGSize {
        guard let measurer = HierarchyLayout.measurer else { return .zero }
        let measured = measurer.measure(textRequest(width: nil))
        return CGSize(width: measured.width, height: measured.height)
    }

    @preconcurrency @MainActor
    public func draw(at point: CGPoint) { draw(request: textRequest(width: nil), at: point, clip: nil) }

    @preconcurrency @MainActor
    public func draw(in rect: CGRect) { draw(request: textRequest(width: rect.width), at: rect.origin, clip: rect) }

    @preconcurrency @MainActor
    private func draw(request: TextRequest, at point: CGPoint, clip: CGRect?) {
        guard let context = UIGraphicsGetCurrentContext(), let measurer = HierarchyLayout.measurer else { return }
        let canvas = context.canvas
        canvas.save()
        defer { canvas.restore() }
        if let clip {
            canvas.addRect(Rect(clip))
            canvas.clipToPath()
        }
        canvas.text(request, at: Double(point.x), Double(point.y), color: .black, measurer: measurer)
    }
}
