import AutocellSource
import ArgumentParser

/// `autocell`: lay out, render and debug iOS-style lists without an iPhone.
public struct AutocellCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "autocell",
        abstract: "Lay out self-sizing list cells the way Auto Layout does, headless.",
        discussion: """
            Each job is a subcommand; run `autocell help SUBCOMMAND` for its options.
            Exit status, the same for every command: 0 done, 1 a difference (diff and diff-dir only), 2 bad input (with FILE:LINE:COLUMN where the input has lines), 70 an internal error (a bug in Autocell).
            """,
        subcommands: [SolveCommand.self, LayoutCommand.self, RenderCommand.self, ScrollCommand.self, DiffCommand.self, DiffDirCommand.self, ExplainCommand.self, DevicesCommand.self]
    )

    public init() {}

    /// Runs the command line. A bad option is bad input like any other: exit status 2 (the
    /// argument parser's own would be 64), with its message and the usage.
    public static func runAsMain() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Self.exit()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                CommandOutput.fail(fullMessage(for: error))
                Self.exit(withError: ExitStatus.badInput.code)
            }
            Self.exit(withError: error)
        }
    }
}
