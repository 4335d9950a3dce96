import AutocellSource
import Foundation

/// Where a failed snapshot leaves its evidence: `reference_NAME.png`, `failed_NAME.png` and
/// `diff_NAME.png` side by side in one folder, so CI can upload the folder and a reviewer
/// sees all three at once.
public enum SnapshotArtifacts {
    /// The environment variable naming the folder (swift-snapshot-testing's name).
    public static let environmentVariable = "SNAPSHOT_ARTIFACTS"

    /// `SNAPSHOT_ARTIFACTS`, or a folder in the system's temporary directory.
    public static func folder(_ environment: [String: String]) -> String {
        if let folder = environment[environmentVariable], !folder.isEmpty { return folder }
        return FileManager.default.temporaryDirectory.appendingPathComponent("autocell-snapshot-artifacts").path
    }

    /// Writes each (prefix, bytes) as `PREFIX_NAME.EXT` in `folder`; returns the paths.
    public static func write(_ files: [(prefix: String, bytes: [UInt8])], name: String, pathExtension: String, in folder: String) throws(SnapshotError) -> [String] {
        var paths: [String] = []
        for file in files {
            let path = URL(fileURLWithPath: folder).appendingPathComponent("\(file.prefix)_\(name).\(pathExtension)").path
            try SnapshotFile.write(file.bytes, to: path)
            paths.append(path)
        }
        return paths
    }
}

/// Reference and artifact files, written whole under a temporary name and then renamed
/// (`AtomicFile`), so an interrupted run never leaves half a reference; folders are made as needed.
enum SnapshotFile {
    static func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
        }
        do throws(OutputError) {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }
}
