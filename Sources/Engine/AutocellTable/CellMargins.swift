import AutocellLayout

/// The layout margins a table gives its cells' contentViews, as UIKit works them out from the
/// table's width and settings (see Documentation/Fixtures.md, "Layout margins and guides", for the sources):
///
/// - left and right: the table's own margins when it has them (a table outside a view
///   controller: UIView's 8 pt), else the system minimum margins, 16 pt in tables narrower than 414 pt and
///   20 pt from 414 pt on (Apple: "the system layout margins … range from 16 to 20 points on
///   iPhone"; 20 on the 414 pt and wider phones and on iPad), and with
///   `cellLayoutMarginsFollowReadableWidth` at least what keeps the content to the readable
///   width (672 pt);
/// - top and bottom: 11 pt, the value UITableViewCell's contentView reports from iOS 11 on
///   (observed; Apple documents no number).
public enum CellMargins {
    public static let compact = 16.0
    public static let regular = 20.0
    /// The table width from which the system margins are the regular 20 pt.
    public static let regularFromWidth = 414.0
    public static let vertical = 11.0

    public static func environment(width: Double, settings: TableSettings) -> CellEnvironment {
        var sides = sides(width: width, settings: settings)
        if settings.cellLayoutMarginsFollowReadableWidth {
            let readable = (width - LayoutGuide.readableWidth) / 2
            sides = (max(sides.left, readable), max(sides.right, readable))
        }
        return CellEnvironment(
            layoutMargins: EdgeInsets(top: vertical, left: sides.left, bottom: vertical, right: sides.right),
            layoutDirection: settings.layoutDirection)
    }

    /// The table's left and right margins: its own (`TableSettings.layoutMargins`, a table
    /// outside a view controller), else the system minimum for its width.
    public static func sides(width: Double, settings: TableSettings) -> (left: Double, right: Double) {
        if let own = settings.layoutMargins { return (own.left, own.right) }
        let side = width >= regularFromWidth ? regular : compact
        return (side, side)
    }
}
