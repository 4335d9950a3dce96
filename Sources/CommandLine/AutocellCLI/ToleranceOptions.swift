import ArgumentParser
import AutocellDiff

/// How different two images may be: the options `diff` and `diff-dir` share.
struct ToleranceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colour distance from 0 to 1 above which pixels differ: 0 (the default) is exact, 0.1 is pixelmatch's default.", valueName: "threshold"))
    var threshold: Fraction?
    @Option(help: ArgumentHelp("How many differing pixels still pass (default 0).", valueName: "N"))
    var maxDiffPixels: UInt?
    @Option(help: ArgumentHelp("What share of differing pixels still passes, from 0 to 1.", valueName: "R"))
    var maxDiffRatio: Fraction?
    @Flag(help: "With a --threshold above 0: count pixels that differ only by anti-aliasing (an exact comparison always counts them).")
    var countAntiAliasing = false

    func validate() throws {
        if maxDiffPixels != nil && maxDiffRatio != nil { throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both") }
    }

    /// Exact unless --threshold is above 0: then pixelmatch's rules, anti-aliasing excused
    /// unless counted.
    var tolerance: DiffTolerance {
        DiffTolerance(
            threshold: threshold?.value ?? 0,
            allowance: maxDiffRatio.map { .ratio($0.value) } ?? .pixels(Int(clamping: maxDiffPixels ?? 0)),
            countsAntiAliasing: countAntiAliasing ? true : nil)
    }

    /// The comparison rules in the words of the commands' help.
    static let discussion = """
        By default the comparison is exact (--threshold 0), as swift-snapshot-testing's is: any changed pixel counts. With a --threshold above 0, pixels are compared perceptually in YIQ colour space as pixelmatch 7 does: two pixels count as different when their distance passes the threshold (0.1 is pixelmatch's default, 1 ignores everything), and a pixel that differs only because an edge was anti-aliased differently (it sits between two flat areas both images share) is reported but not counted, unless --count-anti-aliasing. Images are the same when their sizes match and no more pixels differ than --max-diff-pixels (default 0) or --max-diff-ratio allow.
        """
}
