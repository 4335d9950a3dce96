import AutocellImage
import ArgumentParser
import AutocellDiff
import AutocellRender
import Foundation

/// `autocell diff A.png B.png`: compare two images the way the snapshot tests do.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images, exactly or perceptually, as Autocell's snapshot tests do.",
        discussion: """
            By default the comparison is exact, as swift-snapshot-testing's is: any changed pixel counts. With --threshold, pixels are compared perceptually in YIQ colour space as pixelmatch 7 does: two pixels count as different when their distance passes the threshold (0 counts any change, 0.1 is pixelmatch's default, 1 ignores everything), and a pixel that differs only because an edge was anti-aliased differently (it sits between two flat areas both images share) is reported but not counted, unless --count-anti-aliasing. The images are the same when their sizes match and no more pixels differ than --max-diff-pixels (default 0) or --max-diff-ratio allow.

            With -o, the difference is drawn: the first image faded to light grey, differing pixels in red, anti-aliasing-only ones in yellow.

            Examples:
              autocell diff reference.png actual.png
              autocell diff reference.png actual.png -o diff.png --max-diff-ratio 0.001
              autocell diff a.png b.png --threshold 0.1     # perceptual, as pixelmatch

            Exit status: 0 the same, 1 different (with the counts on standard output), 2 bad input (a file that is missing or not a PNG, a bad option).
            """
    )

    @Argument(help: "The reference image (PNG).")
    var reference: String

    @Argument(help: "The image to compare with it (PNG).")
    var actual: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the difference image here (PNG).", valueName: "diff.png"))
    var output: String?

    @Option(help: "Compare perceptually: colour distance from 0 to 1 above which pixels differ (pixelmatch's default is 0.1). Without it: exact.")
    var threshold: Double?

    @Option(help: ArgumentHelp("How many differing pixels still pass (default 0).", valueName: "N"))
    var maxDiffPixels: Int?

    @Option(help: ArgumentHelp("What share of differing pixels still passes, from 0 to 1.", valueName: "R"))
    var maxDiffRatio: Double?

    @Flag(help: "Count pixels that differ only by anti-aliasing.")
    var countAntiAliasing = false

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            throw ValidationError("--threshold must be between 0 and 1")
        }
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
    }

    func run() throws {
        let referenceImage = try Self.read(reference)
        let actualImage = try Self.read(actual)
        try CommandOutput.checkWritable(output)
        let tolerance = DiffTolerance(
            threshold: threshold ?? 0,
            allowance: maxDiffRatio.map { .ratio($0) } ?? .pixels(maxDiffPixels ?? 0),
            countsAntiAliasing: threshold == nil || countAntiAliasing)
        let (comparison, diff) = ImageDiffer.compare(reference: referenceImage, actual: actualImage, tolerance: tolerance, drawing: output != nil)
        if let output, let diff {
            do {
                try AtomicFile.write(try PNGEncoder(compression: .fast).encode(diff), to: output)
            } catch {
                CommandOutput.fail("autocell: \(error)")
                throw ExitCode(2)
            }
        }
        if json {
            CommandOutput.print(JSONValue.object([
                ("same", .bool(comparison.passes)),
                ("reference", .object([("width", .number(Double(comparison.reference.width))), ("height", .number(Double(comparison.reference.height)))])),
                ("actual", .object([("width", .number(Double(comparison.actual.width))), ("height", .number(Double(comparison.actual.height)))])),
                ("differentPixels", .number(Double(comparison.differentPixels))),
                ("antiAliasedPixels", .number(Double(comparison.antiAliasedPixels))),
                ("totalPixels", .number(Double(comparison.totalPixels))),
                ("ratio", .number(comparison.ratio)),
                ("diff", output.map { .string($0) } ?? .null),
            ]).rendered())
        } else {
            let verdict = comparison.passes ? "same" : "different"
            CommandOutput.print("\(verdict): \(comparison.summary)\(output.map { "; difference drawn in \($0)" } ?? "")")
        }
        if !comparison.passes { throw ExitCode(1) }
    }

    /// An image, or exit 2 with the file and the reason.
    private static func read(_ path: String) throws -> PixelImage {
        switch Result(catching: { () throws(ImageFileError) in try PNGFile.read(path) }) {
        case .success(let image):
            return image
        case .failure(let error):
            CommandOutput.fail("autocell: \(error)")
            throw ExitCode(2)
        }
    }
}
