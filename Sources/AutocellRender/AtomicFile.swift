import Foundation

/// Files appear complete or not at all: content goes to a hidden temporary file in the same
/// folder, which is renamed over the destination once fully written.
public enum AtomicFile {
    /// A temporary path beside `path`, unique to this process and `tag`.
    public static func temporaryPath(for path: String, tag: String = "") -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        return folder + "/." + url.lastPathComponent + ".\(ProcessInfo.processInfo.processIdentifier)\(tag.isEmpty ? "" : "-" + tag).tmp"
    }

    /// Checks that `path`'s folder exists and is writable, so a long render fails before it starts.
    public static func checkWritable(_ path: String) throws(RenderError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .outputUnwritable(path: path, reason: "folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw .outputUnwritable(path: path, reason: "folder \(folder) is not writable")
        }
        var isExistingDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isExistingDirectory), isExistingDirectory.boolValue {
            throw .outputUnwritable(path: path, reason: "it is a folder")
        }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let temporary = temporaryPath(for: path)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .outputUnwritable(path: path, reason: error.localizedDescription)
        }
        try move(temporary, to: path)
    }

    /// Renames a finished temporary file over `path`.
    public static func move(_ temporary: String, to path: String) throws(RenderError) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw .outputUnwritable(path: path, reason: reason)
        }
    }
}
