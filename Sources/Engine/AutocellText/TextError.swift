@_exported import AutocellSource

/// Why text cannot be measured on this machine.
public enum TextError: AutocellError, Equatable, Sendable, CustomStringConvertible {
    /// The bundled font's file is missing.
    case fontFileMissing(path: String, package: String)
    /// A user's font file that Fontconfig could not read as a font.
    case fontFileUnreadable(path: String)
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
        case .pango(let what): "Pango could not \(what)"
        }
    }
}
