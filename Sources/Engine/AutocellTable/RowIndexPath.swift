/// A row's place in the table, as `UITableView` numbers it (`IndexPath`; named apart from
/// Foundation's, which has no section and row of its own).
public struct RowIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    public static func < (a: RowIndexPath, b: RowIndexPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    public var description: String { "[\(section), \(row)]" }
}

extension TableContent {
    /// Every row with its index path, in display order.
    public var indexedRows: [(index: RowIndexPath, row: RowContent)] {
        var result: [(index: RowIndexPath, row: RowContent)] = []
        result.reserveCapacity(rowCount)
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                result.append((RowIndexPath(row: rowIndex, section: sectionIndex), row))
            }
        }
        return result
    }
}
