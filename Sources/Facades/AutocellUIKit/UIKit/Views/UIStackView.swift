import AutocellLayout

/// `UIStackView`: arranges its arranged subviews with the constraints UIKit generates
/// (`StackArrangement`), hidden ones left out.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering

        var engine: StackConfiguration.Distribution {
            switch self {
            case .fill: .fill
            case .fillEqually: .fillEqually
            case .fillProportionally: .fillProportionally
            case .equalSpacing: .equalSpacing
            case .equalCentering: .equalCentering
            }
        }

        init(_ distribution: StackConfiguration.Distribution) {
            self = switch distribution {
            case .fill: .fill
            case .fillEqually: .fillEqually
            case .fillProportionally: .fillProportionally
            case .equalSpacing: .equalSpacing
            case .equalCentering: .equalCentering
            }
        }
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing

        var engine: StackConfiguration.Alignment {
            switch self {
            case .fill: .fill
            case .leading: .leading
            case .firstBaseline: .firstBaseline
            case .center: .center
            case .trailing: .trailing
            case .lastBaseline: .lastBaseline
            }
        }

        init(_ alignment: StackConfiguration.Alignment) {
            self = switch alignment {
            case .fill: .fill
            case .leading: .leading
            case .firstBaseline: .firstBaseline
            case .center: .center
            case .trailing: .trailing
            case .lastBaseline: .lastBaseline
            }
        }
    }

    /// `UIStackView.spacingUseDefault` and `spacingUseSystem`.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { constraintsChanged() } }
    open var distribution = Distribution.fill { didSet { constraintsChanged() } }
    open var alignment = Alignment.fill { didSet { constraintsChanged() } }
    open var spacing: CGFloat = 0 { didSet { constraintsChanged() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { constraintsChanged() } }
    open var isBaselineRelativeArrangement = false { didSet { constraintsChanged() } }
    private var customSpacings: [(UIView, CGFloat)] = []

    /// A convenience initializer, as UIKit's is: a subclass that overrides `init(frame:)` and
    /// `init(coder:)` keeps it.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// UIKit's `UIStackView.init(coder:)` cannot fail (a subclass writes `super.init(coder:)` in
    /// its own `required init(coder:)`).
    /// (UIView's `init(coder:)` is `init(frame: .zero)` here: the same, and it cannot fail.)
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        constraintsChanged()
    }

    /// Stops arranging the view; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        constraintsChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        super.willRemoveSubview(subview)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.0 === arrangedSubview }
        customSpacings.append((arrangedSubview, spacing))
        constraintsChanged()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.0 === arrangedSubview }?.1 ?? UIStackView.spacingUseDefault
    }

    override func layoutKind(_ names: (UIView) -> String) -> ViewSpec.Kind {
        var configuration = StackConfiguration()
        configuration.axis = axis.axis
        configuration.distribution = distribution.engine
        configuration.alignment = alignment.engine
        configuration.spacing = resolvedSpacing(spacing, what: "spacing")
        configuration.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        configuration.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        configuration.arrangedSubviews = arrangedSubviews.filter { $0.superview === self }.map(names)
        for (view, spacing) in customSpacings where spacing != UIStackView.spacingUseDefault && view.superview === self {
            configuration.customSpacing[names(view)] = resolvedSpacing(spacing, what: "setCustomSpacing(_:after:)")
        }
        return .stack(configuration)
    }

    /// The spacing in points: `spacingUseSystem` is UIKit's system spacing between sibling
    /// views, 8 pt (Apple's `spacingUseSystem`; measured on iOS: 8 pt between three stacked
    /// one-line labels of 15 and 12 pt and beside a 64 pt image, at @3x, issue 50). Between
    /// the baselines of a baseline-relative vertical stack UIKit takes it from the fonts, which
    /// Autocell does not model (8 pt, said once). Any other value that is not a finite number
    /// is refused by UIKit's engine; it is taken as 0 and said.
    private func resolvedSpacing(_ value: CGFloat, what: String) -> Double {
        if value == UIStackView.spacingUseSystem {
            if isBaselineRelativeArrangement && axis == .vertical {
                UIKitGap.baselineSystemSpacing.note()
            }
            return VisualFormat.siblingSpacing
        }
        guard value.isFinite else {
            UIKitDiagnostics.report("UIStackView.\(what) = \(value) is not a length: Autocell lays the stack out with 0")
            return 0
        }
        return Double(value)
    }
}
