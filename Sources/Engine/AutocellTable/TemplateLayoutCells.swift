import AutocellLayout
import AutocellText
import Dispatch
import Synchronization
import AutocellSource
import AutocellDrawing

/// A template cell as the configure closure sees it: the data to set, and a flag saying it
/// is a template (FDTemplateLayoutCell's `fd_isTemplateLayoutCell`), so configuration code
/// can skip work only a displayed cell needs, such as loading full-size images.
public struct TemplateCell: Sendable {
    public let reuseIdentifier: String
    public let isTemplateLayoutCell = true
    public var texts: [String: String] = [:]
    public var images: [String: Size?] = [:]
    /// View properties, constants and active constraints set for this row.
    public var state = RowState()
}

/// UITableView+FDTemplateLayoutCell in Swift: one template cell per reuse identifier,
/// heights computed by fitting it, and two caches — by index path (kept exact through batch
/// updates, see `HeightCache`) and by model key — both keyed by content width.
///
/// ```swift
/// let cells = TemplateLayoutCells(content, measurer: try TextMeasurer())
/// let height = try cells.height(forTemplate: "person", cachedBy: RowIndexPath(row: 0, section: 0)) {
///     $0.texts["name"] = "天ttan"
/// }
/// ```
public final class TemplateLayoutCells {
    public let layouter: TableLayouter
    public var indexPathCache = HeightCache()
    public var keyedCache = KeyedHeightCache()
    /// Receives a line for each template created, each cache hit and each computed height,
    /// like the original's `** FDTemplateLayoutCell **` lines.
    public var log: ((String) -> Void)?

    public var width: Double { layouter.width }

    public init(_ content: TableContent, measurer: TextMeasurer) {
        layouter = TableLayouter(content, measurer: measurer, reportsAmbiguity: false)
    }

    /// The row height of a cell configured by `configure`, computed every time.
    public func height(forTemplate identifier: String, configure: (inout TemplateCell) -> Void) throws(LayoutError) -> Double {
        if !layouter.hasEngine(for: identifier) {
            _ = try layouter.engine(for: identifier)
            log?("** Autocell ** template cell created - \(identifier)")
        }
        var cell = TemplateCell(reuseIdentifier: identifier)
        configure(&cell)
        let fitted = try layouter.fit(template: identifier, texts: cell.texts, images: cell.images, state: cell.state)
        let how = switch fitted.source {
        case .autoLayout: "system fitting size (Auto Layout)"
        case .sizeThatFits: "sizeThatFits (frame layout)"
        case .defaultHeight: "the default row height (nothing gave one)"
        case .fixed: "the fixed row height"
        }
        log?("** Autocell ** calculate using \(how) - \(numberText(fitted.height))")
        return fitted.height
    }

    /// The height at `index`, from the index-path cache when there, else computed and cached.
    public func height(forTemplate identifier: String, cachedBy index: RowIndexPath, configure: (inout TemplateCell) -> Void) throws(LayoutError) -> Double {
        try cached(identifier, "index path \(index)", configure,
                   lookup: { indexPathCache.height(at: index, width: width) },
                   store: { indexPathCache.setHeight($0, at: index, width: width) })
    }

    /// The height for a model key, from the keyed cache when there, else computed and cached.
    public func height(forTemplate identifier: String, cachedByKey key: String, configure: (inout TemplateCell) -> Void) throws(LayoutError) -> Double {
        try cached(identifier, "key [\(key)]", configure,
                   lookup: { keyedCache.height(forKey: key, width: width) },
                   store: { keyedCache.setHeight($0, forKey: key, width: width) })
    }

    private func cached(
        _ identifier: String, _ place: String, _ configure: (inout TemplateCell) -> Void,
        lookup: () -> Double?, store: (Double) -> Void
    ) throws(LayoutError) -> Double {
        if let hit = lookup() {
            log?("** Autocell ** hit cache by \(place) - \(numberText(hit))")
            return hit
        }
        let height = try height(forTemplate: identifier, configure: configure)
        store(height)
        log?("** Autocell ** cached by \(place) - \(numberText(height))")
        return height
    }

    /// Computes and caches the heights of `rows` (by index path, at this width) on `workers`
    /// threads at once, FDTemplateLayoutCell's precache done on every core. Each worker owns
    /// its own measurer, Pango objects and template cells, and takes the next run of rows
    /// when it is done with one, so a worker that drew cheap rows does not sit idle.
    /// `progress` is called from the workers as rows finish.
    public func precomputeHeights(
        of rows: [(index: RowIndexPath, row: RowContent)], workers: Int,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(LayoutError) {
        let content = layouter.content, width = self.width
        let workerCount = max(1, min(workers, rows.count))
        let runLength = 128
        let runCount = (rows.count + runLength - 1) / runLength
        let results = Mutex<(heights: [Int: Double], failure: LayoutError?)>(([:], nil))
        let done = Atomic<Int>(0)
        let nextRun = Atomic<Int>(0)
        let list = rows.map { ($0.index, $0.row) }
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            do throws(LayoutError) {
                let measurer: TextMeasurer
                do {
                    measurer = try TextMeasurer(library: content.settings.fonts)
                } catch {
                    throw LayoutError("cannot set up text measurement: \(error)")
                }
                let cells = TemplateLayoutCells(content, measurer: measurer)
                var heights: [Int: Double] = [:]
                while true {
                    let run = nextRun.add(1, ordering: .relaxed).oldValue
                    guard run < runCount else { break }
                    for position in (run * runLength)..<min(list.count, (run + 1) * runLength) {
                        let (_, row) = list[position]
                        heights[position] = try cells.height(forTemplate: row.template) { cell in
                            cell.texts = row.texts
                            cell.images = row.images
                            cell.state = row.state
                        }
                        let finished = done.add(1, ordering: .relaxed).newValue
                        if let progress, finished % 64 == 0 { progress(finished, list.count) }
                    }
                }
                results.withLock { $0.heights.merge(heights) { first, _ in first } }
            } catch {
                results.withLock { if $0.failure == nil { $0.failure = error } }
            }
        }
        let (heights, failure) = results.withLock { ($0.heights, $0.failure) }
        if let failure { throw failure }
        for (position, height) in heights {
            indexPathCache.setHeight(height, at: list[position].0, width: width)
        }
        progress?(list.count, list.count)
        log?("** Autocell ** precomputed \(heights.count) heights on \(workerCount) threads")
    }
}
