import Foundation

/// `Selector`, for target-action on Linux. On iOS a selector is a method's Objective-C name and
/// the runtime finds the method by it; Linux has no Objective-C runtime (`#selector` and `@objc`
/// do not compile there, whatever the compiler flags: `-enable-objc-interop` needs libobjc and an
/// Objective-C-enabled Swift runtime), so a Selector here carries the method itself, as an unbound
/// method reference: `#selector(didTap(_:))` is written `Selector("didTap:", Self.didTap(_:))`.
/// Equal selectors have equal names, as on iOS, so `removeTarget(_:action:for:)` finds them.
/// A selector made from a name alone (`Selector("didTap:")`, a string literal,
/// `NSSelectorFromString`) names a method but cannot call it: a control keeps it, and sending
/// it warns once that nothing was called (see Documentation/UIKit.md, "Target-action").
/// Sendable as Objective-C's `Selector` is (a `static let` of one compiles): the method it
/// carries is only ever called on the main actor (`perform` is main-actor isolated).
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    /// Calls the method on a target of the right type with the sender and event; false when the
    /// target is of another type.
    let perform: (@MainActor (AnyObject, Any?, UIEvent?) -> Bool)?

    public init(_ name: String) {
        self.name = name
        perform = nil
    }

    public init(stringLiteral name: String) { self.init(name) }

    /// An action method without arguments: `@objc func refresh()`. What an action method
    /// returns (an accessibility action's `Bool`, say) is ignored, as UIKit's senders do.
    @preconcurrency @MainActor
    public init<Target: AnyObject, Output>(_ name: String, _ method: @escaping (Target) -> () -> Output) {
        self.name = name
        perform = { target, _, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// An action method taking the sender: `@objc func didTap(_ sender: UIButton)`. A sender of
    /// another type is not passed (on iOS the call would be undefined).
    @preconcurrency @MainActor
    public init<Target: AnyObject, Sender, Output>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Output) {
        self.name = name
        perform = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// An action method taking the sender and the event: `@objc func didTap(_ sender: Any, forEvent event: UIEvent)`.
    @preconcurrency @MainActor
    public init<Target: AnyObject, Sender, Output>(_ name: String, _ method: @escaping (Target) -> (Sender, UIEvent) -> Output) {
        self.name = name
        perform = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            _ = method(target)(sender, event ?? UIEvent())
            return true
        }
    }

    public var description: String { name }
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// `NSStringFromSelector(_:)`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// `NSSelectorFromString(_:)`: a selector that names a method and cannot call it (see `Selector`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// `UIEvent`: what a control passes with an action. Nothing is touched headless, so events
/// made by `sendActions(for:)` carry no touches.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// `UIEvent.EventType`, with UIKit's raw values.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
    open var type: EventType { .touches }
    open var timestamp: TimeInterval { 0 }
    public override init() { super.init() }
}

/// `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIAction`: a handler a control calls for its events (`addAction(_:for:)`,
/// `UIButton(configuration:primaryAction:)`, `sendActions(for:)`), with the sender it was sent from.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    let handler: UIActionHandler
    /// The control that sent it, while its handler runs.
    open internal(set) var sender: Any?

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)` with the layer's `Selector` (Foundation on Linux
    /// has only the block form): the selector's method is called with the notification on the
    /// main actor, while the observer lives (the observer is held weakly, as UIKit's is).
    @preconcurrency @MainActor
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakObserver(observer as AnyObject)
        // Notifications are posted on the main thread in a snapshot test; one posted elsewhere
        // is delivered there synchronously, as Foundation delivers with no queue.
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            nonisolated(unsafe) let posted = notification
            let deliver: @MainActor () -> Void = {
                guard let object = target.object, let perform = aSelector.perform else { return }
                _ = perform(object, posted, nil)
            }
            if MainQueue.isCurrent { MainActor.assumeIsolated(deliver) } else { DispatchQueue.main.sync(execute: deliver) }
        }
    }
}

/// An observer held weakly by a notification's block.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// `UIMenuElement`: an action or a menu in a menu (context and edit menus, a button's `menu`).
/// Menus are never opened headless; their elements are kept for tests to read.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    public override init() { super.init() }
}

/// `UIMenu`: a titled group of actions and submenus.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
    public let title: String
    public let image: UIImage?
    public let identifier: Identifier?
    public let options: Options
    public let children: [UIMenuElement]
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init()
    }
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
