/// A cell template that cannot be laid out, with where the problem was written.
public struct LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var source: SourceLocation?

    public init(_ message: String, at source: SourceLocation? = nil) {
        self.message = message
        self.source = source
    }

    public var description: String {
        source.map { "\($0.file):\($0.line):\($0.column): \(message)" } ?? message
    }
}
