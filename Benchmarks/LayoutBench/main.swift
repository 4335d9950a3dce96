import BenchmarkSupport
import AutocellFixtures
import AutocellLayout
import AutocellTable
import AutocellText
import Foundation

/// `make bench-layout`: lays out 10,000 rows of seed 000's person feed with varied texts and
/// compares the total with the time Pango alone takes to measure the same label requests
/// (replayed on a fresh measurer), then the same rows split over two threads (each with its own
/// measurer and engines).
///
/// Prints `layout rows=N rows_per_s=X layout_ms=Y pango_ms=Z ratio=R` (R: total layout time over
/// Pango-alone time, the two interleaved batch by batch; the median of five passes, with their
/// range; `whole_run_ratio` is the same from whole runs timed one after the other, which this
/// machine's drift makes far noisier) and
/// `parallel threads=2 ms=X speedup=S pango_only_speedup=P` (P: what Pango alone achieves on
/// the same two halves, the ceiling for S on this machine).

let fixturePath = CommandLine.arguments.dropFirst().first ?? "Fixtures/person-feed.yaml"
let rowCount = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 10_000
/// `--ambiguity` also checks every row for ambiguous views, as `autocell layout --json` does.
let ambiguity = CommandLine.arguments.contains("--ambiguity")
// The font set loaded once per process (Fontconfig reads every file), then what each further
// measurer costs (its own Pango font map, context and layouts over the shared configuration):
// paid per worker, never per row.
do {
    let start = DispatchTime.now()
    _ = try? FontLibrary.standard.configuration()
    let loaded = DispatchTime.now()
    for _ in 0..<20 { _ = try? TextMeasurer() }
    let made = DispatchTime.now()
    print(String(format: "fonts load_ms=%.1f measurer_create_ms=%.2f",
                 Double(loaded.uptimeNanoseconds - start.uptimeNanoseconds) / 1e6,
                 Double(made.uptimeNanoseconds - loaded.uptimeNanoseconds) / 20e6))
}

let base: Fixture = {
    do {
        return try FixtureLoader.load(path: fixturePath)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
}()

/// A fixture with stack views (`Fixtures/stack-feed.yaml`) grows into the stack feed, the
/// scripts fixture (`Fixtures/scripts.yaml`, template `line`) into the multi-script feed, any
/// other into the person feed.
let hasStacks = base.content.templates.values.contains { $0.cell.views.contains { $0.stack != nil } }
let isScripts = base.templates["line"] != nil
let feedName = hasStacks ? "stacks" : isScripts ? "scripts" : "person"
func makeFixture(rows count: Int, seed: UInt64) -> Fixture {
    if hasStacks { return stackFeed(from: base, rows: count, seed: seed) }
    if isScripts { return multiScriptFeed(from: base, rows: count, seed: seed) }
    return personFeed(from: base, rows: count, seed: seed)
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now()
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}

@inline(never)
func replayForProfile(_ requests: [TextRequest], on measurer: TextMeasurer) {
    for request in requests { _ = measurer.measure(request) }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

do {
    let fixture = makeFixture(rows: rowCount, seed: 42)
    if CommandLine.arguments.contains("--profile-warm") {
        // For profilers: the engine alone, with every measurement cached.
        let measurer = try TextMeasurer()
        _ = try TableLayout.make(fixture.content, measurer: measurer, reportAmbiguity: ambiguity)
        for _ in 0..<5 { _ = try TableLayout.make(fixture.content, measurer: measurer, reportAmbiguity: ambiguity) }
        exit(0)
    }
    if CommandLine.arguments.contains("--profile-replay") {
        // For profilers: what Pango alone does for the same rows (the ratio's denominator);
        // `valgrind --tool=callgrind --toggle-collect='*replayForProfile*'` counts just that.
        let recorder = try TextMeasurer()
        recorder.recordedRequests = []
        _ = try TableLayout.make(fixture.content, measurer: recorder, reportAmbiguity: ambiguity)
        for _ in 0..<3 { replayForProfile(recorder.recordedRequests ?? [], on: try TextMeasurer()) }
        exit(0)
    }
    if CommandLine.arguments.contains("--profile-cold") {
        // For profilers: cold layouts, each on a fresh measurer, as the benchmark times them.
        for _ in 0..<3 { _ = try TableLayout.make(fixture.content, measurer: try TextMeasurer(), reportAmbiguity: ambiguity) }
        exit(0)
    }
    // Record the requests that reach Pango once, batch by batch as `TableLayout.make` lays
    // rows out (a batch measured, then solved), for replaying on a measurer of their own.
    let content = fixture.content, items = content.items
    let batches = stride(from: 0, to: items.count, by: TableLayout.prefetchBatch).map {
        items[$0..<min(items.count, $0 + TableLayout.prefetchBatch)]
    }
    let recorder = try TextMeasurer()
    recorder.recordedRequests = []
    var requestEnds: [Int] = []
    do {
        let layouter = TableLayouter(content, measurer: recorder, reportsAmbiguity: ambiguity)
        var y = 0.0
        for batch in batches {
            try layouter.prefetch(batch)
            for item in batch { y += try layouter.layout(item, y: y).height }
            requestEnds.append(recorder.recordedRequests?.count ?? 0)
        }
    }
    let requests = recorder.recordedRequests ?? []

    // The ratio: layout and Pango-alone replay interleaved batch by batch, each on a fresh
    // measurer (its own font map and caches), alternating which goes first. This machine's
    // speed drifts by tens of percent within seconds; two sides timed a few milliseconds apart
    // see the same machine, two whole runs do not. The median of five such passes.
    var ratios: [Double] = []
    for pass in 0..<5 {
        let layoutMeasurer = try TextMeasurer(), replayMeasurer = try TextMeasurer()
        let layouter = TableLayouter(content, measurer: layoutMeasurer, reportsAmbiguity: ambiguity)
        var y = 0.0, layoutTotal = 0.0, replayTotal = 0.0
        for (index, batch) in batches.enumerated() {
            let batchRequests = requests[(index == 0 ? 0 : requestEnds[index - 1])..<requestEnds[index]]
            for phase in (index + pass) % 2 == 0 ? [0, 1] : [1, 0] {
                if phase == 0 {
                    layoutTotal += try milliseconds {
                        try layouter.prefetch(batch)
                        for item in batch { y += try layouter.layout(item, y: y).height }
                    }
                } else {
                    replayTotal += milliseconds { for request in batchRequests { _ = replayMeasurer.measure(request) } }
                }
            }
        }
        ratios.append(layoutTotal / replayTotal)
    }

    // Whole runs, for rows per second: `TableLayout.make` on a fresh measurer, the same rows
    // again on the warm one (engine and cache cost without Pango), and the replay alone; their
    // ratio too, as adjacent pairs, to show how far whole runs drift apart.
    var layoutTimes: [Double] = [], pangoTimes: [Double] = [], warmTimes: [Double] = [], wholeRunRatios: [Double] = []
    var checksum = 0.0
    for rep in 0..<4 {
        var pair = (layout: 0.0, pango: 0.0)
        for phase in rep % 2 == 0 ? [0, 1] : [1, 0] {
            let measurer = try TextMeasurer()
            if phase == 0 {
                pair.layout = try milliseconds { checksum = try TableLayout.make(fixture.content, measurer: measurer, reportAmbiguity: ambiguity).contentHeight }
                warmTimes.append(try milliseconds { _ = try TableLayout.make(fixture.content, measurer: measurer, reportAmbiguity: ambiguity) })
            } else {
                pair.pango = milliseconds { for request in requests { _ = measurer.measure(request) } }
            }
        }
        layoutTimes.append(pair.layout)
        pangoTimes.append(pair.pango)
        wholeRunRatios.append(pair.layout / pair.pango)
    }
    let layout = median(layoutTimes), pango = median(pangoTimes)
    print(String(format: "layout feed=%@ rows=%d ambiguity=%@ rows_per_s=%.0f layout_ms=%.1f pango_ms=%.1f ratio=%.3f ratio_range=%.3f-%.3f whole_run_ratio=%.3f whole_run_range=%.3f-%.3f pango_requests=%d warm_ms=%.1f content_height=%.3f",
                 feedName, rowCount, ambiguity ? "on" : "off", Double(rowCount) / layout * 1000, layout, pango,
                 median(ratios), ratios.min() ?? 0, ratios.max() ?? 0,
                 median(wholeRunRatios), wholeRunRatios.min() ?? 0, wholeRunRatios.max() ?? 0,
                 requests.count, median(warmTimes), checksum))

    // Two threads, each with its own measurer and engines, on half the rows each.
    let halves = [makeFixture(rows: rowCount / 2, seed: 42), makeFixture(rows: rowCount - rowCount / 2, seed: 43)]
    let halfRequests = try halves.map { half -> [TextRequest] in
        let recorder = try TextMeasurer()
        recorder.recordedRequests = []
        _ = try TableLayout.make(half.content, measurer: recorder, reportAmbiguity: ambiguity)
        return recorder.recordedRequests ?? []
    }
    // One thread and two, for layout and for Pango alone replaying the same halves' requests
    // (the ceiling for the layout's speed-up on this machine); four rounds, the order flipped
    // each round against drift, medians.
    func layoutHalves(threads: Int) -> Double {
        milliseconds {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for (index, half) in halves.enumerated() where index % threads == thread {
                    _ = try? TableLayout.make(half.content, measurer: try TextMeasurer(), reportAmbiguity: ambiguity)
                }
            }
        }
    }
    func replayHalves(threads: Int) -> Double {
        milliseconds {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for (index, requests) in halfRequests.enumerated() where index % threads == thread {
                    guard let measurer = try? TextMeasurer() else { return }
                    for request in requests { _ = measurer.measure(request) }
                }
            }
        }
    }
    var speedups: [Double] = [], pangoSpeedups: [Double] = [], singles: [Double] = [], parallels: [Double] = []
    for round in 0..<4 {
        let order = round % 2 == 0 ? [1, 2] : [2, 1]
        var layoutTimes: [Int: Double] = [:], replayTimes: [Int: Double] = [:]
        for threads in order { layoutTimes[threads] = layoutHalves(threads: threads) }
        for threads in order { replayTimes[threads] = replayHalves(threads: threads) }
        let single = layoutTimes[1] ?? 0, parallel = layoutTimes[2] ?? 1
        singles.append(single)
        parallels.append(parallel)
        speedups.append(single / parallel)
        pangoSpeedups.append((replayTimes[1] ?? 0) / (replayTimes[2] ?? 1))
    }
    print(String(format: "parallel threads=2 ms=%.1f one_thread_ms=%.1f speedup=%.2f pango_only_speedup=%.2f",
                 median(parallels), median(singles), median(speedups), median(pangoSpeedups)))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
