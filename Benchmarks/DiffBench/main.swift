import AutocellImage
import AutocellDiff
import AutocellFixtures
import AutocellRender
import CPango
import Foundation

/// `make bench-diff`: decoding and comparing two 750×3000 PNGs, the snapshot tests' job.
///
/// The images are the person feed rendered at 375 pt and scale 2, tiled to 3000 pixel rows:
/// the reference, and the same feed with one constraint moved (a real failure). Each figure
/// is the best of five. The reference figure is libpng decoding the same two files (through
/// cairo_image_surface_create_from_png), measured in the same run: ratio = ours / libpng.
///
/// Prints `diff width=W height=H decode_ms=… compare_ms=… total_ms=… draw_ms=… libpng_decode_ms=…
/// decode_ratio=… different_pixels=N goal_ms=100`.

func best(of runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return fastest
}

/// `image` repeated downwards to exactly `height` pixel rows.
func tiled(_ image: PixelImage, height: Int) -> PixelImage {
    var bytes = [UInt8]()
    bytes.reserveCapacity(image.width * height * 4)
    let rowBytes = image.width * 4
    for y in 0..<height {
        let source = (y % image.height) * rowBytes
        bytes.append(contentsOf: image.bytes[source..<(source + rowBytes)])
    }
    return PixelImage(width: image.width, height: height, bytes: bytes)
}

func render(_ yaml: String, folder: String) throws -> PixelImage {
    let fixture = try FixtureLoader.parse(yaml, file: "person-feed.yaml", folder: folder)
    var options = RenderOptions()
    options.width = 375
    return try PNGDecoder.decode(try FeedRenderer.pngImage(fixture.content, options: options))
}

let arguments = Array(CommandLine.arguments.dropFirst())
let path = arguments.first ?? "Fixtures/person-feed.yaml"
do {
    let yaml = try String(contentsOfFile: path, encoding: .utf8)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let moved = yaml.replacingOccurrences(of: "avatar.left == contentView.left + 10", with: "avatar.left == contentView.left + 14")
    let height = 3000
    let reference = tiled(try render(yaml, folder: folder), height: height)
    let actual = tiled(try render(moved, folder: folder), height: height)
    let referencePNG = try PNGEncoder().encode(reference), actualPNG = try PNGEncoder().encode(actual)

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("diff-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let referencePath = scratch.appendingPathComponent("reference.png").path, actualPath = scratch.appendingPathComponent("actual.png").path
    try Data(referencePNG).write(to: URL(fileURLWithPath: referencePath))
    try Data(actualPNG).write(to: URL(fileURLWithPath: actualPath))

    var decoded: (PixelImage, PixelImage)?
    let decodeTime = try best { decoded = (try PNGFile.read(referencePath), try PNGFile.read(actualPath)) }
    guard let (one, two) = decoded else { throw ImageFileError.unreadable(path: referencePath, reason: "not decoded") }
    var comparison: ImageComparison?
    let compareTime = best { comparison = ImageDiffer.compare(reference: one, actual: two).comparison }
    let drawTime = best { _ = ImageDiffer.compare(reference: one, actual: two, drawing: true) }
    let libpngTime = best {
        for file in [referencePath, actualPath] {
            let surface = cairo_image_surface_create_from_png(file)
            defer { cairo_surface_destroy(surface) }
            _ = cairo_image_surface_get_data(surface)
        }
    }
    let total = decodeTime + compareTime
    func text(_ value: Double) -> String { String(format: "%.1f", value) }
    print("diff width=\(one.width) height=\(one.height) decode_ms=\(text(decodeTime)) compare_ms=\(text(compareTime)) total_ms=\(text(total)) draw_ms=\(text(drawTime)) libpng_decode_ms=\(text(libpngTime)) decode_ratio=\(String(format: "%.2f", decodeTime / libpngTime)) different_pixels=\(comparison?.differentPixels ?? -1) goal_ms=100")
} catch {
    FileHandle.standardError.write(Data("diff-bench: \(error)\n".utf8))
    exit(1)
}
