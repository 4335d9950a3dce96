import AutocellSource
import ArgumentParser
import AutocellDiff
import Foundation

/// `autocell diff-dir REFS ACTUALS`: two folders of PNGs compared file by file, for CI.
struct DiffDirCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff-dir",
        abstract: "Compare two folders of PNG images file by file (references and a run's output) and report changed, missing and new ones.",
        discussion: """
            Files are matched by their path inside each folder (subfolders included; hidden files skipped). A file in both folders is the same or changed; one only among the references is missing (the run did not produce it); one only among the actual images is new (no reference yet).

            \(ToleranceOptions.discussion)

            With -o DIR, an HTML page is written to DIR/index.html with every image that is not the same: reference, actual and diff side by side, and a slider that wipes between reference and actual. The images are copied into DIR, so the folder can be kept as a CI artifact and opened anywhere.

            Examples:
              autocell diff-dir Snapshots .build/snapshots
              autocell diff-dir Snapshots out -o diff-report --threshold 0.1

            \(ExitStatus.help(done: "every image the same", difference: "an image changed, missing or new (listed on standard output)"))
            """
    )

    @Argument(help: "The folder of reference images.")
    var references: String
    @Argument(help: "The folder of images to compare with them.")
    var actuals: String
    @Option(name: .shortAndLong, help: ArgumentHelp("Write an HTML report with the images into this folder.", valueName: "DIR"))
    var output: String?
    @OptionGroup var comparison: ToleranceOptions
    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        if let output, let inside = FolderComparison.folder(output, isInside: [references, actuals]) {
            throw Diagnostic.file(output, "the report cannot go inside \(inside), one of the compared folders (its images would be compared next time)")
        }
        let result = try FolderComparison.compare(references: references, actuals: actuals, tolerance: comparison.tolerance, drawing: output != nil)
        var page: String?
        if let output {
            do {
                page = try DiffReport.write(result, to: output)
            } catch {
                throw CommandOutput.failure(error, message: "autocell: cannot write the report in \(output): \(error)")
            }
        }
        CommandOutput.print(json ? result.json(report: page).rendered() : result.lines(report: page).joined(separator: "\n"))
        for entry in result.entries where entry.status == .unreadable {
            CommandOutput.fail("autocell: \(entry.problem ?? entry.path)")
        }
        if result.hasUnreadable { throw ExitStatus.badInput.code }
        if !result.passes { throw ExitStatus.different.code }
    }
}
