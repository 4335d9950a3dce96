import ArgumentParser
import AutocellLinuxSource
import AutocellSource
import Foundation

/// `autocell-linux-source`: Linux copies of Swift files written for iOS, for Autocell's `UIKit`
/// layer (`LinuxSourceJob`). Exit status as `autocell`'s: 0 done (what could not be rewritten
/// is said as a warning), 2 bad input, 70 an internal error.
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
        for copy in try LinuxSourceJob.run(files, into: output, timeLimit: timeLimit, sourceLocations: sourceLocations) {
            for note in copy.result.notes where note.kind == .unsupported || !quiet {
                if note.kind == .unsupported { say("\(copy.file):\(note)") } else { print("\(copy.file):\(note)") }
            }
            if !quiet { print("\(copy.file) -> \(copy.target)\(copy.result.changed ? "" : " (unchanged)")") }
        }
    }
}

func say(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

do {
    var command = try LinuxSourceCommand.parseAsRoot()
    try command.run()
} catch let error as any AutocellError {
    say("autocell-linux-source: \(error)")
    Foundation.exit(FailureKind.of(error) == .internal ? 70 : 2)
} catch {
    // Help and version exit 0; a bad option or argument is bad input.
    if LinuxSourceCommand.exitCode(for: error) == .success { LinuxSourceCommand.exit(withError: error) }
    say(LinuxSourceCommand.fullMessage(for: error))
    Foundation.exit(2)
}
