/// How a label breaks and shortens text, as `NSLineBreakMode`.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries (and inside a word too long for a line); the last allowed line
    /// ends with "…" when text is left over. UILabel's default.
    case truncatingTail
    /// Wrap at word boundaries; text past the last allowed line is cut without an ellipsis.
    case wordWrap
    /// Wrap at any character; text past the last allowed line is cut.
    case charWrap
}
