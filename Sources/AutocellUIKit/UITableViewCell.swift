import AutocellLayout
import AutocellTable

/// `UITableViewCell`: a contentView that the cell's content constraints hang from, as narrow
/// as the accessory leaves it, with the margins a table gives its cells (16 pt, 20 pt from
/// 414 pt, 11 pt above and below: `CellMargins`).
@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    public let contentView = UIView()
    public internal(set) var reuseIdentifier: String?
    public let style: CellStyle
    public var accessoryType = AccessoryType.none { didSet { setNeedsLayout() } }
    public var accessoryView: UIView? { didSet { setNeedsLayout() } }
    public var selectionStyle = SelectionStyle.default
    public var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    public var isSelected = false
    public var isHighlighted = false
    /// The width of the table the cell is in (its own width when it is in none).
    var tableWidth: CGFloat?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.translatesAutoresizingMaskIntoConstraints = true
        addSubview(contentView)
    }

    /// What `UITableView.register(_:forCellReuseIdentifier:)` makes cells with: a subclass
    /// that overrides `init(style:reuseIdentifier:)` (or none of the initializers) inherits
    /// it, as on iOS its cells are made with that initializer.
    public required convenience init(registeredWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell loaded from a nib (`UINib`): its reuse identifier from the file.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = (coder as? UINibDecoder)?.reuseIdentifier
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}
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

    /// The contentView's margins and direction, as a table gives them.
    func contentViewMargins() -> CellEnvironment {
        let width = Double(tableWidth ?? frame.width)
        let side = width >= CellMargins.regularFromWidth ? CellMargins.regular : CellMargins.compact
        return CellEnvironment(layoutMargins: EdgeInsets(top: CellMargins.vertical, left: side, bottom: CellMargins.vertical, right: side))
    }

    /// The contentView's fitting size at the target width (less the accessory), as a table
    /// asks a self-sizing cell.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if tableWidth == nil { frame.size.width = targetSize.width }
        let width = max(0, targetSize.width - CGFloat(accessory.width))
        contentView.frame.size.width = width
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: targetSize.height), withHorizontalFittingPriority: .required, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: targetSize.width, height: fitted.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, frame.width - CGFloat(accessory.width))
        if contentView.frame != CGRect(x: 0, y: 0, width: width, height: frame.height) {
            contentView.setFrameFromLayout(CGRect(x: 0, y: 0, width: width, height: frame.height))
        }
    }

    override func performLayout() {
        updateConstraintsIfNeeded()
        layoutSubviews()
        contentView.performLayout()
        needsLayout = false
    }
}
