import Foundation

// Core Animation's animations (`CAAnimation`, `CABasicAnimation`, `CAKeyframeAnimation`,
// `CAAnimationGroup`, `CASpringAnimation`), transactions and media time. An animation never
// changes a layer's model values, and a snapshot draws the model layer (`layer.render(in:)`,
// what swift-snapshot-testing draws layers with), so animations added to a layer are kept
// (`animation(forKey:)`, `animationKeys()`) and draw nothing; a transaction's completion
// block runs when it is committed, as there is nothing to wait for.

/// `CFTimeInterval`: seconds, as Core Foundation declares it.
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()`: seconds on the host's monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// `CAMediaTimingFunctionName` and `CAMediaTimingFunction`.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let name: CAMediaTimingFunctionName?
    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        super.init()
    }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        super.init()
    }
}

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// `CAAnimationDelegate`.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation`: kept on its layer, never drawn (see above).
open class CAAnimation: NSObject {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var speed: Float = 1
    open var fillMode = CAMediaTimingFillMode.removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    open var delegate: CAAnimationDelegate?
    public override init() { super.init() }
}

open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
}

open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// `CATransaction`: changes grouped; nothing animates, so a commit runs the completion block.
open class CATransaction: NSObject {
    nonisolated(unsafe) private static var completions: [(() -> Void)?] = []
    public class func begin() { completions.append(nil) }
    public class func commit() {
        guard let completion = completions.popLast() else { return }
        completion?()
    }
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        if completions.isEmpty { block?() } else { completions[completions.count - 1] = block }
    }
    public class func completionBlock() -> (() -> Void)? { completions.last ?? nil }
    public class func setAnimationDuration(_ duration: CFTimeInterval) {}
    public class func animationDuration() -> CFTimeInterval { 0.25 }
    public class func setDisableActions(_ flag: Bool) {}
    public class func disableActions() -> Bool { false }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    public class func flush() {}
}
