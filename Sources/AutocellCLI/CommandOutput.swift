import AutocellFixtures
import Foundation

/// Where commands write: results to standard output, problems to standard error.
enum CommandOutput {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func fail(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// The short reason in a file error, without Foundation's boilerplate.
    static func reason(_ error: Error) -> String { FixtureLoader.readReason(error) }
}
