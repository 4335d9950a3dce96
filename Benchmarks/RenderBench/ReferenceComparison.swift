import AutocellImage
import AutocellLayout
import AutocellRender
import AutocellTable
import AutocellText
import Foundation
import AutocellDrawing

/// Ours against the C reference on the same laid-out pages: painting alone, then painting
/// and writing PNGs, each side in the same run, alternating which goes first.
struct ReferenceComparison {
    var reference: String
    var content: TableContent
    /// Autocell's bundled font files and family list, so both sides draw with the same faces.
    let fontFiles = FontLibrary.standard.files.map(\.path).joined(separator: ":")
    let families = FontLibrary.standard.bundledFamilies.joined(separator: ",")

    func run() throws {
        let renderer = try PageRenderer(content)
        let pages = try paginate(renderer)
        let rowCount = pages.reduce(0) { $0 + $1.rows.count }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("autocell-versus-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // KEEP_VERSUS=1 keeps both sides' pages and the display list, to look at a difference.
        defer { if ProcessInfo.processInfo.environment["KEEP_VERSUS"] == nil { try? FileManager.default.removeItem(at: folder) } else { print("kept", folder.path) } }
        let list = folder.appendingPathComponent("display-list.txt")
        try displayList(pages, renderer: renderer).write(to: list, atomically: true, encoding: .utf8)

        var oursPaint: [Double] = [], oursTotal: [Double] = [], cPaint: [Double] = [], cTotal: [Double] = []
        for round in 0..<3 {
            for side in round % 2 == 0 ? [0, 1] : [1, 0] {
                if side == 0 {
                    var paint = 0.0, total = 0.0
                    for (number, page) in pages.enumerated() {
                        let start = Date()
                        let image = try renderer.draw(page.rows, height: page.height)
                        let painted = Date()
                        let bytes = try image.encode(opaque: renderer.isOpaque, compression: .fast)
                        try Data(bytes).write(to: folder.appendingPathComponent("ours-\(number).png"))
                        paint += painted.timeIntervalSince(start) * 1000
                        total += Date().timeIntervalSince(start) * 1000
                    }
                    oursPaint.append(paint)
                    oursTotal.append(total)
                } else {
                    let (paint, png) = try runReference(list: list.path, folder: folder.path)
                    cPaint.append(paint)
                    cTotal.append(paint + png)
                }
            }
        }
        // Both drew the same thing: count the pixels of the first page that differ visibly.
        let ours = try PNGDecoder.decode(Array(try Data(contentsOf: folder.appendingPathComponent("ours-0.png"))))
        let theirs = try PNGDecoder.decode(Array(try Data(contentsOf: folder.appendingPathComponent("reference-0001.png"))))
        var differing = 0
        if ours.width == theirs.width && ours.height == theirs.height {
            for offset in Swift.stride(from: 0, to: ours.bytes.count, by: 4) {
                let delta = (0..<3).map { abs(Int(ours.bytes[offset + $0]) - Int(theirs.bytes[offset + $0])) }.max() ?? 0
                if delta > 16 { differing += 1 }
            }
        } else {
            differing = -1
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let perRow = { (ms: Double) in ms * 1000 / Double(rowCount) }
        print(String(format: "versus_c rows=%d pages=%d ours_paint_us_per_row=%.1f c_paint_us_per_row=%.1f paint_ratio=%.2f ours_total_us_per_row=%.1f c_total_us_per_row=%.1f ratio=%.2f first_page_pixels_differing=%d of %d",
                     rowCount, pages.count, perRow(median(oursPaint)), perRow(median(cPaint)), median(oursPaint) / median(cPaint),
                     perRow(median(oursTotal)), perRow(median(cTotal)), median(oursTotal) / median(cTotal), differing, ours.width * ours.height))
    }

    func paginate(_ renderer: PageRenderer) throws -> [(rows: [PlacedRow], height: Double)] {
        try renderer.pages(of: content.items, limit: 32_767 / content.settings.scale)
    }

    func runReference(list: String, folder: String) throws -> (paint: Double, png: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: reference)
        process.arguments = [list, fontFiles, families, folder]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        func field(_ name: String) -> Double {
            guard let range = output.range(of: name + "=") else { return .nan }
            return Double(output[range.upperBound...].prefix { !$0.isWhitespace }) ?? .nan
        }
        return (field("paint_ms"), field("png_ms"))
    }

    // MARK: The display list: what RowPainter draws, one operation a line.

    func displayList(_ pages: [(rows: [PlacedRow], height: Double)], renderer: PageRenderer) -> String {
        let scale = content.settings.scale, width = content.settings.width
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        func number(_ v: Double) -> String { String(format: "%.6f", v) }
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
            let left = snap(x), top = snap(y)
            return [left, top, snap(x + w) - left, snap(y + h) - top].map(number).joined(separator: "\t")
        }
        func color(_ c: Color) -> String { [c.red, c.green, c.blue, c.alpha].map(number).joined(separator: "\t") }
        var lines: [String] = []
        for page in pages {
            lines.append("page\t\(Int((width * scale).rounded()))\t\(Int((page.height * scale).rounded()))\t\(number(scale))")
            lines.append("fill\t\(rect(0, 0, width, page.height))\t\(color(.white))\t0")
            for placed in page.rows {
                guard let template = content.templates[placed.row.template] else { continue }
                let top = placed.top, row = placed.row
                lines.append("fill\t\(rect(0, top, width, row.height))\t\(color(.white))\t0")
                var contentView = ViewSpec(name: CellTemplate.contentView)
                contentView.background = template.cell.background
                let specs = [contentView] + template.cell.views
                func draw(_ index: Int) {
                    let spec = specs[index], frame = row.cell.views[index].frame
                    guard !spec.isHidden else { return }
                    if let background = spec.background {
                        lines.append("fill\t\(rect(frame.x, top + frame.y, frame.width, frame.height))\t\(color(background))\t\(number(spec.cornerRadius))")
                    }
                    if spec.cornerRadius > 0 { lines.append("clip\t\(rect(frame.x, top + frame.y, frame.width, frame.height))\t\(number(spec.cornerRadius))") }
                    if let label = spec.label, frame.width > 0, frame.height > 0 {
                        let text = placed.content.texts[spec.name] ?? label.text
                        let ellipsize = label.lineBreakMode == .truncatingTail && label.numberOfLines > 0
                        let align = label.alignment == .center ? 1 : label.alignment == .right ? 2 : 0
                        if !text.isEmpty {
                            lines.append("text\t\([frame.x, top + frame.y, frame.width, frame.height, label.font.size].map(number).joined(separator: "\t"))\t\(label.font.weight.weightClass)\t\(label.numberOfLines)\t\(ellipsize ? 1 : 0)\t\(align)\t\(color(label.color))\t\(text)")
                        }
                    }
                    if let image = spec.image, let path = placed.content.imagePaths[spec.name], let size = placed.content.images[spec.name] ?? image.size {
                        var sx = frame.width / size.width, sy = frame.height / size.height
                        switch image.contentMode {
                        case .scaleToFill: break
                        case .aspectFit: sx = min(sx, sy); sy = sx
                        case .aspectFill: sx = max(sx, sy); sy = sx
                        default: sx = 1; sy = 1
                        }
                        let w = size.width * sx, h = size.height * sy
                        let place = image.contentMode.placement ?? (0.5, 0.5)
                        lines.append("image\t\(path)\t\([frame.x + (frame.width - w) * place.x, top + frame.y + (frame.height - h) * place.y, w, h].map(number).joined(separator: "\t"))")
                    }
                    for child in specs.indices where child > 0 && (specs[child].parent ?? CellTemplate.contentView) == spec.name { draw(child) }
                    if spec.cornerRadius > 0 { lines.append("unclip") }
                }
                draw(0)
                if placed.row.accessory == .disclosureIndicator {
                    lines.append("chevron\t\(number(width - 15))\t\(number(top + row.cell.height / 2))")
                }
                if content.settings.separator == .singleLine {
                    let inset = content.settings.resolvedSeparatorInset(tableWidth: width)
                    lines.append("fill\t\(rect(inset, top + row.height - 1 / scale, width - inset, 1 / scale))\t\(color(Color(red: 200 / 255.0, green: 199 / 255.0, blue: 204 / 255.0)))\t0")
                }
            }
            lines.append("end")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
