import ArgumentParser
import Foundation
@testable import AutocellFixtures
import AutocellLayout
import AutocellRender
import AutocellSolver
import AutocellText
import Testing
@testable import AutocellCLI
import AutocellSource

@Suite struct InternalErrors {
    /// An internal solver inconsistency is Autocell's bug, not malformed input: exit 70 (and a
    /// request for a report), where it used to exit 2 like a typo in the file.
    @Test func internalErrorsAreNotBadInput() {
        var said: [String] = []
        let solverBug = CommandOutput.failure(SolverError.internalInconsistency("dual simplex found no entering symbol")) { said.append($0) }
        #expect(solverBug == ExitCode(70))
        #expect(said == ["autocell: internal error: internal solver inconsistency: dual simplex found no entering symbol. This is a bug in Autocell, not in the input: please report it with the input that caused it."])
        let layoutBug = LayoutError("cannot build the constraints of template 'cell'", wrapping: SolverError.internalInconsistency("x"))
        #expect(CommandOutput.failure(layoutBug) { said.append($0) } == ExitCode(70))
        #expect(CommandOutput.failure(LayoutError("no template 'cel'")) { said.append($0) } == ExitCode(2))
        #expect(said.last == "autocell: no template 'cel'")
        #expect(SolverError.internalInconsistency("x").isInternal && !SolverError.priorityOutOfRange(0).isInternal)
    }
}

@Suite struct ExitStatuses {
    /// One table for every command: each help states it, with 1 only where a difference is the
    /// answer (diff, diff-dir); a layout failure is bad input in every command (layout used to
    /// exit 1 where render exited 2).
    @Test func everyCommandStatesTheOneTable() {
        for command in AutocellCommand.configuration.subcommands {
            let help = command.configuration.discussion
            let name = command.configuration.commandName ?? "?"
            #expect(help.contains("Exit status: 0 "), "\(name)")
            #expect(help.contains("2 bad input") && help.contains("70 an internal error"), "\(name)")
            #expect(help.contains(", 1 ") == ["diff", "diff-dir"].contains(name), "\(name)")
        }
    }

    @Test func failuresMapToOneStatus() {
        #expect(ExitStatus.of(LayoutError("no template named 'x'")) == .badInput)
        #expect(ExitStatus.of(TextError.fontFileMissing(path: "/x.ttf", package: "fonts-x")) == .badInput)
        #expect(ExitStatus.of(SolverError.internalInconsistency("x")) == .internalError)
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 2, 70])
    }

    /// The kind survives wrapping: an internal layout failure inside a render error (which used
    /// to carry only its text, so `render` exited 2) is still internal, and so is one that
    /// reached a snapshot; output problems are not internal.
    @Test func kindsSurviveWrapping() {
        let internalLayout = LayoutError.internal("laying out template 'cell': internal solver inconsistency")
        // Wrapped again, as the page renderer wraps a row's error: still internal.
        #expect(LayoutError("row 0.0: \(internalLayout)", wrapping: internalLayout).kind == .internal)
        #expect(LayoutError("row 0.0: x", wrapping: LayoutError("x")).kind == .input)
        #expect(ExitStatus.of(RenderError.layout(internalLayout)) == .internalError)
        #expect(ExitStatus.of(RenderError.layout(LayoutError("no template 'x'"))) == .badInput)
        #expect(RenderError.layout(LayoutError("x", at: SourceLocation(file: "f.yaml", line: 3, column: 1))).kind == .locatedInput)
        #expect(ExitStatus.of(RenderError(OutputError(path: "/x/a.png", reason: "folder /x does not exist"))) == .badInput)
        #expect(RenderError(OutputError(path: "a.png", reason: "r")).kind == .output)
        #expect(ExitStatus.of(InternalError("cannot encode the JSON")) == .internalError)
        #expect(Diagnostic.file("a.yaml", "empty").kind == .input)
        #expect(Diagnostic(file: "a.yaml", line: 2, column: 1, message: "m").kind == .locatedInput)
    }
}

@Suite struct CommandLineSize {
    /// The command line only parses arguments and prints (issue 54: 1,463 lines before its work
    /// moved to the layers and its options became swift-argument-parser's own types).
    @Test func theCommandLineStaysUnderAThousandLines() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/CommandLine/AutocellCLI")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let lines = try files.reduce(0) { count, file in
            count + (try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)).utf8.filter { $0 == UInt8(ascii: "\n") }.count
        }
        #expect(files.count > 10)
        #expect(lines < 1_000, "Sources/CommandLine/AutocellCLI has \(lines) lines")
    }
}
