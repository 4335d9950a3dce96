import AutocellLayout

/// `UIScrollView`: constraints between its edges (or its `contentLayoutGuide`) and its
/// subviews define its content size, which layout sets as `contentSize`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentSize = CGSize.zero
    open var contentOffset = CGPoint.zero
    open var contentInset = UIEdgeInsets.zero
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false

    /// `contentLayoutGuide`: the content area (at the frame's origin, content offset 0), whose
    /// size is the content size its subviews' constraints give.
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(builtIn: LayoutGuide.contentLayout, owner: self)
    /// `frameLayoutGuide`: the scroll view's frame, for content that stays put.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(builtIn: LayoutGuide.frameLayout, owner: self)

    /// A scroll view whose content its subviews' constraints give; a table or collection view,
    /// which lays out its own subviews, is to Auto Layout a box with the intrinsic size its
    /// class gives it (none, unless a subclass overrides `intrinsicContentSize`: the table that
    /// grows to its `contentSize`, which snapshot test suites put one cell in).
    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        laysOutOwnSubviews ? super.layoutKind(names) : .scroll
    }
}
