/// How a label breaks and shortens text, as `NSLineBreakMode`. A multi-line label wraps at word
/// boundaries (at any character with `charWrap`); the mode decides what its last line does
/// with text left over.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// The last allowed line ends with "…" when text is left over. UILabel's default
    /// (`byTruncatingTail`).
    case truncatingTail
    /// Text past the last allowed line is cut without an ellipsis (`byWordWrapping`).
    case wordWrap
    /// Wrap at any character; text past the last allowed line is cut (`byCharWrapping`).
    case charWrap
    /// Text past the last allowed line, or past the edge, is cut (`byClipping`).
    case clipping
    /// A single line starts with "…" when the text does not fit (`byTruncatingHead`).
    case truncatingHead
    /// A single line has "…" in its middle when the text does not fit (`byTruncatingMiddle`).
    case truncatingMiddle

    /// The mode a written name means: UIKit's (`byTruncatingMiddle`) or Autocell's short one.
    public init?(named name: String) {
        switch name {
        case "byTruncatingTail": self = .truncatingTail
        case "byWordWrapping": self = .wordWrap
        case "byCharWrapping": self = .charWrap
        case "byClipping": self = .clipping
        case "byTruncatingHead": self = .truncatingHead
        case "byTruncatingMiddle": self = .truncatingMiddle
        default: self.init(rawValue: name)
        }
    }

    /// UIKit's names, then the short ones, for messages.
    public static let writtenNames = [
        "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle",
    ] + allCases.map(\.rawValue)

    /// Whether the mode truncates the head or the middle, which Pango does on one line only.
    public var truncatesInside: Bool { self == .truncatingHead || self == .truncatingMiddle }
}
