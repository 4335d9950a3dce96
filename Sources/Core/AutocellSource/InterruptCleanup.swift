import Dispatch
import Glibc

/// Ctrl-C (SIGINT), SIGTERM or SIGHUP during a command: the temporaries it is writing are
/// removed, then the process ends by the same signal (so a shell or CI sees how it ended).
/// The handler runs on a dispatch queue, not in the signal's context, where taking a lock
/// and unlinking files is safe (issue 49: a render interrupted after 5 s left 26 MB of
/// hidden temporaries).
public enum InterruptCleanup {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Installs the handlers; call once, first thing in `main`.
    public static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                AtomicFile.removePendingTemporaries()
                signal(number, SIG_DFL)
                kill(getpid(), number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
