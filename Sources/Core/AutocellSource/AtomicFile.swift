import Foundation
import Glibc
import Synchronization

/// Files appear complete or not at all: content goes to a hidden temporary file in the same
/// folder, created exclusively under a name no other writer (thread or process) can have, and
/// renamed over the destination once fully written.
public enum AtomicFile {
    /// Temporaries being written or waiting to be renamed, by path: what a command interrupted
    /// by a signal removes before it dies (`removePendingTemporaries`), so Ctrl-C during a long
    /// render leaves nothing hidden behind (issue 49: 26 MB after 5 s).
    private static let pending = Mutex<(paths: Set<String>, interrupted: Bool)>(([], false))

    /// A temporary about to be made (or that another writer, Cairo, fills): removed if the
    /// process is interrupted. Throws once it has been: nothing new is started then.
    public static func register(_ temporary: String, for output: String) throws(OutputError) {
        let interrupted = pending.withLock { state in
            if !state.interrupted { state.paths.insert(temporary) }
            return state.interrupted
        }
        if interrupted { throw OutputError(path: output, reason: "interrupted") }
    }

    static func unregister(_ temporary: String) { pending.withLock { _ = $0.paths.remove(temporary) } }

    /// Removes every temporary this process is writing or has not renamed yet, and refuses
    /// new ones from then on; for a signal handler that runs outside the signal's context (a
    /// dispatch source), before the process ends. Returns how many were removed.
    @discardableResult
    public static func removePendingTemporaries() -> Int {
        let paths = pending.withLock { state in
            defer { state.paths.removeAll() }
            state.interrupted = true
            return state.paths
        }
        return paths.filter { unlink($0) == 0 }.count
    }

    /// A temporary path beside `path`, unique to this process, `tag` and a random token.
    public static func temporaryPath(for path: String, tag: String = "") -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let token = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return folder + "/." + url.lastPathComponent + ".\(ProcessInfo.processInfo.processIdentifier)\(tag.isEmpty ? "" : "-" + tag)-\(token).tmp"
    }

    /// Checks that `path`'s folder exists and is writable, so a long render fails before it starts.
    public static func checkWritable(_ path: String) throws(OutputError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputError(path: path, reason: "folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw OutputError(path: path, reason: "folder \(folder) is not writable")
        }
        // Only a regular file is ever replaced: a folder, a device (/dev/null), a FIFO or a
        // socket is refused, and so is a symbolic link, which is neither followed nor replaced.
        var status = stat()
        if lstat(path, &status) == 0 {
            let kind: String? = switch status.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: "it is a folder"
            case S_IFLNK: "it is a symbolic link (not followed, not replaced)"
            case S_IFCHR, S_IFBLK: "it is a device"
            case S_IFIFO: "it is a FIFO"
            default: "it is not a regular file"
            }
            if let kind { throw OutputError(path: path, reason: kind) }
        }
    }

    /// Refuses an output that is one of the inputs (the same file by its real path, whatever
    /// the names say), before anything is read or written.
    public static func checkNotInput(_ path: String, inputs: [String]) throws(OutputError) {
        try Inputs(inputs).checkNotInput(path)
    }

    /// The files a job reads, known by what they are on disk (device and inode, so a second
    /// name or a hard link is the same file) and by real path: nothing a job writes, replaces
    /// or removes may be one of them (issue 49: a render's layout record once replaced the
    /// fixture, and its stale-page sweep removed a row image named like a page).
    public struct Inputs: Sendable {
        private var identities: [FileIdentity: String] = [:]
        private var realPaths: [String: String] = [:]

        public init(_ paths: [String]) {
            for path in paths {
                if let identity = FileIdentity.of(path), identities[identity] == nil { identities[identity] = path }
                if let real = RealPath.of(path), realPaths[real] == nil { realPaths[real] = path }
            }
        }

        /// The input that `path` is, as it was named; nil when it is none (or nothing is there).
        public func input(at path: String) -> String? {
            if let identity = FileIdentity.of(path), let input = identities[identity] { return input }
            if let real = RealPath.of(path), let input = realPaths[real] { return input }
            return nil
        }

        public func checkNotInput(_ path: String, what: String = "") throws(OutputError) {
            if let input = input(at: path) {
                throw OutputError(path: path, reason: "\(what.isEmpty ? "it" : what) is the input \(input); choose another output")
            }
        }
    }

    /// A file as the system knows it: device and inode (following links).
    public struct FileIdentity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64

        public static func of(_ path: String) -> FileIdentity? {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        }

        /// The file at `path` itself (a link is not followed), when it is a regular file.
        public static func ofRegularFile(_ path: String) -> FileIdentity? {
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        }
    }

    /// Writes `bytes` to a temporary file made with `mkstemps` (O_EXCL: never an existing
    /// file or a planted symlink), then renames it over `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let url = URL(fileURLWithPath: path)
        // The process id in the name lets a later run tell a temporary abandoned by a killed
        // run (its process gone) from one another run is still writing.
        try removeAbandonedTemporaries(of: path)
        var template = Array((url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".\(getpid())-XXXXXX.tmp").utf8CString)
        let descriptor = mkstemps(&template, 4)
        guard descriptor >= 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(OutputError) {
            try register(temporary, for: path)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        try fill(descriptor, temporary: temporary, with: bytes, for: path)
        try move(temporary, to: path)
    }

    /// Writes a new file at `temporary` (created exclusively: never an existing file or a
    /// planted link), removed again if anything fails; the error names `output` and says why
    /// in the system's words ("No space left on device", "File too large").
    public static func writeNew(_ bytes: [UInt8], at temporary: String, for output: String) throws(OutputError) {
        try register(temporary, for: output)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            unregister(temporary)
            throw OutputError(path: output, reason: "cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        try fill(descriptor, temporary: temporary, with: bytes, for: output)
    }

    /// Writes `bytes` to `descriptor` (the file `temporary`) and closes it; on failure the
    /// temporary is removed and the reason thrown.
    private static func fill(_ descriptor: Int32, temporary: String, with bytes: [UInt8], for path: String) throws(OutputError) {
        var written = 0, failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress.unsafelyUnwrapped + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        // mkstemps makes the file private (0600); outputs are ordinary files.
        if failure == 0, fchmod(descriptor, 0o644) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            discard(temporary)
            throw OutputError(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Renames a finished temporary file over `path`.
    public static func move(_ temporary: String, to path: String) throws(OutputError) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard(temporary)
            throw OutputError(path: path, reason: reason)
        }
        unregister(temporary)
    }

    /// Removes a temporary this process made and will not rename (a failed or unused write).
    public static func discard(_ temporary: String) {
        unlink(temporary)
        unregister(temporary)
    }

    /// The names in the output's folder; a folder that cannot be listed is an error, since
    /// stale pages and abandoned temporaries in it could not be found.
    public static func entries(of output: String) throws(OutputError) -> (folder: String, names: [String]) {
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
        do {
            return (folder, try FileManager.default.contentsOfDirectory(atPath: folder))
        } catch {
            throw OutputError(path: output, reason: "cannot list its folder \(folder): \((error as NSError).localizedDescription)")
        }
    }

    /// Removes `path`; one already gone (another render removed it) is fine, any other
    /// failure is reported.
    public static func remove(_ path: String, for output: String, what: String) throws(OutputError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw OutputError(path: output, reason: "cannot remove \(what) \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes temporary files of `output` (single files and pages) left by runs that no longer
    /// exist (killed between writing and renaming): `.NAME.PID-…tmp` whose process is gone.
    public static func removeAbandonedTemporaries(of output: String) throws(OutputError) {
        let prefix = "." + URL(fileURLWithPath: output).lastPathComponent + "."
        let (folder, entries) = try entries(of: output)
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let pid = entry.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let number = Int32(pid), number > 0, number != getpid() else { continue }
            if kill(number, 0) != 0 && errno == ESRCH {
                try remove(folder + "/" + entry, for: output, what: "an abandoned temporary file")
            }
        }
    }
}
