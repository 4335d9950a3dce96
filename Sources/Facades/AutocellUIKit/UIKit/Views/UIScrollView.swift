import AutocellLayout

/// `UIScrollView`: constraints between its edges (or its `contentLayoutGuide`) and its
/// subviews define its content size, which layout sets as `contentSize`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentSize = CGSize.zero
    open var contentOffset = CGPoint.zero { didSet { if contentOffset != .zero && !scrollsOwnContent { UIKitGap.scrollOffset.note() } } }
    open var contentInset = UIEdgeInsets.zero {
        didSet {
            if contentInset != oldValue { setNeedsLayout() }
            if contentInset != .zero && !scrollsOwnContent { UIKitGap.scrollOffset.note() }
        }
    }
    /// Whether the view draws its content at its offset (a table or collection view does).
    var scrollsOwnContent: Bool { laysOutOwnSubviews || self is UITableView || self is UICollectionView }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// `contentInsetAdjustmentBehavior`: whether the safe area is added to `contentInset`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic { didSet { setNeedsLayout() } }

    /// `adjustedContentInset`: `contentInset` plus the safe area, on the axes the behaviour
    /// adjusts (Apple's `contentInsetAdjustmentBehavior` documentation): `.always` every
    /// edge; `.never` none; `.scrollableAxes` the axes that scroll (vertically when the content
    /// is taller than the bounds or `alwaysBounceVertical`); `.automatic` as `.scrollableAxes`,
    /// and the top and bottom always for a table or collection view (which bounce vertically
    /// whatever their content; their cells keep out of the side insets through their margins).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero, contentInsetAdjustmentBehavior != .never else { return contentInset }
        var vertical = contentInsetAdjustmentBehavior == .always, horizontal = vertical
        if !vertical {
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
                || (contentInsetAdjustmentBehavior == .automatic && laysOutOwnSubviews)
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            if contentInsetAdjustmentBehavior == .automatic && laysOutOwnSubviews { horizontal = false }
        }
        var adjusted = contentInset
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        return adjusted
    }

    /// `adjustedContentInsetDidChange()`: the adjusted inset changed (in a layout pass).
    open func adjustedContentInsetDidChange() {}

    /// The adjusted inset last laid out with: a scroll view resting at the top of its content
    /// (content offset −top) stays there when it changes, as UIKit keeps it.
    private var laidOutAdjustedInset = UIEdgeInsets.zero

    /// Takes up a change of the adjusted content inset: the content offset follows when it was
    /// at rest at the top or left.
    func updateAdjustedContentInset() {
        let adjusted = adjustedContentInset
        guard adjusted != laidOutAdjustedInset else { return }
        let old = laidOutAdjustedInset
        laidOutAdjustedInset = adjusted
        if contentOffset.y == -old.top { contentOffset.y = -adjusted.top }
        if contentOffset.x == -old.left { contentOffset.x = -adjusted.left }
        adjustedContentInsetDidChange()
    }
    open var isScrollEnabled = true
    /// `scrollsToTop`: kept (nothing taps the status bar headless).
    open var scrollsToTop = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// `refreshControl` (UIRefreshControl.swift): kept out of the view hierarchy, as at rest
    /// it is out of sight above the content.
    open var refreshControl: UIRefreshControl?

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
