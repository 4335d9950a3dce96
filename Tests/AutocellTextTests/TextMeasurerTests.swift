import Foundation
import Testing
import CPango
@testable import AutocellText

@Suite struct TextMeasuring {
    let summary = "ttan是一个iOS开发者,这是一段很长的简介文字,用来测试多行标签在不同宽度下的高度。It mixes Latin words with Chinese text so that wrapping happens at both kinds of boundary."

    @Test func chineseRendersAsGlyphsNotTofu() throws {
        let measurer = try TextMeasurer()
        for text in ["天ttan", "文泉驿微米黑", "2015-06-09 热度 1024 赞"] {
            #expect(measurer.measure(TextRequest(text: text, font: .system(16))).missingGlyphs == 0, "\(text)")
        }
    }

    @Test func sizesAreLayoutPoints() throws {
        let measurer = try TextMeasurer()
        let small = measurer.measure(TextRequest(text: "Hello", font: .system(16)))
        let large = measurer.measure(TextRequest(text: "Hello", font: .system(32)))
        #expect(small.lineCount == 1 && !small.isTruncated)
        #expect(small.height > 16 && small.height < 24, "line height \(small.height) for 16 pt")
        // Twice the size is twice as wide less SF's tracking, which is not proportional: −20
        // thousandths of an em at 16 pt, +14 at 32 (held from 28 pt); Pango tracks between letters: 4 gaps in 5 letters.
        let tracking = SystemFontTracking.tracking(forPointSize: 32) - 2 * SystemFontTracking.tracking(forPointSize: 16)
        #expect(abs(large.width - 2 * small.width - 4 * tracking) < 0.1)
        #expect(abs(large.height - 2 * small.height) < 0.01)
        let bold = measurer.measure(TextRequest(text: "Hello", font: .boldSystem(16)))
        // Bold is synthesized from the one bundled face: same advances, heavier strokes.
        #expect(bold.width >= small.width)
        #expect(small.width != small.width.rounded(), "widths should keep fractions of a point")
    }

    @Test func measurementsAreDeterministicAcrossMeasurers() throws {
        let first = try TextMeasurer(), second = try TextMeasurer()
        for width in [120.0, 250, 333.5] {
            let request = TextRequest(text: summary, font: .system(15), width: width, numberOfLines: 0)
            #expect(first.measure(request) == second.measure(request))
        }
    }

    @Test func multiLineHeightGrowsAsWidthShrinks() throws {
        let measurer = try TextMeasurer()
        var previous: TextMeasurement?
        for width in [414.0, 375, 320, 200, 120] {
            let result = measurer.measure(TextRequest(text: summary, font: .system(15), width: width, numberOfLines: 0))
            #expect(result.width <= width)
            #expect(!result.isTruncated)
            if let previous {
                #expect(result.lineCount >= previous.lineCount)
                #expect(result.height >= previous.height)
            }
            previous = result
        }
        #expect(previous.map { $0.lineCount > 3 } == true)
    }

    @Test func lineLimitTruncatesTheTail() throws {
        let measurer = try TextMeasurer()
        let full = measurer.measure(TextRequest(text: summary, font: .system(15), width: 200, numberOfLines: 0))
        let two = measurer.measure(TextRequest(text: summary, font: .system(15), width: 200, numberOfLines: 2))
        #expect(two.lineCount == 2)
        #expect(two.isTruncated)
        #expect(abs(two.height - 2 * full.height / Double(full.lineCount)) < 1)
        let one = measurer.measure(TextRequest(text: "2015-06-09 12:30", font: .system(14), width: 50, numberOfLines: 1))
        #expect(one.lineCount == 1 && one.isTruncated && one.width <= 50)
        let fits = measurer.measure(TextRequest(text: "赞", font: .system(14), width: 50, numberOfLines: 1))
        #expect(!fits.isTruncated)
    }

    @Test func wordWrapCutsWithoutEllipsis() throws {
        let measurer = try TextMeasurer()
        let cut = measurer.measure(TextRequest(text: summary, font: .system(15), width: 200, numberOfLines: 2, lineBreakMode: .wordWrap))
        #expect(cut.lineCount == 2 && cut.isTruncated)
        let chars = measurer.measure(TextRequest(text: summary, font: .system(15), width: 200, numberOfLines: 0, lineBreakMode: .charWrap))
        #expect(chars.lineCount > 2 && !chars.isTruncated)
    }

    @Test func emptyTextHasNoSize() throws {
        let measurer = try TextMeasurer()
        let empty = measurer.measure(TextRequest(text: "", font: .system(16), width: 100, numberOfLines: 0))
        #expect(empty.width == 0 && empty.lineCount == 0)
    }

    @Test func cacheServesRepeats() throws {
        let measurer = try TextMeasurer()
        let request = TextRequest(text: summary, font: .system(15), width: 300, numberOfLines: 0)
        let first = measurer.measure(request)
        let second = measurer.measure(request)
        #expect(first == second)
        #expect(measurer.cacheHits == 1 && measurer.pangoMeasurements == 1)
    }

    @Test func eachThreadOwnsItsMeasurer() async throws {
        let texts = (0..<200).map { "行 \($0): \(String(repeating: "wrap me ", count: $0 % 7 + 1))" }
        func run() throws -> [TextMeasurement] {
            let measurer = try TextMeasurer()
            return texts.map { measurer.measure(TextRequest(text: $0, font: .system(14), width: 90, numberOfLines: 0)) }
        }
        async let a = Task.detached { try run() }.value
        async let b = Task.detached { try run() }.value
        let (left, right) = try await (a, b)
        #expect(left == right)
    }

    /// Resident memory is process-wide, so this runs alone: `make test` starts it in a process of
    /// its own with AUTOCELL_MEMORY_TEST=1.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["AUTOCELL_MEMORY_TEST"] == "1"))
    func memoryStaysFlat() throws {
        func residentKilobytes() -> Int {
            guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
            let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        }
        let measurer = try TextMeasurer()
        measurer.cacheLimit = 1
        func batch(_ offset: Int) {
            for i in 0..<20_000 {
                _ = measurer.measure(TextRequest(text: "第\(i + offset)行 label \(i % 97)", font: .system(Double(12 + i % 5)), width: 80, numberOfLines: 2))
            }
        }
        batch(0)
        let before = residentKilobytes()
        for round in 1...4 { batch(round * 20_000) }
        let growth = residentKilobytes() - before
        #expect(growth < 4_000, "resident memory grew by \(growth) KiB over 80,000 measurements after a 20,000 warm-up")
    }
}

@Suite struct LayoutConfiguration {
    /// Each use of the measurer's layout gets the alignment it asks for, and measuring always
    /// finds it left-aligned: a painter that centred a wrapped label leaves nothing behind for
    /// the next request (painters used to set and restore alignment themselves).
    @Test func everyRequestSetsItsAlignment() throws {
        let measurer = try TextMeasurer()
        let request = TextRequest(text: "centred caption that wraps", font: .system(16), width: 60, numberOfLines: 0)
        let before = measurer.measure(request)
        let centred = measurer.withConfiguredLayout(request, alignment: PANGO_ALIGN_CENTER) { pango_layout_get_alignment($0) }
        #expect(centred == PANGO_ALIGN_CENTER)
        #expect(measurer.withConfiguredLayout(request) { pango_layout_get_alignment($0) } == PANGO_ALIGN_LEFT)
        measurer.withConfiguredLayout(request, alignment: PANGO_ALIGN_RIGHT) { _ in }
        let other = TextRequest(text: "another text", font: .system(16), width: 60, numberOfLines: 0)
        #expect(measurer.withConfiguredLayout(other) { pango_layout_get_alignment($0) } == PANGO_ALIGN_LEFT)
        #expect(measurer.measure(request) == before)
    }
}
