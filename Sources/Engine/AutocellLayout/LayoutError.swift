/// A cell template that cannot be laid out, with where the problem was written.
public struct LayoutError: AutocellError, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var source: SourceLocation?
    /// The failure is Autocell's own (the solver reached a state it should never reach), not
    /// the template's: commands exit 70 and ask for a report instead of blaming the input.
    public var isInternal = false

    public init(_ message: String, at source: SourceLocation? = nil) {
        self.message = message
        self.source = source
    }

    public var kind: FailureKind { isInternal ? .internal : source == nil ? .input : .locatedInput }

    public var description: String {
        source.map { Diagnostic(at: $0, message).description } ?? message
    }
}
