import Foundation

/// Text inputs (fixtures, constraint files, logs, operations) read as UTF-8, with the place of
/// the first byte that is not UTF-8 when there is one, and only from regular files (a FIFO
/// would block, a device never end) of a size a text input can have.
public enum TextFile {
    /// The largest text input read: 64 MB.
    public static let maximumBytes = 64 << 20

    public enum Failure: Error, Equatable, Sendable {
        /// The file cannot be read: missing, a folder, not a regular file, too large, no permission.
        case unreadable(reason: String)
        /// Not UTF-8 at this line and column (1-based; the column counts characters), the
        /// offending byte, and the line's text as far as it is readable.
        case notUTF8(line: Int, column: Int, byte: UInt8, sourceLine: String)

        /// The message, without the file's name.
        public var message: String {
            switch self {
            case .unreadable(let reason): reason
            case .notUTF8(_, _, let byte, _): "not valid UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) starts no character"
            }
        }
    }

    public static func read(_ path: String) throws(Failure) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(reason: "it is a folder")
        default: throw .unreadable(reason: "it is not a regular file")
        }
        guard Int(status.st_size) <= maximumBytes else {
            throw .unreadable(reason: "it is \(status.st_size) bytes; text inputs are read up to \(maximumBytes) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(reason: "permission denied") }
        return try decode(Array(data))
    }

    /// The bytes as a String, or where they stop being UTF-8.
    public static func decode(_ bytes: [UInt8]) throws(Failure) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // Find the first bad byte, counting lines and columns (characters as scalars).
        var line = 1, column = 1, lineStart = 0, offset = 0
        while offset < bytes.count {
            let length = sequenceLength(bytes, at: offset)
            guard length > 0 else {
                let end = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                let text = String(decoding: bytes[lineStart..<end], as: UTF8.self)
                throw .notUTF8(line: line, column: column, byte: bytes[offset], sourceLine: text)
            }
            if bytes[offset] == 0x0A {
                line += 1
                column = 1
                lineStart = offset + 1
            } else {
                column += 1
            }
            offset += length
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (RFC 3629's table: no
    /// overlong forms, no surrogates, nothing past U+10FFFF), or 0.
    static func sequenceLength(_ bytes: [UInt8], at offset: Int) -> Int {
        let lead = bytes[offset]
        let (length, secondRange): (Int, ClosedRange<UInt8>) = switch lead {
        case 0x00...0x7F: (1, 0x80...0xBF)
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: (0, 0x80...0xBF)
        }
        guard length > 1 else { return length }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return 0 }
        for next in (offset + 2)..<(offset + length) where !(0x80...0xBF).contains(bytes[next]) { return 0 }
        return length
    }
}
