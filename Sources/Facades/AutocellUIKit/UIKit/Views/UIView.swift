import AutocellLayout
import AutocellText
import AutocellDrawing

/// `UIResponder`: the responder chain (`next`) and first-responder status. Headless there is
/// no keyboard or window: becoming first responder is recorded (`isFirstResponder`) and resigns
/// the previous first responder, and nothing is drawn differently for it.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// `classForCoder()`: the class itself, as Objective-C's `+classForCoder` answers (tests
    /// write `Bundle(for: MyCell.classForCoder())`; Linux's `NSObject` has no class method).
    nonisolated open class func classForCoder() -> AnyClass { self }

    /// The one first responder, as a window has one.
    private static weak var current: UIResponder?

    /// `next`: a view's superview (its view controller's, when it is one's root view).
    open var next: UIResponder? { nil }
    /// `canBecomeFirstResponder`: false, as UIKit's default; text fields and text views say true.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.current === self }

    /// `becomeFirstResponder()`: true when the responder can become first responder and the
    /// current one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.current, current !== self, !current.resignFirstResponder() { return false }
        UIResponder.current = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.current === self { UIResponder.current = nil }
        return true
    }
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// `UIView.ContentMode`.
public enum UIViewContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// UIKit's names, in the cases' order (what Interface Builder writes).
    static let names = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]

    /// How the engine draws an image in this mode (`redraw` scales as `scaleToFill`).
    var engineMode: AutocellLayout.ContentMode { AutocellLayout.ContentMode(uikitName: Self.names[rawValue]) ?? .scaleToFill }

    /// The mode the engine's `mode` is in UIKit.
    init(_ mode: AutocellLayout.ContentMode) {
        self = UIViewContentMode(rawValue: Self.names.firstIndex(of: mode.uikitName) ?? 0) ?? .scaleToFill
    }
}

/// `UIView.AutoresizingMask`.
public struct UIViewAutoresizing: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = UIViewAutoresizing(rawValue: 1 << 0)
    public static let flexibleWidth = UIViewAutoresizing(rawValue: 1 << 1)
    public static let flexibleRightMargin = UIViewAutoresizing(rawValue: 1 << 2)
    public static let flexibleTopMargin = UIViewAutoresizing(rawValue: 1 << 3)
    public static let flexibleHeight = UIViewAutoresizing(rawValue: 1 << 4)
    public static let flexibleBottomMargin = UIViewAutoresizing(rawValue: 1 << 5)
}

/// `UIView`: a rectangle in a hierarchy, laid out by its constraints with Autocell's engine
/// (`HierarchyLayout`) when `layoutIfNeeded` or `systemLayoutSizeFitting` asks.
@preconcurrency @MainActor
open class UIView: UIResponder {
    public typealias ContentMode = UIViewContentMode
    public typealias AutoresizingMask = UIViewAutoresizing

    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize` and `layoutFittingExpandedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    open var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            setNeedsLayout()
            if autoresizesSubviews { resizeSubviews(from: oldValue.size) }
        }
    }
    /// `autoresizesSubviews`: when the view's size changes, subviews with an autoresizing
    /// mask follow it (springs and struts).
    open var autoresizesSubviews = true

    private func resizeSubviews(from old: CGSize) {
        for view in subviews where !view.autoresizingMask.isEmpty {
            let mask = AutocellLayout.AutoresizingMask(rawValue: UInt(view.autoresizingMask.rawValue))
            let resized = mask.resized(
                Rect(view.frame), from: Size(old), to: Size(frame.size))
            view.frame = CGRect(resized)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            if newValue.origin != .zero { UIKitGap.viewBoundsOrigin.note() }
            frame.size = newValue.size
        }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// `next`: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? { isControllerRoot ? viewController ?? superview : superview }
    open var backgroundColor: UIColor?
    open var isHidden = false { didSet { if isHidden != oldValue { superview?.setNeedsLayout() } } }
    open var alpha: CGFloat = 1
    /// `transform`: kept, not drawn (see `CGAffineTransform`); a view given one says so once.
    open var transform = CGAffineTransform.identity {
        didSet {
            if !transform.isIdentity {
                UIKitGap.viewTransform.note()
            }
        }
    }
    open var clipsToBounds = false
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    open var contentMode = ContentMode.scaleToFill
    open var tag = 0
    open var accessibilityIdentifier: String?
    /// The name the Interface Builder reader gave this view when a nib made it (its outlet,
    /// user label, or class and number): the name a fixture's `{nib:}` template gives the
    /// same view, so the two front ends can be compared view by view.
    package var nibName: String?
    // Focus (`UIFocusItem`, Focus.swift): nothing is focused headless, as on an iPhone
    // without a keyboard; overrides compile and run as on iOS when nothing has focus.
    open var canBecomeFocused: Bool { false }
    open var isFocused: Bool { false }
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// `focusEffect` (Focus.swift): kept; nothing is focused headless.
    open var focusEffect: UIFocusEffect?
    /// `tintAdjustmentMode`: kept; views are drawn in their normal tint (nothing dims them
    /// headless: no alert or sheet is presented over them).
    open var tintAdjustmentMode = TintAdjustmentMode.automatic
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
    /// `interactions` (`addInteraction(_:)`): kept; nothing is touched or hovered headless.
    open private(set) var interactions: [any UIInteraction] = []
    open func addInteraction(_ interaction: any UIInteraction) {
        interactions.append(interaction)
        interaction.willMove(to: self)
        interaction.didMove(to: self)
    }
    open func removeInteraction(_ interaction: any UIInteraction) {
        interactions.removeAll { $0 === interaction }
        interaction.willMove(to: nil)
        interaction.didMove(to: nil)
    }
    /// `gestureRecognizerShouldBegin(_:)`: a view's say over its recognizers (none fire headless).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // Accessibility (UIKit declares these on NSObject; here on views): kept for tests to read,
    // with no effect headless (see `UIAccessibility`).
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// `accessibilityActivate()`: what VoiceOver's double tap does; false (not handled) by default.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityElementDidBecomeFocused() {}
    open func accessibilityElementDidLoseFocus() {}
    open var accessibilityLanguage: String?
    open var accessibilityElements: [Any]?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityRespondsToUserInteraction = false
    /// `accessibilityFrame`: set by the app, or the view's frame in its root view's coordinates.
    open var accessibilityFrame: CGRect {
        get { ownAccessibilityFrame ?? convert(bounds, to: nil) }
        set { ownAccessibilityFrame = newValue }
    }
    private var ownAccessibilityFrame: CGRect?
    /// `semanticContentAttribute`: a change lays the hierarchy out again (leading and trailing
    /// flip with the direction it forces).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet {
            if semanticContentAttribute == .playback || semanticContentAttribute == .spatial { UIKitGap.semanticPlayback.note() }
            if semanticContentAttribute != oldValue {
                for view in descendantsAndSelf { view.constraintsChanged() }
                UIView.traitGeneration &+= 1
            }
        }
    }
    open var autoresizingMask: AutoresizingMask = [] { didSet { if autoresizingMask != oldValue { constraintsChanged() } } }
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { constraintsChanged() } }
    private var ownTintColor: UIColor?
    /// `tintColor`: its own, else its superview's, else `systemBlue`. Setting it calls
    /// `tintColorDidChange()` on the view and on the subviews that inherit it, as UIKit does.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintChanged()
        }
    }

    /// `tintColorDidChange()`: the view's tint colour changed (its own or one it inherits).
    open func tintColorDidChange() {}

    private func tintChanged() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tintChanged() }
    }
    /// `layerClass`: the class of the view's layer; a view overrides it to be backed by a
    /// `CAGradientLayer` or `CAShapeLayer`, which then draws over the view's background.
    open class var layerClass: AnyClass { CALayer.self }
    /// `layer`: made from `layerClass` (a class that is not a `CALayer` gives a `CALayer`).
    public private(set) lazy var layer: CALayer = {
        let layer = (type(of: self).layerClass as? CALayer.Type)?.makeForView() ?? CALayer()
        layer.view = self
        return layer
    }()

    /// UIView's default `layoutMargins` on each side (Apple: "8 points on each side" for a view
    /// that is not a view controller's root).
    static let defaultLayoutMargin = 8.0
    private var ownLayoutMargins = UIEdgeInsets(
        top: UIView.defaultLayoutMargin, left: UIView.defaultLayoutMargin, bottom: UIView.defaultLayoutMargin, right: UIView.defaultLayoutMargin)
    /// `layoutMargins`: 8 pt on every side, or what was set; a view controller's root view's are
    /// at least the controller's `systemMinimumLayoutMargins` (its default, unless set larger).
    open var layoutMargins: UIEdgeInsets {
        get {
            // A cell's contentView reports the margins it lays out with: the table's.
            if !hasOwnMargins, let cell = superview as? UITableViewCell, cell.contentView === self {
                let margins = cell.contentViewMargins().layoutMargins
                return UIEdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
            }
            var own = ownLayoutMargins
            // Directional margins: leading on the right in a right-to-left layout.
            if let directional = ownDirectionalMargins {
                let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                own = UIEdgeInsets(
                    top: directional.top, left: rightToLeft ? directional.trailing : directional.leading, bottom: directional.bottom,
                    right: rightToLeft ? directional.leading : directional.trailing)
            }
            guard let minimum = systemMinimumMargins else { return own }
            guard hasOwnMargins else { return minimum }
            return UIEdgeInsets(
                top: max(own.top, minimum.top), left: max(own.left, minimum.left),
                bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.right))
        }
        set {
            ownLayoutMargins = newValue
            ownDirectionalMargins = nil
            hasOwnMargins = true
            constraintsChanged()
            layoutMarginsDidChange()
        }
    }
    /// `layoutMarginsDidChange()`: called when the app sets the view's margins.
    open func layoutMarginsDidChange() {}
    /// Margins set as `directionalLayoutMargins`, resolved by the layout direction when read.
    private var ownDirectionalMargins: NSDirectionalEdgeInsets?
    /// The controller whose root view this is (`UIViewController.view`).
    weak var viewController: UIViewController? {
        didSet {
            isControllerRoot = viewController != nil
            if isControllerRoot { UIView.controllerRootsExist = true }
            constraintsChanged()
        }
    }
    /// Whether a controller has this view as its root (a flag read on the layout path, where
    /// loading the weak reference for every view would cost).
    private(set) var isControllerRoot = false
    /// Whether any view was ever a controller's root (until then layout does not look for them).
    static var controllerRootsExist = false
    /// The minimum margins the view controller keeps, left and right by layout direction.
    var systemMinimumMargins: UIEdgeInsets? {
        guard isControllerRoot, let viewController, viewController.viewRespectsSystemMinimumLayoutMargins else { return nil }
        let minimum = viewController.systemMinimumLayoutMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(
            top: minimum.top, left: rightToLeft ? minimum.trailing : minimum.leading, bottom: minimum.bottom,
            right: rightToLeft ? minimum.leading : minimum.trailing)
    }
    /// `directionalLayoutMargins`: leading and trailing, on the left and right in a
    /// left-to-right layout and the other way round in a right-to-left one.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: margins.top, leading: rightToLeft ? margins.right : margins.left, bottom: margins.bottom,
                trailing: rightToLeft ? margins.left : margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
            ownDirectionalMargins = newValue
        }
    }
    var hasOwnMargins = false
    open var preservesSuperviewLayoutMargins = false { didSet { constraintsChanged() } }
    open var insetsLayoutMarginsFromSafeArea = true { didSet { constraintsChanged() } }

    /// `safeAreaInsets`: how far each edge's content must keep in from what covers the screen
    /// (status bar, home indicator). A window has the device's: headless there is no status
    /// bar, so a `UIWindow` has none unless a subclass overrides this property (as
    /// swift-snapshot-testing's device window does, and Autocell's `.image(on:)`). Every other
    /// view has the part of its superview's insets its frame overlaps, plus, for a view
    /// controller's root view, the controller's `additionalSafeAreaInsets` (Apple's
    /// documentation of `safeAreaInsets` and "Positioning content relative to the safe area").
    open var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview {
            let parent = superview.safeAreaInsets
            if parent != .zero {
                let area = superview.bounds.size
                insets.top = max(0, parent.top - frame.minY)
                insets.left = max(0, parent.left - frame.minX)
                insets.bottom = max(0, frame.maxY - (area.height - parent.bottom))
                insets.right = max(0, frame.maxX - (area.width - parent.right))
            }
        }
        if isControllerRoot, let extra = viewController?.additionalSafeAreaInsets, extra != .zero {
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// `safeAreaInsetsDidChange()`: called in the layout pass in which the view's safe area
    /// insets changed.
    open func safeAreaInsetsDidChange() {}
    /// The safe area insets the last layout pass told the view of.
    private var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// Tells every view in the hierarchy whose safe area changed (`safeAreaInsetsDidChange`,
    /// and its controller's `viewSafeAreaInsetsDidChange`). Nothing to do, and nothing
    /// computed, while no view ever had a safe area.
    func reportSafeAreaChanges() {
        let insets = safeAreaInsets
        if insets != .zero { UIView.safeAreasExist = true }
        guard UIView.safeAreasExist else { return }
        if insets != reportedSafeAreaInsets {
            reportedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            if isControllerRoot { viewController?.viewSafeAreaInsetsDidChange() }
        }
        for view in subviews { view.reportSafeAreaChanges() }
    }
    /// Whether any view was ever found with a safe area (until then layout does not look).
    static var safeAreasExist = false

    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(builtIn: LayoutGuide.layoutMargins, owner: self)
    public private(set) lazy var readableContentGuide = UILayoutGuide(builtIn: LayoutGuide.readableContent, owner: self)
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(builtIn: LayoutGuide.safeArea, owner: self)
    /// The guides added to the view (`anchorWithOffset(to:)`'s hidden ones too).
    private(set) var allLayoutGuides: [UILayoutGuide] = []
    open var layoutGuides: [UILayoutGuide] { allLayoutGuides.filter { !$0.isOffsetGuide } }

    open private(set) var constraints: [NSLayoutConstraint] = []
    private var hugging = AxisPriorities.defaultHugging
    private var compression = AxisPriorities.defaultCompressionResistance
    /// Changes since the last layout (constraints, priorities, margins, hierarchy).
    var needsLayout = true
    private var needsUpdateConstraints = true
    /// The traits this view specifies over its superview's (`traitOverrides`,
    /// `overrideUserInterfaceStyle`); nil: none.
    var ownTraitCollection: UITraitCollection? {
        didSet {
            UIView.traitGeneration &+= 1
            setNeedsLayout()
        }
    }
    /// The traits `traitCollectionDidChange(_:)` and the registered trait change handlers
    /// were last told of: the current traits when the view was made (`TraitChanges`).
    var deliveredTraits: UITraitCollection
    /// `registerForTraitChanges` handlers, in registration order.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// The trait generation this hierarchy's root was last checked at (`TraitChanges`).
    var traitsCheckedGeneration = -1

    public init(frame: CGRect) {
        self.frame = frame
        deliveredTraits = UITraitCollection.current
        super.init()
        UIView.constraintUpdatesPending = true
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Views are not decoded from archives on Linux; a subclass written for iOS still
    /// compiles with its `required init?(coder:)`.
    public required init?(coder: NSCoder) {
        frame = .zero
        deliveredTraits = UITraitCollection.current
        super.init()
        UIView.constraintUpdatesPending = true
    }

    /// Sent to every object a nib made (`UINib`), after its outlets are connected.
    open func awakeFromNib() {}

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.removeFromSuperview()
        }
        let oldWindow = view.window, newWindow = window
        if view.superview !== self { view.willMove(toSuperview: self) }
        if oldWindow !== newWindow { view.tellWindowWillChange(to: newWindow) }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        // The moved view's marks hold for its new ancestors too.
        if view.needsLayout { view.needsLayout = false; view.setNeedsLayout() }
        if oldWindow !== newWindow { view.tellWindowDidChange() }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        constraintsChanged()
        UIView.traitGeneration &+= 1
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }) ?? subviews.count)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    open func bringSubviewToFront(_ view: UIView) { if view.superview === self { insertSubview(view, at: subviews.count) } }
    open func sendSubviewToBack(_ view: UIView) { if view.superview === self { insertSubview(view, at: 0) } }

    /// Removes the view and, as UIKit does, the constraints between it (or its subviews) and
    /// views outside it.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { tellWindowWillChange(to: nil) }
        let inside = Set(descendantsAndSelf.map(ObjectIdentifier.init))
        for ancestor in parent.ancestorsAndSelf {
            for constraint in ancestor.constraints {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { NSLayoutConstraint.view(of: $0) }
                if items.contains(where: { inside.contains(ObjectIdentifier($0)) }) { ancestor.removeConstraint(constraint) }
            }
        }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        parent.constraintsChanged()
        if oldWindow != nil { tellWindowDidChange() }
        didMoveToSuperview()
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}

    /// `window`: the window the view is in (its nearest `UIWindow` ancestor, or itself), nil
    /// when it is in none. Headless a view is in a window only when a test puts it in one.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    private func tellWindowWillChange(to newWindow: UIWindow?) {
        for view in descendantsAndSelf { view.willMove(toWindow: newWindow) }
    }

    private func tellWindowDidChange() {
        for view in descendantsAndSelf { view.didMoveToWindow() }
    }

    /// `gestureRecognizers`: those added, in order (nil when none).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { ownGestureRecognizers.isEmpty ? nil : ownGestureRecognizers }
        set {
            for recognizer in ownGestureRecognizers { recognizer.view = nil }
            ownGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var ownGestureRecognizers: [UIGestureRecognizer] = []

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        ownGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        ownGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// `point(inside:with:)`: whether `point` (in the view's coordinates) is in its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// `hitTest(_:with:)`: the deepest visible, interactive subview (frontmost first) whose
    /// `point(inside:with:)` holds, as UIKit searches; nil when the point is outside.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + bounds.minX, y: point.y - subview.frame.minY + bounds.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    open func isDescendant(of view: UIView) -> Bool { ancestorsAndSelf.contains { $0 === view } }

    open func viewWithTag(_ tag: Int) -> UIView? { descendantsAndSelf.first { $0.tag == tag } }

    var ancestorsAndSelf: [UIView] {
        var chain: [UIView] = [self]
        while let next = chain[chain.count - 1].superview { chain.append(next) }
        return chain
    }

    /// Whether this view places its own subviews (a table or collection view lays out its
    /// rows and cells through the table layer): a hierarchy it is in lays it out as one view,
    /// then asks it to lay itself out.
    var laysOutOwnSubviews: Bool { laidOutSeparately }
    /// Set while a cell lays out its own subviews around its contentView, whose hierarchy was
    /// laid out on its own just before.
    var laidOutSeparately = false

    /// The views a hierarchy's layout places: this one and its descendants, except the
    /// subviews of a view that places its own (`laysOutOwnSubviews`) below this one.
    var layoutDescendantsAndSelf: [UIView] {
        var result: [UIView] = [self]
        var index = 0
        while index < result.count {
            let view = result[index]
            if index == 0 || !view.laysOutOwnSubviews { result.append(contentsOf: view.subviews) }
            index += 1
        }
        return result
    }

    var descendantsAndSelf: [UIView] {
        var result: [UIView] = [self]
        var index = 0
        while index < result.count {
            result.append(contentsOf: result[index].subviews)
            index += 1
        }
        return result
    }

    // MARK: Constraints

    open func addConstraint(_ constraint: NSLayoutConstraint) {
        if let owner = constraint.owner {
            if owner === self { return }
            owner.removeConstraint(constraint)
        }
        constraints.append(constraint)
        constraint.owner = self
        constraintsChanged()
    }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { addConstraint(constraint) } }

    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.owner = nil
        constraintsChanged()
    }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView = self
        allLayoutGuides.append(guide)
        constraintsChanged()
    }

    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        allLayoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        constraintsChanged()
    }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { UILayoutPriority(hugging[axis.axis]) }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis.axis] = priority.priority
        constraintsChanged()
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { UILayoutPriority(compression[axis.axis]) }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compression[axis.axis] = priority.priority
        constraintsChanged()
    }

    var huggingPriorities: AxisPriorities { hugging }
    var compressionPriorities: AxisPriorities { compression }

    /// The natural size of the view's content; `noIntrinsicMetric` on an axis where it has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Read again at the next layout (every layout reads it).
    open func invalidateIntrinsicContentSize() {
        UIView.intrinsicSizeInvalidations &+= 1
        if UIView.tracesInvalidations { UIView.lastInvalidated = self }
        superview?.setNeedsLayout() ?? setNeedsLayout()
    }
    /// How many intrinsic sizes were invalidated (a layout pass that invalidates one is
    /// followed by another: `layoutIfNeeded`).
    static var intrinsicSizeInvalidations = 0
    /// The view that invalidated its intrinsic size last in a hierarchy's last allowed layout
    /// pass (recorded only then: `tracesInvalidations`), named when layout does not settle.
    static weak var lastInvalidated: UIView?
    static var tracesInvalidations = false

    /// A view as a feedback-loop message names it: its class, its nib name or accessibility
    /// identifier, and the cell or controller view it is in.
    var loopDescription: String {
        var words = String(describing: type(of: self))
        if let name = accessibilityIdentifier ?? nibName { words += " '\(name)'" }
        var container = superview
        while let current = container {
            if current is UITableViewCell || current is UICollectionReusableView || current.isControllerRoot {
                let owner = current.isControllerRoot ? current.viewController.map { String(describing: type(of: $0)) } : nil
                words += " in \(owner ?? String(describing: type(of: current)))"
                break
            }
            container = current.superview
        }
        return words
    }

    /// Marks the hierarchy's layout as changed, and its shape (what a template is built
    /// from: views, kinds, constraints, priorities, margins settings) as new.
    func constraintsChanged() {
        HierarchyLayout.structureGeneration &+= 1
        for view in ancestorsAndSelf { view.needsLayout = true }
    }

    /// The hierarchy's shape as last read for layout, while no structure has changed since.
    var layoutSkeleton: HierarchyLayout.Skeleton?

    open func updateConstraints() {}
    /// Whether any view anywhere waits for `updateConstraints` (so that a layout with none
    /// waiting does not walk the hierarchy).
    static var constraintUpdatesPending = true

    open func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        UIView.constraintUpdatesPending = true
        constraintsChanged()
    }

    open func updateConstraintsIfNeeded() {
        guard UIView.constraintUpdatesPending else { return }
        for view in descendantsAndSelf where view.needsUpdateConstraints {
            view.needsUpdateConstraints = false
            if view.isControllerRoot, let controller = view.viewController { controller.updateViewConstraints() } else { view.updateConstraints() }
        }
        // Views elsewhere may still wait; only a pass from a root clears the flag.
        if superview == nil { UIView.constraintUpdatesPending = false }
    }

    // MARK: Layout

    /// Marks the view and its ancestors (a view that needs layout has ancestors that do:
    /// the walk stops at the first that is marked already).
    open func setNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.needsLayout {
            current.needsLayout = true
            view = current.superview
        }
    }

    /// Lays out the hierarchy this view is the root of at its current size: constraints by the
    /// engine, then every view's `layoutSubviews`, top down.
    ///
    /// A pass in which a view invalidates its intrinsic content size (a table that resizes to
    /// its `contentSize` when its rows are laid out) is followed by another, as UIKit lays out
    /// again in the same turn of the run loop until nothing changes (what its layout
    /// feedback-loop debugger, `UIViewLayoutFeedbackLoopDebuggingThreshold`, counts), here at
    /// most `maximumLayoutPasses`. A root that Auto Layout sizes
    /// (`translatesAutoresizingMaskIntoConstraints` off, no frame given: PixelTest's
    /// `LayoutCoordinator`, a snapshot container) takes the size its constraints give.
    open func layoutIfNeeded() {
        let root = ancestorsAndSelf.last ?? self
        // Asked again while its hierarchy is being laid out (an `intrinsicContentSize` that
        // calls `layoutIfNeeded`, read while the layout reads the hierarchy): nothing to do
        // until that layout is done, as in UIKit.
        guard !root.isInLayout else { return }
        // Traits that changed since the hierarchy was last laid out are told first
        // (`traitCollectionDidChange(_:)`, registered handlers), as UIKit does before layout.
        if root.traitsCheckedGeneration != UIView.traitGeneration { TraitChanges.deliver(from: root) }
        guard root.needsLayout || root.descendantsAndSelf.contains(where: \.needsLayout) else { return }
        root.isInLayout = true
        defer { root.isInLayout = false }
        // Sized by its constraints until something else sets its frame.
        if let fitted = root.sizedByConstraints, fitted != root.frame.size { root.sizedByConstraints = nil }
        if !root.translatesAutoresizingMaskIntoConstraints && (root.frame.width == 0 || root.frame.height == 0) { root.sizedByConstraints = root.frame.size }
        var passes = 0
        while true {
            if root.sizedByConstraints != nil {
                root.frame.size = root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                root.sizedByConstraints = root.frame.size
            }
            let invalidations = UIView.intrinsicSizeInvalidations
            UIView.tracesInvalidations = passes == UIView.maximumLayoutPasses - 1
            root.performLayout()
            UIView.tracesInvalidations = false
            passes += 1
            guard UIView.intrinsicSizeInvalidations != invalidations, root.needsLayout || root.sizedByConstraints != nil else { return }
            guard passes < UIView.maximumLayoutPasses else {
                let culprit = UIView.lastInvalidated.map { " (the last to change: \($0.loopDescription))" } ?? ""
                UIKitDiagnostics.report("layout did not settle after \(passes) passes: a view's intrinsic content size changes every time it is laid out (a layout feedback loop)\(culprit)")
                return
            }
        }
    }

    /// Whether `layoutIfNeeded` is laying out the hierarchy this view is the root of.
    var isInLayout = false
    /// Layout passes `layoutIfNeeded` makes at most while views invalidate their intrinsic sizes.
    static let maximumLayoutPasses = 8
    /// For a root sized by its own constraints (see `layoutIfNeeded`), once found unsized: the
    /// size they gave it last (a frame set since ends it).
    var sizedByConstraints: CGSize?

    func performLayout() {
        // View controllers hear of their views' layout before constraints are solved, so that
        // what `viewWillLayoutSubviews` changes is in this pass.
        if UIView.controllerRootsExist {
            for view in descendantsAndSelf where view.isControllerRoot && view.needsLayout { view.viewController?.viewWillLayoutSubviews() }
        }
        updateConstraintsIfNeeded()
        if let content = hostedContentView {
            // A cell or header: its own `layoutSubviews` sizes the contentView, whose
            // hierarchy is then laid out as a root of its own.
            layer.layoutSublayers()
            content.performLayout()
            layOutOwnSubviews(besides: content)
            needsLayout = false
            return
        }
        reportSafeAreaChanges()
        HierarchyLayout.layout(root: self, width: frame.width, height: frame.height)
        runLayoutSubviews()
    }

    /// A cell's or header's own subviews (added to it rather than to its contentView, as some
    /// apps do: a spinner centred on the cell, a label pinned to it): laid out as UIKit lays
    /// them out, with the cell as the root and the contentView a view of fixed frame.
    private func layOutOwnSubviews(besides content: UIView) {
        // The common case, only the contentView, allocates nothing.
        guard subviews.count > 1 || subviews.first !== content else { return }
        let own = subviews.filter { $0 !== content }
        guard !own.isEmpty else { return }
        content.laidOutSeparately = true
        layoutSkeleton = nil
        HierarchyLayout.layout(root: self, width: frame.width, height: ownSubviewsLayoutHeight)
        layoutSkeleton = nil
        content.laidOutSeparately = false
        for view in own { view.runLayoutSubviews() }
    }

    /// The height a cell's own subviews are laid out in: its frame's (a table cell in a table
    /// adds the separator below its frame, which is inside the cell on iOS).
    var ownSubviewsLayoutHeight: CGFloat { frame.height }

    /// The height a cell's or header's own subviews need at `width` (nil when it has none placed
    /// by constraints): UIKit lays them out with the cell as the root, so subviews added to the
    /// cell itself and pinned to its edges size a self-sizing row as the contentView's content
    /// does. Measured on iOS: a card added with `addSubview` to a `UITableViewCell` subclass,
    /// pinned 16 pt inside the cell with two labels 16 pt inside it, gives a 108.5 pt row
    /// (16 + 16 + 19.5 + 8 + 17 + 16 + 16, the separator inside the cell's bounds): issue 50,
    /// Documentation/UIKit.md. The contentView is held at `contentFrame` while they are fitted
    /// (a subview pinned to it follows it).
    func ownSubviewsFittingHeight(width: CGFloat, besides content: UIView, contentFrame: CGRect) -> CGFloat? {
        guard subviews.count > 1 else { return nil }
        let own = subviews.filter { $0 !== content }
        // Views placed by their frames alone do not size the cell.
        guard own.contains(where: { view in view.descendantsAndSelf.contains { !$0.translatesAutoresizingMaskIntoConstraints } }) else { return nil }
        let saved = content.frame
        content.setFrameFromLayout(contentFrame)
        content.laidOutSeparately = true
        layoutSkeleton = nil
        let height = HierarchyLayout.fittingHeight(root: self, width: width)
        layoutSkeleton = nil
        content.laidOutSeparately = false
        content.setFrameFromLayout(saved)
        return height
    }

    /// The contentView a cell or header view hangs its content from (nil for other views).
    var cellContentView: UIView? { nil }

    /// The contentView when it is laid out as a root of its own, its frame set by the cell
    /// (`layoutSubviews`). Nil when the app places it by constraints
    /// (`contentView.translatesAutoresizingMaskIntoConstraints = false` and a width or edges
    /// constraint, a common snapshot-test and self-sizing collection cell pattern): then the
    /// cell and its contentView are one hierarchy, laid out together as UIKit's engine does,
    /// and the contentView takes the frame its constraints give (issue 50).
    var hostedContentView: UIView? {
        guard let content = cellContentView, content.translatesAutoresizingMaskIntoConstraints, !constraintsCross(into: content) else { return nil }
        return content
    }

    /// Whether a constraint installed on this view relates a view inside `content` (or
    /// `content` itself) to something outside it: content pinned to the cell's own anchors
    /// (`label.leadingAnchor == leadingAnchor` in a cell, a common slip that works on iOS,
    /// whose engine holds the cell and its contentView together). The cell and its contentView
    /// are then laid out as one hierarchy.
    func constraintsCross(into content: UIView) -> Bool {
        guard !constraints.isEmpty else { return false }
        func inside(_ item: AnyObject?) -> Bool? {
            guard let view = NSLayoutConstraint.view(of: item) else { return nil }
            return view === content || view.isDescendant(of: content)
        }
        return constraints.contains { constraint in
            let first = inside(constraint.firstItem), second = inside(constraint.secondItem)
            return first == true && second != true || second == true && first != true
        }
    }

    /// How much narrower and shorter than a cell its contentView is (an accessory's width),
    /// when the two are laid out as one hierarchy.
    var contentViewInsetInCell: CGSize { .zero }

    func runLayoutSubviews() {
        layer.layoutSublayers()
        if isControllerRoot { viewController?.viewDidLayoutSubviews() }
        needsLayout = false
        for view in subviews {
            if view.laysOutOwnSubviews {
                // A table or collection view as a controller's view (`UITableViewController`):
                // its controller hears of the layout around it.
                let controller = view.isControllerRoot ? view.viewController : nil
                controller?.viewWillLayoutSubviews()
                view.performLayout()
                controller?.viewDidLayoutSubviews()
            } else {
                view.runLayoutSubviews()
            }
        }
    }

    /// Frames are the engine's when this runs; an override may move its subviews further.
    open func layoutSubviews() {}

    /// `layoutSublayers(of:)`: the view's layer lays out; for its own layer this calls
    /// `layoutSubviews()`, as UIKit's does. An override sizes its layers of its own here
    /// (`gradient.frame = bounds`), calling super first.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutSubviews() }
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// `systemLayoutSizeFitting(_:)`: the size the constraints give closest to `targetSize`,
    /// both priorities fitting-size level (`layoutFittingCompressedSize`: the smallest).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints give at `targetSize`: a required horizontal priority holds the
    /// width at the target's (as a table cell is fitted), a lower one only pulls the width
    /// toward it at that priority (so the content's own width wins over a 0 or 10⁷ target);
    /// the height is the fitting height, or the target's when the vertical priority is required.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        var size: CGSize
        if horizontalFittingPriority == .required {
            size = CGSize(width: targetSize.width, height: HierarchyLayout.fittingHeight(root: self, width: targetSize.width))
        } else {
            size = HierarchyLayout.fittingSize(root: self, width: targetSize.width, widthPriority: horizontalFittingPriority.priority)
        }
        if verticalFittingPriority == .required { size.height = targetSize.height }
        return size
    }

    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The traits the view is laid out and drawn with: its superview's (the current traits at
    /// the root), its controller's `overrideUserInterfaceStyle`, then its own overrides.
    /// The view a cell takes its traits from while it is in no hierarchy: the table or
    /// collection view that dequeued it. UIKit sizes a self-sizing row in its table's trait
    /// environment (measured on iOS 18: rows sized at the window's Medium text, not the app's
    /// Large), so a cell measured before it is added is measured with the table's traits.
    weak var traitHost: UIView?

    open var traitCollection: UITraitCollection {
        var inherited = superview?.traitCollection ?? traitHost?.traitCollection ?? .current
        if isControllerRoot, let style = viewController?.overrideUserInterfaceStyle, style != .unspecified {
            inherited = UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: style)])
        }
        guard let own = ownTraitCollection else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, own])
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Drawing

    /// Drawn into the current graphics context when the view is rendered.
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// Converts a point from this view's coordinates to another view's in the same hierarchy.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    var originInRoot: CGPoint {
        var point = CGPoint.zero
        var view: UIView? = self
        while let current = view, current.superview != nil {
            point.x += current.frame.origin.x
            point.y += current.frame.origin.y
            view = current.superview
        }
        return point
    }

    /// What kind of view the engine sees: overridden by labels, images, stacks and controls.
    func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        let size = intrinsicContentSize
        if size.width >= 0 || size.height >= 0 { return .image(ImageContent()) }
        return .view
    }

    /// The intrinsic size the engine gives a view of kind `.image` per layout (-1: none).
    func engineIntrinsicSize() -> Size? {
        let size = intrinsicContentSize
        return Size(width: Double(size.width), height: Double(size.height))
    }
}
