/// How a snapshot format is stored and compared: a plain struct of closures, like
/// swift-snapshot-testing's `Diffing`, so formats compose by building new values.
public struct SnapshotDiffing<Format> {
    /// What a failed comparison reports: a message, and files to write as artifacts, each
    /// as (prefix, bytes), e.g. ("diff", PNG bytes) for `diff_NAME.png`.
    public struct Mismatch {
        public var message: String
        public var artifacts: [(prefix: String, bytes: [UInt8])]

        public init(message: String, artifacts: [(prefix: String, bytes: [UInt8])] = []) {
            self.message = message
            self.artifacts = artifacts
        }
    }

    /// The bytes a reference file holds.
    public var toBytes: (Format) throws -> [UInt8]
    /// A reference file's bytes read back; throws for a file that is not of this format.
    public var fromBytes: ([UInt8]) throws -> Format
    /// Compares `reference` with `actual`: nil when they count as the same.
    public var compare: (_ reference: Format, _ actual: Format) -> Mismatch?

    public init(
        toBytes: @escaping (Format) throws -> [UInt8],
        fromBytes: @escaping ([UInt8]) throws -> Format,
        compare: @escaping (_ reference: Format, _ actual: Format) -> Mismatch?
    ) {
        self.toBytes = toBytes
        self.fromBytes = fromBytes
        self.compare = compare
    }
}
