import AutocellLayout
import Foundation
import AutocellText

extension UIFont {
    /// `lineHeight`: the height of one line of this font as Autocell measures it (the bundled
    /// font that stands in for SF, so a little taller than iOS's: Documentation/Fixtures.md, "Text").
    public var lineHeight: CGFloat { CGFloat(FontMetricsTable.shared.metrics(of: font).lineHeight) }
    /// `ascender`: from the top of a line to its baseline.
    public var ascender: CGFloat { CGFloat(FontMetricsTable.shared.metrics(of: font).ascender) }
    /// `descender`: from the baseline to the bottom of a line, negative as UIKit's is.
    public var descender: CGFloat { CGFloat(FontMetricsTable.shared.metrics(of: font).descender) }
    /// `leading`: 0, as UIKit reports for the system font.
    public var leading: CGFloat { 0 }
}

/// One line's metrics per font, measured once with a measurer of its own (Pango objects are
/// not shared between threads; `UIFont` is used from any thread).
final class FontMetricsTable: @unchecked Sendable {
    static let shared = FontMetricsTable()

    struct Metrics {
        var lineHeight: Double
        var ascender: Double
        var descender: Double
    }

    private let lock = NSLock()
    private var measurer: TextMeasurer?
    private var known: [Font: Metrics] = [:]

    func metrics(of font: Font) -> Metrics {
        lock.withLock {
            if let metrics = known[font] { return metrics }
            if measurer == nil {
                do throws(TextError) {
                    measurer = try TextMeasurer()
                } catch {
                    UIKitDiagnostics.report("cannot measure text (\(error)): font metrics are 0")
                }
            }
            guard let measurer else { return Metrics(lineHeight: 0, ascender: 0, descender: 0) }
            let line = measurer.measure(TextRequest(text: "Hg", font: font, width: nil, numberOfLines: 1))
            let metrics = Metrics(lineHeight: line.height, ascender: line.firstBaseline, descender: line.firstBaseline - line.height)
            known[font] = metrics
            return metrics
        }
    }
}
