import AutocellSolver
import AutocellSource
/// The receiver of a `makeConstraints` block. Each chain that starts here (`$0.left.top`) is
/// one description; its steps are small types of their own, as in SnapKit: attributes, then a
/// relation (`equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`), then edits (`offset`,
/// `inset`, `multipliedBy`, `dividedBy`, `priority`, `labeled`).
public final class ConstraintMaker {
    let view: String
    private(set) var descriptions: [ConstraintDescription] = []

    init(view: String) { self.view = view }

    private func start(_ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(attributes: [attribute])
        descriptions.append(description)
        return ConstraintMakerExtendable(description: description)
    }

    public var left: ConstraintMakerExtendable { start(.left) }
    public var right: ConstraintMakerExtendable { start(.right) }
    public var top: ConstraintMakerExtendable { start(.top) }
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    public var leading: ConstraintMakerExtendable { start(.leading) }
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    public var width: ConstraintMakerExtendable { start(.width) }
    public var height: ConstraintMakerExtendable { start(.height) }
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    /// left, top, right, bottom.
    public var edges: ConstraintMakerExtendable {
        let chain = start(.left)
        chain.description.attributes += [.top, .right, .bottom]
        return chain
    }
    /// width, height.
    public var size: ConstraintMakerExtendable {
        let chain = start(.width)
        chain.description.attributes.append(.height)
        return chain
    }
}

/// What one chain says; filled in step by step.
final class ConstraintDescription {
    enum Target {
        case none
        case anchor(Anchor)
        case view(String)
        case constant(Double)
    }

    var attributes: [LayoutAttribute]
    var relation: Relation = .equal
    var target: Target = .none
    var constant = 0.0
    var inset: Double?
    var multiplier = 1.0
    var priority: Priority = .required
    var identifier: String?

    init(attributes: [LayoutAttribute]) { self.attributes = attributes }

    /// One layout constraint per attribute. A number target fixes a width or height, and for an
    /// edge means "this far from the same edge of the superview", as in SnapKit.
    func constraints(view: String, superview: String, source: SourceLocation) -> [LayoutConstraint] {
        attributes.compactMap { attribute in
            var second: Anchor?
            var constant = self.constant
            switch target {
            case .none: return nil
            case .anchor(let anchor): second = anchor
            case .view(let name): second = Anchor(name, attribute)
            case .constant(let value):
                constant += value
                if !attribute.isDimension { second = Anchor(superview, attribute) }
            }
            if let inset {
                switch attribute {
                case .right, .trailing, .bottom: constant -= inset
                case .width, .height: constant -= 2 * inset
                default: constant += inset
                }
            }
            return LayoutConstraint(
                Anchor(view, attribute), relation, second, multiplier: second == nil ? 1 : multiplier,
                constant: constant, priority: priority, identifier: identifier, source: source)
        }
    }
}

/// Something a chain can be related to: another view's anchor, a whole view (the same
/// attribute), or a number.
public protocol ConstraintTarget {
    var constraintTarget: ConstraintTargetValue { get }
}

public struct ConstraintTargetValue {
    let value: ConstraintDescription.Target
}

extension Anchor: ConstraintTarget {
    public var constraintTarget: ConstraintTargetValue { ConstraintTargetValue(value: .anchor(self)) }
}

extension ViewHandle: ConstraintTarget {
    public var constraintTarget: ConstraintTargetValue { ConstraintTargetValue(value: .view(name)) }
}

extension Double: ConstraintTarget {
    public var constraintTarget: ConstraintTargetValue { ConstraintTargetValue(value: .constant(self)) }
}

extension Int: ConstraintTarget {
    public var constraintTarget: ConstraintTargetValue { ConstraintTargetValue(value: .constant(Double(self))) }
}

/// The attributes step: more attributes, or a relation.
public struct ConstraintMakerExtendable {
    let description: ConstraintDescription

    private func adding(_ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
        description.attributes.append(attribute)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }

    @discardableResult
    public func equalTo(_ target: ConstraintTarget) -> ConstraintMakerEditable { relate(.equal, target) }
    @discardableResult
    public func lessThanOrEqualTo(_ target: ConstraintTarget) -> ConstraintMakerEditable { relate(.lessThanOrEqual, target) }
    @discardableResult
    public func greaterThanOrEqualTo(_ target: ConstraintTarget) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, target) }

    private func relate(_ relation: Relation, _ target: ConstraintTarget) -> ConstraintMakerEditable {
        description.relation = relation
        description.target = target.constraintTarget.value
        return ConstraintMakerEditable(description: description)
    }
}

/// The edits step: constant, multiplier, priority and identifier.
public struct ConstraintMakerEditable {
    let description: ConstraintDescription

    @discardableResult
    public func offset(_ amount: Double) -> ConstraintMakerEditable { description.constant += amount; return self }
    /// Insets toward the inside: positive on left/top, negative on right/bottom (SnapKit's rule).
    @discardableResult
    public func inset(_ amount: Double) -> ConstraintMakerEditable { description.inset = amount; return self }
    @discardableResult
    public func multipliedBy(_ factor: Double) -> ConstraintMakerEditable { description.multiplier *= factor; return self }
    @discardableResult
    public func dividedBy(_ divisor: Double) -> ConstraintMakerEditable { description.multiplier /= divisor; return self }
    @discardableResult
    public func priority(_ priority: Priority) -> ConstraintMakerEditable { description.priority = priority; return self }
    @discardableResult
    public func labeled(_ identifier: String) -> ConstraintMakerEditable { description.identifier = identifier; return self }
}
