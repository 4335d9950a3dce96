import Foundation

// The focus API (`UIFocusEnvironment`, `UIFocusItem`, `UIFocusUpdateContext`,
// `UIFocusAnimationCoordinator`) that cells written for tvOS and for iPad keyboards declare.
// Headless there is no focus engine: nothing is focused, so `isFocused` is false and
// `didUpdateFocus(in:with:)` is never called, as on an iPhone without a keyboard, where a
// snapshot is taken (Apple's "About focus interactions for Apple TV" and `UIFocusSystem`).
// Requests (`setNeedsFocusUpdate()`, `updateFocusIfNeeded()`) are kept without effect.

/// `UIFocusEnvironment`: what takes part in focus updates.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// `UIFocusItem`: an environment that can be focused.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    var canBecomeFocused: Bool { get }
}

/// `UIFocusHeading`: the direction focus moves in.
public struct UIFocusHeading: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// `UIFocusUpdateContext`: one focus update (never made here: nothing is focused).
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    open var previouslyFocusedItem: (any UIFocusItem)? { nil }
    open var nextFocusedItem: (any UIFocusItem)? { nil }
    open var previouslyFocusedView: UIView? { nil }
    open var nextFocusedView: UIView? { nil }
    open var focusHeading: UIFocusHeading { [] }
    public override init() { super.init() }
}

/// `UICollectionViewFocusUpdateContext` and `UITableViewFocusUpdateContext`.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    open var nextFocusedIndexPath: IndexPath? { nil }
}

@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    open var nextFocusedIndexPath: IndexPath? { nil }
}

/// `UIFocusAnimationContext`: the duration of a focus animation.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: NSObjectProtocol {
    var duration: TimeInterval { get }
}

/// `UIFocusAnimationCoordinator`: animations run with a focus update. Its animations run at
/// once, as the layer runs `UIView.animate` blocks (a still image shows their end).
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    public override init() { super.init() }

    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }

    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        completion?()
    }

    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        completion?()
    }
}

extension UIView: UIFocusItem {
    // Declared in the class body (`UIView.canBecomeFocused` and the environment's members are
    // overridable there); see UIView.swift.
}

extension UIViewController: UIFocusEnvironment {}

/// `UIFocusEffect` and `UIFocusHaloEffect`: how a focused view is marked (never drawn: nothing
/// is focused headless).
@preconcurrency @MainActor
open class UIFocusEffect: NSObject {
    public override init() { super.init() }
    public static func effect() -> UIFocusEffect { UIFocusEffect() }
}

@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    public convenience init(rect: CGRect) { self.init() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) { self.init() }
    open var containerView: UIView?
    open var referenceView: UIView?
    open var position = Position.automatic
    public enum Position: Int, Sendable { case automatic, outside, inside }
}
