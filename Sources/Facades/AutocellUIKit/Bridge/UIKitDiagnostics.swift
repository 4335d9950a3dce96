import Foundation

/// Where the UIKit layer says what it cannot do or what went wrong, as UIKit writes to the
/// console: on standard error, once per message.
package enum UIKitDiagnostics {
    nonisolated(unsafe) private static var said: Set<String> = []
    /// The failures said while a snapshot strategy renders (`collectingFailures`), nil otherwise.
    nonisolated(unsafe) private static var failures: [String]?

    /// A message UIKit itself would log (a conflict), written as it is, without the prefix;
    /// once per text, like `report`.
    static func log(_ message: String) {
        guard said.insert(message).inserted else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Whether a message containing `fragment` has been said in this process (for tests: each
    /// message is written once per process, whichever test met it first).
    package static func hasSaid(_ fragment: String) -> Bool { said.contains { $0.contains(fragment) } }

    /// What the UIKit layer itself says (what it cannot do, what went wrong), marked as its own.
    static func report(_ message: String) { log("[AutocellUIKit] " + message) }

    /// Something that leaves the hierarchy not laid out or not drawn at all (a hierarchy the
    /// engine cannot take, no fonts): said as `report` does, and, while a snapshot strategy
    /// renders, handed to it so that the test fails instead of recording an empty image.
    static func fail(_ message: String) {
        report(message)
        failures?.append(message)
    }

    /// Runs `body` and returns what it failed with (`fail`), every time, said or not before.
    package static func collectingFailures<T>(_ body: () -> T) -> (T, [String]) {
        let outer = failures
        failures = []
        defer { failures = outer.map { $0 + (failures ?? []) } }
        let value = body()
        return (value, failures ?? [])
    }
}
