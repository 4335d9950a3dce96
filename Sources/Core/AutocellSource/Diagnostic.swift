/// An error in a user's input, located to the character, and the one way Autocell writes one:
///
///     FILE:LINE:COLUMN: message
///     the offending line
///               ^
///
/// Without the line's text at hand (a constraint made in Swift code) the first line alone; for
/// a whole file (unreadable, empty of what was expected: line 0) `FILE: message`.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 for the file as a whole.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    public var message: String
    /// The text of the offending line, without its newline; nil when not at hand.
    public var sourceLine: String?

    public init(file: String, line: Int, column: Int, message: String, sourceLine: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
    }

    /// At `location`, which carries no line text.
    public init(at location: SourceLocation, _ message: String, sourceLine: String? = nil) {
        self.init(file: location.file, line: location.line, column: location.column, message: message, sourceLine: sourceLine)
    }

    /// A syntax error in `text`, a string that starts at `line`, `column` of `file` (a log
    /// entry, a constraint written in a YAML value): its column counted from there.
    public init(_ error: SyntaxError, file: String, line: Int, column: Int = 1, sourceLine: String? = nil) {
        self.init(file: file, line: line, column: column + error.column - 1, message: error.message, sourceLine: sourceLine)
    }

    /// The file as a whole: `FILE: message`.
    public static func file(_ file: String, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: 0, column: 0, message: message)
    }

    public var description: String {
        guard line > 0 else { return "\(file): \(message)" }
        let head = "\(file):\(line):\(column): \(message)"
        guard let sourceLine else { return head }
        // A long line is shown as the 120 characters around the column, cut ends marked "…".
        let width = 120
        let length = sourceLine.count
        let start = length <= width ? 0 : max(0, min(column - 1 - width / 2, length - width))
        let shown = sourceLine.dropFirst(start).prefix(width)
        let before = start > 0 ? "…" : "", after = start + shown.count < length ? "…" : ""
        // Tabs stay tabs under the caret so it lines up in a terminal.
        let pad = (before.isEmpty ? "" : " ") + shown.prefix(max(0, column - 1 - start)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(head)\n\(before)\(shown)\(after)\n\(pad)^"
    }
}

extension Diagnostic {
    /// A text input that could not be read (`what`: "the fixture", "the operations"): at the
    /// first byte that is not UTF-8, or for the whole file with the reason.
    public init(file: String, _ failure: TextFile.Failure, reading what: String) {
        switch failure {
        case .unreadable(let reason):
            self = .file(file, "cannot read \(what): \(reason)")
        case .notUTF8(let line, let column, _, let sourceLine):
            self.init(file: file, line: line, column: column, message: failure.message, sourceLine: sourceLine)
        }
    }
}

/// A syntax error in a constraint, a visual format or a line, at a 1-based column of that text.
public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var column: Int

    public init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }

    public var description: String { "column \(column): \(message)" }
}
