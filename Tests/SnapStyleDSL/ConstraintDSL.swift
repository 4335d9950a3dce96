import UIKit
import AutocellLayout
import AutocellSolver

// A constraint DSL shaped like SnapKit (`view.snp.makeConstraints { make in … }`), written as a
// third-party library is: Swift 5 language mode, no actor annotations, extensions on UIView,
// constraints kept on the view as associated objects. It is Autocell's own test of the UIKit
// layer's declaration shapes (`@preconcurrency @MainActor`, convenience initializers, the
// associated-object functions): it must compile in Swift 5 mode without isolation errors.

private var constraintsKey: UInt8 = 0

public extension UIView {
    /// `view.snp`: the DSL's entry point.
    var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

/// What `view.snp` gives: its anchors as items, and the make/remake/update/remove calls.
public struct ConstraintViewDSL {
    let view: UIView

    public var top: ConstraintItem { ConstraintItem(target: view, attributes: [.top]) }
    public var bottom: ConstraintItem { ConstraintItem(target: view, attributes: [.bottom]) }
    public var leading: ConstraintItem { ConstraintItem(target: view, attributes: [.leading]) }
    public var trailing: ConstraintItem { ConstraintItem(target: view, attributes: [.trailing]) }
    public var left: ConstraintItem { ConstraintItem(target: view, attributes: [.left]) }
    public var right: ConstraintItem { ConstraintItem(target: view, attributes: [.right]) }
    public var width: ConstraintItem { ConstraintItem(target: view, attributes: [.width]) }
    public var height: ConstraintItem { ConstraintItem(target: view, attributes: [.height]) }
    public var centerX: ConstraintItem { ConstraintItem(target: view, attributes: [.centerX]) }
    public var centerY: ConstraintItem { ConstraintItem(target: view, attributes: [.centerY]) }
    public var firstBaseline: ConstraintItem { ConstraintItem(target: view, attributes: [.firstBaseline]) }
    public var lastBaseline: ConstraintItem { ConstraintItem(target: view, attributes: [.lastBaseline]) }
    public var margins: ConstraintItem { ConstraintItem(target: view, attributes: [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }

    /// The constraints the DSL made for this view and still holds.
    public var constraints: [Constraint] {
        (objc_getAssociatedObject(view, &constraintsKey) as? ConstraintBox)?.constraints ?? []
    }

    private func store(_ constraints: [Constraint]) {
        objc_setAssociatedObject(view, &constraintsKey, ConstraintBox(constraints), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    @discardableResult
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let made = ConstraintMaker.make(view, closure)
        for constraint in made { constraint.activate() }
        store(constraints + made)
        return made
    }

    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Changes the constants of constraints made before with the same items and attributes
    /// (SnapKit's rule); makes the others.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        var kept = constraints
        for constraint in ConstraintMaker.make(view, closure) {
            if let existing = kept.first(where: { $0.matches(constraint) }) {
                existing.update(constant: constraint.constant)
            } else {
                constraint.activate()
                kept.append(constraint)
            }
        }
        store(kept)
    }

    public func removeConstraints() {
        for constraint in constraints { constraint.deactivate() }
        store([])
    }
}

private final class ConstraintBox {
    let constraints: [Constraint]
    init(_ constraints: [Constraint]) { self.constraints = constraints }
}

/// One or more attributes of a view or layout guide, to relate to.
public struct ConstraintItem {
    let target: AnyObject
    let attributes: [NSLayoutConstraint.Attribute]
}

/// What `equalTo(…)` takes: a view, an item, a guide, or a constant.
public protocol ConstraintRelatableTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
