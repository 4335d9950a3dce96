import AutocellLayout
import AutocellText
import AutocellDrawing

public enum SeparatorStyle: String, Hashable, Sendable, CaseIterable {
    case none, singleLine
}

public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    /// `insetGrouped`: grouped sections inset from the table's sides by its layout margins,
    /// their first and last cells' outer corners rounded.
    case plain, grouped, insetGrouped

    /// Grouped or inset grouped: titles, gaps and backgrounds as a grouped table's.
    public var isGrouped: Bool { self != .plain }
}

public enum RowHeight: Hashable, Sendable {
    /// Self-sizing: each row is as tall as its cell's fitting height.
    case automatic
    case fixed(Double)
}

/// The table-wide settings: `UITableView`'s properties that decide row geometry and look.
/// Its traits (`width`, `scale`, `contentSizeCategory`, `layoutDirection`, `appearance`,
/// `horizontalSizeClass`) are set in one place only: a `TraitCollection` applied by the one
/// resolve step (`Traits/`; a device preset sets its width, scale and safe area), whoever fills
/// it (a fixture's table keys, the command line, a snapshot's traits, `UITraitCollection`).
public struct TableSettings: Hashable, Sendable {
    /// The table's width in points (a trait).
    public internal(set) var width = 375.0
    /// `displayScale`: pixels per point (a trait).
    public internal(set) var scale = 2.0
    public var background: Color?
    public var separator = SeparatorStyle.singleLine
    /// `separatorInset.left`, when the table sets one; nil: UIKit's automatic inset
    /// (`resolvedSeparatorInset`).
    public var separatorInset: Double?
    /// The iOS whose table chrome to draw: below 11, the seed documents' iOS, whose separators
    /// start 15 pt in; nil or 11 and later, current iOS's (at the cells' leading margin).
    public var iosVersion: Int?
    public var rowHeight = RowHeight.automatic
    public var estimatedRowHeight: Double?
    public var style = TableStyle.plain
    /// Section header and footer view heights: fitted (the default), or fixed.
    public var sectionHeaderHeight = RowHeight.automatic
    public var sectionFooterHeight = RowHeight.automatic
    /// UIKit's `cellLayoutMarginsFollowReadableWidth`: cells' margins widen to keep their
    /// content to the readable width (false by default since iOS 12).
    public var cellLayoutMarginsFollowReadableWidth = false
    /// The table's safe area insets on the left and right (an iPhone with a notch in landscape:
    /// 44 pt each side on an iPhone X). UIKit insets its cells' and section views' contentViews
    /// to the safe area (`insetsContentViewsToSafeArea`, true by default since iOS 11): they
    /// are that much narrower and start that far in. The top and bottom ones (a status bar,
    /// the home indicator) matter only on a screen (`render --viewport`): the table's content
    /// starts below the top one, as UIScrollView adds them to its `adjustedContentInset`.
    public var safeAreaInsets = EdgeInsets()
    /// The table's own `layoutMargins` (left and right), which its cells' contentViews and an
    /// inset grouped table's sections take: nil for a table in a view controller, whose margins
    /// are the system minimum (`CellMargins`: 16 pt, 20 pt from 414 pt). A table outside any
    /// view controller keeps `UIView`'s 8 pt (measured: a table in a plain container view puts
    /// its cells' margin-pinned views 8 pt in, on the iOS 13 simulator references; Apple:
    /// "the default spacing to use when laying out content in the view … 8 points on each side"
    /// for views that are not a view controller's root, `UIView.layoutMargins`).
    public var layoutMargins: EdgeInsets?
    /// The cells' contentView environment (margins, direction) when they are not a table's: a
    /// view laid out on its own (`UIView`'s inspector page), which gets its own margins rather
    /// than a table cell's. Nil for a table (the margins follow its width: `CellMargins`).
    public var standaloneEnvironment: CellEnvironment?
    /// The text size the user picked (`UIContentSizeCategory`): text-style fonts are sized for
    /// it when the fixture is read (fixed-size fonts do not scale).
    public internal(set) var contentSizeCategory = ContentSizeCategory.large
    /// Which way cells read (`semanticContentAttribute` / the app's language): leading and
    /// trailing, `H:` formats, stack views and `natural` alignment follow it; the accessory sits
    /// at the leading end and the separator is inset from the leading edge.
    public internal(set) var layoutDirection = LayoutDirection.leftToRight
    /// Light or dark (`userInterfaceStyle`): semantic colours, the table's background, its
    /// cells', separators, section titles and accessories follow it.
    public internal(set) var appearance = Appearance.light
    /// The horizontal size class, when set rather than taken from the width
    /// (`resolvedHorizontalSizeClass`).
    public internal(set) var horizontalSizeClass: UserInterfaceSizeClass?
    /// The fonts labels are measured and painted with: the bundled set, after the fixture's
    /// own `fonts:` if it has any.
    public var fonts = FontLibrary.standard
    /// A collection view's layout (a fixture's `collection:`): its items are placed by
    /// `CollectionLayouter` instead of stacked as a table's rows.
    public var collection: CollectionSettings?

    public init() {}

    /// The separator's thickness: one device pixel.
    public var separatorHeight: Double { separator == .singleLine ? 1 / scale : 0 }

    /// `value` on the device pixel grid (the nearest boundary).
    public func snapped(_ value: Double) -> Double { PixelGrid(scale: scale).roundToViewScale(value) }

    /// The height a table gives a cell, header or footer, in FDTemplateLayoutCell's and
    /// UITableView's order of trying: a fixed height setting; else the fitting height; when
    /// that is 0, the item's own `sizeThatFits:` (`sizeThatFits` returns nil when it has none);
    /// then 44 pt for a cell (0 for a section view); plus the separator's pixel for a cell
    /// that is not fixed; snapped to the device pixel grid. The one rule of every front end:
    /// fixtures (`TableLayouter.fit`) and `UITableView` alike.
    public func itemHeight(
        kind: TableItemKind, fitting: Double, sizeThatFits: () -> Double?
    ) -> (height: Double, source: TableLayouter.HeightSource) {
        let setting = kind == .cell ? rowHeight : kind == .header ? sectionHeaderHeight : sectionFooterHeight
        var height: Double, source: TableLayouter.HeightSource
        if case .fixed(let fixed) = setting {
            (height, source) = (fixed, .fixed)
        } else if fitting > 0 {
            (height, source) = (fitting, .autoLayout)
        } else if let own = sizeThatFits() {
            (height, source) = (own, .sizeThatFits)
        } else {
            (height, source) = (kind == .cell ? Self.defaultRowHeight : 0, .defaultHeight)
        }
        if kind == .cell && source != .fixed { height += separatorHeight }
        return (snapped(height), source)
    }
}

extension TableSettings {
    /// The corner radius of an inset grouped section: 10 pt, the value iOS 13 and later use
    /// (TOInsetGroupedTableView, which reproduces the style for iOS 12, hard-codes "the same
    /// value as in iOS 13").
    public static let insetGroupedCornerRadius = 10.0

    /// Where separators start, from the cell's leading edge, in a table `width` wide: the
    /// table's `separatorInset` when set; else iOS's automatic inset, the cells' leading layout
    /// margin (16 pt, 20 from 414 pt, 8 outside a view controller, wider with
    /// `cellLayoutMarginsFollowReadableWidth`: "the separator is inset from the table view cell
    /// contentView layout margins taking into account the readable width", Use Your Loaf,
    /// "Table View Separator Inset"; measured at 16 pt on the iOS 13 and 14 simulator
    /// references); 15 pt for the seed documents' iOS (`iosVersion` below 11).
    public func resolvedSeparatorInset(tableWidth width: Double) -> Double {
        if let separatorInset { return separatorInset }
        if let iosVersion, iosVersion < 11 { return Self.seedSeparatorInset }
        return CellMargins.environment(width: width, settings: self).layoutMargins.left
    }

    /// UIKit's standard row height, 44 pt: a self-sizing cell Auto Layout gives no height, the
    /// rows of an empty plain table.
    public static let defaultRowHeight = 44.0

    /// The spacing of the separators a plain table draws below its last row: a fixed
    /// `rowHeight`, else the last row's height (measured on the iOS 13 and 14 references: 44 pt
    /// under default rows, 93.5 pt under the todo controller's last row), 44 pt with no rows;
    /// nil for a grouped table or one without separators.
    public func extraSeparatorSpacing(lastRowHeight: Double?) -> Double? {
        guard style == .plain, separator == .singleLine else { return nil }
        if case .fixed(let fixed) = rowHeight { return snapped(fixed) }
        return lastRowHeight ?? Self.defaultRowHeight
    }

    /// The seed documents' separator inset (iOS 7 to 10: 15 pt).
    public static let seedSeparatorInset = 15.0

    /// Where cells begin and end across a table `width` wide, from its left and right edges:
    /// the safe area; in an inset grouped table also the table's layout margins (16 pt, 20 pt
    /// from 414 pt on, as the cells' system margins), which UIKit insets the sections by,
    /// measured from the safe area.
    public func cellInsets(tableWidth width: Double) -> (left: Double, right: Double) {
        guard style == .insetGrouped else { return (safeAreaInsets.left, safeAreaInsets.right) }
        let margins = CellMargins.sides(width: width, settings: self)
        return (safeAreaInsets.left + margins.left, safeAreaInsets.right + margins.right)
    }
}
