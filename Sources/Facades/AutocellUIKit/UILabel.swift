import AutocellLayout

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    var alignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    init(_ alignment: TextAlignment) {
        self = switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var mode: LineBreakMode {
        switch self {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clipping
        case .byTruncatingHead: .truncatingHead
        case .byTruncatingTail: .truncatingTail
        case .byTruncatingMiddle: .truncatingMiddle
        }
    }

    init(_ mode: LineBreakMode) {
        self = switch mode {
        case .wordWrap: .byWordWrapping
        case .charWrap: .byCharWrapping
        case .clipping: .byClipping
        case .truncatingHead: .byTruncatingHead
        case .truncatingTail: .byTruncatingTail
        case .truncatingMiddle: .byTruncatingMiddle
        }
    }
}

/// `UILabel`: text measured by Pango, its intrinsic size the engine's to use.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { if text != oldValue { attributed = nil; invalidateIntrinsicContentSize() } } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { styleChanged() } }
    open var textColor: UIColor! = .label { didSet { contentVersion = UILabel.nextVersion() } }
    open var textAlignment = NSTextAlignment.natural { didSet { contentVersion = UILabel.nextVersion() } }
    open var numberOfLines = 1 { didSet { styleChanged() } }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { styleChanged() } }
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false { didSet { styleChanged() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    var attributed: NSAttributedString?
    /// Bumped by every change but the plain text's: while it stands, the label's content for
    /// the engine is the one read last, with a new text.
    /// Unique across labels and changes (a global count), so that a label's identity and
    /// version name one content even after another label takes a freed label's address.
    private(set) var contentVersion = UILabel.nextVersion()
    private static var versions = 0

    private static func nextVersion() -> Int {
        versions &+= 1
        return versions
    }

    private func styleChanged() {
        contentVersion = UILabel.nextVersion()
        invalidateIntrinsicContentSize()
    }

    /// `attributedText`: runs with their own fonts, colours, kerning and underlines.
    open var attributedText: NSAttributedString? {
        get { attributed ?? text.map { NSAttributedString(string: $0) } }
        set {
            attributed = newValue
            text = newValue?.string
            attributed = newValue
            styleChanged()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The label's content for the engine (the font resized if it follows Dynamic Type).
    var content: LabelContent {
        var font = self.font.font
        if adjustsFontForContentSizeCategory, let style = font.textStyle {
            font = .preferred(style, category: traitCollection.preferredContentSizeCategory.category)
        }
        var label = LabelContent(
            text: text ?? "", font: font, color: textColor.resolved(traitCollection), alignment: textAlignment.alignment,
            numberOfLines: numberOfLines, lineBreakMode: numberOfLines != 1 && lineBreakMode.mode.truncatesInside ? .truncatingTail : lineBreakMode.mode)
        if let attributed { (label.attributedText, label.paragraph) = attributed.runs(trait: traitCollection) }
        return label
    }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind { .label(content) }

    open override var intrinsicContentSize: CGSize {
        guard let measurer = HierarchyLayout.measurer, !(text ?? "").isEmpty else { return .zero }
        let limit = preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil
        let label = content
        let size = label.intrinsicSize(measurer.measure(label.request(width: numberOfLines == 1 ? nil : limit)), scale: Double(traitCollection.displayScale))
        return CGSize(width: size.width, height: size.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let measurer = HierarchyLayout.measurer, !(text ?? "").isEmpty else { return .zero }
        let width = size.width > 0 && numberOfLines != 1 ? Double(size.width) : nil
        let label = content
        let size = label.intrinsicSize(measurer.measure(label.request(width: width)), scale: Double(traitCollection.displayScale))
        return CGSize(width: size.width, height: size.height)
    }
}
