/// One thing a table stacks: a cell, or a section's header or footer view, with what it shows.
public struct TableItem: Sendable {
    public var kind: TableItemKind
    /// The row's index path; for a header or footer, its section and row 0.
    public var indexPath: RowIndexPath
    public var content: RowContent

    public init(kind: TableItemKind, indexPath: RowIndexPath, content: RowContent) {
        self.kind = kind
        self.indexPath = indexPath
        self.content = content
    }
}

extension TableContent {
    /// Everything the table stacks, top to bottom: each section's header, rows and footer
    /// (empty sections keep their header and footer, as in UIKit).
    public var items: [TableItem] {
        var result: [TableItem] = []
        result.reserveCapacity(rowCount + 2 * sections.count)
        for (index, section) in sections.enumerated() {
            appendSupplement(.header, of: index, to: &result)
            for (row, content) in section.rows.enumerated() {
                result.append(TableItem(kind: .cell, indexPath: RowIndexPath(row: row, section: index), content: content))
            }
            appendSupplement(.footer, of: index, to: &result)
        }
        return result
    }

    /// The items of a run of `rows` (in display order): the header of each section whose
    /// first row is among them, the footer of each whose last row is, and the empty sections
    /// between them.
    public func items(rows: some Collection<(index: RowIndexPath, row: RowContent)>) -> [TableItem] {
        var result: [TableItem] = []
        result.reserveCapacity(rows.count + 2 * sections.count)
        var previousSection: Int?
        for (index, row) in rows {
            if let previous = previousSection, index.section > previous + 1 {
                for empty in (previous + 1)..<index.section where sections[empty].rows.isEmpty {
                    appendSupplement(.header, of: empty, to: &result)
                    appendSupplement(.footer, of: empty, to: &result)
                }
            }
            previousSection = index.section
            if index.row == 0 { appendSupplement(.header, of: index.section, to: &result) }
            result.append(TableItem(kind: .cell, indexPath: index, content: row))
            if index.row == sections[index.section].rows.count - 1 { appendSupplement(.footer, of: index.section, to: &result) }
        }
        return result
    }

    private func appendSupplement(_ kind: TableItemKind, of section: Int, to items: inout [TableItem]) {
        guard let content = supplement(kind, of: section) else { return }
        items.append(TableItem(kind: kind, indexPath: RowIndexPath(row: 0, section: section), content: content))
    }
}
