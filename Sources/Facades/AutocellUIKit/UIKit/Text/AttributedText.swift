import AutocellLayout
import AutocellText
import AutocellDrawing

/// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key` (on Linux
/// Foundation has the type, not UIKit's keys).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 1)
    public static let thick = NSUnderlineStyle(rawValue: 2)
    public static let double = NSUnderlineStyle(rawValue: 9)
}

/// `NSParagraphStyle`: the spacing Autocell lays text out with.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var alignment = NSTextAlignment.natural
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// `lineBreakStrategy`: none by default, as UIKit's; `.pushOut` in an attributed string's
    /// style is not applied to attributed text (said).
    public internal(set) var lineBreakStrategy: LineBreakStrategy = []

    /// `NSParagraphStyle.LineBreakStrategy`, with UIKit's raw values.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    public override init() { super.init() }
    public static let `default` = NSParagraphStyle()
}

/// `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineBreakStrategy: LineBreakStrategy { get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue } }
}

extension NSAttributedString {
    /// The string's runs as the engine takes them, and its first paragraph style.
    @preconcurrency @MainActor
    func runs(trait: UITraitCollection) -> ([TextRun], ParagraphStyle) {
        var runs: [TextRun] = []
        var paragraph = ParagraphStyle.standard
        let whole = NSRange(location: 0, length: length)
        let source = string as NSString
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var run = TextRun(source.substring(with: range))
            for (key, value) in attributes {
                switch key {
                case .font: run.font = (value as? UIFont)?.font
                case .foregroundColor: run.color = (value as? UIColor)?.resolved(trait)
                case .backgroundColor: run.backgroundColor = (value as? UIColor)?.resolved(trait)
                case .kern: run.kern = Self.number(value) ?? 0
                case .baselineOffset: run.baselineOffset = Self.number(value) ?? 0
                case .attachment: run.attachment = (value as? NSTextAttachment)?.engineAttachment(trait: trait)
                case .underlineStyle:
                    let style = (value as? NSUnderlineStyle)?.rawValue ?? Self.number(value).map(Int.init) ?? 0
                    run.underline = style != 0
                    if style != 0 && style != NSUnderlineStyle.single.rawValue { UIKitGap.underlinePatterns.note() }
                case .strikethroughStyle: run.strikethrough = (Self.number(value) ?? 0) != 0 || (value as? NSUnderlineStyle).map { !$0.isEmpty } == true
                case .paragraphStyle:
                    if let style = value as? NSParagraphStyle, style.lineBreakStrategy.contains(.pushOut) {
                        UIKitGap.attributedPushOut.note()
                    }
                    if let style = value as? NSParagraphStyle, range.location == 0 {
                        paragraph = ParagraphStyle(
                            lineSpacing: Double(style.lineSpacing), lineHeightMultiple: Double(style.lineHeightMultiple),
                            paragraphSpacing: Double(style.paragraphSpacing))
                    } else if let style = value as? NSParagraphStyle, let first = self.firstParagraphStyle, style != first {
                        UIKitGap.laterParagraphStyles.note()
                    }
                default: break
                }
            }
            runs.append(run)
        }
        return (runs, paragraph)
    }

    /// The paragraph style at the string's start (what an attributed label's alignment and
    /// line break mode come from, over the label's own).
    var firstParagraphStyle: NSParagraphStyle? {
        length > 0 ? attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
    }

    private static func number(_ value: Any) -> Double? {
        if let value = value as? CGFloat { return Double(value) }
        if let value = value as? Double { return value }
        if let value = value as? Int { return Double(value) }
        if let value = value as? Float { return Double(value) }
        if let value = value as? NSNumber { return value.doubleValue }
        if let value = value as? NSUnderlineStyle { return Double(value.rawValue) }
        return nil
    }
}

extension NSAttributedString {
    /// `NSAttributedString()` and `NSMutableAttributedString()`: an empty string (to append
    /// to), as Apple's Foundation has; Linux's Foundation has no such initializer, and one
    /// without parameters cannot be added to an `NSObject` subclass from outside, so this one's
    /// only parameter is one nobody passes.
    public convenience init(_ empty: Void = ()) { self.init(string: "") }
}

/// `NSTextAttachment`: an image in attributed text, laid out in place of its object replacement
/// character at `bounds` (zero: the image's size, on the baseline, as Apple documents). An SF
/// Symbol image is drawn as its glyph (`SymbolGlyphs`) in the run's colour or the image's
/// `withTintColor(_:)` colour; a bitmap keeps its space and is not drawn (said).
open class NSTextAttachment: NSObject {
    open var image: UIImage?
    open var bounds: CGRect = .zero
    /// `lineLayoutPadding` (iOS 15): kept; not applied.
    open var lineLayoutPadding: CGFloat = 0

    public override init() { super.init() }

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// `init(data:ofType:)`: an attachment with no image Autocell can draw.
    public init(data contentData: Data?, ofType uti: String?) { super.init() }

    /// The engine's attachment in `trait`'s colours, or nil without an image.
    @MainActor
    func engineAttachment(trait: UITraitCollection) -> TextAttachment? {
        guard let image else { return nil }
        let size = bounds.size == .zero ? image.size : bounds.size
        let frame = Rect(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(size.width), height: Double(size.height))
        guard let name = image.symbolName else {
            UIKitGap.attachmentImages.note()
            return TextAttachment(symbol: nil, bounds: frame)
        }
        let font = image.symbolConfiguration?.font(category: trait.preferredContentSizeCategory.category) ?? .preferred(.body, category: trait.preferredContentSizeCategory.category)
        let symbol = SymbolRequest(name: name, pointSize: font.size, weight: font.weight, scale: image.symbolConfiguration?.scale.control ?? .medium)
        return TextAttachment(symbol: symbol, color: image.tint?.resolved(trait), bounds: frame)
    }
}

extension NSAttributedString {
    /// `NSAttributedString(attachment:)`: the object replacement character carrying it.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: TextAttachment.character, attributes: [.attachment: attachment])
    }
}

