/// A state to come back to after tentative constant changes: the constants of the constraints
/// changed since (the tableau journals its own rows).
struct SolverCheckpoint {
    /// Each constraint's constant before its first change after the checkpoint, oldest first.
    var constants: [(index: Int, constant: Double)] = []
}

extension Solver {
    /// Remembers the current state so that `rollBack()` can return to it without a simplex
    /// pass, as long as only `trySetConstants` changes the solver meanwhile; any other change
    /// (a constraint added, removed, activated or deactivated, `setConstants`, `suggestValue`,
    /// a new variable) drops the checkpoint. An existing checkpoint is kept, so a caller can
    /// make several tentative changes and return to where the first began.
    ///
    /// A table holds each cell at its row height with two constants, then frees them for the
    /// next row: undoing the hold this way skips the dual-simplex pivots that would undo it.
    /// Saving costs a retain per array; rows are copied as they first change afterwards.
    public mutating func saveCheckpoint() {
        guard checkpoint == nil else { return }
        checkpoint = SolverCheckpoint()
        tableau.openJournal()
    }

    /// Returns to the last checkpoint: every row, objective and constant as they were. False,
    /// and nothing changes, when there is none (never saved, or dropped by a change).
    public mutating func rollBack() -> Bool {
        guard let saved = checkpoint else { return false }
        checkpoint = nil
        guard tableau.rollBackJournal() else { return false }
        for change in saved.constants.reversed() { records[change.index].constraint.expression.constant = change.constant }
        return true
    }

    /// Whether `rollBack()` would return to a checkpoint.
    public var hasCheckpoint: Bool { checkpoint != nil }

    /// Forgets the checkpoint, keeping every change made since. A copy of a solver that should
    /// not carry on journaling its rows calls this.
    public mutating func dropCheckpoint() {
        guard checkpoint != nil else { return }
        checkpoint = nil
        tableau.discardJournal()
    }

    /// A change other than a constant's through `trySetConstants`: it cannot be undone by
    /// restoring rows, and it moves the solver to a new `revision`.
    mutating func noteStructuralChange() {
        dropCheckpoint()
        advanceRevision()
    }

    /// Notes a constraint's constant before a tentative change to it.
    mutating func noteConstantChange(_ index: Int) {
        guard checkpoint != nil else { return }
        let constant = records[index].constraint.expression.constant
        checkpoint?.constants.append((index, constant))
    }
}
