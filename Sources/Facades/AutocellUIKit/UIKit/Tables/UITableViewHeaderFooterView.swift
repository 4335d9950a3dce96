import AutocellLayout
import AutocellTable

/// `UITableViewHeaderFooterView`: a reusable section header or footer whose content hangs from
/// its `contentView`, registered with `register(_:forHeaderFooterViewReuseIdentifier:)` and
/// made by `dequeueReusableHeaderFooterView(withIdentifier:)`. A self-sizing one is as tall as
/// its contentView's constraints make it at the table's width.
///
/// The contentView's layout margins are the table's side margins (16 pt, 20 pt from 414 pt)
/// and UIKit's header/footer insets above and below (`UITableConstants_IOS`,
/// `defaultHeaderFooterLayoutMarginsForTableViewStyle:isHeader:isFirstSection:`): 4 and 4 in
/// a plain table; in a grouped one 17 above a header (32 for the first section) and 6 below,
/// 6 above a footer and 12 below. The built-in `textLabel`/`detailTextLabel` are not declared
/// (a custom label in the contentView draws the same).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    public internal(set) var reuseIdentifier: String?
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    /// Where the table shows it, for the contentView's margins.
    var placement: (grouped: Bool, isHeader: Bool, firstSection: Bool, tableWidth: CGFloat)?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.frame = bounds
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}

    /// The contentView's margins where the table shows the view.
    var contentMargins: EdgeInsets? {
        guard let placement else { return nil }
        let side = Double(placement.tableWidth) >= CellMargins.regularFromWidth ? CellMargins.regular : CellMargins.compact
        let (top, bottom): (Double, Double) = switch (placement.grouped, placement.isHeader) {
        case (false, _): (4, 4)
        case (true, true): (placement.firstSection ? 32 : 17, 6)
        case (true, false): (6, 12)
        }
        return EdgeInsets(top: top, left: side, bottom: bottom, right: side)
    }

    /// The contentView's fitting size at the target width.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        contentView.frame.size.width = targetSize.width
        var size = contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        // Subviews added to the view itself size it too, as a cell's (`ownSubviewsFittingHeight`).
        if verticalFittingPriority != .required,
           let own = ownSubviewsFittingHeight(width: size.width, besides: contentView, contentFrame: CGRect(origin: .zero, size: size)) {
            size.height = max(size.height, own)
        }
        return size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        if contentView.translatesAutoresizingMaskIntoConstraints, contentView.frame != bounds { contentView.setFrameFromLayout(bounds) }
    }

    override var cellContentView: UIView? { contentView }
}
