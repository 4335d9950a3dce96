import AutocellText

/// An error in a user's input, located to the character: rendered as
/// `FILE:LINE:COLUMN: message`, then the offending line with a caret under the column.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    public var message: String
    /// The text of the offending line, without its newline.
    public var sourceLine: String

    public init(file: String, line: Int, column: Int, message: String, sourceLine: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
    }

    public var description: String {
        // A long line is shown as the 120 characters around the column, cut ends marked "…".
        let width = 120
        let length = sourceLine.count
        let start = length <= width ? 0 : max(0, min(column - 1 - width / 2, length - width))
        let shown = sourceLine.dropFirst(start).prefix(width)
        let head = start > 0 ? "…" : "", tail = start + shown.count < length ? "…" : ""
        // Tabs stay tabs under the caret so it lines up in a terminal.
        let pad = (head.isEmpty ? "" : " ") + shown.prefix(max(0, column - 1 - start)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(file):\(line):\(column): \(message)\n\(head)\(shown)\(tail)\n\(pad)^"
    }
}

extension Diagnostic {
    /// A text input that could not be read (`what`: "the fixture", "the operations"): at the
    /// first byte that is not UTF-8, or at line 0 with the reason.
    public init(file: String, _ failure: TextFile.Failure, reading what: String) {
        switch failure {
        case .unreadable(let reason):
            self.init(file: file, line: 0, column: 0, message: "cannot read \(what): \(reason)", sourceLine: "")
        case .notUTF8(let line, let column, _, let sourceLine):
            self.init(file: file, line: line, column: column, message: failure.message, sourceLine: sourceLine)
        }
    }
}
