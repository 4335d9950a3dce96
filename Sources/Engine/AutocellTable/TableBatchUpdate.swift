import AutocellSource
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

/// Why a batch update does not fit the table it is applied to (UITableView would raise
/// `NSInternalInconsistencyException`).
public struct TableUpdateError: AutocellError, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var kind: FailureKind { .input }
    public var description: String { message }
}

extension TableBatchUpdate {
    /// The sections after the update, with UITableView's index rules: first, against the old
    /// sections, moved rows and sections are taken out (keeping their content), deleted ones
    /// dropped and reloaded ones passed through `reload`; then, against the new layout,
    /// inserted and moved-in sections take their new indexes, and inserted and moved-in rows
    /// go in by ascending new index path. Indexes that do not exist throw.
    public func applied<Row>(
        to old: [[Row]], insertedRow: (RowIndexPath) -> Row, insertedSection: (Int) -> [Row], reload: (Row) -> Row
    ) throws(TableUpdateError) -> [[Row]] {
        func exists(_ index: RowIndexPath) -> Bool {
            index.section >= 0 && index.section < old.count && index.row >= 0 && index.row < old[index.section].count
        }
        func describe(_ index: RowIndexPath) -> String {
            let count = index.section >= 0 && index.section < old.count ? "section \(index.section) has \(old[index.section].count) rows" : "the table has \(old.count) sections"
            return "row \(index) does not exist (\(count))"
        }
        for index in deleteRows.union(reloadRows).union(moveRows.map(\.from)).sorted() where !exists(index) {
            throw TableUpdateError(message: describe(index))
        }
        for section in deleteSections.union(reloadSections).union(moveSections.map(\.from)).sorted() where section < 0 || section >= old.count {
            throw TableUpdateError(message: "section \(section) does not exist (the table has \(old.count) sections)")
        }

        let movedSectionSources = Set(moveSections.map(\.from))
        let movedRowSources = Set(moveRows.map(\.from))
        var carriedRows: [(RowIndexPath, Row)] = moveRows.map { ($0.to, old[$0.from.section][$0.from.row]) }
        var carriedSections: [Int: [Row]] = [:]
        var survivors: [[Row]] = []
        for (sectionIndex, rows) in old.enumerated() {
            var kept: [Row] = []
            for (rowIndex, value) in rows.enumerated() {
                let index = RowIndexPath(row: rowIndex, section: sectionIndex)
                if deleteRows.contains(index) || movedRowSources.contains(index) { continue }
                kept.append(reloadRows.contains(index) || reloadSections.contains(sectionIndex) ? reload(value) : value)
            }
            if deleteSections.contains(sectionIndex) { continue }
            if movedSectionSources.contains(sectionIndex) {
                for move in moveSections where move.from == sectionIndex { carriedSections[move.to] = kept }
                continue
            }
            survivors.append(kept)
        }

        var placed = carriedSections
        for section in insertSections { placed[section] = insertedSection(section) }
        let total = survivors.count + placed.count
        for section in placed.keys.sorted() where section < 0 || section >= total {
            throw TableUpdateError(message: "section \(section) cannot be inserted: the table will have \(total) sections")
        }
        var sections: [[Row]] = []
        var next = survivors.makeIterator()
        for index in 0..<total {
            if let section = placed[index] { sections.append(section) } else if let section = next.next() { sections.append(section) }
        }

        carriedRows += insertRows.map { ($0, insertedRow($0)) }
        for (index, value) in carriedRows.sorted(by: { $0.0 < $1.0 }) {
            guard index.section >= 0, index.section < sections.count, index.row >= 0, index.row <= sections[index.section].count else {
                throw TableUpdateError(message: "row \(index) cannot be inserted: " + (index.section >= 0 && index.section < sections.count
                    ? "section \(index.section) will have \(sections[index.section].count) rows before it" : "the table will have \(sections.count) sections"))
            }
            sections[index.section].insert(value, at: index.row)
        }
        return sections
    }
}
