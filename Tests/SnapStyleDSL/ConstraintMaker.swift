import UIKit
import AutocellLayout
import AutocellSolver

/// `make` in `makeConstraints { make in … }`: collects descriptions, one per chain.
public final class ConstraintMaker {
    let view: UIView
    var descriptions: [ConstraintDescription] = []

    init(view: UIView) { self.view = view }

    static func make(_ view: UIView, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view)
        closure(maker)
        return maker.descriptions.flatMap { $0.constraints(for: view) }
    }

    private func extendable(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var top: ConstraintMakerExtendable { extendable([.top]) }
    public var bottom: ConstraintMakerExtendable { extendable([.bottom]) }
    public var leading: ConstraintMakerExtendable { extendable([.leading]) }
    public var trailing: ConstraintMakerExtendable { extendable([.trailing]) }
    public var left: ConstraintMakerExtendable { extendable([.left]) }
    public var right: ConstraintMakerExtendable { extendable([.right]) }
    public var width: ConstraintMakerExtendable { extendable([.width]) }
    public var height: ConstraintMakerExtendable { extendable([.height]) }
    public var centerX: ConstraintMakerExtendable { extendable([.centerX]) }
    public var centerY: ConstraintMakerExtendable { extendable([.centerY]) }
    public var firstBaseline: ConstraintMakerExtendable { extendable([.firstBaseline]) }
    public var lastBaseline: ConstraintMakerExtendable { extendable([.lastBaseline]) }
    public var edges: ConstraintMakerExtendable { extendable([.top, .left, .bottom, .right]) }
    public var directionalEdges: ConstraintMakerExtendable { extendable([.top, .leading, .bottom, .trailing]) }
    public var horizontalEdges: ConstraintMakerExtendable { extendable([.left, .right]) }
    public var verticalEdges: ConstraintMakerExtendable { extendable([.top, .bottom]) }
    public var size: ConstraintMakerExtendable { extendable([.width, .height]) }
    public var center: ConstraintMakerExtendable { extendable([.centerX, .centerY]) }
    public var margins: ConstraintMakerExtendable { extendable([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }
}

/// One chain's attributes, relation, target, constant, multiplier and priority.
final class ConstraintDescription {
    var attributes: [NSLayoutConstraint.Attribute]
    var relation = NSLayoutConstraint.Relation.equal
    var target: ConstraintRelatableTarget?
    var toSuperview = false
    /// Per attribute: added to the constant, SnapKit's way (an inset is negated on the far edges).
    var offset: CGFloat = 0
    var insets: UIEdgeInsets?
    var multiplier: CGFloat = 1
    var priority = UILayoutPriority.required
    var label: String?

    init(attributes: [NSLayoutConstraint.Attribute]) { self.attributes = attributes }

    func constraints(for view: UIView) -> [Constraint] {
        attributes.enumerated().compactMap { index, attribute in
            var secondItem: AnyObject?
            var secondAttribute = attribute
            var constant: CGFloat = 0
            switch target {
            case let item as ConstraintItem:
                secondItem = item.target
                secondAttribute = item.attributes.count == attributes.count ? item.attributes[index] : item.attributes[0]
            case let other as UIView: secondItem = other
            case let guide as UILayoutGuide: secondItem = guide
            case let value as CGFloat: constant = value; secondAttribute = .notAnAttribute
            case let value as Double: constant = CGFloat(value); secondAttribute = .notAnAttribute
            case let value as Int: constant = CGFloat(value); secondAttribute = .notAnAttribute
            case let size as CGSize:
                constant = attribute == .width ? size.width : size.height
                secondAttribute = .notAnAttribute
            default:
                if toSuperview { secondItem = view.superview }
            }
            if secondItem == nil, secondAttribute != .notAnAttribute { return nil }
            if let insets {
                switch attribute {
                case .top, .topMargin: constant += insets.top
                case .left, .leading, .leftMargin, .leadingMargin: constant += insets.left
                case .bottom, .bottomMargin: constant -= insets.bottom
                case .right, .trailing, .rightMargin, .trailingMargin: constant -= insets.right
                default: break
                }
            }
            constant += offset
            let constraint = NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: relation, toItem: secondItem,
                attribute: secondItem == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = label
            return Constraint(constraint)
        }
    }
}

/// `make.top` and friends: more attributes (`make.top.leading`), then a relation.
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attribute: NSLayoutConstraint.Attribute) -> ConstraintMakerExtendable {
        description.attributes.append(attribute)
        return self
    }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var left: ConstraintMakerExtendable { adding(.left) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
}

public class ConstraintMakerRelatable {
    let description: ConstraintDescription
    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(_ relation: NSLayoutConstraint.Relation, _ target: ConstraintRelatableTarget?) -> ConstraintMakerEditable {
        description.relation = relation
        description.target = target
        description.toSuperview = target == nil
        return ConstraintMakerEditable(description)
    }

    @discardableResult public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.equal, other) }
    @discardableResult public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.lessThanOrEqual, other) }
    @discardableResult public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, other) }
    @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { relate(.equal, nil) }
    @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.lessThanOrEqual, nil) }
    @discardableResult public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.greaterThanOrEqual, nil) }
}

public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult public func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.offset = amount
        return self
    }
    @discardableResult public func inset(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.insets = UIEdgeInsets(top: amount, left: amount, bottom: amount, right: amount)
        return self
    }
    @discardableResult public func inset(_ insets: UIEdgeInsets) -> ConstraintMakerEditable {
        description.insets = insets
        return self
    }
    @discardableResult public func multipliedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.multiplier = amount
        return self
    }
    @discardableResult public func dividedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount
        return self
    }
}

public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult public func priority(_ amount: UILayoutPriority) -> ConstraintMakerFinalizable {
        description.priority = amount
        return self
    }
    @discardableResult public func priority(_ amount: Float) -> ConstraintMakerFinalizable { priority(UILayoutPriority(amount)) }
}

public class ConstraintMakerFinalizable {
    let description: ConstraintDescription
    init(_ description: ConstraintDescription) { self.description = description }
    @discardableResult public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }
}

/// A constraint the DSL made: activate, deactivate, change its constant.
public final class Constraint {
    public let layoutConstraint: NSLayoutConstraint
    init(_ layoutConstraint: NSLayoutConstraint) { self.layoutConstraint = layoutConstraint }

    var constant: CGFloat { layoutConstraint.constant }

    public func activate() { layoutConstraint.isActive = true }
    public func deactivate() { layoutConstraint.isActive = false }
    @discardableResult public func update(offset: CGFloat) -> Constraint {
        layoutConstraint.constant = offset
        return self
    }
    @discardableResult public func update(priority: UILayoutPriority) -> Constraint {
        layoutConstraint.priority = priority
        return self
    }
    func update(constant: CGFloat) { layoutConstraint.constant = constant }

    func matches(_ other: Constraint) -> Bool {
        let a = layoutConstraint, b = other.layoutConstraint
        return a.firstItem === b.firstItem && a.firstAttribute == b.firstAttribute && a.secondItem === b.secondItem
            && a.secondAttribute == b.secondAttribute && a.relation == b.relation
    }
}
