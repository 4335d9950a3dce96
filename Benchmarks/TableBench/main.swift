import AutocellFixtures
import AutocellTable
import AutocellText
import BenchmarkSupport
import Foundation

/// `make bench-table`: 10,000 person-feed rows through the FDTemplateLayoutCell path.
/// Cold heights (every row fitted), warm relayout (every height from the index-path cache),
/// one insert at the top (one row fitted, the rest moved by the cache), a width change (all
/// fitted at the new width, then back: all cached), and cold heights on two threads.
///
/// Prints one line: `table rows=N cold_ms warm_ms warm_speedup insert_ms insert_rows_computed
/// one_row_ms width_ms width_back_ms parallel_ms parallel_speedup`.

let arguments = Array(CommandLine.arguments.dropFirst())
let fixturePath = arguments.first ?? "Fixtures/person-feed.yaml"
let rowCount = arguments.dropFirst().first.flatMap(Int.init) ?? 10_000

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now()
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}

do {
    let fixture = personFeed(from: try FixtureLoader.load(path: fixturePath), rows: rowCount, seed: 42)
    var rows = fixture.sections[0].rows.map(\.content)
    let cells = TemplateLayoutCells(fixture.content, measurer: try TextMeasurer())
    var computed = 0
    cells.log = { if $0.hasPrefix("** Autocell ** calculate") { computed += 1 } }
    func askAll() throws {
        for (r, row) in rows.enumerated() {
            _ = try cells.height(forTemplate: row.template, cachedBy: RowIndexPath(row: r, section: 0)) { cell in
                cell.texts = row.texts
                cell.images = row.images
            }
        }
    }
    let cold = try milliseconds { try askAll() }
    let warm = try milliseconds { try askAll() }

    var insert = TableBatchUpdate()
    insert.insertRows = [RowIndexPath(row: 0, section: 0)]
    rows.insert(rows[rows.count / 2], at: 0)
    computed = 0
    let inserted = try milliseconds {
        cells.indexPathCache.apply(insert)
        try askAll()
    }
    let insertComputed = computed

    let narrow = TemplateLayoutCells(fixture.resolved(for: TraitCollection(width: 320)).content, measurer: cells.layouter.measurer)
    narrow.indexPathCache = cells.indexPathCache
    let widthChange = try milliseconds {
        for (r, row) in rows.enumerated() {
            _ = try narrow.height(forTemplate: row.template, cachedBy: RowIndexPath(row: r, section: 0)) { $0.texts = row.texts; $0.images = row.images }
        }
    }
    cells.indexPathCache = narrow.indexPathCache
    let widthBack = try milliseconds { try askAll() }

    let indexed = rows.enumerated().map { (index: RowIndexPath(row: $0.offset, section: 0), row: $0.element) }
    // One and two threads in turn, three times, best of each: the machine's noise hits both.
    var oneThread = Double.infinity, twoThreads = Double.infinity
    for _ in 0..<3 {
        oneThread = min(oneThread, try milliseconds { try TemplateLayoutCells(fixture.content, measurer: try TextMeasurer()).precomputeHeights(of: indexed, workers: 1) })
        twoThreads = min(twoThreads, try milliseconds { try TemplateLayoutCells(fixture.content, measurer: try TextMeasurer()).precomputeHeights(of: indexed, workers: 2) })
    }

    print(String(format: "table rows=%d cold_ms=%.1f warm_ms=%.2f warm_speedup=%.0f insert_ms=%.2f insert_rows_computed=%d one_row_ms=%.3f width_ms=%.1f width_back_ms=%.2f parallel_ms=%.1f one_thread_ms=%.1f parallel_speedup=%.2f",
                 rowCount, cold, warm, cold / warm, inserted, insertComputed, cold / Double(rowCount), widthChange, widthBack, twoThreads, oneThread, oneThread / twoThreads))
} catch {
    FileHandle.standardError.write(Data("table-bench: \(error)\n".utf8))
    exit(1)
}
