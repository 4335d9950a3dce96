import AutocellSource
import ArgumentParser

/// The exit statuses of every `autocell` command, and the one place a failure becomes one.
///
/// | status | meaning |
/// | --- | --- |
/// | 0 | done: the job was carried out (conflicts and ambiguity are reported, not failures) |
/// | 1 | a difference: only `diff` and `diff-dir`, whose answer it is |
/// | 2 | bad input: a file, option or fixture that cannot be used, or a file that cannot be written |
/// | 70 | an internal error: a bug in Autocell, not in the input (sysexits' EX_SOFTWARE) |
enum ExitStatus: Int32, CaseIterable {
    case done = 0
    case different = 1
    case badInput = 2
    case internalError = 70

    var code: ExitCode { ExitCode(rawValue) }

    /// The status a thrown error calls for, from its kind alone (`FailureKind`, which every
    /// layer's error carries through every wrapper).
    static func of(_ error: any Error) -> ExitStatus {
        switch FailureKind.of(error) {
        case .internal: .internalError
        case .input, .locatedInput, .output: .badInput
        }
    }

    /// The "Exit status" paragraph of a command's help: what "done" (and a difference) means.
    static func help(done: String, difference: String? = nil) -> String {
        var lines = ["Exit status: 0 \(done)"]
        if let difference { lines.append("1 \(difference)") }
        lines.append("2 bad input (an unreadable or malformed file with FILE:LINE:COLUMN where it has one, a bad option, an output that cannot be written)")
        lines.append("70 an internal error (a bug in Autocell, not in the input).")
        return lines.joined(separator: ", ")
    }
}
