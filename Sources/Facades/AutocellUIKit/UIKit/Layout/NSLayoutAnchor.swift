import AutocellLayout
import AutocellSolver

/// `NSLayoutAnchor`: one attribute of a view or layout guide, made into constraints with
/// another anchor of the same kind.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// Anchors are equal when they are the same attribute of the same item (a constraint's
    /// `firstAnchor` and the view's `widthAnchor`, say), whatever their Swift class.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        // Anchors are made and compared on the main actor, as UIKit's.
        guard let found = object as? AnchorIdentity else { return false }
        nonisolated(unsafe) let other = found
        return MainActor.assumeIsolated { anchorItem === other.anchorItem && anchorAttribute == other.anchorAttribute }
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { anchorItem.map { ObjectIdentifier($0).hashValue } ?? 0 } ^ MainActor.assumeIsolated { anchorAttribute.rawValue }
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// `anchorWithOffset(to:)`: the distance from this anchor to `other` as a dimension, a
    /// hidden layout guide from one to the other (in the nearest view holding both), whose
    /// width or height is that distance (negative when `other` comes first).
    func offsetDimension(to other: NSLayoutAnchor<AnchorType>, horizontal: Bool) -> NSLayoutDimension {
        let guide = UILayoutGuide()
        guide.isOffsetGuide = true
        guide.identifier = "NSLayoutAnchorOffsetGuide"
        let dimension = horizontal ? guide.widthAnchor : guide.heightAnchor
        guard let mine = Self.view(of: item), let theirs = Self.view(of: other.item),
              let owner = mine.ancestorsAndSelf.first(where: { ancestor in theirs.ancestorsAndSelf.contains { $0 === ancestor } })
        else {
            UIKitDiagnostics.report(
                "anchorWithOffset(to:): the two anchors' views are not in one hierarchy yet; make the dimension after adding them (UIKit raises when such constraints are activated)")
            return dimension
        }
        owner.addLayoutGuide(guide)
        let rightToLeftFamily: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let (low, high): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            !horizontal ? (.top, .bottom) : rightToLeftFamily.contains(attribute) ? (.leading, .trailing) : (.left, .right)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: guide, attribute: low, relatedBy: .equal, toItem: item, attribute: attribute, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: guide, attribute: high, relatedBy: .equal, toItem: other.item, attribute: other.attribute, multiplier: 1, constant: 0),
        ])
        return dimension
    }

    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
}

/// The system spacing between two anchors: 8 pt (UIKit's standard spacing between sibling
/// views, `VisualFormat.siblingSpacing`) times the multiplier. Between text baselines UIKit
/// derives the spacing from the fonts (Apple: "if the anchors represent text baselines, the
/// spacing is determined by the fonts used at those baselines"), which Autocell does not model:
/// it uses 8 pt there too, and says so once.
@MainActor
private func systemSpacing(_ multiplier: CGFloat, _ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute) -> CGFloat {
    let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
    if baselines.contains(first) || baselines.contains(second) {
        UIKitGap.baselineSystemSpacing.note()
    }
    return CGFloat(VisualFormat.siblingSpacing) * multiplier
}

/// `NSLayoutXAxisAnchor`: left, right, leading, trailing, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { offsetDimension(to: otherAnchor, horizontal: true) }
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing(multiplier, attribute, anchor.attribute))
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing(multiplier, attribute, anchor.attribute))
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing(multiplier, attribute, anchor.attribute))
    }
}

/// `NSLayoutYAxisAnchor`: top, bottom, centerY, firstBaseline, lastBaseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { offsetDimension(to: otherAnchor, horizontal: false) }
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing(multiplier, attribute, anchor.attribute))
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing(multiplier, attribute, anchor.attribute))
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing(multiplier, attribute, anchor.attribute))
    }
}

/// `NSLayoutDimension`: width and height, related to each other with a multiplier or to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors every view and layout guide has.
@preconcurrency @MainActor
public protocol LayoutAnchors: AnyObject {}

extension LayoutAnchors {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView: LayoutAnchors {
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

extension UILayoutGuide: LayoutAnchors {}

/// What makes two anchors the same, across `NSLayoutAnchor`'s generic classes.
@MainActor
protocol AnchorIdentity: AnyObject {
    var anchorItem: AnyObject? { get }
    var anchorAttribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: AnchorIdentity {
    var anchorItem: AnyObject? { item }
    var anchorAttribute: NSLayoutConstraint.Attribute { attribute }
}
