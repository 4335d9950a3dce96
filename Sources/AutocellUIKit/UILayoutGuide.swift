import AutocellLayout

/// `UILayoutGuide`: a rectangle in a view's layout that constraints place (and views'
/// `layoutMarginsGuide`, `readableContentGuide`, `safeAreaLayoutGuide`, which UIKit places).
@MainActor
open class UILayoutGuide: NSObject {
    public internal(set) weak var owningView: UIView?
    public var identifier = ""
    /// For the built-in guides: the engine's guide name.
    let builtIn: String?
    public internal(set) var layoutFrame = CGRect.zero
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
        identifier = name == LayoutGuide.layoutMargins ? "UIViewLayoutMarginsGuide"
            : name == LayoutGuide.readableContent ? "UIViewReadableContentGuide" : "UIViewSafeAreaLayoutGuide"
        super.init()
    }
}
