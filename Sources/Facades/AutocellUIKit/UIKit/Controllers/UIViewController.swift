import AutocellLayout
import AutocellTable
import Foundation

/// `UIViewController`: a view loaded on first use (`loadView`, then `viewDidLoad`), sized to
/// `UIScreen.main`; appearance callbacks when a window shows it (`UIWindow.rootViewController`,
/// `makeKeyAndVisible()`) or a parent adds it; `viewWillLayoutSubviews`/`viewDidLayoutSubviews`
/// around its view's layout and `updateViewConstraints` in its view's constraint pass; children;
/// and the root view's layout margins, which UIKit keeps at least at the system minimum
/// (`systemMinimumLayoutMargins`: 16 pt leading and trailing in a compact width, 20 pt in a
/// regular one, 0 top and bottom; Apple's documentation of `systemMinimumLayoutMargins` and
/// "Positioning content within layout margins"). The view comes from the controller's
/// storyboard scene (`UIStoryboard`) or nib (`nibName`) when it has one.
/// `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

@preconcurrency @MainActor
open class UIViewController: UIResponder {
    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?
    private var loadedView: UIView?
    open var title: String?
    // Focus (`UIFocusEnvironment`, Focus.swift): nothing is focused headless, as on an iPhone
    // without a keyboard; overrides compile and run as on iOS when nothing has focus.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    open var preferredContentSize = CGSize.zero
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    /// `viewRespectsSystemMinimumLayoutMargins`: whether the root view's margins are at least the system minimum.
    open var viewRespectsSystemMinimumLayoutMargins = true { didSet { loadedView?.constraintsChanged() } }
    /// `overrideUserInterfaceStyle`: the root view and its subviews take this style.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet {
            UIView.traitGeneration &+= 1
            loadedView?.setNeedsLayout()
        }
    }
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// View controllers are not decoded from storyboards on Linux; a subclass written for iOS
    /// still compiles with its `required init?(coder:)`.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: The view

    /// `view`: loaded on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// Handlers of `registerForTraitChanges` (TraitChanges.swift).
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// `storyboard`: the storyboard the controller was instantiated from.
    open internal(set) var storyboard: UIStoryboard?
    /// How the view is made when the controller came from a storyboard (its scene's view).
    var storyboardView: (@MainActor (UIViewController) -> UIView?)?

    /// `loadView()`: the storyboard scene's view for a controller instantiated from a
    /// storyboard; else the view of the nib `nibName` names, or, with no name, of the nib named
    /// after the class (`MyView.xib`, then `MyViewController.xib`, as Apple's documentation of
    /// `nibName` describes), its File's Owner outlets connected to the controller; else a plain
    /// view the size of the screen.
    open func loadView() {
        if let storyboardView, let made = storyboardView(self) {
            made.frame = UIScreen.main.bounds
            view = made
            return
        }
        if let nib = nibToLoad() {
            do {
                if let made = try nib.instantiateChecked(withOwner: self).first as? UIView {
                    made.frame = UIScreen.main.bounds
                    view = made
                    return
                }
            } catch {
                UIKitDiagnostics.report("\(type(of: self)).loadView(): \(error)")
            }
        }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// The nib `loadView()` loads: `nibName`'s (missing: said), or one named after the class.
    private func nibToLoad() -> UINib? {
        if let nibName { return UINib(nibName: nibName, bundle: nibBundle) }
        let name = String(describing: type(of: self))
        guard type(of: self) != UIViewController.self, !name.hasPrefix("UI") else { return nil }
        let candidates = name.hasSuffix("Controller") ? [String(name.dropLast("Controller".count)), name] : [name]
        for candidate in candidates where UINib.resource(candidate + ".xib", bundle: nibBundle).path != nil {
            return UINib(nibName: candidate, bundle: nibBundle)
        }
        return nil
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) { forwardToChildren { $0.viewWillAppear(animated) } }
    open func viewDidAppear(_ animated: Bool) { forwardToChildren { $0.viewDidAppear(animated) } }
    open func viewWillDisappear(_ animated: Bool) { forwardToChildren { $0.viewWillDisappear(animated) } }
    open func viewDidDisappear(_ animated: Bool) { forwardToChildren { $0.viewDidDisappear(animated) } }
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// `updateViewConstraints()`: runs in the view's constraint pass instead of the view's
    /// `updateConstraints()`, which this default calls.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// Appearance goes on to children whose views are in this one's (UIKit's
    /// `shouldAutomaticallyForwardAppearanceMethods`).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    private func forwardToChildren(_ call: (UIViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return }
        for child in children where child.loadedView?.isDescendant(of: root) == true { call(child) }
    }

    /// `systemMinimumLayoutMargins`: 16 pt leading and trailing (20 pt in a regular width, from
    /// 600 pt — `UserInterfaceSizeClass.horizontal(forWidth:)`), 0 top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = Double(loadedView?.bounds.width ?? UIScreen.main.bounds.width)
        let side: CGFloat = UserInterfaceSizeClass.horizontal(forWidth: width) == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// `prefersStatusBarHidden`: a hidden status bar leaves no safe area above a device's
    /// screen without a notch (`ViewImageConfig`'s 20 pt status bar is then 0, as on iOS).
    open var prefersStatusBarHidden: Bool { false }
    /// `preferredStatusBarStyle` (no status bar is drawn headless).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// `additionalSafeAreaInsets`: added to the safe area the root view has from its window.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            if additionalSafeAreaInsets != .zero { UIView.safeAreasExist = true }
            loadedView?.constraintsChanged()
        }
    }
    /// `viewSafeAreaInsetsDidChange()`: the root view's safe area changed (in a layout pass).
    open func viewSafeAreaInsetsDidChange() {}

    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? .current }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The next responder: the view's superview, as UIKit's chain goes from a root view to its
    /// controller and on to the view it is in.
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: Children

    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// `present(_:animated:completion:)`: records the presented controller, loads its view and
    /// runs `completion`. Nothing is shown headless (there is no screen to cover): the layer
    /// says so once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        UIKitGap.presentation.note()
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.loadViewIfNeeded()
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}
