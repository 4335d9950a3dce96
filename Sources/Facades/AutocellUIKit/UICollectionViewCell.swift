import AutocellLayout

/// `UICollectionViewLayoutAttributes`: an item's frame and index path.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
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
}

/// `UICollectionReusableView` and `UICollectionViewCell`: a contentView (its margins a
/// view's default 8 pt) that self-sizing items are fitted by.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier a collection view dequeued the view with.
    public internal(set) var reuseIdentifier: String?
    /// The collection view's pool the view returns to (the kind and identifier of a
    /// supplementary view, the identifier of a cell).
    var poolKey: String?
    open func prepareForReuse() {}

    /// What `UICollectionView` makes registered cells and supplementary views with: a subclass
    /// that overrides `init(frame:)` inherits it, as on iOS they are made with that initializer.
    public required convenience init(registeredWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// The attributes with the size the view's constraints fit, as a self-sizing flow layout
    /// asks (`estimatedItemSize` set): both priorities fitting-size level, as UIKit's
    /// `UICollectionReusableView` does unless a list layout constrains the width, so the
    /// content's own width and height win (decompiled UIKitCore, Documentation/UIKit.md).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
        attributes.frame = CGRect(origin: layoutAttributes.frame.origin, size: fitted)
        return attributes
    }
}

@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false

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
        if horizontalFittingPriority == .required {
            frame.size.width = targetSize.width
            contentView.frame.size.width = targetSize.width
        }
        return contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.setFrameFromLayout(bounds) }
    }

    override var hostedContentView: UIView? { contentView }
}
