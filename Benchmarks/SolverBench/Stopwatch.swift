import Foundation

/// Brackets a timed region with the monotonic clock.
struct Stopwatch {
    private var started: DispatchTime = .now()
    private(set) var elapsedMilliseconds = 0.0

    mutating func start() { started = .now() }

    mutating func stop() {
        elapsedMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
    }
}
