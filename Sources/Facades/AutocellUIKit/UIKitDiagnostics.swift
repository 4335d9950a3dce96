import Foundation

/// Where the UIKit layer says what it cannot do or what went wrong, as UIKit writes to the
/// console: on standard error, once per message.
enum UIKitDiagnostics {
    nonisolated(unsafe) private static var said: Set<String> = []

    /// A message UIKit itself would log (a conflict), written as it is, without the prefix;
    /// once per text, like `report`.
    static func log(_ message: String) {
        guard said.insert(message).inserted else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// What the UIKit layer itself says (what it cannot do, what went wrong), marked as its own.
    static func report(_ message: String) { log("[AutocellUIKit] " + message) }
}
