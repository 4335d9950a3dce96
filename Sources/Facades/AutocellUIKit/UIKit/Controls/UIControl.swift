import AutocellLayout
import AutocellText
import AutocellDrawing

/// `UIControl`: a view with a state; its subclasses are drawn and sized as UIKit's controls
/// (`ControlContent`, `ControlMetrics`).
@preconcurrency @MainActor
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

    /// `UIControl.Event`, with UIKit's raw values (`UIControl.h`). Nothing is touched headless:
    /// a test sends events with `sendActions(for:)`.
    public struct Event: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true { didSet { if !isEnabled && !(self is UITextField) { UIKitGap.disabledControls.note() } } }
    open var isSelected = false { didSet { if isSelected { UIKitGap.controlStates.note() } } }
    open var isHighlighted = false { didSet { if isHighlighted { UIKitGap.controlStates.note() } } }

    /// A target and its action, or an action object, for some events, in the order added.
    private struct Registration {
        enum Handler {
            /// Whether a target was given (nil sends up the responder chain).
            case target(given: Bool, Selector)
            case action(UIAction)
        }
        /// Held weakly, as UIKit holds targets.
        weak var target: AnyObject?
        var handler: Handler
        var events: Event

        func matches(target object: AnyObject?, action: Selector) -> Bool {
            guard case .target(let given, let selector) = handler else { return false }
            return given == (object != nil) && target === object && selector == action
        }
    }
    private var registrations: [Registration] = []

    /// `init(frame:primaryAction:)`: a control that calls `primaryAction` for
    /// `.primaryActionTriggered` (a button's tap).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `addTarget(_:action:for:)`: `action` (see `Selector`) is sent to `target` for
    /// `controlEvents`; a nil target sends it up the responder chain to the first responder of
    /// the method's type. Adding the same target and action again adds only the events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = registrations.firstIndex(where: { $0.matches(target: object, action: action) }) {
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(target: object, handler: .target(given: object != nil, action), events: controlEvents))
        }
    }

    /// `removeTarget(_:action:for:)`: a nil target removes every target's, a nil action every action of the target.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices.reversed() {
            guard case .target(_, let selector) = registrations[index].handler else { continue }
            if object != nil, registrations[index].target !== object { continue }
            if let action, action != selector { continue }
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// `addAction(_:for:)`: `action`'s handler runs for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { if case .action(let added) = $0.handler { added === action } else { false } }) {
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(target: nil, handler: .action(action), events: controlEvents))
        }
    }

    /// `removeAction(_:for:)`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions { $0 === action }
    }

    /// `removeAction(identifiedBy:for:)`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions { $0.identifier == actionIdentifier }
    }

    private func removeActions(where matches: (UIAction) -> Bool) {
        registrations.removeAll { if case .action(let action) = $0.handler { matches(action) } else { false } }
    }

    /// `allTargets`: the targets added (a nil target is the control's `NSNull`-like absence, left out).
    open var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { registration in
            guard case .target = registration.handler, let target = registration.target as? NSObject else { return nil }
            return AnyHashable(target)
        })
    }

    /// `allControlEvents`: the union of the events anything was added for.
    open var allControlEvents: Event { registrations.reduce(Event()) { $0.union($1.events) } }

    /// `actions(forTarget:forControlEvent:)`: the selectors' names `target` has for `controlEvent`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registrations.compactMap { registration -> String? in
            guard case .target(_, let selector) = registration.handler, registration.target === object,
                registration.events.contains(controlEvent)
            else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// `sendActions(for:)`: every target-action and action added for any of `controlEvents`, in
    /// the order added, as UIKit calls them when the events happen.
    open func sendActions(for controlEvents: Event) {
        let event = UIEvent()
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.handler {
            case .action(let action): sendAction(action)
            case .target(let given, let selector):
                // A target that has gone is skipped; a nil one was nil when added (the responder chain).
                if given, registration.target == nil { continue }
                sendAction(selector, to: registration.target, for: event)
            }
        }
    }

    /// `sendAction(_:)`: runs the action's handler with this control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// `sendAction(_:to:for:)`: calls `action` on `target`, or with a nil target on the first
    /// responder in the chain from this control whose type has the method (`UIResponder.next`).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        guard let perform = action.perform else {
            UIKitDiagnostics.report(
                "the action '\(action.name)' is a selector made from a name alone: Linux has no Objective-C runtime to find its method, so nothing was called. Make it with the method: Selector(\"\(action.name)\", Self.method)."
            )
            return
        }
        if let target {
            _ = perform(target as AnyObject, self, event)
            return
        }
        var responder: UIResponder? = self
        while let current = responder {
            if perform(current, self, event) { return }
            responder = current.next
        }
    }

    /// The control as the engine and the painter see it.
    func controlContent() -> ControlContent { ControlContent(kind: .button) }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        var content = controlContent()
        if content.tint == nil, let tint = tintColor { content.tint = tint.resolved(traitCollection) }
        return .control(content)
    }

    open override var intrinsicContentSize: CGSize { builtInIntrinsicSize() }

    /// The size UIKit's control of this kind has (`ControlMetrics`).
    func builtInIntrinsicSize() -> CGSize {
        guard let measurer = HierarchyLayout.measurer else { return .zero }
        let size = ControlMetrics.intrinsicSize(controlContent(), measurer: measurer, scale: Double(traitCollection.displayScale))
        return CGSize(width: size.width.map { CGFloat($0) } ?? UIView.noIntrinsicMetric, height: size.height.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }

    /// A subclass's own `intrinsicContentSize`, when it differs from the control's (the layer's
    /// own classes are not asked: they have none of their own).
    func overriddenIntrinsicSize() -> Size? {
        guard !UIControl.isLayerClass(type(of: self)) else { return nil }
        let own = intrinsicContentSize, builtIn = builtInIntrinsicSize()
        guard own != builtIn else { return nil }
        return Size(width: Double(own.width), height: Double(own.height))
    }

    /// Whether a class is one of this layer's own (not an app's subclass), by module; kept per class.
    private static var layerClasses: [ObjectIdentifier: Bool] = [:]
    static func isLayerClass(_ type: AnyClass) -> Bool {
        if let known = layerClasses[ObjectIdentifier(type)] { return known }
        let isLayer = String(reflecting: type).hasPrefix("AutocellUIKit.")
        layerClasses[ObjectIdentifier(type)] = isLayer
        return isLayer
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width < 0 ? size.width : intrinsic.width, height: intrinsic.height < 0 ? size.height : intrinsic.height)
    }
}

/// `UISwitch`: 51 × 31.
@preconcurrency @MainActor
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
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`, with UIKit's raw values; the pre-iOS 13 styles are
    /// deprecated there and here: `gray` and `white` are medium-sized and `whiteLarge` large,
    /// drawn grey, white and white when no `color` is set (Apple's documentation of the styles).
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(*, deprecated, message: "use .large")
        case whiteLarge = 0
        @available(*, deprecated, message: "use .medium")
        case white = 1
        @available(*, deprecated, message: "use .medium")
        case gray = 2

        var isLarge: Bool { rawValue == 101 || rawValue == 0 }
        /// The colour a pre-iOS 13 style draws in.
        var legacyColor: UIColor? {
            switch rawValue {
            case 0, 1: .white
            case 2: .gray
            default: nil
            }
        }
    }

    /// `init(activityIndicatorStyle:)`, Swift 4's name of `init(style:)`.
    @available(*, deprecated, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }

    open var style: Style { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor!
    /// `hidesWhenStopped` (true by default): a stopped indicator is hidden (`isHidden`), as
    /// UIKit hides it, so a new one shows nothing until `startAnimating()`.
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        isHidden = hidesWhenStopped
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        isHidden = hidesWhenStopped
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Shown while animating; a snapshot draws the indicator's still frame.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    var content: ControlContent {
        var content = ControlContent(kind: .activityIndicator)
        content.indicatorStyle = style.isLarge ? .large : .medium
        content.tint = (color ?? style.legacyColor)?.resolved(traitCollection)
        return content
    }

    open override var intrinsicContentSize: CGSize {
        let side = CGFloat(style.isLarge ? ControlMetrics.largeIndicator : ControlMetrics.mediumIndicator)
        return CGSize(width: side, height: side)
    }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind { .control(content) }
}

/// `UIProgressView`: 4 pt tall, no intrinsic width.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor? { didSet { if trackTintColor != nil { UIKitGap.progressTrack.note() } } }
    open var progressViewStyle = Style.default { didSet { if progressViewStyle != .default { UIKitGap.progressTrack.note() } } }

    /// A convenience initializer, as UIKit's is.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
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
@preconcurrency @MainActor
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
@preconcurrency @MainActor
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

    override func controlContent() -> ControlContent {
        if value <= minimumValue || value >= maximumValue { UIKitGap.stepperLimits.note() }
        return ControlContent(kind: .stepper)
    }
}

/// `UISegmentedControl`: 32 pt tall, segments as wide as the widest title.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    private var titles: [String] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor? { didSet { if selectedSegmentTintColor != nil { UIKitGap.segmentedLooks.note() } } }

    /// A convenience initializer, as UIKit's is (a subclass calls `super.init(frame:)`).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        if (items ?? []).contains(where: { !($0 is String) }) { UIKitGap.segmentedLooks.note() }
        titles = (items ?? []).map { ($0 as? String) ?? "" }
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
