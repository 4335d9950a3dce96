import AutocellDrawing
/// One run of an attributed label (`NSAttributedString`'s attributes that change layout or
/// look): its text and what it sets; what it leaves nil comes from the label.
public struct TextRun: Hashable, Sendable {
    public var text: String
    /// `.font`; nil: the label's font.
    public var font: Font?
    /// `.foregroundColor`; nil: the label's text color.
    public var color: Color?
    /// `.backgroundColor` behind the run's glyphs.
    public var backgroundColor: Color?
    /// `.underlineStyle` single, `.strikethroughStyle` single.
    public var underline: Bool
    public var strikethrough: Bool
    /// `.kern`: points added after each character.
    public var kern: Double
    /// `.baselineOffset`: points the run is raised (negative: lowered).
    public var baselineOffset: Double
    /// `.attachment`: the run is one attachment (its text `TextAttachment.character`).
    public var attachment: TextAttachment?

    public init(
        _ text: String, font: Font? = nil, color: Color? = nil, backgroundColor: Color? = nil, underline: Bool = false,
        strikethrough: Bool = false, kern: Double = 0, baselineOffset: Double = 0
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.backgroundColor = backgroundColor
        self.underline = underline
        self.strikethrough = strikethrough
        self.kern = kern
        self.baselineOffset = baselineOffset
    }
}

/// `NSParagraphStyle`'s spacing, for a whole label.
public struct ParagraphStyle: Hashable, Sendable {
    /// `lineSpacing`: points added between lines (not after the last): n lines are
    /// (n − 1) × lineSpacing taller.
    public var lineSpacing: Double
    /// `lineHeightMultiple`: each line's natural height times this (0: unset, as in UIKit).
    public var lineHeightMultiple: Double
    /// `paragraphSpacing`: points added after each paragraph (a `\n`) that another follows.
    public var paragraphSpacing: Double

    public init(lineSpacing: Double = 0, lineHeightMultiple: Double = 0, paragraphSpacing: Double = 0) {
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.paragraphSpacing = paragraphSpacing
    }

    public static let standard = ParagraphStyle()
    public var isStandard: Bool { self == .standard }
}
