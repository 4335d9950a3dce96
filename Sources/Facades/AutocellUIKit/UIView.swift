import AutocellLayout

/// `UIResponder`.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
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
@MainActor
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
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var backgroundColor: UIColor?
    open var isHidden = false { didSet { if isHidden != oldValue { superview?.setNeedsLayout() } } }
    open var alpha: CGFloat = 1
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
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    open var autoresizingMask: AutoresizingMask = [] { didSet { if autoresizingMask != oldValue { constraintsChanged() } } }
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { constraintsChanged() } }
    private var ownTintColor: UIColor?
    /// `tintColor`: its own, else its superview's, else `systemBlue`.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    public let layer = CALayer()

    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { hasOwnMargins = true; constraintsChanged() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    var hasOwnMargins = false
    open var preservesSuperviewLayoutMargins = false { didSet { constraintsChanged() } }
    open var insetsLayoutMarginsFromSafeArea = true { didSet { constraintsChanged() } }

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
    /// Overridden traits (`traitOverrides` stand-in for tests).
    var ownTraitCollection: UITraitCollection?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
        layer.view = self
        UIView.constraintUpdatesPending = true
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Views are not decoded from archives on Linux; a subclass written for iOS still
    /// compiles with its `required init?(coder:)`.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
        layer.view = self
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
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        // The moved view's marks hold for its new ancestors too.
        if view.needsLayout { view.needsLayout = false; view.setNeedsLayout() }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        constraintsChanged()
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
        willRemoveFromSuperview()
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
        didMoveToSuperview()
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func didMoveToSuperview() {}
    open func willRemoveFromSuperview() {}

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
    var laysOutOwnSubviews: Bool { false }

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
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() ?? setNeedsLayout() }

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
            view.updateConstraints()
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
    open func layoutIfNeeded() {
        let root = ancestorsAndSelf.last ?? self
        guard root.needsLayout || root.descendantsAndSelf.contains(where: \.needsLayout) else { return }
        root.performLayout()
    }

    func performLayout() {
        updateConstraintsIfNeeded()
        if let content = hostedContentView {
            // A cell or header: its own `layoutSubviews` sizes the contentView, whose
            // hierarchy is then laid out as a root of its own.
            layoutSubviews()
            content.performLayout()
            needsLayout = false
            return
        }
        HierarchyLayout.layout(root: self, width: frame.width, height: frame.height)
        runLayoutSubviews()
    }

    /// The contentView a cell or header view hangs its content from (nil for other views).
    var hostedContentView: UIView? { nil }

    func runLayoutSubviews() {
        layoutSubviews()
        needsLayout = false
        for view in subviews {
            if view.laysOutOwnSubviews {
                view.performLayout()
            } else {
                view.runLayoutSubviews()
            }
        }
    }

    /// Frames are the engine's when this runs; an override may move its subviews further.
    open func layoutSubviews() {}

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

    open var traitCollection: UITraitCollection { ownTraitCollection ?? superview?.traitCollection ?? .current }

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
