import Dispatch
import Foundation

/// Whether code runs on the main queue, where the main actor runs. On Linux a main-actor task
/// (a `@MainActor` Swift Testing test, say) may run the main queue on a thread that is not the
/// process's main thread, so `Thread.isMainThread` alone says no there; the main queue is
/// marked once and recognized by its mark.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || (marked && DispatchQueue.getSpecific(key: key) == true)
    }
}
