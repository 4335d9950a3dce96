import ArgumentParser

/// `autocell`: lay out, render and debug iOS-style lists without an iPhone.
public struct AutocellCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "autocell",
        abstract: "Lay out self-sizing list cells the way Auto Layout does, headless.",
        discussion: """
            Each job is a subcommand; run `autocell help SUBCOMMAND` for its options.
            Malformed input exits with status 2 and a FILE:LINE:COLUMN message.
            """,
        subcommands: [SolveCommand.self, LayoutCommand.self]
    )

    public init() {}
}
