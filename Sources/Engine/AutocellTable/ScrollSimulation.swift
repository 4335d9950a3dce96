/// Scrolling a table with `estimatedRowHeight`, as UITableView does it: rows not yet laid out
/// count at the estimate; when a row comes into view it is laid out and its real height
/// replaces the estimate, so the content size (and with it the scroll indicator) moves while
/// the user scrolls. The closer the estimate, the smaller the jumps.
public struct ScrollSimulation: Sendable {
    /// One moment of the scroll, from top to bottom.
    public struct Sample: Sendable, Hashable {
        public var offset: Double
        public var contentHeight: Double
        /// The scroll indicator's top and length, in the viewport's points.
        public var indicatorTop: Double
        public var indicatorLength: Double
    }

    public struct Report: Sendable {
        public var estimate: Double
        public var samples: [Sample]
        /// Content height once the first screen is laid out, and at the bottom.
        public var initialContentHeight: Double
        public var finalContentHeight: Double
        /// The largest change of content height in one step, and the offset it happened at.
        public var largestJump: Double
        public var largestJumpOffset: Double
        /// The largest move of the indicator in one step, and how often it moved up while the
        /// user scrolled down.
        public var largestIndicatorStep: Double
        public var indicatorReversals: Int

        public var totalDrift: Double { finalContentHeight - initialContentHeight }
    }

    /// UIKit keeps the indicator at least this long.
    public static let minimumIndicatorLength = 36.0

    /// Scrolls from the top to the bottom `step` points at a time.
    /// `exact` marks the items whose height the table knows without an estimate (section
    /// headers and footers, which UIKit asks for up front); nil: every item is estimated.
    public static func run(heights: [Double], exact: [Bool]? = nil, estimate: Double, viewport: Double, step: Double) -> Report {
        var known = exact ?? [Bool](repeating: false, count: heights.count)
        var total = zip(heights, known).reduce(0) { $0 + ($1.1 ? $1.0 : estimate) }
        // The first row that reaches below the offset, and its top.
        var first = 0, firstTop = 0.0

        func reveal(_ offset: Double) {
            while first < heights.count {
                let height = known[first] ? heights[first] : estimate
                if firstTop + height > offset { break }
                firstTop += height
                first += 1
            }
            var index = first, top = firstTop
            while index < heights.count && top < offset + viewport {
                if !known[index] {
                    known[index] = true
                    total += heights[index] - estimate
                }
                top += heights[index]
                index += 1
            }
        }

        func sample(_ offset: Double) -> Sample {
            let length = min(viewport, max(minimumIndicatorLength, viewport * viewport / max(total, viewport)))
            let travel = max(0, total - viewport)
            let top = travel > 0 ? min(1, offset / travel) * (viewport - length) : 0
            return Sample(offset: offset, contentHeight: total, indicatorTop: top, indicatorLength: length)
        }

        reveal(0)
        let initial = total
        var samples = [sample(0)]
        var largestJump = 0.0, largestJumpOffset = 0.0, largestIndicatorStep = 0.0, reversals = 0
        var offset = 0.0
        while offset < total - viewport {
            offset = min(offset + max(1, step), max(0, total - viewport))
            let before = total
            reveal(offset)
            let current = sample(offset)
            if abs(total - before) > largestJump {
                largestJump = abs(total - before)
                largestJumpOffset = offset
            }
            let move = current.indicatorTop - (samples.last?.indicatorTop ?? 0)
            largestIndicatorStep = max(largestIndicatorStep, abs(move))
            if move < -1e-9 { reversals += 1 }
            samples.append(current)
        }
        return Report(
            estimate: estimate, samples: samples, initialContentHeight: initial, finalContentHeight: total,
            largestJump: largestJump, largestJumpOffset: largestJumpOffset,
            largestIndicatorStep: largestIndicatorStep, indicatorReversals: reversals)
    }

    /// The estimate that makes the largest jump smallest (then the drift), among whole points
    /// between the shortest and tallest row and the mean and median heights.
    public static func bestEstimate(heights: [Double], exact: [Bool]? = nil, viewport: Double, step: Double) -> Report? {
        let estimated = exact.map { exact in zip(heights, exact).filter { !$0.1 }.map(\.0) } ?? heights
        guard let shortest = estimated.min(), let tallest = estimated.max() else { return nil }
        let sorted = estimated.sorted()
        var candidates = Set([estimated.reduce(0, +) / Double(estimated.count), sorted[sorted.count / 2]])
        let low = Int(shortest.rounded(.down)), high = Int(tallest.rounded(.up))
        let stride = max(1, (high - low) / 200)
        for value in Swift.stride(from: low, through: high, by: stride) { candidates.insert(Double(value)) }
        var best: Report?
        for estimate in candidates.sorted() where estimate > 0 {
            let report = run(heights: heights, exact: exact, estimate: estimate, viewport: viewport, step: step)
            if let current = best,
               (current.largestJump, abs(current.totalDrift)) <= (report.largestJump, abs(report.totalDrift)) { continue }
            best = report
        }
        return best
    }
}
