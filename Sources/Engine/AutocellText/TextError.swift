import AutocellSource

/// Why text cannot be measured on this machine.
public enum TextError: AutocellError, Equatable, Sendable, CustomStringConvertible {
    /// The bundled font's file is missing.
    case fontFileMissing(path: String, package: String)
    /// A user's font file that Fontconfig could not read as a font.
    case fontFileUnreadable(path: String)
    /// A user's font collection (`.ttc`) of more faces than Autocell reads.
    case fontCollectionTooLarge(path: String, faces: Int)
    /// The user's font files hold more faces in all than Autocell reads.
    case tooManyFontFaces(faces: Int)
    /// A symbol name table that cannot be read (missing, not a regular file, too large).
    case symbolTableUnreadable(path: String, reason: String)
    /// A line of a symbol name table (`SymbolNameTable`) that is not `NAME CODEPOINT`.
    case symbolTableLine(path: String, line: Int, column: Int, reason: String)
    /// A Pango, Cairo or Fontconfig object could not be made.
    case pango(String)

    /// A font file is the input's; Pango failing to make its objects is not.
    public var kind: FailureKind {
        if case .pango = self { .internal } else { .input }
    }

    public var description: String {
        switch self {
        case .fontFileMissing(let path, let package):
            "font file \(path) is missing: install the Debian package \(package) (`make deps` does)"
        case .fontFileUnreadable(let path): "\(path) is not a font file Fontconfig can read (TrueType, OpenType or a collection)"
        case .fontCollectionTooLarge(let path, let faces):
            "\(path) is a font collection of \(faces) faces; Autocell reads collections of up to \(FontLibrary.maximumCollectionFaces) (each face is loaded, and 25,000 took 20 s)"
        case .tooManyFontFaces(let faces):
            "the font files named up to here hold \(faces) faces; Autocell reads up to \(FontLibrary.maximumUserFaces) in all (each face is loaded)"
        case .symbolTableUnreadable(let path, let reason): "symbol name table \(path) cannot be read: \(reason)"
        case .symbolTableLine(let path, let line, let column, let reason): "\(path):\(line):\(column): \(reason)"
        case .pango(let what): "Pango could not \(what)"
        }
    }
}
