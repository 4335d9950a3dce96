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

    /// Exit status for a failure that is Autocell's own (the solver reached a state it should
    /// never reach), not the input's: sysexits' EX_SOFTWARE.
    static let internalErrorStatus: Int32 = 70

    /// Reports `error` on standard error (`message`, by default "autocell: ERROR") and returns
    /// the exit code to throw: `otherwise` for a problem with the input or the environment, 70
    /// with a request for a report for an internal error (which must not be passed off as
    /// malformed input).
    static func failure(
        _ error: any Error, otherwise code: Int32, message: String? = nil, report: (String) -> Void = CommandOutput.fail
    ) -> ExitCode {
        let isInternal = (error as? SolverError)?.isInternal == true || (error as? LayoutError)?.isInternal == true
        guard isInternal else {
            report(message ?? "autocell: \(error)")
            return ExitCode(code)
        }
        report("autocell: internal error: \(error). This is a bug in Autocell, not in the input: please report it with the input that caused it.")
        return ExitCode(internalErrorStatus)
    }

    /// Loads a fixture for a command; bad input is reported (FILE:LINE:COLUMN, or the file and
    /// why it could not be read) and exits 2.
    static func loadFixture(_ path: String) throws -> Fixture {
        do {
            return try FixtureLoader.load(path: path)
        } catch {
            fail(error.line == 0 ? "autocell: \(error.file): \(error.message)" : error.description)
            throw ExitCode(2)
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
            fail(diagnostic.line == 0 ? "autocell: \(diagnostic.file): \(diagnostic.message)" : diagnostic.description)
            throw ExitCode(2)
        }
    }

    /// `--width`, when given, must be a table width UIKit could have.
    static func validateWidth(_ width: Double?) throws {
        if let width, !(width.isFinite && width > 0 && width <= 100_000) {
            throw ValidationError("--width must be a number of points between 1 and 100000")
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
            fail("autocell: \(error)")
            throw ExitCode(2)
        }
    }

}
