import Foundation

/// `UIWindow`: the root of a view hierarchy that view controllers appear in. Headless nothing is
/// on a display: a window is a view a test lays out and draws like any other, and
/// `makeKeyAndVisible()` shows it (`isHidden` false, as windows start hidden on iOS), makes it
/// the key window and tells its root view controller it appears.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The key window, as the application has one.
    private static weak var keyWindow: UIWindow?

    open var windowLevel = Level.normal
    open var isKeyWindow: Bool { UIWindow.keyWindow === self }

    /// `rootViewController`: its view fills the window (resized with it).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let oldValue, oldValue.isViewLoaded, oldValue.view.superview === self {
                if !isHidden { oldValue.viewWillDisappear(false) }
                oldValue.view.removeFromSuperview()
                if !isHidden { oldValue.viewDidDisappear(false) }
            }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if !isHidden { controller.viewWillAppear(false) }
            addSubview(view)
            if !isHidden {
                layoutIfNeeded()
                controller.viewDidAppear(false)
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A window the size of `UIScreen.main`.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// `UIWindow(windowScene:)`: a window the size of the screen, in `windowScene`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }

    /// `windowScene`: the scene the window was made in. Held by the window: headless no app
    /// session keeps scenes alive (on iOS the reference is weak and the session holds it).
    open var windowScene: UIWindowScene?

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    open func makeKey() {
        UIWindow.keyWindow?.resignKey()
        UIWindow.keyWindow = self
        becomeKey()
    }

    /// `makeKeyAndVisible()`: shows the window, makes it key, tells its root view controller it
    /// appears and lays it out.
    open func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        isHidden = false
        rootViewController?.viewWillAppear(false)
        layoutIfNeeded()
        rootViewController?.viewDidAppear(false)
    }

    open func becomeKey() {}
    open func resignKey() {}
}

/// `UIScene`, `UIWindowScene`: the scene a window belongs to. Headless there is one screen and
/// no session, so a scene is made directly (`UIWindowScene()`) for code that needs one; it
/// keeps what is set on it and gives the main screen's traits.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public override init() { super.init() }
    open var title: String?
}

@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// `screen`: the main screen.
    open var screen: UIScreen { UIScreen.main }
    /// `traitCollection`: the current traits.
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}
