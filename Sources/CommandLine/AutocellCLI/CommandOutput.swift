import ArgumentParser
import AutocellFixtures
import AutocellLayout
import AutocellSource
import AutocellText
import Foundation
import AutocellTable

/// Where commands write: results to standard output, problems to standard error.
enum CommandOutput {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func fail(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Which fonts drew SF Symbols, and what was not drawn or laid out as iOS does (once each).
    static func sayNotices() {
        let sources = SymbolReport.sources
        if !sources.isEmpty { print("symbol font: \(sources.map(\.description).joined(separator: ", "))") }
        for message in SymbolReport.takeMessages() + LayoutNotices.takeMessages() { fail("autocell: warning: \(message)") }
    }

    /// Reports `error` and returns the exit code it calls for (`ExitStatus.of`): located input
    /// as a compiler says it, other errors as `message` (default "autocell: ERROR"), an internal
    /// error as Autocell's bug with a request for a report, never as malformed input.
    static func failure(_ error: any Error, message: String? = nil, report: (String) -> Void = CommandOutput.fail) -> ExitCode {
        let status = ExitStatus.of(error)
        if status == .internalError {
            report("autocell: internal error: \(error). This is a bug in Autocell, not in the input: please report it with the input that caused it.")
        } else if message == nil, let diagnostic = error as? Diagnostic, diagnostic.line > 0 {
            report(diagnostic.description)
        } else {
            report(message ?? "autocell: \(error)")
        }
        return status.code
    }

    /// Prints the JSON `make` builds; a shape that fails to encode is Autocell's bug.
    static func printJSON(_ make: () throws -> JSONValue) throws {
        do {
            print(try make().rendered())
        } catch let error as any AutocellError {
            throw error
        } catch {
            throw InternalError("cannot encode the JSON: \(error)")
        }
    }

    /// A fixture under `traits` (the one resolve step); what a nib asks for and is not applied is said.
    static func loadFixture(_ path: String, traits: TraitCollection = TraitCollection()) throws -> Fixture {
        // The font files the environment names, refused before any fixture is read.
        do throws(TextError) { _ = try FontLibrary.standard.configuration() } catch {
            throw failure(error, message: "\(FontLibrary.systemFontVariable): \(error)")
        }
        do throws(TextError) { try FontLibrary.standard.checkSymbolFonts() } catch {
            throw failure(error, message: "\(FontLibrary.symbolFontVariable): \(error)")
        }
        let fixture = try FixtureLoader.load(path: path, traits: traits)
        for warning in fixture.warnings {
            var located = warning
            located.message = "warning: " + warning.message
            fail(located.description)
        }
        return fixture
    }

    /// A text input (`-` is standard input); bytes that are not UTF-8 are said at their place.
    static func readText(_ path: String, what: String) throws -> String {
        do throws(TextFile.Failure) {
            if path == "-" { return try TextFile.decode(Array(FileHandle.standardInput.readDataToEndOfFile())) }
            return try TextFile.read(path)
        } catch {
            throw Diagnostic(file: path == "-" ? "<stdin>" : path, error, reading: what)
        }
    }

    /// Refuses, before any work, an `output` that cannot be written or is one of `inputs`.
    static func checkWritable(_ output: String?, inputs: [String] = []) throws {
        guard let output else { return }
        try AtomicFile.checkWritable(output)
        try AtomicFile.checkNotInput(output, inputs: inputs)
    }
}
