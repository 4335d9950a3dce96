import AutocellLayout
import AutocellRender
import AutocellTable
import AutocellText
import AutocellDrawing

/// `UITableViewCell`: a contentView that the cell's content constraints hang from, as narrow
/// as the accessory leaves it, with the margins a table gives its cells (16 pt, 20 pt from
/// 414 pt, 11 pt above and below: `CellMargins`); and the styles' built-in `imageView`,
/// `textLabel` and `detailTextLabel`, placed as UIKit places them (`UITableViewCellStyleLayout`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    public let contentView = UIView()
    public internal(set) var reuseIdentifier: String?
    public let style: CellStyle
    open var accessoryType = AccessoryType.none { didSet { setNeedsLayout() } }
    open var accessoryView: UIView? { didSet { setNeedsLayout() } }
    open var selectionStyle = SelectionStyle.default
    /// `isEditing`, `setEditing(_:animated:)`, `showsReorderControl`: kept; a table here is
    /// never in editing mode, so no editing or reorder control is drawn (as on iOS out of it).
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var showsReorderControl = false
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) {
        didSet {
            if separatorInset.right != 0 { UIKitGap.separatorInsetRight.note() }
            separatorInsetIsExplicit = true
            setNeedsLayout()
        }
    }
    /// Set by the app: UIKit then starts the built-in labels at its left inset.
    private var separatorInsetIsExplicit = false

    /// Where this cell's separator starts: its own inset when set, else the table's when set,
    /// else UIKit's automatic inset: the text's start in a built-in style showing an image
    /// (Apple: "if every cell in a table contains an image view of the same size, by default
    /// iOS vertically aligns the leading edge of all separators"), else the contentView's
    /// leading margin.
    func resolvedSeparatorInset(settings: TableSettings) -> Double {
        if separatorInsetIsExplicit { return Double(separatorInset.left) }
        if let inset = settings.separatorInset { return inset }
        if builtInImageView?.image != nil, let text = builtInTextLabel, !(text.text ?? "").isEmpty {
            return Double(contentView.frame.minX + text.frame.minX)
        }
        return settings.resolvedSeparatorInset(tableWidth: settings.width)
    }
    open var isSelected = false { didSet { if isSelected != oldValue { selectionChanged() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { selectionChanged() } } }
    /// `backgroundView` and `selectedBackgroundView` (shown while selected or highlighted):
    /// their background colour is the cell's background; what they hold is not drawn (said).
    open var backgroundView: UIView? { didSet { CellBackgroundViews.check(backgroundView, in: self) } }
    open var selectedBackgroundView: UIView? { didSet { CellBackgroundViews.check(selectedBackgroundView, in: self) } }
    open var multipleSelectionBackgroundView: UIView?

    // MARK: Configurations (iOS 14)

    /// `defaultContentConfiguration()`: the list content configuration of the cell's style
    /// (`.default`: `cell()`, `.subtitle`: `subtitleCell()`, `.value1`: `valueCell()`, `.value2`
    /// its own), with nothing set.
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration(style: style) }

    /// `contentConfiguration`: its view fills the contentView (`ContentConfigurationHost`); the
    /// style's built-in labels are then not shown, as on iOS.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configurationHost.install(contentConfiguration, in: contentView) }
    }
    var configurationHost = ContentConfigurationHost()
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { backgroundConfiguration?.apply(to: self) } }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted)
    }

    /// `updateConfiguration(using:)`: runs before layout after `setNeedsUpdateConfiguration()`
    /// (and after selection or highlight changes), as UIKit runs it before display.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    open func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// The width of the table the cell is in (its own width when it is in none).
    var tableWidth: CGFloat?
    /// The separator under the cell in the table it is in.
    var tableSeparatorHeight: CGFloat?
    /// The table it is in, as the table layer sees it (nil: in none).
    var tableSettings: TableSettings?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.translatesAutoresizingMaskIntoConstraints = true
        // As in UIKit, the contentView starts at the cell's bounds: subviews made in `init`
        // see 320 × 44 (and follow the contentView from there if their masks say so).
        contentView.frame = bounds
        addSubview(contentView)
    }

    // MARK: Built-in content

    private var builtInTextLabel: UILabel?
    private var builtInDetailTextLabel: UILabel?
    private var builtInImageView: UIImageView?

    /// The style's title label, made on first use: Body (Footnote in `.value2`, right-aligned,
    /// in the tint colour), `label` colour, following Dynamic Type (`UITableConstants_IOS`).
    /// It joins the contentView while it has text.
    open var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = builtInLabel(style == .value2 ? .footnote : .body)
        if style == .value2 {
            label.textAlignment = .right
            label.textColor = tintColor
        }
        builtInTextLabel = label
        return label
    }

    /// The style's second label (nil in `.default`, which has none): Body in `.value1`
    /// (right-aligned, `secondaryLabel`), Footnote in `.value2`, Caption 1 in `.subtitle`.
    open var detailTextLabel: UILabel? {
        if let builtInDetailTextLabel { return builtInDetailTextLabel }
        let textStyle: UIFont.TextStyle
        switch style {
        case .default: return nil
        case .value1: textStyle = .body
        case .value2: textStyle = .footnote
        case .subtitle: textStyle = .caption1
        }
        let label = builtInLabel(textStyle)
        if style == .value1 {
            label.textAlignment = .right
            label.textColor = .secondaryLabel
        }
        builtInDetailTextLabel = label
        return label
    }

    /// The style's image view (nil in `.value2`, which has none); it joins the contentView
    /// while it has an image.
    open var imageView: UIImageView? {
        if let builtInImageView { return builtInImageView }
        guard style != .value2 else { return nil }
        let view = UIImageView()
        builtInImageView = view
        return view
    }

    private func builtInLabel(_ textStyle: UIFont.TextStyle) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: textStyle)
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    /// Whether the built-in views show anything (then they size the row).
    var showsBuiltInContent: Bool {
        !(builtInTextLabel?.text ?? "").isEmpty || !(builtInDetailTextLabel?.text ?? "").isEmpty || builtInImageView?.image != nil
    }

    private func styleLayout(contentSize: CGSize) -> UITableViewCellStyleLayout {
        let margins = tableMargins().layoutMargins
        let marginWidth = separatorInsetIsExplicit ? separatorInset.left : CGFloat(margins.left)
        return UITableViewCellStyleLayout(
            style: style, content: contentSize, leadingMargin: max(marginWidth, CGFloat(margins.left)),
            trailingPadding: accessory == .none ? CGFloat(margins.right) : UITableViewCellStyleLayout.accessoryTrailingPadding,
            image: builtInImageView?.image, traits: traitCollection, textLabel: builtInTextLabel, detailTextLabel: builtInDetailTextLabel)
    }

    /// Adds the built-in views that have content to the contentView (removes the others) and
    /// sets their frames, as UIKit's layout managers do in `layoutSubviews`.
    private func layoutBuiltInContent() {
        let views: [(UIView?, Bool)] = [
            (builtInImageView, builtInImageView?.image != nil),
            (builtInTextLabel, !(builtInTextLabel?.text ?? "").isEmpty),
            (builtInDetailTextLabel, !(builtInDetailTextLabel?.text ?? "").isEmpty),
        ]
        for case (let view?, let shown) in views {
            if shown, view.superview !== contentView { contentView.addSubview(view) }
            if !shown, view.superview != nil { view.removeFromSuperview() }
        }
        guard showsBuiltInContent else { return }
        reportUnmodelledStyleLayout()
        let frames = styleLayout(contentSize: contentView.frame.size).frames()
        let width = contentView.frame.width
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func placed(_ rect: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        if let frame = frames.image { builtInImageView?.frame = placed(frame) }
        builtInTextLabel?.frame = placed(frames.text)
        builtInDetailTextLabel?.frame = placed(frames.detail)
    }

    private func reportUnmodelledStyleLayout() {
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory, !(builtInTextLabel?.text ?? "").isEmpty {
            UIKitGap.builtInStylesAtAccessibilitySizes.note()
        }
        if style == .subtitle, let label = builtInTextLabel, !(builtInDetailTextLabel?.text ?? "").isEmpty,
           label.font.font.textStyle != .body {
            UIKitGap.subtitleTitleFont.note()
        }
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// `UITableViewCell()`: a default-style cell of UIKit's initial 320 × 44 (Objective-C's
    /// `-init` of a cell is `initWithStyle:reuseIdentifier:`, not a zero frame).
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A cell loaded from a nib (`UINib`): its reuse identifier from the file.
    public required init?(coder: NSCoder) {
        style = (coder as? UINibDecoder)?.cellStyle ?? .default
        reuseIdentifier = (coder as? UINibDecoder)?.reuseIdentifier
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}

    /// A selected or highlighted cell highlights its labels and image views (their
    /// `highlightedTextColor`), as UIKit's does unless its `selectionStyle` is `.none`; the grey
    /// background UIKit shows behind them is not drawn (said).
    private func selectionChanged() {
        setNeedsUpdateConfiguration()
        let highlighted = (isSelected || isHighlighted) && selectionStyle != .none
        if highlighted && selectedBackgroundView == nil { UIKitGap.cellSelection.note() }
        CellSelection.highlight(contentView, highlighted)
    }
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// The accessory as the table layer knows it.
    var accessory: Accessory {
        if let accessoryView {
            return .view(AccessoryView(size: Size(accessoryView.frame.size.width > 0 ? accessoryView.frame.size : accessoryView.intrinsicContentSize)))
        }
        switch accessoryType {
        case .none: return .none
        case .disclosureIndicator: return .disclosureIndicator
        case .detailDisclosureButton: return .detailDisclosureButton
        case .checkmark: return .checkmark
        case .detailButton: return .detailButton
        }
    }

    /// The contentView's margins and direction: as a table gives them to a cell it made or
    /// shows (dequeued, or laid out as a row); a cell made or loaded on its own, never in a
    /// table, has UIView's 8 pt on every side (measured: a nib cell snapshotted alone on iOS 13
    /// puts content pinned to its leading and bottom margins 8 pt from the contentView's edges,
    /// where a table's row puts it 16 and 11 pt in; Documentation/Fidelity.md).
    func contentViewMargins() -> CellEnvironment {
        guard tableSettings != nil else {
            return CellEnvironment(layoutMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), layoutDirection: TableSettings().layoutDirection)
        }
        return tableMargins()
    }

    /// The margins the table layer's rule gives (with the readable-width one), as for a
    /// fixture's cells: what the built-in styles lay their labels out by.
    func tableMargins() -> CellEnvironment {
        CellMargins.environment(width: Double(tableWidth ?? frame.width), settings: tableSettings ?? TableSettings())
    }

    /// The contentView's fitting size at the target width (less the accessory), as a table
    /// asks a self-sizing cell.
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// the contentView's fitting height plus the cell's separator, one pixel (none in a table
    /// whose `separatorStyle` is `.none`), as iOS gives it: the ground truth's cell fitted on its
    /// own at 375 pt is 53 pt at @2x where its content is 52.5 (Documentation/Fidelity.md). A
    /// table takes that as the row's height; Auto Layout placing the cell in a view (its
    /// intrinsic height) uses the content alone.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let content = contentFittingSize(targetSize, verticalFittingPriority: verticalFittingPriority)
        // Subviews added to the cell itself span the whole cell, separator included.
        let own = ownSubviewsFittingHeight(atWidth: content.width, contentHeight: content.height) ?? 0
        return CGSize(width: content.width, height: max(content.height + separatorHeight, own))
    }

    /// What the cell's own subviews (added to the cell, not its contentView) need at `width`,
    /// with the contentView at `contentHeight`.
    private func ownSubviewsFittingHeight(atWidth width: CGFloat, contentHeight: CGFloat) -> CGFloat? {
        guard hostedContentView != nil else { return nil }
        let contentWidth = max(0, width - CGFloat(accessory.width))
        return ownSubviewsFittingHeight(
            width: width, besides: contentView, contentFrame: CGRect(x: 0, y: 0, width: contentWidth, height: contentHeight))
    }

    /// The separator's height as the cell has it: its table's, else one pixel.
    var separatorHeight: CGFloat { tableSeparatorHeight ?? 1 / traitCollection.displayScale }

    /// The contentView's fitting size at `targetSize`'s width (less the accessory).
    func contentFittingSize(_ targetSize: CGSize, verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConfigurationIfNeeded()
        if tableWidth == nil { frame.size.width = targetSize.width }
        let width = max(0, targetSize.width - CGFloat(accessory.width))
        guard hostedContentView != nil else {
            // A contentView placed by constraints: the cell and its content fitted as one
            // hierarchy (its height is the cell's, the separator inside it).
            let cell = HierarchyLayout.fittingHeight(root: self, width: targetSize.width)
            return CGSize(width: targetSize.width, height: max(0, cell))
        }
        contentView.frame.size.width = width
        if let list = configurationHost.listContentView, contentView.subviews.count == 1 {
            list.cellMargins = listMargins()
            return CGSize(width: targetSize.width, height: list.fittingHeight(width: width, separator: separatorHeight))
        }
        var height: CGFloat = 0
        if !showsBuiltInContent || contentView.subviews.contains(where: { !isBuiltIn($0) }) || !contentView.constraints.isEmpty {
            height = contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: targetSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: verticalFittingPriority
            ).height
        }
        if showsBuiltInContent {
            // UIKit's row height for the style, separator included; the table adds its own.
            let separator = separatorHeight
            let row = styleLayout(contentSize: CGSize(width: width, height: max(0, frame.height - separator))).rowHeight(separator: separator)
            height = max(height, row - separator)
        }
        return CGSize(width: targetSize.width, height: height)
    }

    private func isBuiltIn(_ view: UIView) -> Bool {
        view === builtInTextLabel || view === builtInDetailTextLabel || view === builtInImageView
    }

    /// Set when `sizeThatFits(_:)` ran UIView's own (the view's current size): a cell with
    /// no `sizeThatFits` of its own, which a self-sizing table does not take as the row's
    /// height (the template's `sizeThatFits:` is nil in a fixture). A cell that lays itself
    /// out by hand overrides it (FDTemplateLayoutCell's `fd_enforceFrameLayout` cells).
    var usedInheritedSizeThatFits = false

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        usedInheritedSizeThatFits = true
        return super.sizeThatFits(size)
    }

    /// A list content view's margins: the cell's leading margin, and its trailing one (8 pt
    /// before an accessory), as the built-in styles' text.
    private func listMargins() -> (leading: CGFloat, trailing: CGFloat) {
        let margins = tableMargins().layoutMargins
        return (CGFloat(margins.left), accessory == .none ? CGFloat(margins.right) : UITableViewCellStyleLayout.accessoryTrailingPadding)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        configurationHost.listContentView?.cellMargins = listMargins()
        super.layoutSubviews()
        let width = max(0, frame.width - CGFloat(accessory.width))
        // A contentView placed by constraints has the frame they give (`hostedContentView`).
        if contentView.translatesAutoresizingMaskIntoConstraints, contentView.frame != CGRect(x: 0, y: 0, width: width, height: frame.height) {
            contentView.setFrameFromLayout(CGRect(x: 0, y: 0, width: width, height: frame.height))
        }
        layoutBuiltInContent()
        checkFittingHeight()
    }

    override var cellContentView: UIView? { contentView }
    override var contentViewInsetInCell: CGSize { CGSize(width: CGFloat(accessory.width), height: 0) }

    /// The accessory as UIKit draws it, part of the cell (in a table or snapshotted on its
    /// own): its view 15 pt from the right edge, centred, or the standard glyph
    /// (`AccessoryGlyph`: the chevron, checkmark or info button, placed by the table's trailing
    /// margin), in the cell's coordinates.
    func drawAccessory(into context: CGContext, chrome: TableChrome) {
        let canvas = context.canvas.snapping(to: Double(traitCollection.displayScale))
        if let view = accessoryView {
            let size = view.frame.size.width > 0 ? view.frame.size : view.intrinsicContentSize
            // The table's own rule (`AccessoryGlyph.viewFrame`), mirrored right to left.
            var placed = CGRect(AccessoryGlyph.viewFrame(Size(width: Double(size.width), height: Double(size.height)), cellWidth: Double(frame.width), midY: Double(frame.height) / 2))
            if effectiveUserInterfaceLayoutDirection == .rightToLeft { placed.origin.x = frame.width - placed.maxX }
            view.frame = placed
            view.layoutIfNeeded()
            canvas.save()
            canvas.translate(Double(view.frame.minX), Double(view.frame.minY))
            HierarchyRenderer.draw(view, into: context)
            canvas.restore()
        } else if accessory != .none, let measurer = HierarchyLayout.measurer {
            // Right to left at the left end, mirrored (the chevron points left), as a table row's.
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let margins = tableMargins().layoutMargins
            canvas.save()
            if rightToLeft {
                canvas.translate(Double(frame.width), 0)
                canvas.scale(-1, 1)
            }
            AccessoryGlyph.draw(
                accessory, chrome: chrome, on: canvas, measurer: measurer, cellWidth: Double(frame.width),
                trailingMargin: rightToLeft ? margins.left : margins.right, top: 0, height: Double(frame.height))
            canvas.restore()
        }
    }

    /// In a table, the cell's frame here stops above its separator; on iOS the separator is
    /// inside the cell, so subviews added to the cell itself span the row, separator included.
    override var ownSubviewsLayoutHeight: CGFloat {
        superview is UITableView ? frame.height + CGFloat(tableSettings?.separatorHeight ?? 0) : frame.height
    }

    // MARK: A cell placed by Auto Layout outside a table

    /// The height last given as intrinsic (see `intrinsicContentSize`).
    private var reportedFittingHeight: CGFloat?

    /// Whether Auto Layout places this cell in a superview that is not a table (PixelTest's
    /// `LayoutCoordinator` pins a cell with `translatesAutoresizingMaskIntoConstraints` off
    /// inside a parent view).
    private var isPlacedByConstraints: Bool {
        !translatesAutoresizingMaskIntoConstraints && tableWidth == nil && superview != nil && !(superview is UITableView)
    }

    /// Placed by constraints outside a table, a cell is as tall as its contentView's content at
    /// its width: UIKit's engine holds the contentView's constraints with its superview's. The
    /// contentView is laid out on its own here, so the cell gives that height as its intrinsic
    /// height (0 until it has a width) and asks for another pass when its width changes it.
    open override var intrinsicContentSize: CGSize {
        guard isPlacedByConstraints else { return super.intrinsicContentSize }
        let height = bounds.width > 0 ? fittingHeight(atWidth: bounds.width) : 0
        reportedFittingHeight = height
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    private func fittingHeight(atWidth width: CGFloat) -> CGFloat {
        let content = contentFittingSize(CGSize(width: width, height: 0), verticalFittingPriority: .fittingSizeLevel).height
        return max(content, ownSubviewsFittingHeight(atWidth: width, contentHeight: content) ?? 0)
    }

    /// After the cell's layout: another pass when its width gives another height.
    private func checkFittingHeight() {
        guard isPlacedByConstraints, bounds.width > 0, let reported = reportedFittingHeight else { return }
        if abs(fittingHeight(atWidth: bounds.width) - reported) > 0.001 { invalidateIntrinsicContentSize() }
    }
}

extension UITableViewCell: ConfigurableCell {}
