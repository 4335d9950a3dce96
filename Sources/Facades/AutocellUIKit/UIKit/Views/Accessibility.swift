import Foundation

/// `UIAccessibilityTraits`: what a view is to VoiceOver. Headless there is no VoiceOver; the
/// traits are kept for tests to read. The names are UIKit's; the raw values are this layer's own
/// (one bit each), not read from UIKit's header, so do not persist them.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// The bitmask operators apps wrote when traits were a `UInt64` and still write
/// (`accessibilityTraits |= UIAccessibilityTraitButton`, `traits &= ~.selected`): union,
/// intersection and complement of the option set, so such code compiles and means what it did.
extension UIAccessibilityTraits {
    public static func | (lhs: UIAccessibilityTraits, rhs: UIAccessibilityTraits) -> UIAccessibilityTraits { lhs.union(rhs) }
    public static func & (lhs: UIAccessibilityTraits, rhs: UIAccessibilityTraits) -> UIAccessibilityTraits { lhs.intersection(rhs) }
    public static func |= (lhs: inout UIAccessibilityTraits, rhs: UIAccessibilityTraits) { lhs.formUnion(rhs) }
    public static func &= (lhs: inout UIAccessibilityTraits, rhs: UIAccessibilityTraits) { lhs.formIntersection(rhs) }
    public static prefix func ~ (traits: UIAccessibilityTraits) -> UIAccessibilityTraits { UIAccessibilityTraits(rawValue: ~traits.rawValue) }
}

/// `UIAccessibilityCustomAction`: an action VoiceOver offers. Kept for tests to read (and to
/// call: `perform()` runs its handler or its target's selector, as VoiceOver would).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var image: UIImage?
    open var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    public init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.name = name
        self.image = image
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// What VoiceOver does when the action is chosen.
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector, let perform = selector.perform else { return false }
        return perform(target, self, nil)
    }
}
