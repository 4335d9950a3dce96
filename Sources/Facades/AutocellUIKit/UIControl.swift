import AutocellLayout

/// `UIControl`: a view with a state; its subclasses are drawn and sized as UIKit's controls
/// (`ControlContent`, `ControlMetrics`).
@MainActor
open class UIControl: UIView {
    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// `UIControl.Event` (actions are kept and never called: nothing is tapped here).
    public struct Event: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// `addAction(_:for:)` (`#selector` targets need the Objective-C runtime, which Linux has not).
    open func addAction(_ action: UIAction, for controlEvents: Event) {}

    /// The control as the engine and the painter see it.
    func controlContent() -> ControlContent { ControlContent(kind: .button) }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        var content = controlContent()
        if content.tint == nil, let tint = tintColor { content.tint = tint.resolved(traitCollection) }
        return .control(content)
    }

    open override var intrinsicContentSize: CGSize {
        guard let measurer = HierarchyLayout.measurer else { return .zero }
        let size = ControlMetrics.intrinsicSize(controlContent(), measurer: measurer)
        return CGSize(width: size.width.map { CGFloat($0) } ?? UIView.noIntrinsicMetric, height: size.height.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width < 0 ? size.width : intrinsic.width, height: intrinsic.height < 0 ? size.height : intrinsic.height)
    }
}

/// `UISwitch`: 51 × 31.
@MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func controlContent() -> ControlContent {
        var content = ControlContent(kind: .switch)
        content.isOn = isOn
        content.tint = onTintColor?.resolved(traitCollection)
        return content
    }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind { .control(controlContent()) }
}

/// `UIActivityIndicatorView`: 20 × 20, or 37 × 37 large.
@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }

    open var style: Style { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    var content: ControlContent {
        var content = ControlContent(kind: .activityIndicator)
        content.indicatorStyle = style == .large ? .large : .medium
        content.tint = color?.resolved(traitCollection)
        return content
    }

    open override var intrinsicContentSize: CGSize {
        let side = CGFloat(style == .large ? ControlMetrics.largeIndicator : ControlMetrics.mediumIndicator)
        return CGSize(width: side, height: side)
    }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind { .control(content) }
}

/// `UIProgressView`: 4 pt tall, no intrinsic width.
@MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressViewStyle = Style.default

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(ControlMetrics.progressHeight)) }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        var content = ControlContent(kind: .progress)
        content.value = Double(min(max(progress, 0), 1))
        content.tint = (progressTintColor ?? tintColor)?.resolved(traitCollection)
        return .control(content)
    }
}

/// `UISlider`: 31 pt tall, no intrinsic width.
@MainActor
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumTrackTintColor: UIColor?

    override func controlContent() -> ControlContent {
        var content = ControlContent(kind: .slider)
        let span = maximumValue - minimumValue
        content.value = span > 0 ? Double(min(max((value - minimumValue) / span, 0), 1)) : 0
        content.tint = minimumTrackTintColor?.resolved(traitCollection)
        return content
    }
}

/// `UIStepper`: 94 × 32.
@MainActor
open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func controlContent() -> ControlContent { ControlContent(kind: .stepper) }
}

/// `UISegmentedControl`: 32 pt tall, segments as wide as the widest title.
@MainActor
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    private var titles: [String] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?

    public init(items: [Any]?) {
        titles = (items ?? []).map { ($0 as? String) ?? "" }
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var numberOfSegments: Int { titles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(0, segment), titles.count))
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open func removeAllSegments() {
        titles = []
        invalidateIntrinsicContentSize()
    }

    override func controlContent() -> ControlContent {
        var content = ControlContent(kind: .segmentedControl)
        content.segments = titles
        content.selectedSegmentIndex = selectedSegmentIndex
        return content
    }
}

/// `UIAction`: a handler a control would call.
@MainActor
public final class UIAction: NSObject {
    public let title: String
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        super.init()
    }
}
