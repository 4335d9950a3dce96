import Foundation

/// Files watched for changes (size, time, inode or presence), looked at twice a second:
/// what `inspect --watch` writes its page again on.
public enum FileWatcher {
    /// Calls `change` whenever one of `files` changes, once they stop changing (editors write
    /// in steps); `change` returns the files to watch next (a fixture may name new ones).
    /// Never returns: the process ends by a signal or by an error `change` throws.
    public static func watch(_ files: [String], change: () throws -> [String]) throws -> Never {
        var watched = files
        var last = watched.map(signature)
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let now = watched.map(signature)
            guard now != last else { continue }
            Thread.sleep(forTimeInterval: 0.2)
            watched = try change()
            last = watched.map(signature)
        }
    }

    /// What changes when a file is written, replaced or removed.
    static func signature(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "missing" }
        return "\(status.st_size) \(status.st_mtim.tv_sec) \(status.st_mtim.tv_nsec) \(status.st_ino)"
    }
}
