import AutocellText

/// What laying out did that iOS may do otherwise (a content priority tie broken by the rule iOS
/// was seen to follow), said once per process: whoever draws (the command line) takes the
/// messages and shows them, so an image that may differ from iOS's never passes in silence.
public enum LayoutNotices {
    private static let messages = OnceMessages()

    /// Keeps `message` to be said, unless it was already.
    public static func note(_ message: String) { messages.note(message) }

    /// Whether a message containing `fragment` has arisen in this process.
    public static func hasSaid(_ fragment: String) -> Bool { messages.hasSaid(fragment) }

    /// The messages not yet said, in the order they arose.
    public static func takeMessages() -> [String] { messages.takeMessages() }
}
