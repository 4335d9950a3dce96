import Foundation

/// `UIGestureRecognizer`: kept on its view with its targets and actions. Nothing is touched
/// headless, so a recognizer stays `.possible` and calls nothing by itself; a test calls its
/// actions with `sendActions()` (Autocell's, not UIKit's) to check what a gesture would do.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var targets: [(target: WeakTarget, action: Selector)] = []
    private struct WeakTarget {
        weak var object: AnyObject?
    }

    open internal(set) weak var view: UIView?
    open var isEnabled = true
    open var state = State.possible
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var name: String?
    open var numberOfTouches: Int { 0 }

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public convenience override init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { targets.append((WeakTarget(object: target as AnyObject), action)) }

    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.target.object === object) && (action == nil || $0.action == action) }
    }

    /// `require(toFail:)`: kept, with no effect (no gesture is recognized headless).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    /// `location(in:)`: the origin (there is no touch).
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

    /// Calls every target's action with this recognizer as the sender, as UIKit does when the
    /// gesture is recognized (Autocell's, for tests: nothing is touched headless).
    public func sendActions() {
        for (target, action) in targets {
            guard let object = target.object, let perform = action.perform else { continue }
            _ = perform(object, self, nil)
        }
    }
}

/// `UIGestureRecognizerDelegate`: every method optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

/// `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

/// `UIPanGestureRecognizer`: no translation or velocity (nothing moves headless).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

/// `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// `UIRotationGestureRecognizer`.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}
