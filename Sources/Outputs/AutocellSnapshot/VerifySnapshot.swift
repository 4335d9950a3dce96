import AutocellDiff
import AutocellSource
import Foundation
import Glibc

/// The largest reference read (a PNG image is at most 32,767 pixels a side in Cairo; its file is
/// far below this).
private let maximumReferenceBytes = 256 << 20

/// Compares a value's snapshot with its reference file and applies the record mode; returns
/// nil when it matches, or the failure message (the test should fail with it). This is what
/// `assertFeedSnapshot` calls; call it directly to report failures your own way.
///
/// The reference is `snapshotDirectory/SUITE.TEST.NAME.EXT` (`TEST.NAME.EXT` for a test
/// outside a suite); without a directory, the folder is `__Snapshots__/FILE/` beside the test
/// file, as in swift-snapshot-testing. So the file, the suite, the test and the name all
/// tell references apart: tests of the same name in two suites never share one, even when
/// they run in parallel. On a mismatch, `reference_`, `failed_` and `diff_` files go to the
/// artifacts folder (`SNAPSHOT_ARTIFACTS`). A reference that exists but cannot be read (not
/// an image, a folder, no permission) is reported and never overwritten, in any record mode.
public func verifyFeedSnapshot<Value, Format>(
    of value: Value,
    as strategy: SnapshotStrategy<Value, Format>,
    named name: String,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    filePath: String = #filePath,
    suiteName: String? = nil,
    testName: String = #function
) -> String? {
    let environment = ProcessInfo.processInfo.environment
    let mode: SnapshotRecordMode
    if let record {
        mode = record
    } else {
        do throws(SnapshotError) {
            mode = try SnapshotRecordMode.fromEnvironment(environment)
        } catch {
            return error.description
        }
    }
    let testFile = URL(fileURLWithPath: filePath)
    let directory = snapshotDirectory ?? testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile.deletingPathExtension().lastPathComponent).path
    let identifier = snapshotIdentifier(suiteName: suiteName, testName: testName, name: name)
    let referencePath = URL(fileURLWithPath: directory).appendingPathComponent("\(identifier).\(strategy.pathExtension)").path
    let artifacts = artifactsDirectory ?? SnapshotArtifacts.folder(environment)

    do throws(SnapshotError) {
        let actual: Format
        do {
            actual = try strategy.snapshot(value)
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw .snapshotFailed("\(error)", kind: FailureKind.of(error))
        }
        let actualBytes = { () throws(SnapshotError) -> [UInt8] in
            do { return try strategy.diffing.toBytes(actual) } catch { throw .snapshotFailed("cannot encode it: \(error)", kind: .internal) }
        }
        // The layout beside the reference (`NAME.layout.json`), for strategies that have one.
        let recordPath = LayoutRecord.path(besideImage: referencePath)
        let actualRecord = { () throws(SnapshotError) -> LayoutRecord? in
            guard let layoutRecord = strategy.layoutRecord else { return nil }
            do {
                return try layoutRecord(value)
            } catch let error as SnapshotError {
                throw error
            } catch {
                throw .snapshotFailed("\(error)", kind: FailureKind.of(error))
            }
        }
        /// Records the reference and, where the strategy has one, its layout beside it.
        func recordReference(_ bytes: [UInt8]) throws(SnapshotError) {
            try SnapshotFile.write(bytes, to: referencePath)
            guard let record = try actualRecord() else { return }
            do {
                try SnapshotFile.write(try record.encoded(), to: recordPath)
            } catch let error as SnapshotError {
                throw error
            } catch {
                throw .snapshotFailed("cannot encode its layout: \(error)", kind: .internal)
            }
        }

        // Whether anything is at the path (a dangling symlink counts), apart from whether it
        // can be read: only a path with nothing at it is ever recorded to.
        var status = stat()
        let exists = lstat(referencePath, &status) == 0
        guard exists else {
            if mode == .never {
                let written = try SnapshotArtifacts.write([("failed", try actualBytes())], name: identifier, pathExtension: strategy.pathExtension, in: artifacts)
                return "No reference at \(referencePath), and the record mode is 'never'. The snapshot taken is \(written.first ?? artifacts); record it with \(SnapshotRecordMode.environmentVariable)=missing."
            }
            try recordReference(try actualBytes())
            return "No reference was found, so one was recorded at \(referencePath). Check it and commit it; the test passes from the next run on."
        }
        // Read bounded, and not through a link: a reference can come with a pull request, as
        // layout records do (issue 49).
        let referenceBytes: [UInt8]
        do {
            referenceBytes = try BoundedFile.read(referencePath, maximumBytes: maximumReferenceBytes, what: "snapshot references", followingLinks: false)
        } catch {
            throw .unreadableReference(path: referencePath, reason: error.reason)
        }
        let reference: Format
        do {
            reference = try strategy.diffing.fromBytes(referenceBytes)
        } catch {
            throw .unreadableReference(path: referencePath, reason: "\(error)")
        }
        if mode == .all {
            try recordReference(try actualBytes())
            return "Record mode is 'all': the reference \(referencePath) was recorded again. Turn recording off (\(SnapshotRecordMode.environmentVariable)=missing) for the test to compare."
        }
        guard let mismatch = strategy.diffing.compare(reference, actual) else { return nil }
        let failedBytes = try actualBytes()
        let files = [("reference", referenceBytes), ("failed", failedBytes)] + mismatch.artifacts.map { ($0.prefix, $0.bytes) }
        let written = try SnapshotArtifacts.write(files, name: identifier, pathExtension: strategy.pathExtension, in: artifacts)
        // Which views changed and why, first (the reference's layout record against this run's).
        var layout: [String] = []
        if strategy.layoutRecord != nil {
            let comparison = LayoutComparison.of(reference: LayoutRecord.load(besideImage: referencePath), actual: try actualRecord())
            layout = comparison.lines()
        }
        var message = "Snapshot '\(identifier)' does not match \(referencePath): \(mismatch.message).\n"
            + layout.map { $0 + "\n" }.joined()
            + "Artifacts in \(artifacts):\n"
            + written.map { "  " + URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: "\n")
        if mode == .failed {
            try recordReference(failedBytes)
            message += "\nRecord mode is 'failed': the reference was recorded again."
        }
        return message
    } catch {
        return error.description
    }
}

/// `SUITE.TEST.NAME` (or `TEST.NAME`) with anything unsafe in a file name replaced:
/// `bottomBar(width:)` and "320 pt" give `bottomBar.320-pt`.
func snapshotIdentifier(suiteName: String? = nil, testName: String, name: String) -> String {
    func sanitized(_ text: String) -> String {
        let cleaned = text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." || $0 == "@" ? $0 : "-" }
        return String(cleaned).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }
    let test = testName.split(separator: "(").first.map(String.init) ?? testName
    return (suiteName.map { sanitized($0) + "." } ?? "") + sanitized(test) + "." + sanitized(name)
}
