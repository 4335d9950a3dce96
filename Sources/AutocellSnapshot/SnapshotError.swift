/// A snapshot that could not be taken, read or written: the test fails with this message.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value could not be rendered.
    case snapshotFailed(String)
    /// A reference file exists but is not an image this library can read; it is left as is.
    case unreadableReference(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case invalidSetting(String)

    public var description: String {
        switch self {
        case .snapshotFailed(let reason):
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
