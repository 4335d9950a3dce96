import AutocellSource
/// A cell template that cannot be laid out, with where the problem was written.
public struct LayoutError: AutocellError, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var source: SourceLocation?
    /// Whether the failure is Autocell's own (the solver reached a state it should never
    /// reach), not the template's: commands exit 70 and ask for a report instead of blaming
    /// the input. Set when the error is made (`internal(_:)`, or `wrapping` an internal one),
    /// never copied by hand.
    public private(set) var isInternal = false

    public init(_ message: String, at source: SourceLocation? = nil) {
        self.message = message
        self.source = source
    }

    /// `message` about `underlying`, of its kind: an internal failure stays internal through
    /// every layer that wraps it.
    public init(_ message: String, wrapping underlying: any Error, at source: SourceLocation? = nil) {
        self.init(message, at: source)
        isInternal = FailureKind.of(underlying) == .internal
    }

    /// Autocell's own failure, said as `message`.
    public static func `internal`(_ message: String) -> LayoutError {
        var error = LayoutError(message)
        error.isInternal = true
        return error
    }

    public var kind: FailureKind { isInternal ? .internal : source == nil ? .input : .locatedInput }

    public var description: String {
        source.map { Diagnostic(at: $0, message).description } ?? message
    }
}
