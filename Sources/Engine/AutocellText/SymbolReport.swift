import Synchronization

/// What drawing SF Symbols did in this process, for output: which fonts drew, and what could
/// not be drawn as UIKit does (a name no symbol font has, drawn as a placeholder box; a
/// rendering mode the font has no layers for). Each message is said once per process
/// (`takeMessages()`), as UIKit's own warnings are.
public enum SymbolReport {
    private static let sourcesUsed = Mutex(Set<SymbolGlyphs.Source>())
    private static let messages = OnceMessages()

    /// A symbol was drawn by `source`.
    public static func drew(_ source: SymbolGlyphs.Source) {
        sourcesUsed.withLock { sources in
            if !sources.contains(source) { sources.insert(source) }
        }
    }

    /// Something not drawn as UIKit draws it; kept to be said once.
    public static func note(_ message: String) { messages.note(message) }

    /// `name` is in no symbol font: drawn as a placeholder box.
    public static func missed(_ name: String, hasStandIn: Bool) {
        if hasStandIn {
            note("SF Symbol '\(name)' is not in the stand-in's table or the symbol fonts given: drawn as a placeholder box")
        } else {
            note("SF Symbols are drawn as placeholder boxes: the stand-in font (\(SymbolStandIn.family)) is not installed (\(SymbolStandIn.installHint))")
        }
    }

    /// Whether a message containing `fragment` has arisen in this process (for tests: each is
    /// said once, whichever test met it first).
    public static func hasSaid(_ fragment: String) -> Bool { messages.hasSaid(fragment) }

    /// The messages not yet said, in the order they arose.
    public static func takeMessages() -> [String] { messages.takeMessages() }

    /// The fonts that drew symbols so far, by name.
    public static var sources: [SymbolGlyphs.Source] {
        sourcesUsed.withLock { $0 }.sorted { $0.description < $1.description }
    }
}
