/// Row heights cached by index path, per content width, as FDTemplateLayoutCell's
/// `fd_indexPathHeightCache` — but keyed by width rather than by orientation (rendering one
/// feed at 320 and at 375 never mixes heights), and kept exact through batch updates.
///
/// The original swapped the two entries on a move (the moved row and the one at its
/// destination) and shifted multi-section edits part-way; here an update is applied the way
/// UITableView applies it: every deletion against the old layout, every insertion against the
/// new one, moved rows carrying their heights with them.
public struct HeightCache: Sendable {
    /// Per width (its bit pattern, so keys compare exactly): sections of rows, nil = not cached.
    private var widths: [UInt64: [[Double?]]] = [:]

    public init() {}

    public func height(at index: RowIndexPath, width: Double) -> Double? {
        guard let sections = widths[width.bitPattern], index.section >= 0, index.section < sections.count,
              index.row >= 0, index.row < sections[index.section].count else { return nil }
        return sections[index.section][index.row]
    }

    public mutating func setHeight(_ height: Double, at index: RowIndexPath, width: Double) {
        guard index.section >= 0, index.row >= 0 else { return }
        var sections = widths[width.bitPattern] ?? []
        while sections.count <= index.section { sections.append([]) }
        while sections[index.section].count <= index.row { sections[index.section].append(nil) }
        sections[index.section][index.row] = height
        widths[width.bitPattern] = sections
    }

    /// `reloadData`: everything goes.
    public mutating func invalidateAll() {
        widths.removeAll()
    }

    /// The heights cached at `width`, by section (nil where not cached), for tests and logs.
    public func snapshot(width: Double) -> [[Double?]] { widths[width.bitPattern] ?? [] }

    /// Applies a batch update to every width's entries.
    public mutating func apply(_ update: TableBatchUpdate) {
        for (width, sections) in widths {
            widths[width] = Self.applying(update, to: sections)
        }
    }

    static func applying(_ update: TableBatchUpdate, to old: [[Double?]]) -> [[Double?]] {
        // 1. Against the old layout: take out moved rows and moved sections (keeping their
        //    heights), drop deleted ones, forget reloaded ones.
        let movedSectionSources = Set(update.moveSections.map(\.from))
        let movedRowSources = Set(update.moveRows.map(\.from))
        var carriedRows: [RowIndexPath: Double?] = [:]
        for move in update.moveRows {
            let value = move.from.section < old.count && move.from.row < old[move.from.section].count
                ? old[move.from.section][move.from.row] : nil
            carriedRows[move.to] = .some(value)
        }
        var carriedSections: [Int: [Double?]] = [:]
        var survivors: [[Double?]] = []
        for (sectionIndex, rows) in old.enumerated() {
            var kept: [Double?] = []
            for (rowIndex, value) in rows.enumerated() {
                let index = RowIndexPath(row: rowIndex, section: sectionIndex)
                if update.deleteRows.contains(index) || movedRowSources.contains(index) { continue }
                kept.append(update.reloadRows.contains(index) || update.reloadSections.contains(sectionIndex) ? nil : value)
            }
            if update.deleteSections.contains(sectionIndex) { continue }
            if movedSectionSources.contains(sectionIndex) {
                for move in update.moveSections where move.from == sectionIndex { carriedSections[move.to] = kept }
                continue
            }
            survivors.append(update.reloadSections.contains(sectionIndex) ? kept.map { _ in nil } : kept)
        }

        // 2. Against the new layout: sections inserted or moved in take their new indexes,
        //    survivors fill the others in order.
        var placed: [Int: [Double?]] = carriedSections
        for section in update.insertSections { placed[section] = [] }
        var sections: [[Double?]] = []
        var next = survivors.makeIterator()
        let total = survivors.count + placed.count
        for index in 0..<total {
            if let section = placed[index] {
                sections.append(section)
            } else if let section = next.next() {
                sections.append(section)
            }
        }

        // 3. Rows inserted or moved in, in ascending order of their new index paths.
        let arrivals = (update.insertRows.map { ($0, Optional<Double>.none) } + carriedRows.map { ($0.key, $0.value) })
            .sorted { $0.0 < $1.0 }
        for (index, value) in arrivals {
            while sections.count <= index.section { sections.append([]) }
            let row = min(index.row, sections[index.section].count)
            sections[index.section].insert(value, at: row)
        }
        return sections
    }
}

/// Heights cached by a model key (FDTemplateLayoutCell's `fd_keyedHeightCache`), per width:
/// they survive any reordering of the rows and are invalidated by key.
public struct KeyedHeightCache: Sendable {
    private var entries: [UInt64: [String: Double]] = [:]

    public init() {}

    public func height(forKey key: String, width: Double) -> Double? { entries[width.bitPattern]?[key] }

    public mutating func setHeight(_ height: Double, forKey key: String, width: Double) {
        entries[width.bitPattern, default: [:]][key] = height
    }

    /// The row with this key changed: its height goes at every width.
    public mutating func invalidate(key: String) {
        for width in entries.keys { entries[width]?[key] = nil }
    }

    public mutating func invalidateAll() {
        entries.removeAll()
    }
}
