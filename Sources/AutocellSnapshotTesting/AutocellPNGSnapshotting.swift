import AutocellImage
import AutocellDiff
import AutocellFixtures
import AutocellRender
import AutocellSnapshot
import Foundation
import SnapshotTesting

/// Autocell's feeds for pointfreeco/swift-snapshot-testing, which has no image strategy on
/// Linux: `assertSnapshot(of: feed, as: .autocellPNG(width: 375))`. References are PNG files
/// in its usual `__Snapshots__` folders, compared with Autocell's perceptual differ; a failure
/// says how many pixels differ and attaches the diff image.
extension Snapshotting where Value == TableContent, Format == Data {
    public static func autocellPNG(
        width: Double? = nil, scale: Double? = nil, rows: ClosedRange<Int>? = nil,
        viewport: (height: Double, offset: Double)? = nil, tolerance: DiffTolerance = .exact
    ) -> Snapshotting<TableContent, Data> {
        let options = RenderOptions(width: width, scale: scale, rows: rows, viewport: viewport)
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

extension Snapshotting where Value == Fixture, Format == Data {
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
                return (mismatch.message, attachments)
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
