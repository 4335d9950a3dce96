import Foundation

/// `UIRefreshControl`: the pull-to-refresh control of a scroll view (`refreshControl`). At
/// rest it sits above the content, out of sight, as on iOS, so a snapshot of a list that is not
/// refreshing is what iOS draws. While refreshing (`beginRefreshing()`), iOS shows a spinner
/// above the content and moves the content down; neither is drawn here, and that is said once.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    /// `attributedTitle`: kept (shown under the spinner while pulling, not drawn here).
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() {
        isRefreshing = true
        UIKitGap.refreshing.note()
    }

    open func endRefreshing() { isRefreshing = false }
}
