import AutocellDrawing
/// An `NSTextAttachment` in attributed text: an SF Symbol (or a space an image takes) laid out
/// inline in place of its object replacement character (U+FFFC), at its bounds.
///
/// Apple's `NSTextAttachment.bounds`: "the layout bounds of the receiver's graphical
/// representation in the text coordinate system. The origin is at the glyph location on the
/// text baseline"; zero bounds are the image's own size at that origin, so an attachment sits
/// on the baseline and a negative `y` lowers it (the usual way to centre an icon on text).
public struct TextAttachment: Hashable, Sendable {
    /// The symbol drawn (nil: an image Autocell lays out but does not draw, which the caller says).
    public var symbol: SymbolRequest?
    /// The symbol's colour (the attachment image's tint); nil: the run's text colour.
    public var color: Color?
    /// The bounds: `x`, `y` from the glyph's place on the baseline, `y` upwards; the size.
    public var bounds: Rect

    public init(symbol: SymbolRequest?, color: Color? = nil, bounds: Rect) {
        self.symbol = symbol
        self.color = color
        self.bounds = bounds
    }

    /// The character an attachment stands for in the text.
    public static let character = "\u{FFFC}"
}
