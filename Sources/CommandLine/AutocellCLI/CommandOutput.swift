import AutocellSource
import ArgumentParser
import AutocellFixtures
import AutocellLayout
import AutocellRender
import AutocellSolver
import AutocellText
import Foundation

/// Where commands write: results to standard output, problems to standard error.
enum CommandOutput {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func fail(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Which fonts drew SF Symbols (a line of output, when any was drawn), and what was not
    /// drawn as UIKit draws it (warnings, once each).
    static func sayDrawnSymbols() {
        let sources = SymbolReport.sources
        if !sources.isEmpty { print("symbol font: \(sources.map(\.description).joined(separator: ", "))") }
        for message in SymbolReport.takeMessages() { fail("autocell: warning: \(message)") }
    }

    /// What the layout did that iOS may do otherwise (`LayoutNotices`): warnings, once each.
    static func sayLayoutNotices() {
        for message in LayoutNotices.takeMessages() { fail("autocell: warning: \(message)") }
    }

    /// Reports `error` on standard error (`message`, by default "autocell: ERROR") and returns
    /// the exit code to throw (`ExitStatus.of`): an internal error is reported as Autocell's
    /// bug with a request for a report, never passed off as malformed input.
    static func failure(_ error: any Error, message: String? = nil, report: (String) -> Void = CommandOutput.fail) -> ExitCode {
        let status = ExitStatus.of(error)
        if status == .internalError {
            report("autocell: internal error: \(error). This is a bug in Autocell, not in the input: please report it with the input that caused it.")
        } else {
            report(message ?? "autocell: \(error)")
        }
        return status.code
    }

    /// Prints the JSON `make` builds; a shape that fails to encode is Autocell's bug (exit 70).
    static func printJSON(_ make: () throws -> JSONValue) throws {
        do {
            print(try make().rendered())
        } catch let error as any AutocellError {
            throw failure(error)
        } catch {
            // Autocell's own shapes failed to encode: nothing the input can cause.
            throw failure(InternalError("cannot encode the JSON: \(error)"))
        }
    }

    /// Reports `message` on standard error and returns the exit code of bad input, to throw.
    static func badInput(_ message: String) -> ExitCode {
        fail(message)
        return ExitStatus.badInput.code
    }

    /// Reports a located error in the input and returns the exit code of bad input, to throw.
    /// One about a whole file is said as Autocell's (`autocell: FILE: message`); one at a line
    /// as a compiler says it (`FILE:LINE:COLUMN: message`, the line, a caret).
    static func badInput(_ diagnostic: Diagnostic) -> ExitCode {
        badInput(diagnostic.line == 0 ? "autocell: \(diagnostic)" : diagnostic.description)
    }

    /// Loads a fixture for a command; bad input is reported (FILE:LINE:COLUMN, or the file and
    /// why it could not be read) and exits 2.
    /// `traits` (the command's options) are applied to the document by the one resolve step.
    static func loadFixture(_ path: String, traits: TraitCollection = TraitCollection()) throws -> Fixture {
        // The system font's files the environment names, refused before any fixture is read
        // (the fault is not at a line of it).
        do throws(TextError) {
            _ = try FontLibrary.standard.configuration()
        } catch {
            throw badInput("\(FontLibrary.systemFontVariable): \(error)")
        }
        do throws(TextError) {
            try FontLibrary.standard.checkSymbolFonts()
        } catch {
            throw badInput("\(FontLibrary.symbolFontVariable): \(error)")
        }
        do {
            let fixture = try FixtureLoader.load(path: path, traits: traits)
            // What an Interface Builder file asks for that is not applied: said, not silent.
            for warning in fixture.warnings {
                var located = warning
                located.message = "warning: " + warning.message
                fail(located.description)
            }
            return fixture
        } catch {
            throw badInput(error)
        }
    }

    /// A text input (`-` is standard input), or exit 2 naming the file and, for bytes that are
    /// not UTF-8, the line and column.
    static func readText(_ path: String, what: String) throws -> String {
        do throws(TextFile.Failure) {
            if path == "-" { return try TextFile.decode(Array(FileHandle.standardInput.readDataToEndOfFile())) }
            return try TextFile.read(path)
        } catch {
            let diagnostic = Diagnostic(file: path == "-" ? "<stdin>" : path, error, reading: what)
            throw badInput(diagnostic)
        }
    }

    /// Exits 2 with the reason when `output` (if any) cannot be written or is one of `inputs`,
    /// before any work.
    static func checkWritable(_ output: String?, inputs: [String] = []) throws {
        guard let output else { return }
        do {
            try AtomicFile.checkWritable(output)
            try AtomicFile.checkNotInput(output, inputs: inputs)
        } catch {
            throw badInput("autocell: \(error)")
        }
    }

}
