import AutocellImage
import AutocellDiff
import AutocellFixtures
import AutocellRender
import AutocellSnapshot
import Foundation
import SnapshotTesting

/// Autocell's feeds for pointfreeco/swift-snapshot-testing, which has no image strategy on
/// Linux: `assertSnapshot(of: feed, as: .autocellPNG(width: 375))`. References are PNG files
/// in its usual `__Snapshots__` folders, compared exactly by default (pass `tolerance:
/// .perceptual` for pixelmatch's threshold); a failure says how many pixels differ, attaches
/// the diff image, and writes the reference, the failed image and the diff to
/// `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing itself writes only the failed image there on
/// Linux, and attachments go nowhere off Xcode).
extension Snapshotting where Value == TableContent, Format == Data {
    public static func autocellPNG(
        width: Double? = nil, scale: Double? = nil, rows: ClosedRange<Int>? = nil,
        viewport: (height: Double, offset: Double)? = nil, tolerance: DiffTolerance = .exact
    ) -> Snapshotting<TableContent, Data> {
        var options = RenderOptions(width: width, scale: scale, rows: rows, viewport: viewport)
        // These bytes are what swift-snapshot-testing writes as the reference.
        options.pngCompression = .reference
        return Snapshotting(pathExtension: "png", diffing: .autocellPNG(tolerance: tolerance), snapshot: { (content: TableContent) -> Data in
            do {
                return Data(try FeedRenderer.pngImage(content, options: options))
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
    /// `TEST.320pt@2x.png`, `TEST.320pt@3x.png`, and so on.
    public static func autocellPNG(
        traits: [SnapshotTraits], rows: ClosedRange<Int>? = nil, viewport: (height: Double, offset: Double)? = nil,
        tolerance: DiffTolerance = .exact
    ) -> [String: Snapshotting<TableContent, Data>] {
        Dictionary(traits.map { traits in
            (traits.description, autocellPNG(width: traits.width, scale: traits.scale, rows: rows, viewport: viewport, tolerance: tolerance))
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
    }

    public static func autocellPNG(
        width: Double? = nil, scale: Double? = nil, rows: ClosedRange<Int>? = nil,
        viewport: (height: Double, offset: Double)? = nil, tolerance: DiffTolerance = .exact
    ) -> Snapshotting<Fixture, Data> {
        Snapshotting<TableContent, Data>
            .autocellPNG(width: width, scale: scale, rows: rows, viewport: viewport, tolerance: tolerance)
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
                return (mismatch.message + LinuxArtifacts.write(files), attachments)
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

/// The reference, failed and diff images of a failed comparison, written where
/// swift-snapshot-testing writes its failed image, `SNAPSHOT_ARTIFACTS` (else the folder
/// `SnapshotArtifacts` defaults to), in a folder named after the test file. The diffing closure is not told the
/// snapshot's name, so the files are named after the running Swift Testing test (or
/// `snapshot` under XCTest) and a digest of the failed image: `reference_TEST.DIGEST.png`,
/// `failed_…`, `diff_…`. Returns the lines that name them for the failure message.
package enum LinuxArtifacts {
    package static func write(_ files: [(String, [UInt8])]) -> String {
        let root = SnapshotArtifacts.folder(ProcessInfo.processInfo.environment)
        let folder = URL(fileURLWithPath: root).appendingPathComponent(RunningTest.fileName ?? "autocell").path
        let test = (RunningTest.suiteName.map { $0 + "." } ?? "") + (RunningTest.testName.map { String($0.prefix { $0 != "(" }) } ?? "snapshot")
        let failed = files.first { $0.0 == "failed" }?.1 ?? []
        // FNV-1a of the failed image: the same failure gets the same names run after run.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in failed { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let name = test + "." + String(hash, radix: 16).prefix(8)
        do throws(SnapshotError) {
            let written = try SnapshotArtifacts.write(files, name: name, pathExtension: "png", in: folder)
            return "\nArtifacts in \(folder):\n" + written.map { "  " + URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: "\n")
        } catch {
            return "\nArtifacts could not be written: \(error)"
        }
    }
}
