import AutocellSource
import Foundation

/// `autocell-linux-source`'s job: Swift files written for iOS read and rewritten, then their
/// Linux copies written into one folder under the same names. Everything is read and
/// rewritten, and every target checked, before anything is made or written: a bad input, or a
/// target that cannot be written, leaves no folder and no copy behind (issue 49).
public enum LinuxSourceJob {
    /// One file's copy: where it went and what the rewrite said.
    public struct Copy: Sendable {
        public var file: String
        public var target: String
        public var result: LinuxSourceRewriter.Result
    }

    /// Writes the copies of `files` into `folder` (made if missing); `sourceLocations` marks
    /// each with `#sourceLocation` so that compiler messages name the original file and line.
    public static func run(_ files: [String], into folder: String, timeLimit: Double, sourceLocations: Bool) throws -> [Copy] {
        var copies: [Copy] = []
        for file in files {
            let text: String
            do throws(TextFile.Failure) {
                text = try TextFile.read(file)
            } catch {
                throw Diagnostic(file: file, error, reading: "the Swift file")
            }
            let result: LinuxSourceRewriter.Result
            do throws(LinuxSourceRewriter.Failure) {
                result = try LinuxSourceRewriter.rewrite(text, timeLimit: timeLimit)
            } catch {
                guard let line = error.line else { throw Diagnostic.file(file, error.message) }
                throw Diagnostic(file: file, line: line, column: error.column ?? 1, message: error.message)
            }
            copies.append(Copy(file: file, target: (folder as NSString).appendingPathComponent((file as NSString).lastPathComponent), result: result))
        }
        var isFolder: ObjCBool = false
        let folderExists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        if folderExists, !isFolder.boolValue { throw OutputError(path: folder, reason: "not a folder") }
        for copy in copies { try AtomicFile.checkNotInput(copy.target, inputs: files) }
        if folderExists {
            for copy in copies { try AtomicFile.checkWritable(copy.target) }
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: folder, reason: "cannot make the folder: \(error.localizedDescription)")
        }
        for copy in copies { try AtomicFile.checkWritable(copy.target) }
        for copy in copies {
            let source = sourceLocations ? copy.result.source(locatedAt: URL(fileURLWithPath: copy.file).standardizedFileURL.path) : copy.result.source
            try AtomicFile.write(Array(source.utf8), to: copy.target)
        }
        return copies
    }
}
