/// What kind of failure an error is. Every layer's error says it, and every wrapper keeps it,
/// so the exit status is decided in one place (the command line's `ExitStatus`) from the kind
/// alone, whatever threw and however often the error was wrapped on its way up.
public enum FailureKind: String, Hashable, Sendable, CaseIterable {
    /// Bad input at a place in a file: said as `FILE:LINE:COLUMN: message`.
    case locatedInput
    /// Bad input with no one place: a file that cannot be read, an option, a limit passed.
    case input
    /// An output that cannot be written (a missing folder, a full disk, a name that is an input).
    case output
    /// Autocell's own bug, not the input's: commands exit 70 and ask for a report.
    case `internal`

    /// The kind of any error: its own when it says one, else bad input (an error from a
    /// library that is not Autocell's is about what that library was given).
    public static func of(_ error: any Error) -> FailureKind {
        (error as? any AutocellError)?.kind ?? .input
    }
}

/// An error of Autocell's, of any layer: a message (its `description`) and its kind.
public protocol AutocellError: Error, CustomStringConvertible {
    var kind: FailureKind { get }
}

/// A failure that can only be Autocell's bug (an internal shape that did not encode, a state
/// the solver should never reach), with what was being done.
public struct InternalError: AutocellError, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var kind: FailureKind { .internal }
    public var description: String { message }
}

/// A file that cannot be written, and why, in the system's words where it gave any.
public struct OutputError: AutocellError, Equatable, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var kind: FailureKind { .output }
    public var description: String { "\(path): cannot write: \(reason)" }
}

extension Diagnostic: AutocellError {
    /// At a line: located input; a whole file: input.
    public var kind: FailureKind { line > 0 ? .locatedInput : .input }
}

extension SyntaxError: AutocellError {
    public var kind: FailureKind { .locatedInput }
}

extension TextFile.Failure: AutocellError {
    public var kind: FailureKind {
        if case .notUTF8 = self { .locatedInput } else { .input }
    }

    public var description: String { message }
}

extension BoundedFile.Failure: AutocellError {
    public var kind: FailureKind { .input }
}
