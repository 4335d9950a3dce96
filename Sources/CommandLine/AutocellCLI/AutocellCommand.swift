import AutocellSource
import AutocellLayout
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
        version: AutocellCommand.version,
        subcommands: [SolveCommand.self, LayoutCommand.self, RenderCommand.self, ScrollCommand.self, DiffCommand.self, DiffDirCommand.self, ExplainCommand.self, InspectCommand.self, DevicesCommand.self]
    )

    /// What `autocell --version` prints.
    public static let version = "0.3.0"

    public init() {}

    /// The subcommands' names, as typed.
    static var commandNames: [String] { configuration.subcommands.map { $0.configuration.commandName ?? "" } }

    /// An unknown subcommand, said before the parser sees it (it would name the first option it
    /// cannot place, and `help rendr` printed the top-level help with status 0); nil when known.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard var name = arguments.first, !name.hasPrefix("-") else { return nil }
        var asked = ""
        if name == "help" {
            guard arguments.count > 1, !arguments[1].hasPrefix("-") else { return nil }
            name = arguments[1]
            asked = "help: "
        }
        let names = commandNames
        guard !names.contains(name) else { return nil }
        return "autocell: \(asked)unknown command '\(name)'\(didYouMean(name, in: names + ["help"])); the commands are \(names.joined(separator: ", ")) (autocell --help says what each does)"
    }

    /// Runs the command line, and is the one place a failure becomes an exit status: a bad
    /// option is bad input like any other (exit 2; the argument parser's own would be 64), with
    /// its message and the usage; whatever a command throws is said once and exits with the
    /// status its kind calls for (`CommandOutput.failure`, `ExitStatus`).
    public static func runAsMain() -> Never {
        if let message = unknownCommand(in: Array(CommandLine.arguments.dropFirst())) {
            CommandOutput.fail(message)
            Self.exit(withError: ExitStatus.badInput.code)
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            guard exitCode(for: error) == .validationFailure else { Self.exit(withError: error) }
            CommandOutput.fail(fullMessage(for: error))
            Self.exit(withError: ExitStatus.badInput.code)
        }
        do {
            try command.run()
            Self.exit()
        } catch let said as ExitCode {
            Self.exit(withError: said)
        } catch let error as any AutocellError {
            Self.exit(withError: CommandOutput.failure(error))
        } catch where exitCode(for: error) == .success {
            // Help and version (`autocell help render`, `--help`): the parser's own.
            Self.exit(withError: error)
        } catch {
            Self.exit(withError: CommandOutput.failure(error))
        }
    }
}
