/// One `performBatchUpdates` of a table: what changed, with UITableView's index rules.
/// Deletions, reloads and the sources of moves use index paths from before the update;
/// insertions and the destinations of moves use index paths from after it.
public struct TableBatchUpdate: Hashable, Sendable {
    public var deleteSections: Set<Int> = []
    public var insertSections: Set<Int> = []
    public var reloadSections: Set<Int> = []
    public var moveSections: [(from: Int, to: Int)] = []
    public var deleteRows: Set<RowIndexPath> = []
    public var insertRows: Set<RowIndexPath> = []
    public var reloadRows: Set<RowIndexPath> = []
    public var moveRows: [(from: RowIndexPath, to: RowIndexPath)] = []

    public init() {}

    public static func == (a: TableBatchUpdate, b: TableBatchUpdate) -> Bool {
        a.deleteSections == b.deleteSections && a.insertSections == b.insertSections && a.reloadSections == b.reloadSections
            && a.moveSections.map { [$0.from, $0.to] } == b.moveSections.map { [$0.from, $0.to] }
            && a.deleteRows == b.deleteRows && a.insertRows == b.insertRows && a.reloadRows == b.reloadRows
            && a.moveRows.map { [$0.from, $0.to] } == b.moveRows.map { [$0.from, $0.to] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(deleteSections)
        hasher.combine(insertSections)
        hasher.combine(deleteRows)
        hasher.combine(insertRows)
    }
}
