/// Turns what the solver broke into conflicts with typed members: each solver constraint is a
/// declared template constraint (by index), a view's intrinsic-size constraint, or one the
/// table adds, written as the constraint UIKit logs for it.
struct ConflictReporter {
    let kindOf: [ConstraintID: ConflictMember.Kind]
    /// The template's constraints as declared, by solver id.
    let declared: [ConstraintID: LayoutConstraint]
    let fence: ConstraintID
    let heightBounds: [ConstraintID]

    func conflicts(_ broken: [BrokenConstraint], in solver: Solver) -> [LayoutConflict] {
        broken.map { report in
            LayoutConflict(members: report.conflict.map { member($0, in: solver) }, broken: member(report.broken, in: solver))
        }
    }

    private func member(_ id: ConstraintID, in solver: Solver) -> ConflictMember {
        if let kind = kindOf[id] {
            if case .implicit(let view, let axis) = kind {
                return ConflictMember(kind, constraint: LayoutConstraint(Anchor(view, axis == .horizontal ? .width : .height), .greaterThanOrEqual, constant: 0))
            }
            return ConflictMember(kind, constraint: declared[id])
        }
        let held: (LayoutAttribute, String, ConflictMember.Kind)? = heightBounds.contains(id)
            ? (.height, "UIView-Encapsulated-Layout-Height", .encapsulatedHeight)
            : id == fence ? (.width, "UIView-Encapsulated-Layout-Width", .encapsulatedWidth) : nil
        guard let (attribute, identifier, kind) = held else {
            return ConflictMember(.other("contentView constraint \(id)"))
        }
        // The stored expressions are `contentView.attribute - value`.
        let constraint = LayoutConstraint(
            Anchor(CellTemplate.contentView, attribute), .equal, constant: -(solver.constraint(id)?.expression.constant ?? 0),
            identifier: identifier)
        return ConflictMember(kind, constraint: constraint)
    }
}
