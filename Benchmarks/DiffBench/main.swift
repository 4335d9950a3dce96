import AutocellDiff
import AutocellFixtures
import AutocellImage
import AutocellRender
import CPango
import Foundation
import AutocellTable

/// `make bench-diff`: what a snapshot test or `autocell diff` spends on one comparison, two PNG
/// files decoded and compared, against the limit: Benchmarks/DiffReference/diff_reference.c,
/// which decodes the same files with the same library (libspng) and compares 32-bit words in a
/// plain loop. Two sizes: 750×3000 (the person feed at 375 pt @2x, tiled) and 4000×4000 (the
/// same, tiled both ways); the actual image has one constraint moved (a real failure).
/// Each side is the best of five, the two run alternately, three times; ratio = ours / C.
///
/// Then the references' size and encoding time: Autocell's `.reference` and `.fast` against
/// `cairo_surface_write_to_png` (libpng, zlib's default level) on the same pages.
///
///     diff-bench REFERENCE-PROGRAM [FIXTURE]

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func best(of runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs { fastest = min(fastest, try milliseconds(body)) }
    return fastest
}

/// `image` repeated to `width` × `height` pixels.
func tiled(_ image: PixelImage, width: Int, height: Int) -> PixelImage {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        let source = (y % image.height) * image.width * 4
        var x = 0
        while x < width {
            let count = min(image.width, width - x)
            bytes.replaceSubrange((y * width + x) * 4..<(y * width + x + count) * 4, with: image.bytes[source..<(source + count * 4)])
            x += count
        }
    }
    return PixelImage(width: width, height: height, bytes: bytes)
}

func render(_ yaml: String, folder: String) throws -> PixelImage {
    let fixture = try FixtureLoader.parse(yaml, file: "person-feed.yaml", folder: folder)
    return try PNGDecoder.decode(try FeedRenderer.pngImage(fixture.resolved(for: TraitCollection(width: 375)).content, options: RenderOptions()))
}

/// Cairo's own PNG writer (libpng) on `image`, to memory: the time and the size.
func cairoPNG(_ image: PixelImage) -> (ms: Double, bytes: Int) {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(image.width)))
    var pixels = [UInt8](repeating: 0, count: stride * image.height)
    for y in 0..<image.height {
        for x in 0..<image.width {
            let from = (y * image.width + x) * 4, to = y * stride + x * 4
            pixels[to] = image.bytes[from + 2]; pixels[to + 1] = image.bytes[from + 1]; pixels[to + 2] = image.bytes[from]; pixels[to + 3] = 255
        }
    }
    var size = 0
    let time = pixels.withUnsafeMutableBufferPointer { buffer in
        best(of: 3) {
            guard let surface = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height), Int32(stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            var written = 0
            _ = withUnsafeMutablePointer(to: &written) { counter in
                cairo_surface_write_to_png_stream(surface, { closure, _, length in
                    closure?.assumingMemoryBound(to: Int.self).pointee += Int(length)
                    return CAIRO_STATUS_SUCCESS
                }, counter)
            }
            size = written
        }
    }
    return (time, size)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let referenceProgram = arguments.first else {
    FileHandle.standardError.write(Data("usage: diff-bench REFERENCE-PROGRAM [FIXTURE]\n".utf8))
    exit(2)
}
let path = arguments.dropFirst().first ?? "Fixtures/person-feed.yaml"
do {
    let yaml = try String(contentsOfFile: path, encoding: .utf8)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let moved = yaml.replacingOccurrences(of: "avatar.left == contentView.left + 10", with: "avatar.left == contentView.left + 14")
    let page = try render(yaml, folder: folder), movedPage = try render(moved, folder: folder)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("diff-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    for (width, height) in [(750, 3000), (4000, 4000)] {
        let reference = tiled(page, width: width, height: height), actual = tiled(movedPage, width: width, height: height)
        let referencePath = scratch.appendingPathComponent("reference-\(width).png").path, actualPath = scratch.appendingPathComponent("actual-\(width).png").path
        var referencePNG: [UInt8] = []
        let encodeTime = try best(of: 3) { referencePNG = try PNGEncoder(compression: .reference).encode(reference) }
        var fastPNG: [UInt8] = []
        let fastTime = try best(of: 3) { fastPNG = try PNGEncoder(compression: .fast).encode(reference) }
        try Data(referencePNG).write(to: URL(fileURLWithPath: referencePath))
        try Data(try PNGEncoder(compression: .reference).encode(actual)).write(to: URL(fileURLWithPath: actualPath))

        var ours: [Double] = [], limit: [Double] = []
        var different = -1, limitDifferent = -1
        for round in 0..<3 {
            for side in round % 2 == 0 ? [0, 1] : [1, 0] {
                if side == 0 {
                    ours.append(try best {
                        let one = try PNGFile.read(referencePath), two = try PNGFile.read(actualPath)
                        different = ImageDiffer.compare(reference: one, actual: two).comparison.differentPixels
                    })
                } else {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: referenceProgram)
                    process.arguments = ["5", referencePath, actualPath]
                    let pipe = Pipe()
                    process.standardOutput = pipe
                    try process.run()
                    process.waitUntilExit()
                    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    guard process.terminationStatus == 0,
                          let ms = output.split(separator: " ").first(where: { $0.hasPrefix("reference_ms=") }).flatMap({ Double($0.dropFirst(13)) }),
                          let words = output.split(separator: " ").first(where: { $0.hasPrefix("different_words=") }).flatMap({ Int($0.dropFirst(16).trimmingCharacters(in: .whitespacesAndNewlines)) })
                    else { throw ImageFileError.unreadable(path: referenceProgram, reason: "the reference program failed: \(output)") }
                    limit.append(ms)
                    limitDifferent = words
                }
            }
        }
        let oursBest = ours.min() ?? .nan, limitBest = limit.min() ?? .nan
        let cairo = cairoPNG(reference)
        func text(_ value: Double) -> String { String(format: "%.1f", value) }
        print("diff \(width)x\(height) ours_ms=\(text(oursBest)) c_ms=\(text(limitBest)) ratio=\(String(format: "%.3f", oursBest / limitBest)) goal=1.15 different_pixels=\(different) c_different_words=\(limitDifferent)")
        print("encode \(width)x\(height) reference_kb=\(referencePNG.count / 1024) reference_ms=\(text(encodeTime)) fast_kb=\(fastPNG.count / 1024) fast_ms=\(text(fastTime)) cairo_kb=\(cairo.bytes / 1024) cairo_ms=\(text(cairo.ms)) reference_size_ratio=\(String(format: "%.2f", Double(referencePNG.count) / Double(cairo.bytes)))")
    }
} catch {
    FileHandle.standardError.write(Data("diff-bench: \(error)\n".utf8))
    exit(1)
}
