import AutocellImage
import AutocellDiff
import AutocellFixtures
import AutocellRender
import AutocellTable

extension SnapshotDiffing where Format == PixelImage {
    /// Images stored as PNG and compared under `tolerance` (exact by default); a mismatch brings the
    /// diff image (differences in red over the faded reference) as the `diff` artifact.
    public static func image(tolerance: DiffTolerance = .exact) -> SnapshotDiffing<PixelImage> {
        SnapshotDiffing(
            toBytes: { image in try PNGEncoder().encode(image) },
            fromBytes: { bytes in try PNGDecoder.decode(bytes) },
            compare: { reference, actual in
                let quick = ImageDiffer.compare(reference: reference, actual: actual, tolerance: tolerance)
                guard !quick.comparison.passes else { return nil }
                let drawn = ImageDiffer.compare(reference: reference, actual: actual, tolerance: tolerance, drawing: true)
                var artifacts: [(prefix: String, bytes: [UInt8])] = []
                var note = ""
                if let diff = drawn.diff {
                    do {
                        artifacts.append(("diff", try PNGEncoder(compression: .fast).encode(diff)))
                    } catch {
                        note = "; the diff image could not be encoded: \(error)"
                    }
                } else {
                    note = "; no diff image: the two images together are past the size limit"
                }
                return .init(message: "\(quick.comparison.summary) (\(tolerance.summary))\(note)", artifacts: artifacts)
            })
    }
}

extension SnapshotStrategy where Value == TableContent, Format == PixelImage {
    /// A table rendered to PNG as `autocell render` renders it (under `traits`: the width in
    /// points, the scale and any other trait, resolved by the one resolve step; optionally only
    /// `rows` or one screen of a viewport) and compared under `tolerance`.
    public static func png(
        traits: TraitCollection = TraitCollection(), rows: ClosedRange<Int>? = nil,
        viewport: (height: Double, offset: Double)? = nil, debug: Bool = false, tolerance: DiffTolerance = .exact
    ) -> SnapshotStrategy<TableContent, PixelImage> {
        let strategy = png(options: RenderOptions(rows: rows, viewport: viewport, debug: debug), tolerance: tolerance)
        return traits == TraitCollection() ? strategy : strategy.pullback { $0.resolved(for: traits) }
    }

    /// A table rendered with any `RenderOptions` (side-by-side widths among them).
    public static func png(options: RenderOptions, tolerance: DiffTolerance = .exact) -> SnapshotStrategy<TableContent, PixelImage> {
        SnapshotStrategy(pathExtension: "png", diffing: .image(tolerance: tolerance), layoutRecord: { content in
            do throws(RenderError) {
                return try FeedRenderer.layoutRecord(content, options: options)
            } catch {
                throw SnapshotError.snapshotFailed(error.description, kind: error.kind)
            }
        }) { content in
            do {
                return try PNGDecoder.decode(try FeedRenderer.pngImage(content, options: options))
            } catch let error as RenderError {
                throw SnapshotError.snapshotFailed(error.description, kind: error.kind)
            }
        }
    }
}

extension SnapshotStrategy where Value == Fixture, Format == PixelImage {
    /// A fixture rendered to PNG; see the `TableContent` strategy.
    public static func png(
        traits: TraitCollection = TraitCollection(), rows: ClosedRange<Int>? = nil,
        viewport: (height: Double, offset: Double)? = nil, debug: Bool = false, tolerance: DiffTolerance = .exact
    ) -> SnapshotStrategy<Fixture, PixelImage> {
        SnapshotStrategy<TableContent, PixelImage>
            .png(traits: traits, rows: rows, viewport: viewport, debug: debug, tolerance: tolerance)
            .pullback(\.content)
    }
}
