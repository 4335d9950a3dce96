import AutocellLayout
import AutocellTable
import AutocellText
import AutocellDrawing

/// `--debug`: each view's frame outlined in a colour of its own with its name, truncated
/// labels outlined in red with a "…" badge, and a bar down the left edge of rows with a
/// constraint conflict (red) or ambiguous views (orange), labelled.
enum DebugOverlay {
    static let palette: [Color] = [
        Color(red: 0.90, green: 0.10, blue: 0.55), Color(red: 0.10, green: 0.55, blue: 0.90),
        Color(red: 0.15, green: 0.65, blue: 0.25), Color(red: 0.60, green: 0.30, blue: 0.85),
        Color(red: 0.85, green: 0.55, blue: 0.05), Color(red: 0.05, green: 0.60, blue: 0.60),
    ]
    static let red = Color(red: 0.95, green: 0.1, blue: 0.1)
    static let orange = Color(red: 1, green: 0.55, blue: 0)
    static let nameFont = Font.system(8)

    static func draw(row: TableLayout.Row, specs: [ViewSpec], width: Double, canvas: CairoCanvas, measurer: TextMeasurer) {
        var problems: [String] = []
        if !row.cell.conflicts.isEmpty { problems.append("\(row.cell.conflicts.count) conflict\(row.cell.conflicts.count == 1 ? "" : "s")") }
        if !row.cell.ambiguous.isEmpty { problems.append("ambiguous: " + row.cell.ambiguous.map { "\($0.view) (\($0.axis.rawValue))" }.joined(separator: ", ")) }
        // UIKit's warnings, shortened to what they say of this row.
        if row.warnings.contains(TableRowWarning.zeroHeight) { problems.append("constraints give no height: standard height used (UIKit warning)") }
        let missing = row.cell.views.filter { ($0.missingGlyphs ?? 0) > 0 && $0.hidden != true }
        if !missing.isEmpty { problems.append("no font for: " + missing.map { "\($0.name) (\($0.missingGlyphs ?? 0))" }.joined(separator: ", ")) }
        // The row's problems are said at its bottom left: names keep clear of that line.
        var placed: [Rect] = []
        if !problems.isEmpty {
            let said = measurer.measure(TextRequest(text: problems.joined(separator: "; "), font: nameFont, width: nil, numberOfLines: 1))
            placed.append(Rect(x: 5, y: row.height - 12, width: said.width, height: said.height))
        }
        let bounds = Rect(x: 0, y: 0, width: width, height: row.height)
        for (index, view) in row.cell.views.enumerated() where index > 0 && index < specs.count && view.hidden != true {
            let color = palette[(index - 1) % palette.count]
            let frame = view.frame
            // A view with no width or no height draws no outline: a cross marks where it is.
            let empty = frame.width < 0.5 || frame.height < 0.5
            if empty {
                let x = frame.x + frame.width / 2, y = frame.y + frame.height / 2
                canvas.fill(Rect(x: x - 3, y: y - 0.5, width: 6, height: 1), color)
                canvas.fill(Rect(x: x - 0.5, y: y - 3, width: 1, height: 6), color)
            } else {
                canvas.hairline(frame, color)
            }
            let name = empty ? "\(view.name) (\(frame.width < 0.5 ? "0 wide" : "0 tall"))" : view.name
            let spot = place(name, in: frame, bounds: bounds, avoiding: &placed, measurer: measurer)
            text(name, at: spot.x, spot.y, color: color, canvas: canvas, measurer: measurer)
            if view.truncated == true {
                canvas.stroke(view.frame, red, width: 1)
                let badge = Rect(x: view.frame.x + view.frame.width - 10, y: view.frame.y, width: 10, height: 10)
                canvas.fill(badge, red)
                text("…", at: badge.x + 1, badge.y, color: .white, canvas: canvas, measurer: measurer)
            }
        }
        guard !problems.isEmpty else { return }
        let color = row.cell.conflicts.isEmpty ? orange : red
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: row.height), color)
        canvas.save()
        text(problems.joined(separator: "; "), at: 5, row.height - 12, color: color, canvas: canvas, measurer: measurer)
        canvas.restore()
    }

    /// Where a view's name goes: its frame's top-left corner, unless another name is there
    /// already or the row would cut it; then lower inside the frame, below it, above it (along
    /// it), or right of it: the first place free and inside the row, else the first inside it.
    static func place(_ name: String, in frame: Rect, bounds: Rect, avoiding placed: inout [Rect], measurer: TextMeasurer) -> (x: Double, y: Double) {
        let size = measurer.measure(TextRequest(text: name, font: nameFont, width: nil, numberOfLines: 1))
        func box(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: size.width, height: size.height) }
        func overlaps(_ a: Rect, _ b: Rect) -> Bool {
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
        func inside(_ a: Rect) -> Bool {
            a.x >= bounds.x - 0.01 && a.y >= bounds.y - 0.01 && a.x + a.width <= bounds.x + bounds.width + 0.01 && a.y + a.height <= bounds.y + bounds.height + 0.01
        }
        var candidates = [box(frame.x + 1, frame.y + 1)]
        var y = frame.y + 1 + size.height
        while y + size.height <= frame.y + frame.height, candidates.count < 8 {
            candidates.append(box(frame.x + 1, y))
            y += size.height
        }
        candidates.append(box(frame.x + 1, frame.y + frame.height + 1))
        // Above the frame, along it (a line at the row's bottom has no room inside).
        var x = frame.x + 1
        repeat {
            candidates.append(box(x, frame.y - size.height - 1))
            x += size.width + 4
        } while x + size.width <= frame.x + frame.width && candidates.count < 16
        candidates.append(box(frame.x + frame.width + 2, frame.y + 1))
        let chosen = candidates.first { candidate in inside(candidate) && !placed.contains { overlaps($0, candidate) } }
            ?? candidates.first(where: inside) ?? candidates[0]
        placed.append(chosen)
        return (chosen.x, chosen.y)
    }

    static func text(_ string: String, at x: Double, _ y: Double, color: Color, canvas: CairoCanvas, measurer: TextMeasurer) {
        canvas.text(string, at: x, y, font: nameFont, color: color, measurer: measurer)
    }
}
