import AutocellSolver
/// The solver a cell engine lays its rows out in, with what goes with it: constant changes
/// waiting for one dual-simplex pass, the held copy (`HeldRow`), recovery from required
/// constraints that no longer fit (reported as conflicts, the way UIKit recovers), and the
/// first internal error met.
struct RowSolver {
    var solver = Solver()
    var held = HeldRow()
    var reporter: ConflictReporter?
    /// Constants a row's state gave declared constraints (for the conflicts' texts).
    var rowConstants: [ConstraintID: Double] = [:]
    /// Constant changes of active constraints, applied together by `applyPending`.
    private var pending: [(id: ConstraintID, constant: Double)] = []

    /// The first solver error met while laying out (nil almost always). Inputs are checked
    /// before they reach the solver, so any error here is Autocell's own.
    private(set) var internalError: String? = FaultInjection.solverFailure

    /// Runs a solver call whose failure can only be an internal error: recorded, not dropped.
    @discardableResult
    mutating func attempt<Result>(_ what: String, _ body: (inout Solver) throws -> Result) -> Result? {
        do {
            return try body(&solver)
        } catch {
            record(what, error)
            return nil
        }
    }

    /// Keeps the first internal error met (the later ones usually follow from it).
    mutating func record(_ what: String, _ error: any Error) {
        if internalError == nil { internalError = "\(what): \(error)" }
    }

    /// A constant change to apply with the others in `applyPending`.
    mutating func queue(_ id: ConstraintID, _ constant: Double) { pending.append((id, constant)) }

    /// An inactive optional constraint to bring in at `constant` with the others, in one
    /// simplex pass (`Solver.activateOptional`), before the pending constant changes.
    mutating func queueActivation(_ id: ConstraintID, _ constant: Double) {
        attempt("setting an inactive constraint's constant") { try $0.setConstant(id, constant) }
        if queuedActivations.insert(id).inserted { activations.append(id) }
    }
    private var activations: [ConstraintID] = []
    private var queuedActivations: Set<ConstraintID> = []

    /// Applies the pending constant changes in one dual-simplex pass; if a required one
    /// conflicts, falls back to one at a time so each conflict is recovered from and reported.
    mutating func applyPending() -> [LayoutConflict] {
        defer { pending.removeAll(keepingCapacity: true) }
        if !activations.isEmpty {
            let ids = activations
            activations.removeAll(keepingCapacity: true)
            queuedActivations.removeAll(keepingCapacity: true)
            attempt("bringing in intrinsic sizes") { try $0.activateOptional(ids) }
        }
        guard !pending.isEmpty else { return [] }
        let applied: Bool
        do {
            applied = try solver.trySetConstants(pending)
        } catch {
            record("applying this row's constants", error)
            applied = false
        }
        if applied {
            held.noteApplied(pending)
            return []
        }
        let changes = pending
        return changes.flatMap { setConstant($0.id, $0.constant) }
    }

    /// Tries a constraint broken earlier again, reporting what it breaks now.
    mutating func activate(_ id: ConstraintID, _ what: String) -> [LayoutConflict] {
        // Into a local first: `conflicts(attempt(…))` would take `self` for the outer call before
        // the inner one mutates the solver, and that hold on its storage made every activation
        // copy the whole solver (quadratic over a template's first row).
        let broken = attempt(what) { try $0.activate(id, onConflict: .breakConstraint) } ?? []
        return conflicts(broken)
    }

    /// Moves the constant of a constraint's expression; a required one that no longer fits is
    /// recovered from the way UIKit does, and the conflict is returned.
    mutating func setConstant(_ id: ConstraintID, _ stored: Double) -> [LayoutConflict] {
        guard solver.isActive(id) else {
            attempt("setting an inactive constraint's constant") { try $0.setConstant(id, stored) }
            return activate(id, "activating a constraint")
        }
        do {
            try solver.setConstant(id, stored)
            return []
        } catch .unsatisfiable {
            // A required constraint that no longer fits: out, new constant, back in through the
            // path that breaks conflicts as UIKit does.
        } catch {
            record("setting a constraint's constant", error)
            return []
        }
        let old = solver.constraint(id)?.expression.constant
        guard attempt("taking out a constraint that no longer fits", { try $0.remove(id) }) != nil else { return [] }
        attempt("setting a constraint's constant") { try $0.setConstant(id, stored) }
        if let broken = attempt("putting back a constraint that no longer fitted", { try $0.activate(id, onConflict: .breakConstraint) }) {
            return conflicts(broken)
        }
        // Never leave a required constraint out without saying so: back at its old constant.
        if let old {
            attempt("restoring a constraint") { try $0.setConstant(id, old) }
            attempt("restoring a constraint") { _ = try $0.activate(id, onConflict: .breakConstraint) }
        }
        return []
    }

    private func conflicts(_ broken: [BrokenConstraint]) -> [LayoutConflict] {
        guard !broken.isEmpty, let reporter else { return [] }
        return reporter.conflicts(broken, in: solver, constants: rowConstants)
    }
}
