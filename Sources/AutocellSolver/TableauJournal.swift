/// What a tableau was before a run of tentative changes, kept so that `Tableau.rollBackJournal()`
/// can return to it without pivoting back: the rows as they were when first touched (each slot
/// once), and the basis and objectives whole (small, and copied only when they change).
struct TableauJournal {
    private(set) var isOpen = false
    private var savedRows: [(slot: Int32, row: Row)] = []
    private var savedRowOf: [Int32] = []
    private var savedLevels: [ObjectiveLevel] = []
    /// `marks[slot] == epoch` once the slot's row is saved in this journal.
    private var marks: [UInt32] = []
    private var epoch: UInt32 = 0

    mutating func open(rowOf: [Int32], levels: [ObjectiveLevel]) {
        savedRows.removeAll(keepingCapacity: true)
        savedRowOf = rowOf
        savedLevels = levels
        epoch &+= 1
        if epoch == 0 {
            for index in marks.indices { marks[index] = 0 }
            epoch = 1
        }
        isOpen = true
    }

    /// Keeps `row`, the current content of `slot`, unless an older one is kept already.
    @inline(__always)
    mutating func noteChange(slot: Int32, row: Row) {
        let index = Int(slot)
        if index >= marks.count { marks.append(contentsOf: repeatElement(0, count: index + 1 - marks.count)) }
        guard marks[index] != epoch else { return }
        marks[index] = epoch
        savedRows.append((slot, row))
    }

    /// Closes the journal, forgetting what was saved.
    mutating func discard() {
        isOpen = false
        savedRows.removeAll(keepingCapacity: true)
        savedRowOf = []
        savedLevels = []
    }

    /// Hands the saved state to `restore` (rows oldest first; each slot once) and closes the
    /// journal. False, without calling it, when the journal is not open.
    mutating func close(_ restore: (_ rows: [(slot: Int32, row: Row)], _ rowOf: [Int32], _ levels: [ObjectiveLevel]) -> Void) -> Bool {
        guard isOpen else { return false }
        restore(savedRows, savedRowOf, savedLevels)
        discard()
        return true
    }
}
