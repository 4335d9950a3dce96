import ArgumentParser
import AutocellLinuxSource
import AutocellSource
import Foundation

/// `autocell-linux-source`: Linux copies of Swift files written for iOS, for Autocell's `UIKit`
/// layer (`LinuxSourceRewriter`). The files given are only read; their copies go to the output
/// folder under the same names. Exit status: 0 done (what could not be rewritten is said as a
/// warning), 2 bad input (an unreadable file, two files with one name, an output folder or file
/// that cannot be written), 70 an internal error.
struct LinuxSourceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autocell-linux-source",
        abstract: "Write Linux copies of Swift files written for iOS: @objc removed, #selector(f) as Selector(\"f\", Type.f).",
        discussion: "The files given are not changed. Exit status: 0 done (what could not be rewritten is said as a warning), 2 bad input, 70 an internal error.")

    @Argument(help: "Swift files written for iOS.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The folder the Linux copies are written to (made if missing).")
    var output: String

    @Flag(name: .shortAndLong, help: "Print nothing but warnings.")
    var quiet = false

    @Flag(help: "Mark each copy with #sourceLocation so that compiler messages name the original file and line (what the LinuxSource build plugin passes).")
    var sourceLocations = false

    @Option(help: "Seconds a file may take to rewrite before it is given up (exit 2, nothing written).")
    var timeLimit: Double = 60

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one Swift file") }
        guard timeLimit.isFinite, timeLimit > 0 else { throw ValidationError("--time-limit takes a number of seconds above 0") }
        var seen: [String: String] = [:]
        for file in files {
            let name = (file as NSString).lastPathComponent
            if let other = seen[name] { throw ValidationError("\(other) and \(file) would both be written as \(name); give them in two runs") }
            seen[name] = file
        }
    }

    func run() throws {
        // Everything is read and rewritten, and every target checked, before anything is made
        // or written: a bad input, or a second target that cannot be written, leaves no folder
        // and no copy behind (issue 49).
        var sources: [(file: String, text: String)] = []
        for file in files {
            do throws(TextFile.Failure) {
                sources.append((file, try TextFile.read(file)))
            } catch {
                throw Diagnostic(file: file, error, reading: "the Swift file")
            }
        }
        var results: [LinuxSourceRewriter.Result] = []
        for (file, text) in sources {
            do throws(LinuxSourceRewriter.Failure) {
                results.append(try LinuxSourceRewriter.rewrite(text, timeLimit: timeLimit))
            } catch {
                guard let line = error.line else { throw Diagnostic.file(file, error.message) }
                throw Diagnostic(file: file, line: line, column: error.column ?? 1, message: error.message)
            }
        }
        var isFolder: ObjCBool = false
        let folderExists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        if folderExists, !isFolder.boolValue {
            throw OutputError(path: output, reason: "not a folder")
        }
        let targets = files.map { (output as NSString).appendingPathComponent(($0 as NSString).lastPathComponent) }
        for target in targets { try AtomicFile.checkNotInput(target, inputs: files) }
        if folderExists {
            for target in targets { try AtomicFile.checkWritable(target) }
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: output, reason: "cannot make the folder: \(error.localizedDescription)")
        }
        for target in targets { try AtomicFile.checkWritable(target) }
        for (((file, _), result), target) in zip(zip(sources, results), targets) {
            let text = sourceLocations ? result.source(locatedAt: URL(fileURLWithPath: file).standardizedFileURL.path) : result.source
            try AtomicFile.write(Array(text.utf8), to: target)
            for note in result.notes where note.kind == .unsupported || !quiet {
                let line = "\(file):\(note)"
                if note.kind == .unsupported {
                    FileHandle.standardError.write(Data((line + "\n").utf8))
                } else {
                    print(line)
                }
            }
            if !quiet { print("\(file) -> \(target)\(result.changed ? "" : " (unchanged)")") }
        }
    }
}

/// Exit statuses as `autocell`'s: usage and input errors 2, internal errors 70.
do {
    var command = try LinuxSourceCommand.parseAsRoot()
    try command.run()
} catch let error as any AutocellError {
    FileHandle.standardError.write(Data("autocell-linux-source: \(error)\n".utf8))
    Foundation.exit(FailureKind.of(error) == .internal ? 70 : 2)
} catch {
    // Help and version exit 0; a bad option or argument is bad input.
    if LinuxSourceCommand.exitCode(for: error) == .success { LinuxSourceCommand.exit(withError: error) }
    FileHandle.standardError.write(Data((LinuxSourceCommand.fullMessage(for: error) + "\n").utf8))
    Foundation.exit(2)
}
