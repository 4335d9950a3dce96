#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a label's text needs, measured by Pango, in points.
public struct TextMeasurement: Hashable, Sendable {
    /// The widest line's logical width.
    public var width: Double
    /// From the top of the first line to the bottom of the last line shown.
    public var height: Double
    public var lineCount: Int
    /// Text did not fit in the lines allowed (an ellipsis was drawn, or text was cut).
    public var isTruncated: Bool
    /// Distance from the top to the first and last shown lines' baselines.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// Characters no font of the library could draw (Pango draws each as a box with its code).
    public var missingGlyphs: Int = 0
}

/// One measurement request; also the cache key. Texts compare and hash by their UTF-8 bytes,
/// which is what Pango measures (and much cheaper than Unicode-normalized String hashing).
public struct TextRequest: Hashable, Sendable {
    public var text: String
    public var font: Font
    /// The width to wrap or truncate at, in points; nil measures the text on unbounded lines.
    public var width: Double?
    /// 0 means as many lines as the text needs.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// Attributed text: the runs whose texts make up `text`, each over `font` where it sets
    /// none. Empty for plain text.
    public var runs: [TextRun]
    public var paragraph: ParagraphStyle
    /// UILabel's line-break strategy for plain text (`NSParagraphStyle.LineBreakStrategy`
    /// `.pushOut`, in its default `.standard`): a paragraph whose last line would hold a single
    /// word breaks its line before one word earlier, so that the last line has two (see
    /// `TextMeasurer.pushOutOrphans`). False for attributed text and text views, as on iOS.
    public var pushesOutOrphans: Bool

    public init(
        text: String, font: Font, width: Double? = nil, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail,
        runs: [TextRun] = [], paragraph: ParagraphStyle = .standard, pushesOutOrphans: Bool = false
    ) {
        self.text = runs.isEmpty ? text : runs.map(\.text).joined()
        self.font = font
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.runs = runs
        self.paragraph = paragraph
        self.pushesOutOrphans = pushesOutOrphans && runs.isEmpty
    }

    /// Whether the text is plain, in one font with standard spacing (the fast path).
    var isPlain: Bool { runs.isEmpty && paragraph.isStandard }

    public static func == (lhs: TextRequest, rhs: TextRequest) -> Bool {
        guard lhs.font == rhs.font && lhs.width == rhs.width && lhs.numberOfLines == rhs.numberOfLines
            && lhs.lineBreakMode == rhs.lineBreakMode && lhs.pushesOutOrphans == rhs.pushesOutOrphans && lhs.text.utf8.count == rhs.text.utf8.count
            && lhs.runs == rhs.runs && lhs.paragraph == rhs.paragraph else { return false }
        // Every cache hit compares whole texts: one memcmp rather than a walk of UTF-8 views.
        var left = lhs.text, right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in
                guard let p = a.baseAddress, let q = b.baseAddress else { return a.count == b.count }
                return a.count == b.count && memcmp(p, q, a.count) == 0
            }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(width)
        hasher.combine(numberOfLines)
        hasher.combine(lineBreakMode)
        hasher.combine(pushesOutOrphans)
        if !isPlain {
            hasher.combine(runs)
            hasher.combine(paragraph)
        }
        var text = self.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
