import AutocellTable
import AutocellLayout

/// `UICollectionViewLayoutAttributes.ElementCategory` (Apple's `representedElementCategory`).
public enum UICollectionElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

/// `UICollectionViewLayoutAttributes`: an item's frame and index path. A layout's own subclass
/// (extra properties, `copy(with:)` and `isEqual(_:)` overridden) is copied as its class, as
/// UIKit copies attributes before it hands them to a view's `apply(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    public typealias ElementCategory = UICollectionElementCategory
    open var frame = CGRect.zero
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var indexPath = IndexPath(item: 0, section: 0)
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`, …); nil for a cell.
    open private(set) var representedElementKind: String?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var zIndex = 0
    /// Kept: a view is drawn untransformed (`UIView.transform` says so when set).
    open var transform = CGAffineTransform.identity
    open var representedElementCategory: ElementCategory {
        representedElementKind == nil ? .cell : .supplementaryView
    }
    /// Whether the layout fixes the width (a compositional item whose width is not
    /// estimated): the view then fits its height at that width.
    var fixedWidth = false

    public override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementKind = elementKind
    }

    /// A copy of the same class (a subclass's `init()` runs, then its own `copy(with:)` sets
    /// what it adds), with these attributes' values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.makeForCopy()
        copy.frame = frame
        copy.indexPath = indexPath
        copy.representedElementKind = representedElementKind
        copy.isHidden = isHidden
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.transform = transform
        copy.fixedWidth = fixedWidth
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        // NSObject's `isEqual(_:)` is not isolated; attributes are made and compared on the main
        // actor, as UIKit's are.
        return MainActor.assumeIsolated { equalValues(other) }
    }

    private func equalValues(_ other: UICollectionViewLayoutAttributes) -> Bool {
        frame == other.frame && indexPath == other.indexPath && representedElementKind == other.representedElementKind
            && isHidden == other.isHidden && alpha == other.alpha && zIndex == other.zIndex && transform == other.transform
    }
}

/// `UICollectionReusableView` and `UICollectionViewCell`: a contentView (its margins a
/// view's default 8 pt) that self-sizing items are fitted by.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier a collection view dequeued the view with.
    public internal(set) var reuseIdentifier: String?
    /// The width of the collection view that dequeued the view (a list cell's margins follow it).
    var collectionWidth: CGFloat?
    /// The collection view's pool the view returns to (the kind and identifier of a
    /// supplementary view, the identifier of a cell).
    var poolKey: String?
    open func prepareForReuse() {}

    /// `apply(_:)`: the layout's attributes for the view, given after its frame, alpha and
    /// hidden state were set from them; the default does nothing (Apple's documentation).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes with the size the view's constraints fit, as a self-sizing flow layout
    /// asks (`estimatedItemSize` set): both priorities fitting-size level, as UIKit's
    /// `UICollectionReusableView` does unless a list layout constrains the width, so the
    /// content's own width and height win (decompiled UIKitCore, Documentation/UIKit.md).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: layoutAttributes.fixedWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
        attributes.frame = CGRect(origin: layoutAttributes.frame.origin, size: fitted)
        return attributes
    }
}

@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var isSelected = false { didSet { if isSelected != oldValue { selectionChanged() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { selectionChanged() } } }
    /// `backgroundView` and `selectedBackgroundView`, as a table cell's.
    open var backgroundView: UIView? { didSet { CellBackgroundViews.check(backgroundView, in: self) } }
    open var selectedBackgroundView: UIView? { didSet { CellBackgroundViews.check(selectedBackgroundView, in: self) } }

    // MARK: Configurations (iOS 14)

    /// `contentConfiguration`: its view fills the contentView (`ContentConfigurationHost`).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configurationHost.install(contentConfiguration, in: contentView) }
    }
    var configurationHost = ContentConfigurationHost()
    /// `backgroundConfiguration`: drawn as the background of the contentView, which fills the
    /// cell (colour, corner radius, stroke); the cell's own `backgroundColor` is left alone.
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { backgroundConfiguration?.apply(to: contentView) } }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// `configurationState`: the cell's traits and selection, highlight and other states.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted)
    }

    /// `updateConfiguration(using:)`: a subclass sets its configurations for `state` here; it
    /// runs before the cell is laid out, once after each `setNeedsUpdateConfiguration()` (and
    /// each selection or highlight change), as UIKit runs it before display.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A selected or highlighted cell highlights its labels and image views, as UIKit's does.
    /// A plain collection view cell has no selection background of its own on iOS (Apple's
    /// documentation of `selectedBackgroundView`: nil by default); a list cell's default grey
    /// one is not drawn unless the cell gives one (said).
    private func selectionChanged() {
        setNeedsUpdateConfiguration()
        let highlighted = isSelected || isHighlighted
        if highlighted && self is UICollectionViewListCell && selectedBackgroundView == nil && backgroundConfiguration == nil {
            UIKitGap.cellSelection.note()
        }
        CellSelection.highlight(contentView, highlighted)
    }

    open func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The contentView's fitting size at the target width; a list content configuration's row
    /// height at that width.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        if horizontalFittingPriority == .required {
            frame.size.width = targetSize.width
            contentView.frame.size.width = targetSize.width
        }
        if let list = configurationHost.listContentView, contentView.subviews.count == 1 {
            list.cellMargins = listMargins(width: targetSize.width)
            if contentWidthReduction > 0 { list.cellMargins.trailing = UITableViewCellStyleLayout.accessoryTrailingPadding }
            let width = horizontalFittingPriority == .required ? targetSize.width : max(targetSize.width, frame.width)
            return CGSize(width: width, height: list.fittingHeight(width: max(0, width - contentWidthReduction)))
        }
        // A contentView placed by constraints: the cell and its content fitted as one hierarchy.
        guard hostedContentView != nil else {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        }
        var size = contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        // Subviews added to the cell itself size it too, as a table cell's (`ownSubviewsFittingHeight`).
        if verticalFittingPriority != .required,
           let own = ownSubviewsFittingHeight(width: size.width, besides: contentView, contentFrame: CGRect(origin: .zero, size: size)) {
            size.height = max(size.height, own)
        }
        return size
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let content = CGRect(x: 0, y: 0, width: max(0, bounds.width - contentWidthReduction), height: bounds.height)
        // A contentView placed by constraints has the frame they give (`hostedContentView`).
        if contentView.translatesAutoresizingMaskIntoConstraints, contentView.frame != content { contentView.setFrameFromLayout(content) }
        configurationHost.listContentView?.cellMargins = listMargins(width: bounds.width)
        if contentWidthReduction > 0 { configurationHost.listContentView?.cellMargins.trailing = UITableViewCellStyleLayout.accessoryTrailingPadding }
    }

    /// How much narrower than the cell its contentView is (a list cell's accessory).
    var contentWidthReduction: CGFloat { 0 }

    /// A list row's leading and trailing margins: the table cell margins for the collection
    /// view's width (16 pt, 20 pt from 414 pt), as list cells have.
    func listMargins(width: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let reference = (superview as? UICollectionView)?.bounds.width ?? collectionWidth ?? width
        let side = CGFloat(Double(reference) >= CellMargins.regularFromWidth ? CellMargins.regular : CellMargins.compact)
        return (side, side)
    }

    override var cellContentView: UIView? { contentView }
    override var contentViewInsetInCell: CGSize { CGSize(width: contentWidthReduction, height: 0) }
}

/// `UICollectionViewListCell`: a cell for list sections, whose default content configuration
/// is `UIListContentConfiguration.cell()`.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0 { didSet { if indentationLevel != 0 { UIKitGap.listIndentation.note() } } }
    open var indentationWidth: CGFloat = 10
    /// `accessories`: the disclosure indicator, checkmark and detail button are drawn as a
    /// table cell's accessories are (the contentView as narrow as a table's would be, the glyph
    /// 15 pt from the trailing edge); the others are said and not drawn.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for accessory in accessories where accessory.tableAccessory == nil {
                UIKitGap.listAccessories.note()
            }
            setNeedsLayout()
        }
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// `separatorLayoutGuide`: where the cell's separator starts (Apple's documentation, iOS 14).
    /// Constrain its `leadingAnchor` (to a label's, say) and the separator under the cell starts
    /// there; unconstrained it stays at the content's leading layout margin, where the list
    /// draws separators anyway.
    public var separatorLayoutGuide: UILayoutGuide {
        if let placedSeparatorGuide { return placedSeparatorGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        // Held by the contentView, which the cell's layout solves (UIKit's is the cell's; the
        // contentView fills the cell's leading side, so the edge is the same).
        contentView.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading,
            guide.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            guide.topAnchor.constraint(equalTo: contentView.topAnchor),
            guide.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        placedSeparatorGuide = guide
        return guide
    }
    /// The guide, once the app has asked for it.
    private(set) var placedSeparatorGuide: UILayoutGuide?

    /// The first drawn accessory, as the table layer knows it.
    var tableAccessory: Accessory { accessories.lazy.compactMap(\.tableAccessory).first ?? .none }

    override var contentWidthReduction: CGFloat { CGFloat(tableAccessory.width) }
}

/// `UICellAccessory`: what sits at the trailing end of a list cell.
public struct UICellAccessory: Sendable {
    /// `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    /// Options are kept; Autocell draws every accessory in its system colours.
    public struct DisclosureIndicatorOptions: Sendable { public init() {} }
    public struct CheckmarkOptions: Sendable { public init() {} }
    public struct DetailOptions: Sendable { public init() {} }
    public struct LabelOptions: Sendable { public init() {} }
    public struct OutlineDisclosureOptions: Sendable { public init() {} }

    let kind: String
    let displayed: DisplayedState

    public static func disclosureIndicator(displayed: DisplayedState = .whenNotEditing, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: "disclosureIndicator", displayed: displayed)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: "checkmark", displayed: displayed)
    }
    public static func detail(displayed: DisplayedState = .whenNotEditing, options: DetailOptions = DetailOptions(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: "detail", displayed: displayed)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: "label", displayed: displayed)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: "outlineDisclosure", displayed: displayed)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: "delete", displayed: displayed)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: "reorder", displayed: displayed) }
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: "multiselect", displayed: displayed) }

    /// The table accessory drawn for it while not editing (nil: not drawn).
    var tableAccessory: Accessory? {
        guard displayed != .whenEditing else { return Accessory.none }
        return switch kind {
        case "disclosureIndicator": .disclosureIndicator
        case "checkmark": .checkmark
        case "detail": .detailButton
        default: nil
        }
    }
}

extension UICollectionViewCell: ConfigurableCell {}
