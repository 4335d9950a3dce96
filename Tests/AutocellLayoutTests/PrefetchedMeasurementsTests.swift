@testable import AutocellLayout
@testable import AutocellText
import Testing

/// The queue between `CellLayoutEngine.prefetch` and the rows: in step, each row takes its own
/// measurements; out of step, a row misses (and measures) without spoiling the rows behind it.
@Suite struct PrefetchedMeasurementsQueue {
    static func request(_ text: String) -> TextRequest { TextRequest(text: text, font: Font(size: 16)) }
    static func result(_ width: Double) -> TextMeasurement {
        TextMeasurement(width: width, height: 19, lineCount: 1, isTruncated: false, firstBaseline: 15, lastBaseline: 15)
    }

    @Test func rowsInStepTakeTheirOwnMeasurements() {
        var queue = PrefetchedMeasurements()
        for k in 0..<10 { queue.append(Self.request("row \(k)"), Self.result(Double(k))) }
        for k in 0..<10 { #expect(queue.take(Self.request("row \(k)"))?.width == Double(k)) }
        #expect(queue.take(Self.request("row 0")) == nil, "used up")
    }

    @Test func aRowThatWasNotPrefetchedTakesNothing() {
        var queue = PrefetchedMeasurements()
        queue.append(Self.request("first"), Self.result(1))
        queue.append(Self.request("second"), Self.result(2))
        #expect(queue.take(Self.request("template's own text")) == nil)
        #expect(queue.take(Self.request("first"))?.width == 1)
        #expect(queue.take(Self.request("second"))?.width == 2)
    }

    @Test func aStaleEntryIsSkippedOver() {
        var queue = PrefetchedMeasurements()
        // Measured unbounded, then the row asked at a pinned width instead.
        queue.append(Self.request("summary"), Self.result(300))
        queue.append(Self.request("name"), Self.result(40))
        var pinned = Self.request("summary")
        pinned.width = 200
        #expect(queue.take(pinned) == nil)
        #expect(queue.take(Self.request("name"))?.width == 40)
        #expect(queue.take(Self.request("summary")) == nil, "skipped over for good")
    }
}
