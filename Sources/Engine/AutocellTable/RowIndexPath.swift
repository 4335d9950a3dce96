import AutocellSource
import AutocellLayout

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

extension TableContent {
    /// The flat row index (counted from 0 across sections) of row number `row` or of the row
    /// with `key`, as `explain --row` and `--key` choose one; a row not in the feed is bad
    /// input about `file`.
    public func flatIndex(row: Int?, key: String?, file: String) throws(Diagnostic) -> Int? {
        let indexed = indexedRows
        if let row {
            guard row >= 0, row < indexed.count else {
                throw .file(file, "row \(row) is not in the feed, which has \(indexed.count) rows (0..\(max(0, indexed.count - 1)))")
            }
            return row
        }
        guard let key else { return nil }
        guard let found = indexed.firstIndex(where: { $0.row.key == key }) else {
            throw .file(file, "no row has the key '\(key)'\(didYouMean(key, in: indexed.compactMap(\.row.key)))")
        }
        return found
    }

    /// The flat row indexes of `range` that are in the feed (`--rows`); a range that starts
    /// past the last row is bad input about `file` (`text`: the range as typed).
    public func flatIndexes(in range: ClosedRange<Int>, text: String, file: String) throws(Diagnostic) -> Set<Int> {
        let count = indexedRows.count
        guard range.lowerBound < count else {
            throw .file(file, "--rows \(text) starts past the feed's last row (it has \(count) rows, 0..\(max(0, count - 1)))")
        }
        return Set(range.clamped(to: 0...(count - 1)))
    }
}
