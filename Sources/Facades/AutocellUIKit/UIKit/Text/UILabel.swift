import AutocellLayout
import AutocellText

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
    /// `font`: nil resets it to the default, 17 pt system, as UIKit does (a `UIFont(name:size:)`
    /// that found no font gives nil: the label keeps drawing).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            styleChanged()
        }
    }
    /// `textColor`: nil resets it to the default, `label`, as UIKit does.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            contentVersion = UILabel.nextVersion()
        }
    }
    open var textAlignment = NSTextAlignment.natural { didSet { contentVersion = UILabel.nextVersion() } }
    open var numberOfLines = 1 { didSet { styleChanged() } }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { styleChanged() } }
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth > 0 { UIKitGap.preferredMaxLayoutWidth.note() } } }
    open var adjustsFontForContentSizeCategory = false { didSet { styleChanged() } }
    /// `lineBreakStrategy`: `.standard` by default (Apple's documentation), which pushes out a
    /// single word on the last line of a paragraph of plain text (`LabelContent.pushesOutOrphans`).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard { didSet { styleChanged() } }
    /// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`: a one-line label too narrow for
    /// its text draws it smaller, down to that factor (`LabelContent.minimumScaleFactor`);
    /// multi-line labels are not shrunk (said).
    open var adjustsFontSizeToFitWidth = false { didSet { styleChanged() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { styleChanged() } }
    open var isEnabled = true { didSet { if !isEnabled { UIKitGap.labelDisabled.note() } } }
    open var highlightedTextColor: UIColor? { didSet { contentVersion = UILabel.nextVersion() } }
    open var isHighlighted = false { didSet { contentVersion = UILabel.nextVersion() } }
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
        } else if adjustsFontForContentSizeCategory, let scaling = self.font.metrics {
            // A `UIFontMetrics` font follows its traits as a text style does.
            font = UIFontMetrics.rescaled(scaling, for: traitCollection)
        }
        // A highlighted label (in a selected or highlighted cell) draws its highlighted colour.
        let color: UIColor = isHighlighted ? highlightedTextColor ?? textColor : textColor
        if numberOfLines != 1 && lineBreakMode.mode.truncatesInside { UIKitGap.insideTruncation.note() }
        var label = LabelContent(
            text: text ?? "", font: font, color: color.resolved(traitCollection), alignment: textAlignment.alignment,
            numberOfLines: numberOfLines, lineBreakMode: numberOfLines != 1 && lineBreakMode.mode.truncatesInside ? .truncatingTail : lineBreakMode.mode)
        label.pushesOutOrphans = lineBreakStrategy.contains(.pushOut)
        if adjustsFontSizeToFitWidth && minimumScaleFactor > 0 {
            if numberOfLines == 1 {
                label.minimumScaleFactor = Double(min(1, minimumScaleFactor))
            } else {
                UIKitGap.multilineShrink.note()
            }
        }
        if let attributed {
            (label.attributedText, label.paragraph) = attributed.runs(trait: traitCollection)
            // An attributed label is aligned and broken by its paragraph style, as UIKit ignores
            // the label's textAlignment and lineBreakMode for attributed text.
            if let style = attributed.firstParagraphStyle {
                label.alignment = style.alignment.alignment
                let mode = style.lineBreakMode.mode
                label.lineBreakMode = numberOfLines != 1 && mode.truncatesInside ? .truncatingTail : mode
            }
        }
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
