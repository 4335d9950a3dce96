import AutocellSolver
/// The layout guides every view has (UIKit's `layoutMarginsGuide`, `readableContentGuide`,
/// `safeAreaLayoutGuide`), and the anchors that name them: `contentView.layoutMarginsGuide.leading`
/// in the text syntax, or Interface Builder's margin attributes (`leadingMargin`,
/// `centerXWithinMargins`, …), which are the margins guide's edges.
public enum LayoutGuide {
    public static let layoutMargins = "layoutMarginsGuide"
    public static let readableContent = "readableContentGuide"
    public static let safeArea = "safeAreaLayoutGuide"
    /// A scroll view's `contentLayoutGuide` (its content area: the frame's origin, the content
    /// size) and `frameLayoutGuide` (its frame).
    public static let contentLayout = "contentLayoutGuide"
    public static let frameLayout = "frameLayoutGuide"
    public static let builtIn: Set<String> = [layoutMargins, readableContent, safeArea, contentLayout, frameLayout]

    /// UIKit's default margins of a view that is not a view controller's root view: "for most
    /// views, the default layout margins are 8 points on each side" (`directionalLayoutMargins`).
    public static let defaultMargin = 8.0

    /// The width a readable content guide keeps text to at the default text size: 672 pt (an
    /// iPad's readable content guide, 672 pt wide and inset 176 pt in a 1,024 pt view, as
    /// measured in useyourloaf.com's "Readable Content Guides").
    public static let readableWidth = 672.0

    /// `view.guide` as an anchor's view name.
    public static func anchorView(_ view: String, _ guide: String) -> String { "\(view).\(guide)" }

    /// The view and guide of an anchor's view name `view.guide`, nil for a plain view.
    public static func split(_ name: String) -> (view: String, guide: String)? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// Interface Builder's margin attributes, as the margins guide's edge they are.
    public static let marginAttributes: [String: LayoutAttribute] = [
        "leftMargin": .left, "rightMargin": .right, "topMargin": .top, "bottomMargin": .bottom,
        "leadingMargin": .leading, "trailingMargin": .trailing,
        "centerXWithinMargins": .centerX, "centerYWithinMargins": .centerY,
    ]
}

/// Insets from a view's edges: UIKit's `UIEdgeInsets` (left and right; `directionalLayoutMargins`
/// are read into these, leading as left while layout runs left to right).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static func all(_ value: Double) -> EdgeInsets { EdgeInsets(top: value, left: value, bottom: value, right: value) }
}

/// What a template's cell is laid out in: the contentView's layout margins and safe area, as the
/// table gives them (`TableLayouter` works them out from the table's width and settings).
public struct CellEnvironment: Hashable, Sendable {
    /// The contentView's layout margins.
    public var layoutMargins: EdgeInsets
    /// The contentView's safe area insets (left and right: a table's safe area).
    public var safeAreaInsets: EdgeInsets
    /// The widest a readable content guide gets.
    public var readableWidth: Double
    /// `effectiveUserInterfaceLayoutDirection`: which way leading and trailing point.
    public var layoutDirection: LayoutDirection
    /// How firmly the contentView keeps the width it is laid out at: required for a table's
    /// rows; lower for `systemLayoutSizeFitting` with a fitting horizontal priority, where the
    /// width is only a preference and the content's own size may win (the compressed size).
    public var widthPriority: Priority = .required

    public init(
        layoutMargins: EdgeInsets = .all(LayoutGuide.defaultMargin), safeAreaInsets: EdgeInsets = EdgeInsets(),
        readableWidth: Double = LayoutGuide.readableWidth, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.layoutMargins = layoutMargins
        self.safeAreaInsets = safeAreaInsets
        self.readableWidth = readableWidth
        self.layoutDirection = layoutDirection
    }
}
