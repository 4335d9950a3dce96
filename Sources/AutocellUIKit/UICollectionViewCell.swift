import AutocellLayout

/// `UICollectionViewLayoutAttributes`: an item's frame and index path.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public var frame = CGRect.zero
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var indexPath = IndexPath(item: 0, section: 0)
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var zIndex = 0

    public override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
}

/// `UICollectionReusableView` and `UICollectionViewCell`: a contentView (its margins a
/// view's default 8 pt) that self-sizing items are fitted by.
@MainActor
open class UICollectionReusableView: UIView {
    public var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}

    /// The attributes with the size the view's constraints fit at the proposed width, as a
    /// self-sizing collection view asks (`estimatedItemSize` set).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
        attributes.frame = CGRect(origin: layoutAttributes.frame.origin, size: fitted)
        return attributes
    }
}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    public var isSelected = false
    public var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The contentView's fitting size at the target width.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        frame.size.width = targetSize.width
        contentView.frame.size.width = targetSize.width
        return contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.setFrameFromLayout(bounds) }
    }

    override func performLayout() {
        updateConstraintsIfNeeded()
        layoutSubviews()
        contentView.performLayout()
        needsLayout = false
    }
}
