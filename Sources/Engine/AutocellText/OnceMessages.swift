import Synchronization

/// Messages said once per process, as UIKit's own warnings are: each is kept until whoever
/// draws takes it (`takeMessages()`), and never kept again. Thread-safe (renders lay rows out on
/// every core).
public final class OnceMessages: Sendable {
    private struct State: ~Copyable {
        var pending: [String] = []
        var said: Set<String> = []
    }
    private let state = Mutex(State())

    public init() {}

    /// Keeps `message` to be said, unless it was already.
    public func note(_ message: String) {
        state.withLock { state in
            guard state.said.insert(message).inserted else { return }
            state.pending.append(message)
        }
    }

    /// Whether a message containing `fragment` has arisen in this process (for tests: each is
    /// said once, whichever test met it first).
    public func hasSaid(_ fragment: String) -> Bool {
        state.withLock { $0.said.contains { $0.contains(fragment) } }
    }

    /// The messages not yet said, in the order they arose.
    public func takeMessages() -> [String] {
        state.withLock { state in
            let messages = state.pending
            state.pending = []
            return messages
        }
    }
}
