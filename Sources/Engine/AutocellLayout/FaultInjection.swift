import Foundation

/// Faults a test can ask for from outside the process, to check that the way an internal
/// failure travels up (kind kept through every wrapper, exit status 70, the request for a
/// report) holds in the shipped binary: `AUTOCELL_INJECT_FAULT=solver` makes every cell
/// engine meet an internal solver error, as if the simplex had reached a state it never
/// should; `AUTOCELL_INJECT_FAULT=swap` kills the process (SIGKILL) once a render has put the
/// first of its pages in place, as a `kill -9` at the worst moment would. Read once per
/// process; unset in normal use, where it costs one environment lookup.
package enum FaultInjection {
    /// What the environment asks for (`AUTOCELL_INJECT_FAULT`).
    package static let requested = ProcessInfo.processInfo.environment["AUTOCELL_INJECT_FAULT"]

    /// The internal error every cell engine starts with when `solver` is asked for.
    static let solverFailure: String? =
        requested == "solver" ? "internal solver inconsistency: a failure injected for testing (AUTOCELL_INJECT_FAULT=solver)" : nil

    /// Whether a render kills itself after its first page is in place (`swap`).
    package static let killsDuringSwap = requested == "swap"
}
