import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource
import AutocellDrawing

/// Attributed text (`runs:`) and what a label's line break mode allows.
extension FixtureReader {
    /// `attributedText: [{text, font, color, backgroundColor, underline, strikethrough, kern,
    /// baselineOffset}, ...]`; a run may also be a string alone (no attributes of its own).
    func runs(_ node: Node) throws(Diagnostic) -> [TextRun] {
        guard case .sequence(let items) = node else {
            throw error("expected 'attributedText:' as a list of runs ({text or symbol, font, color, backgroundColor, underline, strikethrough, kern, baselineOffset, weight, scale})", at: node)
        }
        var runs: [TextRun] = []
        for item in items {
            if case .scalar = item {
                runs.append(TextRun(try string(item, "a run's text")))
                continue
            }
            let keys = ["text", "symbol", "font", "color", "backgroundColor", "underline", "strikethrough", "kern", "baselineOffset", "weight", "scale"]
            var run = TextRun("")
            var hasText = false
            // A symbol run is an `NSTextAttachment` of `UIImage(systemName:)`: its font is the
            // symbol's configuration (default: body), `weight` and `scale` its own; it sits on
            // the baseline at its image's size, `baselineOffset` raising it (bounds.origin.y).
            var symbol: SymbolRequest?
            var symbolFont = Font.preferred(.body, category: category)
            var symbolNode: Node?
            for (key, _, value) in try mapping(item, "a run", allowed: keys) {
                switch key {
                case "text": run.text = try string(value, "the run's text"); hasText = true
                case "symbol":
                    symbol = SymbolRequest(name: try string(value, "the SF Symbol name"), pointSize: 17)
                    symbolNode = value
                case "weight": symbolFont.weight = try symbolWeight(value)
                case "scale": symbol = symbol ?? SymbolRequest(name: "", pointSize: 17); symbol?.scale = try choice(value, "symbol scale", SymbolScale.self)
                case "font": run.font = try font(value)
                case "color": run.color = try color(value, "the run's color")
                case "backgroundColor": run.backgroundColor = try color(value, "the run's background color")
                case "underline": run.underline = try bool(value, "underline")
                case "strikethrough": run.strikethrough = try bool(value, "strikethrough")
                case "kern": run.kern = try number(value, "the kern", in: -1000...1000)
                default: run.baselineOffset = try number(value, "the baseline offset", in: -10_000...10_000)
                }
            }
            if var request = symbol {
                guard symbolNode != nil, !hasText else {
                    throw error(hasText ? "a run is either 'text' or a 'symbol', not both" : "'scale' is for a symbol run; give its 'symbol'", at: symbolNode ?? item)
                }
                let weight = symbolFont.weight
                if let font = run.font { symbolFont = font; symbolFont.weight = weight == .regular ? font.weight : weight }
                request.pointSize = symbolFont.size
                request.weight = symbolFont.weight
                let size = SymbolMetrics.imageSize(request.name, pointSize: request.pointSize, scale: request.scale, displayScale: scale)
                run.text = TextAttachment.character
                run.attachment = TextAttachment(symbol: request, bounds: Rect(x: 0, y: run.baselineOffset, width: size.width, height: size.height))
                run.baselineOffset = 0
                run.font = nil
                runs.append(run)
                continue
            }
            guard hasText else { throw error("a run needs its 'text'", at: item) }
            runs.append(run)
        }
        return runs
    }

    /// `LabelContent.lineBreakProblem`, said at the key that set the label's lines or mode
    /// (a row's too, which the template's check does not see).
    func checkLineBreak(_ label: LabelContent, at node: Node) throws(Diagnostic) {
        if let problem = label.lineBreakProblem { throw error(problem, at: node) }
    }
}
