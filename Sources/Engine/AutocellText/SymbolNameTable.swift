import Foundation
import AutocellSource

/// A user's table of SF Symbols names and the codepoints their symbol font draws them at.
/// Apple's fonts carry the symbols at private-use codepoints (U+100000 and up) under glyph
/// names that are not the symbols' names, so a name is found through such a table: one symbol
/// a line, its name, then a separator (spaces, a tab, a comma or `=`), then the codepoint as
/// `U+100185`, `0x100185`, or the character itself (what the SF Symbols app's "Copy Symbol"
/// gives). Empty lines and lines starting with `#` are skipped. Files ending in `.txt`, `.csv`
/// or `.tsv` among the symbol files are read as tables.
public struct SymbolNameTable: Hashable, Sendable {
    /// Name → codepoint.
    public private(set) var codepoints: [String: UInt32] = [:]

    public init() {}

    /// Whether `path` is a table (by its extension) rather than a font.
    public static func isTable(_ path: String) -> Bool {
        ["txt", "csv", "tsv"].contains((path as NSString).pathExtension.lowercased())
    }

    /// The largest table read: Apple's set has about 7,000 names (some 300 KB as text).
    public static let maximumBytes = 16 << 20

    /// Reads `path` into the table; a name given twice keeps its first codepoint.
    /// - Throws: `TextError.symbolTableUnreadable` for a file that cannot be read (or is over
    ///   `maximumBytes`), and `.symbolTableLine` (file, line, column) for a line that is not a
    ///   name and a codepoint.
    public mutating func read(_ path: String) throws(TextError) {
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) {
            bytes = try BoundedFile.read(path, maximumBytes: Self.maximumBytes, what: "symbol name tables")
        } catch {
            throw .symbolTableUnreadable(path: path, reason: error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .symbolTableLine(path: path, line: 1, column: 1, reason: "expected UTF-8 text: a symbol name and its codepoint on each line")
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let column = line.count - trimmed.count + 1
            guard let end = trimmed.firstIndex(where: { " \t,=".contains($0) }) else {
                throw .symbolTableLine(path: path, line: index + 1, column: column + trimmed.count,
                                       reason: "expected the symbol's codepoint after its name (U+100185, 0x100185 or the character)")
            }
            let name = String(trimmed[..<end])
            let rest = trimmed[end...].drop { " \t,=".contains($0) }
            let codeColumn = column + trimmed.distance(from: trimmed.startIndex, to: rest.startIndex)
            let code = rest.prefix { !" \t,#".contains($0) }
            guard let value = Self.codepoint(String(code)) else {
                throw .symbolTableLine(path: path, line: index + 1, column: codeColumn,
                                       reason: "expected a codepoint (U+100185, 0x100185 or the character) for '\(name)', found '\(code)'")
            }
            if codepoints[name] == nil { codepoints[name] = value }
        }
    }

    /// `U+XXXX`, `0xXXXX`, or one character.
    static func codepoint(_ text: String) -> UInt32? {
        let lower = text.lowercased()
        for prefix in ["u+", "0x"] where lower.hasPrefix(prefix) {
            return UInt32(lower.dropFirst(2), radix: 16).flatMap { Unicode.Scalar($0) != nil ? $0 : nil }
        }
        let scalars = text.unicodeScalars
        return scalars.count == 1 ? scalars.first?.value : nil
    }
}
