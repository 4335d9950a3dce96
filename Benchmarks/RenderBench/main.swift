import AutocellImage
import AutocellFixtures
import AutocellRender
import AutocellTable
import BenchmarkSupport
import Foundation

/// `make bench-render`: renders a generated 100,000-row contact feed (Fixtures/contacts.yaml's
/// template, varied texts) to PNG pages with every core, and prints rows per second and the
/// process's peak resident memory.
///
/// Pages are compressed with the PNG encoder's `.fast` setting (bulk rendering);
/// `--reference` uses the setting for references kept in git instead.
///
/// Prints `render rows=N workers=W pages=P compression=C seconds=S rows_per_s=R peak_rss_mb=M png_mb=B`.
///
/// `render-bench --versus REFERENCE FIXTURE ROWS` compares painting and PNG writing, one thread,
/// with Benchmarks/RenderReference/render_reference.c drawing the same laid-out rows directly
/// with Cairo and Pango (from a display list this program writes) and saving them with
/// `cairo_surface_write_to_png`. Prints per-row costs and the ratios ours/C.

let compression: PNGEncoder.Compression = CommandLine.arguments.contains("--reference") ? .reference : .fast
let arguments = Array(CommandLine.arguments.dropFirst().filter { $0 != "--reference" })
let fixturePath = arguments.first ?? "Fixtures/contacts.yaml"
let rowCount = arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
let workers = arguments.dropFirst(2).first.flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// `render-bench --encode PAGE.png`: the PNG encoder alone on a decoded page, best of three,
/// in the chosen compression.
if arguments.first == "--encode", arguments.count > 1 {
    do {
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: arguments[1]))))
        var best = Double.infinity
        var size = 0
        for _ in 0..<3 {
            let start = Date()
            size = try PNGEncoder(compression: compression).encode(image).count
            best = min(best, Date().timeIntervalSince(start))
        }
        let megabytes = Double(image.width * image.height * 3) / 1e6
        print(String(format: "encode %dx%d ms=%.1f MB_per_s=%.0f out_kb=%d", image.width, image.height, best * 1000, megabytes / best, size / 1024))
    } catch {
        FileHandle.standardError.write(Data("render-bench: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

func generatedFeed(_ fixture: Fixture, rows rowCount: Int) -> TableContent {
    var content = fixture.content
    let sample = content.sections[0].rows
    var random = SplitMix(state: 7)
    let words = ["我是", "7个月", "大的宝宝", "喜欢", "听音乐", "看电视", "ttan", "hello", "world", "Auto Layout", "天", "station"]
    var rows: [RowContent] = []
    rows.reserveCapacity(rowCount)
    for index in 0..<rowCount {
        var row = sample[index % sample.count]
        row.key = "r\(index)"
        row.texts["name"] = "用户\(Int.random(in: 1...99_999, using: &random))"
        row.texts["detail"] = (0..<Int.random(in: 1...8, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
        row.texts["badge"] = String(Int.random(in: 1...120, using: &random))
        rows.append(row)
    }
    content.sections = [TableContent.Section(rows: rows)]
    return content
}

if arguments.first == "--versus", arguments.count >= 4, let rowCount = Int(arguments[3]) {
    do {
        try ReferenceComparison(reference: arguments[1], content: generatedFeed(try FixtureLoader.load(path: arguments[2]), rows: rowCount)).run()
    } catch {
        FileHandle.standardError.write(Data("render-bench: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

do {
    let fixture = try FixtureLoader.load(path: fixturePath)
    let content = generatedFeed(fixture, rows: rowCount)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-render-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = RenderOptions()
    options.workers = workers
    options.pngCompression = compression
    let start = Date()
    let result = try FeedRenderer.render(content, to: folder.appendingPathComponent("feed.png").path, options: options)
    let seconds = Date().timeIntervalSince(start)
    let bytes = result.files.reduce(0) { total, file in
        total + ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
    }
    print(String(format: "render rows=%d workers=%d pages=%d compression=\(compression) seconds=%.2f rows_per_s=%.0f peak_rss_mb=%.0f png_mb=%.1f",
                 rowCount, workers, result.files.count, seconds, Double(rowCount) / seconds, peakResidentMegabytes(), Double(bytes) / 1e6))
} catch {
    FileHandle.standardError.write(Data("render-bench: \(error)\n".utf8))
    exit(1)
}
