import Foundation

/// `UIScreen`: headless there is no display, so `UIScreen.main` is a phone-sized screen a test
/// can resize: 375 × 667 pt (the iPhone SE (2nd and 3rd generation) and iPhone 8, the width
/// Autocell's fixtures default to) at the current traits' scale (@2x unless a test sets
/// `UITraitCollection.current`). View controllers size their views to it.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// `UIScreen.main` (deprecated on iOS 16 in favour of the window scene's screen; kept as the
    /// one screen here).
    public static let main = UIScreen()

    /// The screen's size in points; a test sets it to lay a view controller out on another device.
    open var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    open var scale: CGFloat { UITraitCollection.current.displayScale }
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var brightness: CGFloat = 0.5

    public override init() { super.init() }
}
