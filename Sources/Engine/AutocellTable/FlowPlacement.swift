import AutocellLayout
import AutocellText
import AutocellDrawing

/// `UICollectionViewFlowLayout`, vertical: each section's items in lines across the width
/// less the section inset, as Apple's "Collection View Programming Guide for iOS" ("Using the
/// Flow Layout") describes it. Items join the current line while they fit with at least
/// `minimumInteritemSpacing` between them; a full line's extra space widens the spacing so its
/// items fill it evenly; a line is as tall as its tallest item, and its items are centred
/// vertically on it; lines are `minimumLineSpacing` apart. An item alone on a line that is not
/// the last is centred in it, and the last line is left-aligned at the minimum spacing (items
/// of one size keep the columns of the full lines) — the flow layout's behaviour that apps
/// work around in left-aligned subclasses. Headers and footers span the width at their
/// reference heights, outside the section inset. A horizontal flow is this with the axes
/// swapped (the caller swaps them). One placement for both front ends.
public enum FlowPlacement {
    /// One section's metrics, as the flow layout's delegate (or the layout) gives them.
    public struct SectionMetrics: Hashable, Sendable {
        public var inset: EdgeInsets
        public var lineSpacing: Double
        public var interitemSpacing: Double
        public var header: Double
        public var footer: Double

        public init(inset: EdgeInsets, lineSpacing: Double, interitemSpacing: Double, header: Double, footer: Double) {
            self.inset = inset
            self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing
            self.header = header
            self.footer = footer
        }
    }

    public struct Result: Sendable {
        public var items: [[Rect]]
        public var headers: [Rect?]
        public var footers: [Rect?]
        public var height: Double
    }

    /// Frames for every item of every section (item sizes given), headers and footers, and the
    /// content height, at `width`.
    public static func frames(sizes: [[Size]], metrics: [SectionMetrics], width: Double) -> Result {
        var items: [[Rect]] = [], headers: [Rect?] = [], footers: [Rect?] = []
        var y = 0.0
        for (section, sectionSizes) in sizes.enumerated() {
            let m = metrics[section]
            headers.append(m.header > 0 ? Rect(x: 0, y: y, width: width, height: m.header) : nil)
            y += m.header + m.inset.top
            let available = width - m.inset.left - m.inset.right
            // Greedy lines.
            var lines: [[Int]] = []
            var current: [Int] = [], used = 0.0
            for (index, size) in sectionSizes.enumerated() {
                let needed = current.isEmpty ? size.width : used + m.interitemSpacing + size.width
                if !current.isEmpty && needed > available + 1e-9 {
                    lines.append(current)
                    current = [index]
                    used = size.width
                } else {
                    current.append(index)
                    used = needed
                }
            }
            if !current.isEmpty { lines.append(current) }
            let uniform = Set(sectionSizes).count == 1
            let columns = lines.map(\.count).max() ?? 0
            var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: sectionSizes.count)
            for (number, line) in lines.enumerated() {
                let height = line.map { sectionSizes[$0].height }.max() ?? 0
                let total = line.reduce(0) { $0 + sectionSizes[$1].width }
                let last = number == lines.count - 1
                var spacing = m.interitemSpacing
                var x = m.inset.left
                if line.count == 1 && !last {
                    x += (available - total) / 2
                } else if !last {
                    spacing = (available - total) / Double(line.count - 1)
                } else if uniform && columns > 1 && lines.count > 1, let first = sectionSizes.first {
                    spacing = (available - Double(columns) * first.width) / Double(columns - 1)
                }
                for index in line {
                    let size = sectionSizes[index]
                    frames[index] = Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                    x += size.width + spacing
                }
                y += height + (last ? 0 : m.lineSpacing)
            }
            items.append(frames)
            y += m.inset.bottom
            footers.append(m.footer > 0 ? Rect(x: 0, y: y, width: width, height: m.footer) : nil)
            y += m.footer
        }
        return Result(items: items, headers: headers, footers: footers, height: y)
    }
}
