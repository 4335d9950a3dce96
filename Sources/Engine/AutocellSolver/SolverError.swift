import AutocellSource
/// Everything that can go wrong in a solver call. After any of these the solver is exactly as it
/// was before the call.
public enum SolverError: AutocellError, Equatable, Sendable, CustomStringConvertible {
    /// A coefficient or constant is NaN or infinite.
    case nonFiniteNumber(String)
    /// A priority outside 1...1000 (or NaN).
    case priorityOutOfRange(Float)
    /// The id was never registered with this solver.
    case unknownConstraint(ConstraintID)
    /// `remove` of a constraint that is registered but not active.
    case constraintNotActive(ConstraintID)
    /// `activate` of a constraint that is already active.
    case constraintAlreadyActive(ConstraintID)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// An edit variable must be optional (priority below 1000), as in kiwi and UIKit.
    case requiredEditVariable(Variable)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// The required constraint cannot hold together with the active required constraints listed.
    case unsatisfiable(Conflict)
    /// The simplex found itself in a state that should be impossible (an unbounded objective).
    /// Reported rather than crashing; the solver is rolled back.
    case internalInconsistency(String)

    /// Whether this is the solver's own failure rather than something its caller asked for.
    public var isInternal: Bool {
        if case .internalInconsistency = self { true } else { false }
    }

    public var kind: FailureKind { isInternal ? .internal : .input }

    public var description: String {
        switch self {
        case .nonFiniteNumber(let what): "non-finite number in \(what)"
        case .priorityOutOfRange(let p): "priority \(p) is outside 1...1000"
        case .unknownConstraint(let id): "constraint \(id) is not registered with this solver"
        case .constraintNotActive(let id): "constraint \(id) is not in the solver"
        case .constraintAlreadyActive(let id): "constraint \(id) is already in the solver"
        case .unknownVariable(let v): "variable \(v.id) was not made by this solver"
        case .requiredEditVariable(let v): "edit variable \(v.id) cannot be required; use a priority below 1000"
        case .duplicateEditVariable(let v): "variable \(v.id) is already an edit variable"
        case .unknownEditVariable(let v): "variable \(v.id) is not an edit variable"
        case .unsatisfiable(let c): "required constraint conflicts with \(c.existing.map(\.description).joined(separator: ", "))"
        case .internalInconsistency(let why): "internal solver inconsistency: \(why)"
        }
    }
}

/// An irreducible set of required constraints that cannot hold together: the constraint being
/// added plus `existing`. Dropping any single member makes the rest satisfiable.
public struct Conflict: Equatable, Sendable {
    /// The active constraints that conflict with the new one, in the order they were added.
    public var existing: [ConstraintID]
    /// Whether every member is needed for the conflict; false when the search for the fewest
    /// members stopped at `Solver.conflictSearchBudget` (they still conflict).
    public var isIrreducible = true

    public init(existing: [ConstraintID]) { self.existing = existing }
}

/// What `add(_:onConflict: .breakConstraint)` did about one conflict.
public struct BrokenConstraint: Equatable, Sendable {
    /// Every member of the irreducible conflicting set, the new constraint included, in the order
    /// they were added.
    public var conflict: [ConstraintID]
    /// The member that was deactivated so the others could hold.
    public var broken: ConstraintID
    /// False when the set may hold members it does not need (`Conflict.isIrreducible`).
    public var isIrreducible = true

    public init(conflict: [ConstraintID], broken: ConstraintID, isIrreducible: Bool = true) {
        self.conflict = conflict
        self.broken = broken
        self.isIrreducible = isIrreducible
    }
}

/// What to do when a required constraint cannot hold.
public enum ConflictPolicy: Sendable {
    /// Throw `SolverError.unsatisfiable` and leave the solver untouched.
    case fail
    /// Do what UIKit does: break one member of the conflicting set and go on. The member broken
    /// is the most recently added one that is not protected (see `Solver.protect(_:)`); the
    /// broken constraint stays registered but inactive.
    case breakConstraint
}
