import AutocellSource

/// A snapshot that could not be taken, read or written: the test fails with this message.
public enum SnapshotError: AutocellError, Equatable, Sendable {
    /// The value could not be rendered, and the kind of the failure that stopped it (an
    /// internal layout failure stays internal).
    case snapshotFailed(String, kind: FailureKind = .input)
    /// A reference file exists but is not an image this library can read; it is left as is.
    case unreadableReference(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case invalidSetting(String)

    public var kind: FailureKind {
        switch self {
        case .snapshotFailed(_, let kind): kind
        case .unreadableReference, .invalidSetting: .input
        case .cannotWrite: .output
        }
    }

    public var description: String {
        switch self {
        case .snapshotFailed(let reason, _):
            "cannot take the snapshot: \(reason)"
        case .unreadableReference(let path, let reason):
            "the reference \(path) cannot be read (\(reason)); it was left untouched: fix or delete it to record a new one"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .invalidSetting(let message):
            message
        }
    }
}
