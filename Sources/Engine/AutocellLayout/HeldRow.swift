import AutocellSolver
/// A copy of the solver holding the last row at its row height, and the constant changes made
/// to the live solver since. Most rows hold the way the last one did: the copy takes the next
/// row's constant changes and its height, usually without a pivot, instead of the live solver
/// pivoting to the held state and back again. Any other change to the live solver (a constraint
/// broken, a variable added) moves its revision, and the copy is of no more use.
struct HeldRow {
    private(set) var copy: Solver?
    private var changes: [(id: ConstraintID, constant: Double)] = []
    /// The most constant changes the copy waits to replay: past that (rows fitted and never
    /// held, a height cache filling up), replaying would cost more than copying the solver again.
    static let replayLimit = 512

    /// Constant changes just made to the live solver, to be replayed on the copy.
    mutating func noteApplied(_ applied: [(id: ConstraintID, constant: Double)]) {
        guard copy != nil else { return }
        changes.append(contentsOf: applied)
        if changes.count > Self.replayLimit { drop() }
    }

    /// Whether the copy can stand for a solver at `revision`.
    func matches(revision: Int) -> Bool { copy?.revision == revision }

    /// Takes the copy out with the changes since and `last` applied to it, or nil when it
    /// refuses them (the row is then held the long way, in the live solver). Either way the
    /// copy is gone until `keep` is called again.
    mutating func takeReplayed(with last: [(id: ConstraintID, constant: Double)], onError record: (any Error) -> Void) -> Solver? {
        guard var replayed = copy else { return nil }
        copy = nil
        changes.append(contentsOf: last)
        defer { changes.removeAll(keepingCapacity: true) }
        do {
            return try replayed.trySetConstants(changes) ? replayed : nil
        } catch {
            record(error)
            return nil
        }
    }

    /// Keeps `solver`, holding a row now, as the copy.
    mutating func keep(_ solver: Solver) {
        copy = solver
        changes.removeAll(keepingCapacity: true)
    }

    mutating func drop() {
        copy = nil
        changes.removeAll()
    }
}
