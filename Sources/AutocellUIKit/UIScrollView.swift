import AutocellLayout

/// `UIScrollView`: constraints between its edges and its subviews define its content size.
@MainActor
open class UIScrollView: UIView {
    public var contentSize = CGSize.zero
    public var contentOffset = CGPoint.zero
    public var contentInset = UIEdgeInsets.zero
    public var isScrollEnabled = true
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var alwaysBounceVertical = false

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind { .scroll }
}
