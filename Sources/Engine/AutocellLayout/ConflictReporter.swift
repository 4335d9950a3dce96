import AutocellSolver
/// Turns what the solver broke into conflicts with typed members: each solver constraint is a
/// declared template constraint (by index), a view's intrinsic-size constraint, or one the
/// table adds, written as the constraint UIKit logs for it.
struct ConflictReporter {
    let kindOf: [ConstraintID: ConflictMember.Kind]
    /// The template's constraints as declared, by solver id.
    let declared: [ConstraintID: LayoutConstraint]
    let fence: ConstraintID
    let heightBounds: [ConstraintID]

    /// `constants`: the constants a row's state gave declared constraints, shown in their text.
    func conflicts(_ broken: [BrokenConstraint], in solver: Solver, constants: [ConstraintID: Double] = [:]) -> [LayoutConflict] {
        broken.map { report in
            var conflict = LayoutConflict(
                members: report.conflict.map { member($0, in: solver, constants: constants) },
                broken: member(report.broken, in: solver, constants: constants))
            conflict.isIrreducible = report.isIrreducible
            return conflict
        }
    }

    private func member(_ id: ConstraintID, in solver: Solver, constants: [ConstraintID: Double]) -> ConflictMember {
        if let kind = kindOf[id] {
            if case .implicit(let view, let axis) = kind {
                return ConflictMember(kind, constraint: LayoutConstraint(Anchor(view, axis == .horizontal ? .width : .height), .greaterThanOrEqual, constant: 0))
            }
            var constraint = declared[id]
            if let constant = constants[id] { constraint?.constant = constant }
            return ConflictMember(kind, constraint: constraint)
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
