/// How to turn a value into a snapshot of some format and compare it with a reference, like
/// swift-snapshot-testing's `Snapshotting`: a struct of closures that `pullback` adapts to
/// other values.
public struct SnapshotStrategy<Value, Format> {
    /// The reference file's extension, without the dot.
    public var pathExtension: String
    public var diffing: SnapshotDiffing<Format>
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String, diffing: SnapshotDiffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for values that can be turned into this one's.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> SnapshotStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        return SnapshotStrategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}
