import AutocellSource

/// Why an image file could not be compared.
public enum ImageFileError: AutocellError, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notPNG(path: String, reason: String)

    public var kind: FailureKind { .input }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
        case .notPNG(let path, let reason): "\(path): \(reason)"
        }
    }
}
