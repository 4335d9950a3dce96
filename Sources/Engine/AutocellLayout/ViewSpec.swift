import AutocellText
import AutocellDrawing

/// `NSTextAlignment`. `left` and `right` are absolute (an Arabic line aligned left starts at
/// the left); `natural` is the leading side of the layout direction; `justified` stretches
/// every line of a paragraph but its last, which is natural.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left, center, right, natural, justified

    /// The absolute side a line starts from in `direction`: left, center or right.
    public func resolved(_ direction: LayoutDirection) -> TextAlignment {
        switch self {
        case .natural, .justified: direction.isRightToLeft ? .right : .left
        default: self
        }
    }
}

/// How an image view draws its image (`UIView.ContentMode`): scaled to the frame
/// (`scaleToFill`), scaled keeping its proportions to fit or fill it (`aspectFit`,
/// `aspectFill`, UIKit's `scaleAspectFit`/`scaleAspectFill`), or at its own size placed in the
/// frame by the named side or corner (`center`, `top`, …, `bottomRight`; left and right are
/// absolute, not leading and trailing, as UIKit's).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, aspectFit, aspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where an image of its own size sits in the frame: 0 (left or top), 0.5, 1 on each axis;
    /// nil for the modes that scale it.
    public var placement: (x: Double, y: Double)? {
        switch self {
        case .scaleToFill, .aspectFit, .aspectFill: nil
        case .center: (0.5, 0.5)
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 0)
        case .topRight: (1, 0)
        case .bottomLeft: (0, 1)
        case .bottomRight: (1, 1)
        }
    }

    /// UIKit's name for the mode (`scaleAspectFit` for `aspectFit`).
    public var uikitName: String {
        switch self {
        case .aspectFit: "scaleAspectFit"
        case .aspectFill: "scaleAspectFill"
        default: rawValue
        }
    }

    /// The mode of UIKit's name for it (`scaleAspectFit`, `center`, …; Interface Builder's
    /// `contentMode` attribute); `redraw` scales as `scaleToFill` does for an image.
    public init?(uikitName name: String) {
        switch name {
        case "scaleToFill", "redraw": self = .scaleToFill
        case "scaleAspectFit": self = .aspectFit
        case "scaleAspectFill": self = .aspectFill
        default:
            guard let mode = ContentMode(rawValue: name), mode.placement != nil else { return nil }
            self = mode
        }
    }
}

/// What a label shows and how, as `UILabel`.
public struct LabelContent: Hashable, Sendable {
    public var text: String
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// 0 means as many lines as needed.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// `attributedText`: runs whose texts make up `text`, each over the label's font and
    /// color where it sets none. Empty for plain text.
    public private(set) var runs: [TextRun] = []
    /// The paragraph style's spacing (`lineSpacing`, `lineHeightMultiple`, `paragraphSpacing`).
    public var paragraph = ParagraphStyle.standard
    /// A `UITextView` with scrolling off (sized by its text, as in self-sizing cells): its
    /// `textContainerInset` with the text container's `lineFragmentPadding` added left and
    /// right; its text starts at the top. Nil for a `UILabel`, whose text is centred vertically.
    public var textContainerInset: EdgeInsets?
    /// `UILabel.lineBreakStrategy` contains `.pushOut` (its default, `.standard`; since iOS 11
    /// UILabel avoids a single word on the last line of a paragraph: Apple's `pushOut`, "pushes
    /// out individual lines to avoid an orphan word on the last line of the paragraph"). It
    /// applies to plain text only: attributed text takes its paragraph style's strategy, none
    /// by default, and text views use none.
    public var pushesOutOrphans = true
    /// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`: a one-line label whose text is
    /// wider than its frame is drawn in a smaller font, down to this share of its size, then
    /// truncated (Apple: "the label reduces the font size until the text fits or it has scaled
    /// the font down to the minimum font size"; 0, the default, never scales down). The
    /// label's intrinsic size stays its text's at full size, as UIKit's.
    public var minimumScaleFactor = 0.0
    /// `adjustsFontForContentSizeCategory` as an Interface Builder file sets it: a text-style
    /// font follows the label's own content size category (its window's traits), not the one
    /// the file was read at.
    public var adjustsFontForContentSizeCategory = false

    /// UITextView's defaults: `textContainerInset` (8, 0, 8, 0) and `lineFragmentPadding` 5
    /// (Apple's documentation of both properties).
    public static let textViewInset = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)

    /// The horizontal and vertical space around the text (zero for a label).
    public var insetWidth: Double { textContainerInset.map { $0.left + $0.right } ?? 0 }
    public var insetHeight: Double { textContainerInset.map { $0.top + $0.bottom } ?? 0 }

    public init(
        text: String = "", font: Font = .system(17), color: Color = .black, alignment: TextAlignment = .left,
        numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncatingTail
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// `attributedText`: sets the runs, and `text` to their texts together.
    public var attributedText: [TextRun] {
        get { runs }
        set {
            runs = newValue
            text = newValue.map(\.text).joined()
        }
    }

    /// Every font of the label (its own, its runs') at `factor` of its size.
    public mutating func scaleFonts(by factor: Double) {
        font.size *= factor
        for index in runs.indices { runs[index].font?.size *= factor }
    }

    /// The text a row gives the label: the same as its runs' keeps them; any other replaces
    /// the attributed text, as setting `UILabel.text` does.
    public mutating func setText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        runs = []
    }

    /// What to ask the measurer for this label at `width` (nil: unbounded) and `numberOfLines`
    /// (the label's unless given): the one place a label becomes a text request.
    /// `width` is the view's: a text view's text is laid out inside its insets.
    public func request(width: Double?, numberOfLines lines: Int? = nil) -> TextRequest {
        TextRequest(
            text: text, font: font, width: width.map { max(0, $0 - insetWidth) }, numberOfLines: lines ?? numberOfLines,
            lineBreakMode: lineBreakMode, runs: runs, paragraph: paragraph,
            pushesOutOrphans: pushesOutOrphans && textContainerInset == nil)
    }

    /// How many lines a label shows when its height is below its text's (`shown`, measured at
    /// its width): the whole lines that fit, at least one, the last truncated — UILabel lays its
    /// text out in its bounds and ends the last line that fits with an ellipsis rather than
    /// drawing lines cut through (seen on Interface Builder cells of real apps whose label
    /// heights are constrained below their text). Nil when everything fits, for text views
    /// (they scroll) and for line break modes that do not truncate.
    public func linesThatFit(_ shown: TextMeasurement, height: Double) -> Int? {
        guard textContainerInset == nil, lineBreakMode == .truncatingTail, shown.lineCount > 1,
              height + 0.01 < shown.height else { return nil }
        let line = shown.height / Double(shown.lineCount)
        return max(1, min(shown.lineCount - 1, Int(((height + 0.01) / line).rounded(.down))))
    }

    /// The view's intrinsic size for a measurement of its text: the text's, plus a text view's
    /// insets, rounded up to the pixel grid of `scale` as UIKit rounds a label's and a text
    /// view's size (`intrinsicContentSize`, `sizeThatFits`: a 17 pt line of 20.29 pt is 20.5 pt
    /// at @2x and 20.333 at @3x, three lines 61.0 at @2x — measured on the iOS simulator
    /// references the fidelity issue lists; UIKit ceils to the view's scale, not per line).
    public func intrinsicSize(_ measured: TextMeasurement, scale: Double) -> (width: Double, height: Double) {
        (Self.ceiled(measured.width + insetWidth, scale: scale), Self.ceiled(measured.height + insetHeight, scale: scale))
    }

    /// `value` rounded up to the pixel grid of `scale` (a hair under a pixel's edge stays on it).
    public static func ceiled(_ value: Double, scale: Double) -> Double {
        PixelGrid(scale: scale).ceilToViewScale(value)
    }

    /// What is wrong with the line break mode for this many lines, if anything: head and
    /// middle truncation are Pango's on one line only, and a tail truncation in their place
    /// would not be what UIKit draws.
    public var lineBreakProblem: String? {
        guard lineBreakMode.truncatesInside, numberOfLines != 1 else { return nil }
        return "\(lineBreakMode.rawValue) is supported on one line only (lines: 1); this label has lines: \(numberOfLines)"
    }
}

/// What an image view shows: a PNG's path and its size in points (pixels ÷ the table's scale),
/// or nothing, in which case it has no intrinsic size.
public struct ImageContent: Hashable, Sendable {
    public var path: String?
    public var size: Size?
    public var contentMode: ContentMode

    public init(path: String? = nil, size: Size? = nil, contentMode: ContentMode = .scaleToFill) {
        self.path = path
        self.size = size
        self.contentMode = contentMode
    }
}

/// One view of a cell template. Subviews nest through `parent` (nil: the contentView).
public struct ViewSpec: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case view
        case label(LabelContent)
        case image(ImageContent)
        /// A scroll view: constraints between its edges and its subviews define its content size.
        case scroll
        /// A `UIStackView`: it arranges its arranged subviews with the constraints UIKit generates.
        case stack(StackConfiguration)
        /// A UIKit control (button, switch, …) with UIKit's intrinsic size.
        case control(ControlContent)
    }

    public var name: String
    public var kind: Kind
    public var parent: String?
    public var background: Color?
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color?
    /// `CALayer.maskedCorners`: the corners `cornerRadius` rounds.
    public var maskedCorners = CornerMask.all
    /// `alpha`: the view and its subviews drawn at this opacity.
    public var alpha = 1.0
    /// `clipsToBounds` (`masksToBounds`): subviews and an image's content cut at the view's
    /// (rounded) bounds. Off by default, as in UIKit: a rounded image view needs it.
    public var clipsToBounds = false
    /// `layer.shadow…`.
    public var shadow: Shadow?
    public var isHidden = false
    public var hugging = AxisPriorities.defaultHugging
    public var compressionResistance = AxisPriorities.defaultCompressionResistance
    /// The view's own layout margins (nil: UIKit's default, 8 pt each side).
    public var layoutMargins: EdgeInsets?
    /// Whether the superview's margins count too where this view is close to its edges.
    public var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area (UIKit's default) or the edges.
    public var insetsLayoutMarginsFromSafeArea = true
    /// `UIViewController.additionalSafeAreaInsets` when this view is a controller's root: its
    /// safe area (and its subviews') is that much further in than its superview's gives it.
    public var additionalSafeAreaInsets: EdgeInsets?
    /// Custom layout guides (`UILayoutGuide`s added to this view), by name: usable in
    /// constraints as `VIEW.NAME.ATTRIBUTE`, placed only by those constraints.
    public var guides: [String] = []

    /// A control gets UIKit's content hugging for its class (`ControlMetrics.hugging`).
    public init(name: String, kind: Kind = .view, parent: String? = nil) {
        self.name = name
        self.kind = kind
        self.parent = parent
        if case .control(let control) = kind { hugging = ControlMetrics.hugging(control.kind) }
    }

    public var label: LabelContent? {
        get { if case .label(let content) = kind { content } else { nil } }
        set { if let newValue { kind = .label(newValue) } }
    }

    public var image: ImageContent? {
        get { if case .image(let content) = kind { content } else { nil } }
        set { if let newValue { kind = .image(newValue) } }
    }

    public var control: ControlContent? {
        get { if case .control(let content) = kind { content } else { nil } }
        set { if let newValue { kind = .control(newValue) } }
    }

    /// The view's type as a fixture's `type:` names it.
    public var typeName: String {
        switch kind {
        case .view: "view"
        case .label(let label): label.textContainerInset == nil ? "label" : "textView"
        case .image: "image"
        case .scroll: "scroll"
        case .stack: "stack"
        case .control(let control): control.kind.rawValue
        }
    }

    /// Whether the view has an intrinsic content size to hug and resist (labels, text views,
    /// images and controls).
    public var hasIntrinsicSize: Bool {
        switch kind {
        case .label, .image, .control: true
        case .view, .scroll, .stack: false
        }
    }

    public var isScroll: Bool { kind == .scroll }

    public var stack: StackConfiguration? {
        get { if case .stack(let configuration) = kind { configuration } else { nil } }
        set { if let newValue { kind = .stack(newValue) } }
    }
}
