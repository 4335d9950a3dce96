import ArgumentParser
import AutocellFixtures
import AutocellRender
import Foundation

/// Where commands write: results to standard output, problems to standard error.
enum CommandOutput {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func fail(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
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

    /// The short reason in a file error, without Foundation's boilerplate.
    static func reason(_ error: Error) -> String { FixtureLoader.readReason(error) }
}
