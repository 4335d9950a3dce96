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

    /// Applies a batch update to every width's entries. The cache must know every row the
    /// update names (heights are cached for all rows as they are asked for); where it does
    /// not, that width's entries are dropped rather than guessed.
    public mutating func apply(_ update: TableBatchUpdate) {
        for (width, sections) in widths {
            widths[width] = Self.applying(update, to: sections)
        }
    }

    static func applying(_ update: TableBatchUpdate, to old: [[Double?]]) -> [[Double?]] {
        // An update that does not fit the cached rows (the cache may know fewer rows than the
        // table) leaves nothing trustworthy behind.
        (try? update.applied(to: old, insertedRow: { _ in nil }, insertedSection: { _ in [] }, reload: { _ in nil })) ?? []
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
