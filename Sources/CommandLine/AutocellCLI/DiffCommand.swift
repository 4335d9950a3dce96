import AutocellSource
import AutocellImage
import ArgumentParser
import AutocellDiff
import Foundation

/// `autocell diff A.png B.png`: compare two images the way the snapshot tests do.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images, exactly or perceptually, as Autocell's snapshot tests do.",
        discussion: ToleranceOptions.discussion + """


            With -o, the difference is drawn: the first image faded to light grey, differing pixels in red, anti-aliasing-only ones in yellow.

            Examples:
              autocell diff reference.png actual.png
              autocell diff reference.png actual.png -o diff.png --max-diff-ratio 0.001
              autocell diff a.png b.png --threshold 0.1     # perceptual, as pixelmatch

            \(ExitStatus.help(done: "the same", difference: "different (with the counts on standard output)"))
            """
    )

    @Argument(help: "The reference image (PNG).")
    var reference: String
    @Argument(help: "The image to compare with it (PNG).")
    var actual: String
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the difference image here (PNG).", valueName: "diff.png"))
    var output: String?
    @OptionGroup var comparison: ToleranceOptions
    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        try checkExtension(output, allowed: ["png"])
    }

    func run() throws {
        let referenceImage = try PNGFile.read(reference)
        let actualImage = try PNGFile.read(actual)
        try CommandOutput.checkWritable(output, inputs: [reference, actual])
        if output != nil, !ImageDiffer.canDrawDiff(reference: referenceImage, actual: actualImage) {
            throw Diagnostic.file(actual, "cannot draw the difference of a \(referenceImage.width)×\(referenceImage.height) and a \(actualImage.width)×\(actualImage.height) image: together they are \(max(referenceImage.width, actualImage.width))×\(max(referenceImage.height, actualImage.height)), past the limit of \(PNGLimits.maximumSide) pixels a side and \(PNGLimits.maximumPixels) in all")
        }
        let (comparison, diff) = ImageDiffer.compare(reference: referenceImage, actual: actualImage, tolerance: self.comparison.tolerance, drawing: output != nil)
        if let output, let diff { try AtomicFile.write(try PNGEncoder(compression: .fast).encode(diff), to: output) }
        // Which views changed and why, from the layout records beside the images.
        let layout = comparison.passes ? nil : LayoutComparison.of(referenceImage: reference, actualImage: actual)
        if json {
            CommandOutput.print(comparison.json(diff: output, layout: layout).rendered())
        } else {
            CommandOutput.print("\(comparison.passes ? "same" : "different"): \(comparison.summary)\(output.map { "; difference drawn in \($0)" } ?? "")")
            if let layout { CommandOutput.print(layout.lines(limit: nil).joined(separator: "\n")) }
        }
        if !comparison.passes { throw ExitStatus.different.code }
    }
}
