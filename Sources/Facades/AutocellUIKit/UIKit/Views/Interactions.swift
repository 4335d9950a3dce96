import Foundation

// Interactions (`UIInteraction`, `addInteraction(_:)`): pointer hover, context menus and edit
// menus that cells add for iPad and Mac. Headless nothing is touched, hovered or pressed, so
// they are kept on the view (`interactions`) and never act, as on an iPhone that is not touched.

/// `UIInteraction`: behaviour added to a view.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// `UIPointerInteraction` and its delegate: hover effects (iPad pointer), never shown.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {}

@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open weak var delegate: UIPointerInteractionDelegate?
    open var isEnabled = true
    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }
    public convenience override init() { self.init(delegate: nil) }
    open func invalidate() {}
}

/// `UIContextMenuInteraction` and its delegate: a long-press menu, never opened.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {}

@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open weak var delegate: UIContextMenuInteractionDelegate?
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }
}

/// `UIEditMenuInteraction`, its configuration and delegate: the copy/paste menu, never shown.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {}

@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    public let identifier: (any NSCopying)?
    public let sourcePoint: CGPoint
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }
}

@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open weak var delegate: UIEditMenuInteractionDelegate?
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {}
    open func dismissMenu() {}
}
