import AutocellLayout

/// `UILayoutGuide`: a rectangle in a view's layout that constraints place (and views'
/// `layoutMarginsGuide`, `readableContentGuide`, `safeAreaLayoutGuide`, which UIKit places).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    public internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// For the built-in guides: the engine's guide name.
    let builtIn: String?
    /// `layoutFrame`, in the owning view's coordinates: an app's guide as the last layout
    /// placed it (where constraints place it), the layout margins guide as the owner's bounds
    /// inset by its margins (UIKit's definition); other guides' frames are not computed
    /// (`.zero`, said).
    public var layoutFrame: CGRect {
        if let solvedFrame { return solvedFrame }
        if builtIn == LayoutGuide.layoutMargins, let owner = owningView { return owner.bounds.inset(by: owner.layoutMargins) }
        UIKitGap.layoutGuideFrame.note()
        return .zero
    }
    /// Where the last layout placed an app's own guide.
    var solvedFrame: CGRect?
    /// The guide spanning two anchors that `anchorWithOffset(to:)` measures (not listed in
    /// its view's `layoutGuides`).
    var isOffsetGuide = false

    public override init() {
        builtIn = nil
        super.init()
    }

    init(builtIn name: String, owner: UIView) {
        builtIn = name
        owningView = owner
        switch name {
        case LayoutGuide.layoutMargins: identifier = "UIViewLayoutMarginsGuide"
        case LayoutGuide.readableContent: identifier = "UIViewReadableContentGuide"
        case LayoutGuide.safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        default: identifier = name  // a scroll view's content or frame guide, by its property name
        }
        super.init()
    }
}

/// `UILayoutSupport`: the protocol of a view controller's `topLayoutGuide` and
/// `bottomLayoutGuide` (deprecated since iOS 11 in favour of the safe area). Declared so code
/// written against it (SnapKit's `ConstraintLayoutSupport`) compiles.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
