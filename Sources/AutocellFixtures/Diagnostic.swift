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
