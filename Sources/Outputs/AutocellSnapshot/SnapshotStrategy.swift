import AutocellDiff
/// How to turn a value into a snapshot of some format and compare it with a reference, like
/// swift-snapshot-testing's `Snapshotting`: a struct of closures that `pullback` adapts to
/// other values.
public struct SnapshotStrategy<Value, Format> {
    /// The reference file's extension, without the dot.
    public var pathExtension: String
    public var diffing: SnapshotDiffing<Format>
    public var snapshot: (Value) throws -> Format
    /// The value's layout, kept beside the reference (`NAME.layout.json`) when it is recorded,
    /// so that a failed comparison says which views changed and why (`LayoutChanges`); nil for
    /// strategies that have none (the comparison is then by pixels only).
    public var layoutRecord: ((Value) throws -> LayoutRecord?)?

    public init(
        pathExtension: String, diffing: SnapshotDiffing<Format>, layoutRecord: ((Value) throws -> LayoutRecord?)? = nil,
        snapshot: @escaping (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.layoutRecord = layoutRecord
        self.snapshot = snapshot
    }

    /// The same strategy for values that can be turned into this one's.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> SnapshotStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        let record = self.layoutRecord
        return SnapshotStrategy<NewValue, Format>(
            pathExtension: pathExtension, diffing: diffing, layoutRecord: record.map { record in { try record(transform($0)) } }
        ) { try snapshot(transform($0)) }
    }
}
