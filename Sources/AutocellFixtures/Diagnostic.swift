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
        // Tabs stay tabs under the caret so it lines up in a terminal.
        let pad = sourceLine.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(file):\(line):\(column): \(message)\n\(sourceLine)\n\(pad)^"
    }
}
