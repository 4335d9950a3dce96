import AutocellImage
import AutocellDiff
import AutocellFixtures
import AutocellRender
import AutocellSnapshot
import AutocellTable
import Foundation
import SnapshotTesting
import Synchronization

/// Autocell's feeds for pointfreeco/swift-snapshot-testing, which has no image strategy on
/// Linux: `assertSnapshot(of: feed, as: .autocellPNG(traits: TraitCollection(width: 375)))`. References are PNG files
/// in its usual `__Snapshots__` folders, compared exactly by default (pass `tolerance:
/// .perceptual` for pixelmatch's threshold); a failure says how many pixels differ, attaches
/// the diff image, and writes the reference, the failed image and the diff to
/// `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing itself writes only the failed image there on
/// Linux, and attachments go nowhere off Xcode).
extension Snapshotting where Value == TableContent, Format == Data {
    public static func autocellPNG(
        traits: TraitCollection = TraitCollection(), rows: ClosedRange<Int>? = nil,
        viewport: (height: Double, offset: Double)? = nil, tolerance: DiffTolerance = .exact
    ) -> Snapshotting<TableContent, Data> {
        var options = RenderOptions(rows: rows, viewport: viewport)
        // These bytes are what swift-snapshot-testing writes as the reference.
        options.pngCompression = .reference
        return Snapshotting(pathExtension: "png", diffing: .autocellPNG(tolerance: tolerance), snapshot: { (document: TableContent) -> Data in
            // The traits enter by the one resolve step.
            let content = traits == TraitCollection() ? document : document.resolved(for: traits)
            do {
                let png = try FeedRenderer.pngImage(content, options: options)
                // The layout travels inside the PNG (a tEXt chunk): swift-snapshot-testing writes
                // the reference file itself, so no file can be kept beside it. A failed
                // comparison reads it back to say which views changed and why.
                guard let record = try FeedRenderer.layoutRecord(content, options: options), let embedded = try record.embedded(in: png) else {
                    return Data(png)
                }
                return Data(embedded)
            } catch {
                // The strategy cannot throw: the reason travels in place of the image, and the
                // diff reports it.
                return RenderFailure.data("\(error)")
            }
        })
    }
}

extension Snapshotting where Value == TableContent, Format == Data {
    /// One strategy per combination of traits, keyed by the traits' names, for
    /// swift-snapshot-testing's `assertSnapshots(of:as:)`: `assertSnapshots(of: feed, as:
    /// Snapshotting.autocellPNG(traits: .matrix(widths: [320, 375], scales: [2, 3])))` checks
    /// `TEST.320pt@2x.png`, `TEST.320pt@3x.png`, and so on; appearance, content size category,
    /// layout direction and device name theirs (`TEST.375pt-dark-rtl.png`). Each combination
    /// is the table resolved for its traits (`TableContent.resolved(for:)`).
    public static func autocellPNG(
        traits: [SnapshotTraits], rows: ClosedRange<Int>? = nil, viewport: (height: Double, offset: Double)? = nil,
        tolerance: DiffTolerance = .exact
    ) -> [String: Snapshotting<TableContent, Data>] {
        Dictionary(traits.map { traits in
            (traits.description, autocellPNG(rows: rows, viewport: viewport, tolerance: tolerance).pullback { $0.resolved(for: traits) })
        }, uniquingKeysWith: { first, _ in first })
    }
}

extension Snapshotting where Value == Fixture, Format == Data {
    /// One strategy per combination of traits; see the `TableContent` version.
    public static func autocellPNG(
        traits: [SnapshotTraits], rows: ClosedRange<Int>? = nil, viewport: (height: Double, offset: Double)? = nil,
        tolerance: DiffTolerance = .exact
    ) -> [String: Snapshotting<Fixture, Data>] {
        Snapshotting<TableContent, Data>.autocellPNG(traits: traits, rows: rows, viewport: viewport, tolerance: tolerance)
            .mapValues { $0.pullback { $0.content } }
        // (Fixture.content keeps the document's open values: each combination resolves them.)
    }

    public static func autocellPNG(
        traits: TraitCollection = TraitCollection(), rows: ClosedRange<Int>? = nil,
        viewport: (height: Double, offset: Double)? = nil, tolerance: DiffTolerance = .exact
    ) -> Snapshotting<Fixture, Data> {
        Snapshotting<TableContent, Data>
            .autocellPNG(traits: traits, rows: rows, viewport: viewport, tolerance: tolerance)
            .pullback { $0.content }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared perceptually under `tolerance`.
    public static func autocellPNG(tolerance: DiffTolerance = .exact) -> Diffing<Data> {
        .diff(
            toData: { $0 },
            fromData: { $0 },
            diffV2: { reference, actual in
                if let reason = RenderFailure.reason(in: actual) { return ("Autocell could not render the feed: \(reason)", []) }
                let referenceImage: PixelImage, actualImage: PixelImage
                do throws(ImageFileError) {
                    referenceImage = try PNGFile.decode(Array(reference), path: "the reference")
                    actualImage = try PNGFile.decode(Array(actual), path: "the snapshot")
                } catch {
                    return (error.description, [])
                }
                guard let mismatch = SnapshotDiffing<PixelImage>.image(tolerance: tolerance).compare(referenceImage, actualImage) else {
                    return nil
                }
                let attachments = mismatch.artifacts.map { DiffAttachment.data(Data($0.bytes), name: "\($0.prefix).png") }
                let files = [("reference", Array(reference)), ("failed", Array(actual))] + mismatch.artifacts.map { ($0.prefix, $0.bytes) }
                let layout = LayoutComparison.embedded(reference: Array(reference), actual: Array(actual))
                return (mismatch.message + "\n" + layout.lines().joined(separator: "\n") + LinuxArtifacts.write(files), attachments)
            })
    }
}

/// A render that failed, carried as snapshot data.
enum RenderFailure {
    static let marker = Array("AUTOCELL-RENDER-FAILED\n".utf8)

    static func data(_ reason: String) -> Data { Data(marker + Array(reason.utf8)) }

    static func reason(in data: Data) -> String? {
        guard data.starts(with: marker) else { return nil }
        return String(decoding: data.dropFirst(marker.count), as: UTF8.self)
    }
}

/// The evidence of a failed comparison beside swift-snapshot-testing's own. On Linux the
/// library writes only the failed image, to `SNAPSHOT_ARTIFACTS` (else the temporary
/// directory) in a folder named after the test file, under the reference's own name
/// (`postCell.1.png`, `postCell.light.png`). The strategy writes the reference and the diff
/// there as `reference_NAME.png` and `diff_NAME.png` with the same NAME, so the three lie
/// together and say which snapshot they are.
///
/// The diffing closure is not told the snapshot's name, so it is found: the running Swift
/// Testing test's `__Snapshots__` folder is searched for the reference with these bytes among
/// the test's snapshots. Where it is not found (a custom `snapshotDirectory` or `testName`, a
/// test outside Swift Testing), NAME is the running test and its failures' count
/// (`FeedTests.personFeed.2`), and the failed image is written too as `failed_NAME.png`.
package enum LinuxArtifacts {
    /// Failures per running test in this run, for the names used when the snapshot's is not found.
    private static let failures = Mutex<[String: Int]>([:])

    /// `files`: the reference first (`reference`), then the failed image (`failed`), then the
    /// diff's images. Returns the lines that name what was written, for the failure message.
    package static func write(_ files: [(String, [UInt8])]) -> String {
        let environment = ProcessInfo.processInfo.environment
        // swift-snapshot-testing's folder: SNAPSHOT_ARTIFACTS, else the temporary directory.
        let root = environment[SnapshotArtifacts.environmentVariable].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root).appendingPathComponent(RunningTest.fileName ?? "autocell").path
        let reference = files.first { $0.0 == "reference" }?.1 ?? []
        var notes: [String] = []
        var found: String?
        do {
            found = try snapshotName(of: reference)
        } catch {
            notes.append("  (the snapshot's own name could not be looked up: \((error as NSError).localizedDescription); the files are named after the running test)")
        }
        let name = found ?? fallbackName()
        // The library writes the failed image under the snapshot's name; written again only
        // where that name is not known.
        let written = files.filter { found == nil || $0.0 != "failed" }
        do throws(SnapshotError) {
            let paths = try SnapshotArtifacts.write(written, name: name, pathExtension: "png", in: folder)
            var lines = ["", "Artifacts in \(folder):"] + paths.map { "  " + URL(fileURLWithPath: $0).lastPathComponent }
            if found != nil { lines.append("  \(name).png (the failed image, written by swift-snapshot-testing)") }
            return (lines + notes).joined(separator: "\n")
        } catch {
            return "\nArtifacts could not be written: \(error)"
        }
    }

    /// The reference's name without its extension (`postCell.1`), found by its bytes among the
    /// running test's snapshots in its file's `__Snapshots__` folder; nil where the test is
    /// not Swift Testing's or that folder does not exist (a custom `snapshotDirectory`); an
    /// error where the folder is there and cannot be listed.
    static func snapshotName(of reference: [UInt8]) throws -> String? {
        guard !reference.isEmpty, let filePath = RunningTest.filePath, let fileName = RunningTest.fileName,
              let test = RunningTest.testName else { return nil }
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
        let prefix = sanitized(test) + "."
        let bytes = Data(reference)
        for entry in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where entry.hasPrefix(prefix) && entry.hasSuffix(".png") {
            // A file that cannot be read is not the reference the library just read.
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(entry).path), data == bytes else { continue }
            return String(entry.dropLast(4))
        }
        return nil
    }

    /// swift-snapshot-testing's file name of a test name: runs of non-word characters become
    /// one dash, none at either end (`postCell()` is `postCell`).
    static func sanitized(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// `Suite.test.N`: the running test and how many failures it has had in this run.
    static func fallbackName() -> String {
        let test = (RunningTest.suiteName.map { $0 + "." } ?? "") + (RunningTest.testName.map { String($0.prefix { $0 != "(" }) } ?? "snapshot")
        let count = failures.withLock { counts in
            counts[test, default: 0] += 1
            return counts[test, default: 1]
        }
        return test + "." + String(count)
    }
}
