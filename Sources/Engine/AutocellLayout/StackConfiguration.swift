/// A `UIStackView`'s properties: how it lays out its arranged subviews. The stack builds that
/// layout from constraints, the ones UIKit generates (`StackArrangement`).
public struct StackConfiguration: Hashable, Sendable {
    /// `UIStackView.Distribution`: the layout along the axis.
    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`: the layout across the axis. `top` is `leading` and `bottom` is
    /// `trailing`, as in UIKit (`UIStackViewAlignmentTop = UIStackViewAlignmentLeading`).
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        /// The alignment a written name means, UIKit's aliases included.
        public init?(named name: String) {
            switch name {
            case "top": self = .leading
            case "bottom": self = .trailing
            default: self.init(rawValue: name)
            }
        }

        public static let writtenNames = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
    }

    /// UIKit's default axis is horizontal.
    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    /// Points between adjacent arranged subviews (the minimum for `equalSpacing` and
    /// `equalCentering`).
    public var spacing: Double = 0
    /// `setCustomSpacing(_:after:)`: the spacing after an arranged subview, by its name.
    public var customSpacing: [String: Double] = [:]
    public var isLayoutMarginsRelativeArrangement = false
    public var isBaselineRelativeArrangement = false
    /// The arranged subviews in order; empty means the stack's subviews in template order.
    public var arrangedSubviews: [String] = []

    public init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
        customSpacing: [String: Double] = [:], isLayoutMarginsRelativeArrangement: Bool = false,
        isBaselineRelativeArrangement: Bool = false, arrangedSubviews: [String] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.arrangedSubviews = arrangedSubviews
    }
}
