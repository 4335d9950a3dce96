import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams

/// Attributed text (`runs:`) and what a label's line break mode allows.
extension FixtureReader {
    /// `attributedText: [{text, font, color, backgroundColor, underline, strikethrough, kern,
    /// baselineOffset}, ...]`; a run may also be a string alone (no attributes of its own).
    func runs(_ node: Node) throws(Diagnostic) -> [TextRun] {
        guard case .sequence(let items) = node else {
            throw error("expected 'attributedText:' as a list of runs ({text, font, color, backgroundColor, underline, strikethrough, kern, baselineOffset})", at: node)
        }
        var runs: [TextRun] = []
        for item in items {
            if case .scalar = item {
                runs.append(TextRun(try string(item, "a run's text")))
                continue
            }
            let keys = ["text", "font", "color", "backgroundColor", "underline", "strikethrough", "kern", "baselineOffset"]
            var run = TextRun("")
            var hasText = false
            for (key, _, value) in try mapping(item, "a run", allowed: keys) {
                switch key {
                case "text": run.text = try string(value, "the run's text"); hasText = true
                case "font": run.font = try font(value)
                case "color": run.color = try color(value, "the run's color")
                case "backgroundColor": run.backgroundColor = try color(value, "the run's background color")
                case "underline": run.underline = try bool(value, "underline")
                case "strikethrough": run.strikethrough = try bool(value, "strikethrough")
                case "kern": run.kern = try number(value, "the kern", in: -1000...1000)
                default: run.baselineOffset = try number(value, "the baseline offset", in: -10_000...10_000)
                }
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
