import AutocellCLI
import BenchmarkSupport
import AutocellFixtures
import AutocellLayout
import AutocellText
import Foundation

/// `make bench-layout`: lays out 10,000 rows of seed 000's person feed with varied texts and
/// compares the total with the time Pango alone takes to measure the same label requests
/// (replayed on a fresh measurer), then the same rows split over two threads (each with its own
/// measurer and engines).
///
/// Prints `layout rows=N rows_per_s=X layout_ms=Y pango_ms=Z ratio=R` (R: the median of eight
/// adjacent layout/replay pairs' ratios, with their range) and
/// `parallel threads=2 ms=X speedup=S pango_only_speedup=P` (P: what Pango alone achieves on
/// the same two halves, the ceiling for S on this machine).

let fixturePath = CommandLine.arguments.dropFirst().first ?? "Fixtures/person-feed.yaml"
let rowCount = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 10_000
/// `--ambiguity` also checks every row for ambiguous views, as `autocell layout --json` does.
let ambiguity = CommandLine.arguments.contains("--ambiguity")
let base: Fixture
do {
    base = try FixtureLoader.load(path: fixturePath)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}

func makeFixture(rows count: Int, seed: UInt64) -> Fixture { personFeed(from: base, rows: count, seed: seed) }

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now()
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

do {
    let fixture = makeFixture(rows: rowCount, seed: 42)
    if CommandLine.arguments.contains("--profile-warm") {
        // For profilers: the engine alone, with every measurement cached.
        let measurer = try TextMeasurer()
        _ = try FeedLayout.make(fixture, measurer: measurer, reportAmbiguity: ambiguity)
        for _ in 0..<5 { _ = try FeedLayout.make(fixture, measurer: measurer, reportAmbiguity: ambiguity) }
        exit(0)
    }
    if CommandLine.arguments.contains("--profile-cold") {
        // For profilers: cold layouts, each on a fresh measurer, as the benchmark times them.
        for _ in 0..<3 { _ = try FeedLayout.make(fixture, measurer: try TextMeasurer(), reportAmbiguity: ambiguity) }
        exit(0)
    }
    var layoutTimes: [Double] = [], pangoTimes: [Double] = [], warmTimes: [Double] = [], ratios: [Double] = []
    var checksum = 0.0
    // Record the requests that reach Pango once, then time layout and replay, each on a fresh
    // measurer (its own font map and caches), alternating which goes first. The ratio is the
    // median of each adjacent pair's: this machine's speed drifts by tens of percent within a
    // run, and a pair measured seconds apart drifts far less than medians taken apart.
    let recorder = try TextMeasurer()
    recorder.recordedRequests = []
    _ = try FeedLayout.make(fixture, measurer: recorder, reportAmbiguity: ambiguity)
    let requests = recorder.recordedRequests ?? []
    for rep in 0..<8 {
        var pair = (layout: 0.0, pango: 0.0)
        for phase in rep % 2 == 0 ? [0, 1] : [1, 0] {
            let measurer = try TextMeasurer()
            var clock = DispatchTime.now()
            func lap() -> Double {
                let now = DispatchTime.now()
                defer { clock = now }
                return Double(now.uptimeNanoseconds - clock.uptimeNanoseconds) / 1e6
            }
            if phase == 0 {
                checksum = try FeedLayout.make(fixture, measurer: measurer, reportAmbiguity: ambiguity).contentHeight
                pair.layout = lap()
                // The same rows again on the warm measurer: engine and cache cost without Pango.
                _ = try FeedLayout.make(fixture, measurer: measurer, reportAmbiguity: ambiguity)
                warmTimes.append(lap())
            } else {
                for request in requests { _ = measurer.measure(request) }
                pair.pango = lap()
            }
        }
        layoutTimes.append(pair.layout)
        pangoTimes.append(pair.pango)
        ratios.append(pair.layout / pair.pango)
    }
    let layout = median(layoutTimes), pango = median(pangoTimes)
    print(String(format: "layout rows=%d ambiguity=%@ rows_per_s=%.0f layout_ms=%.1f pango_ms=%.1f ratio=%.3f ratio_range=%.3f-%.3f pango_requests=%d warm_ms=%.1f content_height=%.3f",
                 rowCount, ambiguity ? "on" : "off", Double(rowCount) / layout * 1000, layout, pango, median(ratios),
                 ratios.min() ?? 0, ratios.max() ?? 0, requests.count, median(warmTimes), checksum))

    // Two threads, each with its own measurer and engines, on half the rows each.
    let halves = [makeFixture(rows: rowCount / 2, seed: 42), makeFixture(rows: rowCount - rowCount / 2, seed: 43)]
    let single = try milliseconds { for half in halves { _ = try FeedLayout.make(half, measurer: try TextMeasurer(), reportAmbiguity: ambiguity) } }
    let parallel = milliseconds {
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            _ = try? FeedLayout.make(halves[index], measurer: try TextMeasurer(), reportAmbiguity: ambiguity)
        }
    }
    // The ceiling for that speed-up, measured the same way: Pango alone replaying the same
    // halves' requests, on one thread and then on two.
    let halfRequests = try halves.map { half -> [TextRequest] in
        let recorder = try TextMeasurer()
        recorder.recordedRequests = []
        _ = try FeedLayout.make(half, measurer: recorder, reportAmbiguity: ambiguity)
        return recorder.recordedRequests ?? []
    }
    let pangoSingle = try milliseconds {
        for requests in halfRequests {
            let measurer = try TextMeasurer()
            for request in requests { _ = measurer.measure(request) }
        }
    }
    let pangoParallel = milliseconds {
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            guard let measurer = try? TextMeasurer() else { return }
            for request in halfRequests[index] { _ = measurer.measure(request) }
        }
    }
    print(String(format: "parallel threads=2 ms=%.1f one_thread_ms=%.1f speedup=%.2f pango_only_speedup=%.2f",
                 parallel, single, single / parallel, pangoSingle / pangoParallel))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
