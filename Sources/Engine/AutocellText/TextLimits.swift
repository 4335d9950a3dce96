import CPango

/// How much text a label may hold. Pango measures in 32-bit units of 1/1024 pt, so a text
/// taller than 2,097,151 pt cannot be measured at all (its coordinates wrap); and a label is no
/// place for a book. Both are checked where text enters (a fixture's rows), with the reason.
public enum TextLimits {
    /// Characters (grapheme clusters) in one label's text.
    public static let maximumCharacters = 20_000

    /// The tallest text Pango can measure, in points.
    public static let maximumHeight = Double(Int32.max) / Double(PANGO_SCALE)

    /// Why `text` cannot be laid out in a label with `font` and `numberOfLines` (0: as many as
    /// needed), or nil. The height bound assumes the worst: every character on a line of its
    /// own (a label can be one character wide), each line twice the font's size tall.
    public static func problem(_ text: String, font: Font, numberOfLines: Int) -> String? {
        // Every row's every label comes through here: the UTF-8 length (free) bounds the
        // characters, so the grapheme count is only taken for a text near a limit.
        let bytes = text.utf8.count
        let worstLines = numberOfLines > 0 ? min(numberOfLines, bytes + 1) : bytes + 1
        if bytes <= maximumCharacters && Double(worstLines) * 2 * font.size <= maximumHeight { return nil }
        let characters = text.count
        if characters > maximumCharacters {
            return "a label's text may hold at most \(maximumCharacters) characters; this one has \(characters)"
        }
        let lines = numberOfLines > 0 ? min(numberOfLines, characters + 1) : characters + 1
        if Double(lines) * 2 * font.size > maximumHeight {
            return "\(lines) lines of \(font) could be \(Int(Double(lines) * 2 * font.size)) pt tall, past the \(Int(maximumHeight)) pt text can be measured in; use a smaller font, fewer characters or a line limit"
        }
        return nil
    }
}
