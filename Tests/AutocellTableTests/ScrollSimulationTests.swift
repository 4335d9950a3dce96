import AutocellTable
import Testing

@Suite struct EstimatedHeights {
    @Test func anExactEstimateNeverJumps() {
        let report = ScrollSimulation.run(heights: Array(repeating: 80, count: 50), estimate: 80, viewport: 667, step: 50)
        #expect(report.largestJump == 0 && report.totalDrift == 0 && report.indicatorReversals == 0)
        #expect(report.finalContentHeight == 4000)
        #expect(abs((report.samples.last?.offset ?? 0) - 3333) < 1e-9)
    }

    @Test func anUnderestimateGrowsTheContentWhileScrolling() {
        let heights = (0..<40).map { Double(60 + ($0 % 5) * 30) }
        let report = ScrollSimulation.run(heights: heights, estimate: 44, viewport: 667, step: 100)
        #expect(report.finalContentHeight == heights.reduce(0, +))
        #expect(report.initialContentHeight < report.finalContentHeight)
        #expect(report.largestJump > 0)
        // Content only grows: every estimate was too small.
        #expect(zip(report.samples, report.samples.dropFirst()).allSatisfy { $0.contentHeight <= $1.contentHeight })
        #expect(report.samples.allSatisfy { $0.indicatorTop >= 0 && $0.indicatorTop + $0.indicatorLength <= 667 + 1e-9 })
    }

    @Test func theSuggestedEstimateDoesBetter() throws {
        let heights = (0..<60).map { Double(100 + ($0 % 3) * 20) }
        let suggested = try #require(ScrollSimulation.bestEstimate(heights: heights, viewport: 667, step: 100))
        let naive = ScrollSimulation.run(heights: heights, estimate: 44, viewport: 667, step: 100)
        #expect(suggested.largestJump < naive.largestJump)
        #expect(suggested.estimate >= 100 && suggested.estimate <= 140)
    }

    @Test func sectionViewsAreKnownUpFrontAndNeverJump() {
        // Header 28, four rows of 100, footer 40: only the rows are estimated.
        let heights = [28.0, 100, 100, 100, 100, 40]
        let exact = [true, false, false, false, false, true]
        let report = ScrollSimulation.run(heights: heights, exact: exact, estimate: 100, viewport: 200, step: 50)
        #expect(report.initialContentHeight == 468 && report.finalContentHeight == 468 && report.largestJump == 0)
        let low = ScrollSimulation.run(heights: heights, exact: exact, estimate: 50, viewport: 200, step: 50)
        #expect(low.finalContentHeight == 468)
        #expect(ScrollSimulation.bestEstimate(heights: heights, exact: exact, viewport: 200, step: 50)?.estimate == 100)
    }
}
