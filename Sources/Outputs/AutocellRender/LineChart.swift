import AutocellLayout
import AutocellText
import AutocellSource
import AutocellDrawing

/// A small line chart drawn with Cairo: one x axis, a left and a right y axis, a legend.
/// Used by `autocell scroll` to plot content height and indicator position against offset.
public struct LineChart: Sendable {
    public struct Series: Sendable {
        public var name: String
        public var color: Color
        public var points: [(x: Double, y: Double)]
        /// Plotted against the right axis instead of the left.
        public var usesRightAxis: Bool

        public init(name: String, color: Color, points: [(x: Double, y: Double)], usesRightAxis: Bool = false) {
            self.name = name
            self.color = color
            self.points = points
            self.usesRightAxis = usesRightAxis
        }
    }

    public var title: String
    public var xTitle: String
    public var leftTitle: String
    public var rightTitle: String
    public var series: [Series]

    public init(title: String, xTitle: String, leftTitle: String, rightTitle: String, series: [Series]) {
        self.title = title
        self.xTitle = xTitle
        self.leftTitle = leftTitle
        self.rightTitle = rightTitle
        self.series = series
    }

    /// The chart as a PNG, `width` × `height` points at `scale`.
    public func png(width: Double = 900, height: Double = 520, scale: Double = 2) throws(RenderError) -> [UInt8] {
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer()
        } catch {
            throw .text(error)
        }
        let image = try RenderError.drawing { () throws(CanvasError) in try ImageSurface(width: width, height: height, scale: scale) }
        let canvas = image.canvas
        canvas.fill(Rect(x: 0, y: 0, width: width, height: height), .white)
        let plot = Rect(x: 80, y: 50, width: width - 160, height: height - 110)
        let gray = Color(red: 0.55, green: 0.55, blue: 0.58)

        func text(_ string: String, _ x: Double, _ y: Double, size: Double = 11, align: Double = 0, color: Color = .black) {
            let request = TextRequest(text: string, font: .system(size))
            let measured = measurer.measure(request)
            canvas.text(request, at: x - measured.width * align, y - measured.height / 2, color: color, measurer: measurer)
        }
        func range(_ values: [Double]) -> (Double, Double) {
            let low = values.min() ?? 0, high = values.max() ?? 1
            return high - low < 1e-9 ? (low - 1, high + 1) : (low, high)
        }
        let xs = range(series.flatMap { $0.points.map(\.x) })
        let left = range(series.filter { !$0.usesRightAxis }.flatMap { $0.points.map(\.y) })
        let right = range(series.filter(\.usesRightAxis).flatMap { $0.points.map(\.y) })
        func px(_ x: Double) -> Double { plot.x + (x - xs.0) / (xs.1 - xs.0) * plot.width }
        func py(_ y: Double, _ axis: (Double, Double)) -> Double { plot.y + plot.height - (y - axis.0) / (axis.1 - axis.0) * plot.height }

        text(title, width / 2, 22, size: 15, align: 0.5)
        canvas.stroke(plot, gray, width: 1)
        for tick in 0...4 {
            let f = Double(tick) / 4
            let y = plot.y + plot.height * (1 - f)
            canvas.fill(Rect(x: plot.x, y: y, width: plot.width, height: 0.5), Color(red: 0.9, green: 0.9, blue: 0.92))
            text(numberText((left.0 + f * (left.1 - left.0)).rounded()), plot.x - 6, y, align: 1, color: gray)
            if series.contains(where: \.usesRightAxis) {
                text(numberText((right.0 + f * (right.1 - right.0)).rounded()), plot.x + plot.width + 6, y, color: gray)
            }
            text(numberText((xs.0 + f * (xs.1 - xs.0)).rounded()), plot.x + plot.width * f, plot.y + plot.height + 14, align: 0.5, color: gray)
        }
        text(xTitle, plot.x + plot.width / 2, height - 22, align: 0.5)
        text(leftTitle, 10, plot.y - 18)
        text(rightTitle, width - 10, plot.y - 18, align: 1)

        for (number, line) in series.enumerated() {
            let axis = line.usesRightAxis ? right : left
            canvas.setColor(line.color)
            canvas.setLineWidth(1.5)
            for (index, point) in line.points.enumerated() {
                if index == 0 { canvas.move(to: px(point.x), py(point.y, axis)) } else { canvas.line(to: px(point.x), py(point.y, axis)) }
            }
            canvas.strokePath()
            let legendY = plot.y + 14 + Double(number) * 16
            canvas.fill(Rect(x: plot.x + 10, y: legendY - 1, width: 16, height: 3), line.color)
            text(line.name, plot.x + 32, legendY)
        }
        return try RenderError.drawing { () throws(CanvasError) in try image.encode(opaque: true) }
    }
}
