import AutocellText
import AutocellDrawing
/// UIKit's autoresizing mask (`UIView.AutoresizingMask`, the same raw values) and the
/// required constraints a view that translates it into constraints is held by, as UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s hold it: on each axis a fixed margin or size keeps
/// the frame's value, a single flexible part absorbs the superview's change, and several
/// flexible parts share it in proportion (UIKit's documented behaviour: "the default behavior
/// is to distribute the size difference proportionally among the flexible portions").
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Whether the view's position on `axis` is a share of its superview's length (both
    /// margins flexible): exact only while the superview starts at the contentView's edge.
    public func positionFollowsSuperviewSize(on axis: Axis) -> Bool {
        axis == .horizontal ? contains([.flexibleLeftMargin, .flexibleRightMargin]) : contains([.flexibleTopMargin, .flexibleBottomMargin])
    }

    /// The constraints holding `view`, whose frame in `parent` (then `superSize` big) is
    /// `frame`: two per axis, in the order left/x, then top/y.
    public func constraints(view: String, parent: String, frame: Rect, superSize: Size) -> [LayoutConstraint] {
        axis(
            view, parent, low: .left, size: .width, high: .right, center: .centerX, origin: frame.x, length: frame.width, superLength: superSize.width,
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
            + axis(
                view, parent, low: .top, size: .height, high: .bottom, center: .centerY, origin: frame.y, length: frame.height,
                superLength: superSize.height, flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
    }

    /// One axis. With `S` the superview's length now and `S'` later, a part that is flexible
    /// alone takes all of `S' − S`; flexible parts together take it in proportion to their
    /// lengths now. A fixed edge is held to the superview's edge; a position that moves with
    /// the superview's size is held as a share of its length (exact for a superview at the
    /// contentView's origin, as the contentView's own subviews are).
    private func axis(
        _ view: String, _ parent: String, low: LayoutAttribute, size: LayoutAttribute, high: LayoutAttribute, center: LayoutAttribute,
        origin: Double, length: Double, superLength: Double, flexible: (low: Bool, size: Bool, high: Bool)
    ) -> [LayoutConstraint] {
        func held(_ attribute: LayoutAttribute, _ second: Anchor?, multiplier: Double = 1, _ constant: Double) -> LayoutConstraint {
            LayoutConstraint(Anchor(view, attribute), .equal, second, multiplier: multiplier, constant: constant)
        }
        /// `part` growing by its share `part / total` of the superview's change, as
        /// `share · S' + (part − share · S)`.
        func growing(_ attribute: LayoutAttribute, _ part: Double, of total: Double) -> LayoutConstraint {
            let share = total > 0 ? part / total : 0
            return held(attribute, Anchor(parent, size), multiplier: share, part - share * superLength)
        }
        let highMargin = superLength - origin - length
        switch flexible {
        case (false, true, false): return [held(low, Anchor(parent, low), origin), held(high, Anchor(parent, high), -highMargin)]
        case (true, false, false): return [held(size, nil, length), held(high, Anchor(parent, high), -highMargin)]
        case (false, false, true), (false, false, false): return [held(low, Anchor(parent, low), origin), held(size, nil, length)]
        case (false, true, true): return [held(low, Anchor(parent, low), origin), growing(size, length, of: length + highMargin)]
        case (true, true, false): return [held(high, Anchor(parent, high), -highMargin), growing(size, length, of: origin + length)]
        case (true, false, true): return [held(size, nil, length), growing(low, origin, of: origin + highMargin)]
        case (true, true, true): return [growing(low, origin, of: superLength), growing(size, length, of: superLength)]
        }
    }

    /// Springs and struts: `frame` after its superview went from `old` to `new`, by the same
    /// rule the constraints hold (UIKit's `autoresizesSubviews`, applied when code resizes a
    /// view).
    public func resized(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let x = Self.resized(
            origin: frame.x, length: frame.width, from: old.width, to: new.width,
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let y = Self.resized(
            origin: frame.y, length: frame.height, from: old.height, to: new.height,
            flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    private static func resized(
        origin: Double, length: Double, from old: Double, to new: Double, flexible: (low: Bool, size: Bool, high: Bool)
    ) -> (origin: Double, length: Double) {
        let change = new - old
        let highMargin = old - origin - length
        func share(_ part: Double, of total: Double) -> Double { total > 0 ? change * part / total : 0 }
        switch flexible {
        case (false, false, _): return (origin, length)
        case (false, true, false): return (origin, length + change)
        case (true, false, false): return (origin + change, length)
        case (false, true, true): return (origin, length + share(length, of: length + highMargin))
        case (true, true, false):
            let grown = length + share(length, of: origin + length)
            return (new - highMargin - grown, grown)
        case (true, false, true): return (origin + share(origin, of: origin + highMargin), length)
        case (true, true, true): return (origin + share(origin, of: old), length + share(length, of: old))
        }
    }
}
