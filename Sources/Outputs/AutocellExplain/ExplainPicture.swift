import AutocellLayout
import AutocellRender
import AutocellTable
import AutocellText
import AutocellSource
import AutocellDrawing

/// The picture `autocell explain` draws: one panel per problem row. Each panel has a caption,
/// the row as rendered, and over it every constraint of each conflict drawn between the edges
/// it relates (a colour per view, as wtfautolayout does; the broken one red and dashed; the
/// views of the set outlined); ambiguous views are hatched, and two layouts that satisfy the
/// constraints equally well are shown side by side below.
public struct ExplainPicture {
    public let content: TableContent
    public let width: Double
    public let scale: Double
    /// Outline every view with its name (for systems rebuilt from logs, whose views are plain boxes).
    public var showsNames = false
    /// Lines every panel's caption carries after its own: what a rebuilt log assumed
    /// (`assumed: …`) and what its paste lacked (`warning: …`).
    public var notes: [String] = []

    static let margin = 12.0
    static let captionFont = Font.boldSystem(13)
    static let noteFont = Font.system(11)
    static let constraintFont = Font.boldSystem(9)
    static let red = Color(red: 0.9, green: 0.05, blue: 0.05)
    static let orange = Color(red: 1, green: 0.55, blue: 0)
    /// What the table adds (the encapsulated height) is drawn in grey.
    static let encapsulatedColor = Color(red: 0.4, green: 0.4, blue: 0.4)
    static let palette: [Color] = [
        Color(red: 0.10, green: 0.45, blue: 0.90), Color(red: 0.15, green: 0.60, blue: 0.25), Color(red: 0.60, green: 0.25, blue: 0.85),
        Color(red: 0.85, green: 0.45, blue: 0.00), Color(red: 0.00, green: 0.55, blue: 0.60), Color(red: 0.85, green: 0.10, blue: 0.55),
    ]

    public init(content: TableContent, width: Double, scale: Double) {
        self.content = content
        self.width = width
        self.scale = scale
    }

    /// The panels of `rows` (those with problems) as PNG bytes.
    public func png(_ rows: [RowExplanation], measurer: TextMeasurer) throws(RenderError) -> [UInt8] {
        let problems = rows.filter(\.hasProblems)
        // Wide enough for the rows (two side by side where ambiguity shows variants) and every line of text.
        let nothing = "No conflicts and no ambiguity."
        var panelWidth = problems.isEmpty
            ? measurer.measure(TextRequest(text: nothing, font: Self.captionFont, width: nil, numberOfLines: 1)).width + 2 * Self.margin
            : (problems.contains { !$0.variants.isEmpty } ? 2 * width + Self.margin : width) + 2 * Self.margin
        // Each panel's text and overhang, worked out once for its size and its drawing.
        var panels = problems.map { row in
            Panel(row: row, top: 0, caption: captionLines(row), legend: legendLines(row), overhang: Overhang(row, width: width))
        }
        for panel in panels {
            panelWidth = max(panelWidth, (panel.row.variants.isEmpty ? 1 : 2) * (width + panel.overhang.left + panel.overhang.right + Self.margin) + Self.margin)
            for line in panel.caption {
                panelWidth = max(panelWidth, measurer.measure(TextRequest(text: line, font: Self.captionFont, width: nil, numberOfLines: 1)).width + 2 * Self.margin)
            }
            for (line, _, _) in panel.legend {
                panelWidth = max(panelWidth, measurer.measure(TextRequest(text: "BROKEN  " + line, font: Self.noteFont, width: nil, numberOfLines: 1)).width + 16 + 2 * Self.margin)
            }
        }
        panelWidth = panelWidth.rounded(.up)
        var y = Self.margin
        for index in panels.indices {
            panels[index].top = y
            y += panelHeight(panels[index])
        }
        if problems.isEmpty { y += 40 }
        let image = try RenderError.drawing { () throws(CanvasError) in try ImageSurface(width: panelWidth, height: y, scale: scale) }
        let canvas = image.canvas
        canvas.fill(Rect(x: 0, y: 0, width: panelWidth, height: y), Color(red: 0.96, green: 0.96, blue: 0.97))
        let painter = RowPainter(settings: content.settings, measurer: measurer, debug: showsNames)
        if problems.isEmpty {
            canvas.text(nothing, at: Self.margin, Self.margin, font: Self.captionFont, color: .black, measurer: measurer)
        }
        for panel in panels {
            try drawPanel(panel, canvas: canvas, painter: painter, measurer: measurer)
        }
        return try RenderError.drawing { () throws(CanvasError) in try image.encode(opaque: true) }
    }

    // MARK: Panels

    func captionLines(_ row: RowExplanation) -> [String] {
        var lines = ["row \(row.row) \(row.indexPath) \(row.template)\(row.key.map { " '\($0)'" } ?? "")"]
        for conflict in row.conflicts {
            lines.append("conflict of \(conflict.constraints.count): broken \(conflict.broken)")
            if let arithmetic = conflict.arithmetic { lines.append("added up: \(arithmetic.sentence)") }
            if let fix = conflict.fixes.first { lines.append("way out: \(fix)") }
            if conflict.fixes.isEmpty, conflict.note != nil { lines.append("nothing to fix: UIKit's own views only") }
        }
        for item in row.ambiguous { lines.append("ambiguous: \(item.explanation)") }
        for warning in row.warnings { lines.append("UIKit: \(warning)") }
        return lines + notes
    }

    func legendLines(_ row: RowExplanation) -> [(String, Color, Bool)] {
        let colors = viewColors(row)
        return row.conflicts.flatMap { conflict in
            conflict.constraints.enumerated().map { index, member in
                (member.sentence + (member.source.map { " — \($0)" } ?? ""),
                 member.origin != .template ? Self.encapsulatedColor : colors[Self.view(of: member)] ?? Self.palette[0], index == conflict.brokenIndex)
            }
        }
    }

    /// How far a row's views reach past the cell's bounds on each side (capped): the picture
    /// draws them whole and shows the cell's bounds, which clip them on screen, dashed.
    struct Overhang {
        static let maximum = 240.0
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0

        init(_ row: RowExplanation, width: Double) {
            let height = row.layout.height
            for layout in [row.layout.cell] + row.variants {
                for view in layout.views where view.frame.width.isFinite && view.frame.height.isFinite && view.hidden != true {
                    let f = view.frame
                    left = max(left, min(Self.maximum, -f.x))
                    top = max(top, min(Self.maximum, -f.y))
                    right = max(right, min(Self.maximum, f.x + f.width - width))
                    bottom = max(bottom, min(Self.maximum, f.y + f.height - height))
                }
            }
            // Less than a point is the pixel grid, not a view outside the cell.
            for side in [\Overhang.left, \.top, \.right, \.bottom] where self[keyPath: side] < 1 { self[keyPath: side] = 0 }
        }

        var isEmpty: Bool { left == 0 && top == 0 && right == 0 && bottom == 0 }
    }

    /// One problem row's panel: where it starts, its caption and legend lines, and how far its
    /// views reach past the cell.
    struct Panel {
        var row: RowExplanation
        var top: Double
        var caption: [String]
        var legend: [(String, Color, Bool)]
        var overhang: Overhang
    }

    func panelHeight(_ panel: Panel) -> Double {
        let drawn = panel.row.layout.height + panel.overhang.top + panel.overhang.bottom
        var height = Double(panel.caption.count) * 17 + 6 + drawn + Self.margin
        if !panel.row.variants.isEmpty { height += 18 + drawn + Self.margin }
        height += Double(panel.legend.count) * 14 + Self.margin * 2
        return height
    }

    private func drawPanel(_ panel: Panel, canvas: CairoCanvas, painter: RowPainter, measurer: TextMeasurer) throws(RenderError) {
        let row = panel.row, overhang = panel.overhang
        var y = panel.top
        for (number, line) in panel.caption.enumerated() {
            canvas.text(line, at: Self.margin, y, font: number == 0 ? Self.captionFont : Self.noteFont,
                        color: number == 0 ? .black : line.hasPrefix("way out") ? Color(red: 0.1, green: 0.5, blue: 0.2)
                            : line.hasPrefix("ambiguous") || line.hasPrefix("assumed") || line.hasPrefix("warning") ? Self.orange : Self.red,
                        measurer: measurer)
            y += 17
        }
        y += 6
        let drawnHeight = row.layout.height + overhang.top + overhang.bottom
        try drawRow(row, layout: row.layout.cell, at: (Self.margin + overhang.left, y + overhang.top), overhang: overhang, canvas: canvas, painter: painter, overlay: true, measurer: measurer)
        y += drawnHeight + Self.margin
        if !row.variants.isEmpty {
            canvas.text("two layouts the constraints allow equally (exerciseAmbiguityInLayout):", at: Self.margin, y, font: Self.noteFont, color: Self.orange, measurer: measurer)
            y += 18
            for (number, variant) in row.variants.prefix(2).enumerated() {
                let x = Self.margin + overhang.left + Double(number) * (width + overhang.left + overhang.right + Self.margin)
                try drawRow(row, layout: variant, at: (x, y + overhang.top), overhang: overhang, canvas: canvas, painter: painter, overlay: false, measurer: measurer)
            }
            y += drawnHeight + Self.margin
        }
        for (line, color, broken) in panel.legend {
            canvas.fill(Rect(x: Self.margin, y: y + 3, width: 10, height: 3), color)
            canvas.text((broken ? "BROKEN  " : "") + line, at: Self.margin + 16, y, font: Self.noteFont, color: broken ? Self.red : .black, measurer: measurer)
            y += 14
        }
    }

    private func drawRow(
        _ row: RowExplanation, layout: CellLayout, at origin: (x: Double, y: Double), overhang: Overhang, canvas: CairoCanvas,
        painter: RowPainter, overlay: Bool, measurer: TextMeasurer
    ) throws(RenderError) {
        guard let template = content.template(named: row.template) else { return }
        var laidOut = row.layout
        laidOut.cell = layout
        try canvas.withSavedState { () throws(RenderError) in
            canvas.translate(origin.x, 0)
            canvas.clip(to: Rect(
                x: -overhang.left, y: origin.y - overhang.top,
                width: width + overhang.left + overhang.right, height: laidOut.height + overhang.top + overhang.bottom))
            try painter.paint(laidOut, content: row.content, template: template, width: width, top: origin.y, on: canvas)
            canvas.translate(0, origin.y)
            try drawOverlay(row, layout: layout, canvas: canvas, overlay: overlay, measurer: measurer)
            // Views that reach past the cell are drawn whole; the cell's bounds clip them on screen.
            if !overhang.isEmpty {
                canvas.strokeDashed(Rect(x: 0, y: 0, width: width, height: laidOut.height), Self.encapsulatedColor, lineWidth: 1)
                canvas.text("the cell clips here", at: 2, laidOut.height + 1, font: Self.constraintFont, color: Self.encapsulatedColor, measurer: measurer)
            }
        }
    }

    private func drawOverlay(_ row: RowExplanation, layout: CellLayout, canvas: CairoCanvas, overlay: Bool, measurer: TextMeasurer) throws(RenderError) {
        for item in row.ambiguous { hatch(canvas, layout[item.view]?.frame) }
        guard overlay else { return }
        let colors = viewColors(row)
        for conflict in row.conflicts {
            var viewsInSet: [String] = []
            for (index, member) in conflict.constraints.enumerated() {
                guard let constraint = member.constraint else { continue }
                let broken = index == conflict.brokenIndex
                if member.origin == .encapsulatedHeight {
                    drawEncapsulated(canvas, height: constraint.constant, layout: layout, broken: broken, measurer: measurer)
                    continue
                }
                guard member.origin == .template else { continue }
                for view in [constraint.first.view] + (constraint.second.map { [$0.view] } ?? []) where !viewsInSet.contains(view) { viewsInSet.append(view) }
                draw(canvas, constraint, layout: layout, color: colors[constraint.first.view] ?? Self.palette[0], broken: broken, measurer: measurer)
            }
            for view in viewsInSet where view != CellTemplate.contentView {
                if let frame = layout[view]?.frame { outline(canvas, frame, colors[view] ?? Self.palette[0]) }
            }
        }
    }

    // MARK: Constraints drawn

    /// A colour per view of the row's conflicts, in the order each first leads a constraint.
    func viewColors(_ row: RowExplanation) -> [String: Color] {
        var colors: [String: Color] = [:]
        for member in row.conflicts.flatMap(\.constraints) where colors[Self.view(of: member)] == nil {
            colors[Self.view(of: member)] = Self.palette[colors.count % Self.palette.count]
        }
        return colors
    }

    /// The view a constraint is about: its first item's.
    static func view(of member: ConstraintExplanation) -> String {
        member.constraint?.first.view ?? member.text.split(separator: ".").first.map(String.init) ?? member.text
    }

    /// Where an anchor is: a position along its axis, and the span of the view across it.
    private func edge(_ anchor: Anchor, _ layout: CellLayout) -> (at: Double, from: Double, to: Double)? {
        guard let frame = layout[anchor.view]?.frame else { return nil }
        switch anchor.attribute {
        case .left, .leading: return (frame.x, frame.y, frame.y + frame.height)
        case .right, .trailing: return (frame.x + frame.width, frame.y, frame.y + frame.height)
        case .centerX: return (frame.x + frame.width / 2, frame.y, frame.y + frame.height)
        case .top, .firstBaseline: return (frame.y, frame.x, frame.x + frame.width)
        case .bottom, .lastBaseline: return (frame.y + frame.height, frame.x, frame.x + frame.width)
        case .centerY: return (frame.y + frame.height / 2, frame.x, frame.x + frame.width)
        case .width, .height: return nil
        }
    }

    private func draw(_ canvas: CairoCanvas, _ constraint: LayoutConstraint, layout: CellLayout, color: Color, broken: Bool, measurer: TextMeasurer) {
        let stroke = broken ? Self.red : color
        let label = constraint.second == nil ? ConstraintSentence.number(constraint.constant) : constraint.constant == 0 ? "=" : ConstraintSentence.number(constraint.constant)
        let vertical = constraint.first.attribute.axis == .vertical
        if constraint.first.attribute.isDimension {
            // A size: a bracket beside the view.
            guard let frame = layout[constraint.first.view]?.frame else { return }
            // Beside the view; inside it for the contentView, whose outside is off the picture.
            let inside = constraint.first.view == CellTemplate.contentView
            if vertical {
                let x = inside ? frame.x + frame.width - 6 : frame.x + frame.width + 4
                arrow(canvas, from: (x, frame.y), to: (x, frame.y + frame.height), stroke, dashed: broken)
                canvas.text(label, at: inside ? x - 24 : x + 3, frame.y + frame.height / 2 - 6, font: Self.constraintFont, color: stroke, measurer: measurer)
            } else {
                let y = inside ? frame.y + frame.height - 6 : frame.y + frame.height + 4
                arrow(canvas, from: (frame.x, y), to: (frame.x + frame.width, y), stroke, dashed: broken)
                canvas.text(label, at: frame.x + frame.width / 2, inside ? y - 12 : y + 1, font: Self.constraintFont, color: stroke, measurer: measurer)
            }
            return
        }
        guard let first = edge(constraint.first, layout), let second = constraint.second.flatMap({ edge($0, layout) }) else { return }
        // The arrow runs across the middle of the first view, from its edge to the other's.
        let across = (first.from + first.to) / 2
        if vertical {
            arrow(canvas, from: (across, second.at), to: (across, first.at), stroke, dashed: broken)
            canvas.text(label, at: across + 3, (first.at + second.at) / 2 - 6, font: Self.constraintFont, color: stroke, measurer: measurer)
        } else {
            arrow(canvas, from: (second.at, across), to: (first.at, across), stroke, dashed: broken)
            canvas.text(label, at: (first.at + second.at) / 2 - 6, across + 2, font: Self.constraintFont, color: stroke, measurer: measurer)
        }
    }

    /// The height the table holds the cell at, inside the contentView's right edge.
    private func drawEncapsulated(_ canvas: CairoCanvas, height: Double, layout: CellLayout, broken: Bool, measurer: TextMeasurer) {
        let color = broken ? Self.red : Self.encapsulatedColor
        let x = width - 6
        arrow(canvas, from: (x, 0), to: (x, layout.height), color, dashed: broken)
        canvas.text("held at \(numberText(height))", at: x - 52, layout.height - 14, font: Self.constraintFont, color: color, measurer: measurer)
    }

    // MARK: Drawing

    private func outline(_ canvas: CairoCanvas, _ rect: Rect, _ color: Color) {
        canvas.outline(rect, color, lineWidth: 1.5 / scale * 2)
    }

    private func hatch(_ canvas: CairoCanvas, _ frame: Rect?) {
        guard let frame, frame.width > 0, frame.height > 0 else { return }
        // Light enough to see what is underneath.
        var hatchColor = Self.orange
        hatchColor.alpha = 0.45
        // The outline too is drawn inside the frame.
        canvas.withSavedState {
            canvas.clip(to: frame)
            canvas.hatch(frame, hatchColor, spacing: 10, lineWidth: 1)
            outline(canvas, frame, Self.orange)
        }
    }

    /// A line with heads at both ends, dashed for a broken constraint.
    private func arrow(_ canvas: CairoCanvas, from start: (Double, Double), to end: (Double, Double), _ color: Color, dashed: Bool) {
        canvas.arrow(from: start, to: end, color, lineWidth: 1.5, dashed: dashed)
    }
}
