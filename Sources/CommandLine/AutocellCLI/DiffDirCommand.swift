import AutocellSource
import ArgumentParser
import AutocellImage
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
        if let output, let inside = Self.folder(output, isInside: [references, actuals]) {
            throw CommandOutput.badInput("autocell: \(output): the report cannot go inside \(inside), one of the compared folders (its images would be compared next time)")
        }
        let result: FolderComparison
        do throws(ImageFileError) {
            result = try FolderComparison.compare(references: references, actuals: actuals, tolerance: comparison.tolerance, drawing: output != nil)
        } catch {
            throw CommandOutput.failure(error)
        }
        var reportPath: String?
        if let output {
            do {
                reportPath = try Self.writeReport(result, to: output)
            } catch {
                throw CommandOutput.badInput("autocell: cannot write the report in \(output): \(error)")
            }
        }
        if json {
            CommandOutput.print(Self.json(result, report: reportPath).rendered())
        } else {
            for entry in result.entries where entry.status != .same {
                let detail = switch entry.status {
                case .changed: entry.comparison?.summary ?? ""
                case .missing: "only in \(references)"
                case .new: "only in \(actuals)"
                case .unreadable, .same: entry.problem ?? ""
                }
                CommandOutput.print("\(entry.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(entry.path): \(detail)")
                if let layout = entry.layout { CommandOutput.print(layout.lines().map { "           " + $0 }.joined(separator: "\n")) }
            }
            CommandOutput.print(result.summary + (reportPath.map { "; report in \($0)" } ?? ""))
        }
        for entry in result.entries where entry.status == .unreadable {
            CommandOutput.fail("autocell: \(entry.problem ?? entry.path)")
        }
        if result.hasUnreadable { throw ExitStatus.badInput.code }
        if !result.passes { throw ExitStatus.different.code }
    }

    /// The compared folder that `folder` (which may not exist yet) is or lies inside, by real
    /// paths: the deepest part of it that exists is resolved, the rest appended.
    static func folder(_ folder: String, isInside folders: [String]) -> String? {
        var existing = URL(fileURLWithPath: folder).standardizedFileURL
        var rest: [String] = []
        while RealPath.of(existing.path) == nil && existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        guard let base = RealPath.of(existing.path) else { return nil }
        let resolved = ([base] + rest).joined(separator: "/")
        return folders.first { candidate in
            guard let real = RealPath.of(candidate) else { return false }
            return resolved == real || resolved.hasPrefix(real.hasSuffix("/") ? real : real + "/")
        }
    }

    /// The report's files written under `folder` (made if needed), each atomically; returns
    /// the page's path.
    static func writeReport(_ result: FolderComparison, to folder: String) throws -> String {
        for file in try DiffReport.files(for: result) {
            try refuseLinks(in: file.path, under: folder)
            let path = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(file.bytes, to: path.path)
        }
        return URL(fileURLWithPath: folder).appendingPathComponent("index.html").path
    }

    /// Nothing is written through a symbolic link planted inside the report's folder: each
    /// folder between `folder` and the file must be a folder, not a link to one elsewhere.
    static func refuseLinks(in relative: String, under folder: String) throws {
        var current = folder
        for part in relative.split(separator: "/").dropLast() {
            current += "/" + part
            var status = stat()
            guard lstat(current, &status) == 0 else { return }  // made fresh below
            if status.st_mode & S_IFMT == S_IFLNK {
                throw OutputError(path: current, reason: "it is a symbolic link inside the report's folder, and the report is not written through it (remove it or choose another -o)")
            }
        }
    }

    static func json(_ result: FolderComparison, report: String?) -> JSONValue {
        .object([
            ("same", .bool(result.passes)),
            ("counts", .object(FolderComparison.Entry.Status.allCases.map { ($0.rawValue, .number(Double(result.count($0)))) })),
            ("images", .array(result.entries.map { entry in
                var fields: [(String, JSONValue)] = [("path", .string(entry.path)), ("status", .string(entry.status.rawValue))]
                if let comparison = entry.comparison {
                    fields.append(("differentPixels", .number(Double(comparison.differentPixels))))
                    fields.append(("totalPixels", .number(Double(comparison.totalPixels))))
                    if !comparison.sizesMatch { fields.append(("sizes", .string("reference \(comparison.reference), actual \(comparison.actual)"))) }
                }
                if let problem = entry.problem { fields.append(("problem", .string(problem))) }
                if let layout = entry.layout { fields.append(("layout", layout.json)) }
                return .object(fields)
            })),
            ("report", report.map { .string($0) } ?? .null),
        ])
    }
}
