import Foundation
import Synchronization

/// A progress bar on standard error for jobs that run longer than a second, drawn only when
/// standard error is a terminal (never in logs or pipes). Safe to update from any thread.
public final class ProgressBar: Sendable {
    private let label: String
    private let start = Date()
    private let enabled = isatty(STDERR_FILENO) == 1
    private let shown = Mutex(false)

    public init(_ label: String) {
        self.label = label
    }

    public func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0, Date().timeIntervalSince(start) > 1 else { return }
        let width = 30
        let filled = min(width, done * width / total)
        let line = "\r\(label) [\(String(repeating: "#", count: filled))\(String(repeating: " ", count: width - filled))] \(done)/\(total)"
        shown.withLock { shown in
            shown = true
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Ends the bar's line, if one was drawn.
    public func finish() {
        shown.withLock { shown in
            if shown { FileHandle.standardError.write(Data("\n".utf8)) }
            shown = false
        }
    }
}
