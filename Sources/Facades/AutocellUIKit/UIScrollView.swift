import AutocellLayout

/// `UIScrollView`: constraints between its edges (or its `contentLayoutGuide`) and its
/// subviews define its content size, which layout sets as `contentSize`.
@MainActor
open class UIScrollView: UIView {
    public var contentSize = CGSize.zero
    public var contentOffset = CGPoint.zero
    public var contentInset = UIEdgeInsets.zero
    public var isScrollEnabled = true
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false

    /// `contentLayoutGuide`: the content area (at the frame's origin, content offset 0), whose
    /// size is the content size its subviews' constraints give.
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(builtIn: LayoutGuide.contentLayout, owner: self)
    /// `frameLayoutGuide`: the scroll view's frame, for content that stays put.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(builtIn: LayoutGuide.frameLayout, owner: self)

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind { .scroll }
}
