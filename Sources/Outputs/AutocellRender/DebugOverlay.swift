import AutocellLayout
import AutocellTable
import AutocellText

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
        for (index, view) in row.cell.views.enumerated() where index > 0 && index < specs.count && view.hidden != true {
            let color = palette[(index - 1) % palette.count]
            canvas.hairline(view.frame, color)
            text(view.name, at: view.frame.x + 1, view.frame.y + 1, color: color, canvas: canvas, measurer: measurer)
            if view.truncated == true {
                canvas.stroke(view.frame, red, width: 1)
                let badge = Rect(x: view.frame.x + view.frame.width - 10, y: view.frame.y, width: 10, height: 10)
                canvas.fill(badge, red)
                text("…", at: badge.x + 1, badge.y, color: .white, canvas: canvas, measurer: measurer)
            }
        }
        var problems: [String] = []
        if !row.cell.conflicts.isEmpty { problems.append("\(row.cell.conflicts.count) conflict\(row.cell.conflicts.count == 1 ? "" : "s")") }
        if !row.cell.ambiguous.isEmpty { problems.append("ambiguous: " + row.cell.ambiguous.map { "\($0.view) (\($0.axis.rawValue))" }.joined(separator: ", ")) }
        // UIKit's warnings, shortened to what they say of this row.
        if row.warnings.contains(TableRowWarning.zeroHeight) { problems.append("constraints give no height: standard height used (UIKit warning)") }
        let missing = row.cell.views.filter { ($0.missingGlyphs ?? 0) > 0 && $0.hidden != true }
        if !missing.isEmpty { problems.append("no font for: " + missing.map { "\($0.name) (\($0.missingGlyphs ?? 0))" }.joined(separator: ", ")) }
        guard !problems.isEmpty else { return }
        let color = row.cell.conflicts.isEmpty ? orange : red
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: row.height), color)
        canvas.save()
        text(problems.joined(separator: "; "), at: 5, row.height - 12, color: color, canvas: canvas, measurer: measurer)
        canvas.restore()
    }

    static func text(_ string: String, at x: Double, _ y: Double, color: Color, canvas: CairoCanvas, measurer: TextMeasurer) {
        canvas.text(string, at: x, y, font: nameFont, color: color, measurer: measurer)
    }
}
