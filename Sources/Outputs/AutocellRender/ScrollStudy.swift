import AutocellSource
import AutocellTable
import AutocellText
import AutocellDrawing

/// `autocell scroll`: a feed's rows scrolled with an estimated row height (`ScrollSimulation`),
/// the estimate that would have jumped least, and the report as text, JSON and a chart.
public struct ScrollStudy: Sendable {
    public var rowCount: Int
    public var estimate: Double
    public var viewport: Double
    public var step: Double
    public var report: ScrollSimulation.Report
    public var best: ScrollSimulation.Report?

    /// Samples at most: a feed millions of points tall asks for a larger step instead of
    /// running for hours.
    public static let maximumSamples = 200_000.0

    /// Simulates scrolling `layout` (rows estimated; section headers and footers asked for up
    /// front, as UIKit does without an estimatedSectionHeaderHeight). A step that would take
    /// more than `maximumSamples` samples is bad input about `file`.
    public init(_ layout: TableLayout, estimate: Double, viewport: Double, step: Double, file: String) throws(Diagnostic) {
        let items = layout.displayOrder
        let heights = items.map(\.height), exact = items.map { $0.kind != .cell }
        rowCount = exact.filter { !$0 }.count
        let content = max(heights.reduce(0, +), Double(rowCount) * estimate)
        let samples = content / step
        guard samples.isFinite, samples <= Self.maximumSamples else {
            throw .file(file, "the feed is \(numberText(content)) pt tall: at --step \(numberText(step)) that is \(numberText(samples.rounded(.up))) samples, more than 200000; use --step \(numberText((content / Self.maximumSamples).rounded(.up))) or more")
        }
        self.estimate = estimate
        self.viewport = viewport
        self.step = step
        report = ScrollSimulation.run(heights: heights, exact: exact, estimate: estimate, viewport: viewport, step: step)
        best = ScrollSimulation.bestEstimate(heights: heights, exact: exact, viewport: viewport, step: step)
    }

    /// Content height and indicator position against the offset, as a PNG.
    public func chartPNG() throws -> [UInt8] {
        let chart = LineChart(
            title: "Scrolling with estimatedRowHeight = \(numberText(estimate)) pt (\(rowCount) rows)",
            xTitle: "scroll offset (pt)", leftTitle: "content height (pt)", rightTitle: "indicator top (pt)",
            series: [
                .init(name: "content height", color: Color(red: 0, green: 0.48, blue: 1), points: report.samples.map { ($0.offset, $0.contentHeight) }),
                .init(name: "indicator top", color: Color(red: 1, green: 0.42, blue: 0), points: report.samples.map { ($0.offset, $0.indicatorTop) }, usesRightAxis: true),
            ])
        return try chart.png()
    }

    public var json: JSONValue {
        .object([
            ("rows", .number(Double(rowCount))), ("estimate", .number(estimate)), ("viewport", .number(viewport)), ("step", .number(step)),
            ("initialContentHeight", .number(report.initialContentHeight)), ("finalContentHeight", .number(report.finalContentHeight)),
            ("totalDrift", .number(report.totalDrift)), ("largestJump", .number(report.largestJump)), ("largestJumpAt", .number(report.largestJumpOffset)),
            ("largestIndicatorStep", .number(report.largestIndicatorStep)), ("indicatorReversals", .number(Double(report.indicatorReversals))),
            ("suggestedEstimate", best.map { .number($0.estimate) } ?? .null), ("suggestedLargestJump", best.map { .number($0.largestJump) } ?? .null),
        ])
    }

    /// The report in words, `file` named first and the chart's file last when there is one.
    public func text(file: String, chart: String?) -> String {
        var lines = [
            "\(file): \(rowCount) rows, estimated \(numberText(estimate)) pt, viewport \(numberText(viewport)) pt, step \(numberText(step)) pt",
            "  content height \(numberText(report.initialContentHeight)) pt after the first screen, \(numberText(report.finalContentHeight)) pt at the bottom (drift \(numberText(report.totalDrift)))",
            "  largest jump \(numberText(report.largestJump)) pt at offset \(numberText(report.largestJumpOffset)); indicator: largest step \(numberText((report.largestIndicatorStep * 100).rounded() / 100)) pt, \(report.indicatorReversals) moves backwards",
        ]
        if let best {
            lines.append("  suggested estimate: \(numberText((best.estimate * 100).rounded() / 100)) pt (largest jump \(numberText(best.largestJump)) pt, drift \(numberText(best.totalDrift)))")
        }
        if let chart { lines.append("  plot: \(chart)") }
        return lines.joined(separator: "\n")
    }
}
