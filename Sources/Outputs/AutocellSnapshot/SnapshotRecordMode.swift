import Foundation

/// When a snapshot assertion writes its reference, as swift-snapshot-testing's record modes
/// have it. Whatever it records, the assertion fails, so a recorded reference is always seen
/// and committed on purpose.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Record every reference, replacing what is there.
    case all
    /// Record references that are missing or that no longer match.
    case failed
    /// Record references that are missing (the default).
    case missing
    /// Record nothing: a missing reference is a failure (what CI should use).
    case never

    /// The environment variable that sets the mode for a whole test run.
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// The mode `SNAPSHOT_TESTING_RECORD` asks for (`all`, `failed`, `missing`, `never`;
    /// `true`/`1` mean `all`, `false`/`0` `missing`, as in swift-snapshot-testing), or `missing`.
    public static func fromEnvironment(_ environment: [String: String]) throws(SnapshotError) -> SnapshotRecordMode {
        guard let value = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return .missing }
        switch value.lowercased() {
        case "true", "1", "yes": return .all
        case "false", "0", "no": return .missing
        default:
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                throw .invalidSetting("\(environmentVariable)=\(value) is not a record mode; expected all, failed, missing or never")
            }
            return mode
        }
    }
}
