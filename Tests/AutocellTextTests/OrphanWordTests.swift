@testable import AutocellText
import CPango
import Foundation
import Testing

/// UILabel's `.pushOut` line-break strategy (issue 50 point 5): a paragraph whose last line
/// would hold one word breaks the line before one word earlier ("… very very / long query"),
/// keeping its number of lines; attributed text and other requests break greedily.
@Suite struct OrphanWords {
    /// The lines of `request` as laid out (the texts between line starts, separators dropped).
    static func lines(_ measurer: TextMeasurer, _ request: TextRequest) -> [String] {
        measurer.withConfiguredLayout(request) { layout in
            guard let text = pango_layout_get_text(layout) else { return [] }
            let bytes = Array(String(cString: text).utf8)
            var result: [String] = []
            for index in 0..<pango_layout_get_line_count(layout) {
                guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
                let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
                let piece = String(decoding: bytes[start..<end], as: UTF8.self)
                result.append(piece.replacingOccurrences(of: "\u{2028}", with: "").trimmingCharacters(in: .whitespaces))
            }
            return result
        }
    }

    /// The narrowest width at which `text` takes `lines` lines greedily with its last line one word.
    static func widthWithOrphan(_ measurer: TextMeasurer, _ text: String, font: Font) -> Double? {
        for width in stride(from: 120.0, through: 400, by: 1) {
            let greedy = lines(measurer, TextRequest(text: text, font: font, width: width, numberOfLines: 0, lineBreakMode: .wordWrap))
            if greedy.count >= 2, let last = greedy.last, !last.contains(" ") { return width }
        }
        return nil
    }

    @Test func theLastLineGetsTwoWords() throws {
        let measurer = try TextMeasurer()
        let text = "Results for a very very long query"
        let font = Font.system(17)
        let width = try #require(Self.widthWithOrphan(measurer, text, font: font))
        let greedy = TextRequest(text: text, font: font, width: width, numberOfLines: 0, lineBreakMode: .wordWrap)
        var pushed = greedy
        pushed.pushesOutOrphans = true
        let before = Self.lines(measurer, greedy), after = Self.lines(measurer, pushed)
        #expect(before.count == after.count)
        #expect(after.last?.split(separator: " ").count == 2, "\(before) → \(after)")
        #expect(after.joined(separator: " ") == text)
        // Measured as drawn: same height, and no glyph is missing for the separator.
        let measured = measurer.measure(pushed)
        #expect(measured.lineCount == before.count && measured.missingGlyphs == 0)
        #expect(measured.height == measurer.measure(greedy).height)
    }

    /// Where the two words do not fit on the last line, the paragraph stays as it was.
    @Test func aPushThatWouldAddALineIsNotMade() throws {
        let measurer = try TextMeasurer()
        let text = "Short words then anextraordinarilylongwordhere"
        var request = TextRequest(text: text, font: .system(17), width: 200, numberOfLines: 0, lineBreakMode: .wordWrap)
        let greedy = Self.lines(measurer, request)
        request.pushesOutOrphans = true
        #expect(Self.lines(measurer, request) == greedy)
    }

    /// Each paragraph's last line; a truncated label is left alone (its last line is cut).
    @Test func everyParagraphAndNotATruncatedOne() throws {
        let measurer = try TextMeasurer()
        let paragraph = "Results for a very very long query"
        let width = try #require(Self.widthWithOrphan(measurer, paragraph, font: .system(17)))
        let request = TextRequest(text: paragraph + "\n" + paragraph, font: .system(17), width: width, numberOfLines: 0,
                                  lineBreakMode: .wordWrap, pushesOutOrphans: true)
        let lines = Self.lines(measurer, request)
        #expect(lines.filter { !$0.contains(" ") }.isEmpty, "\(lines)")
        let truncated = TextRequest(text: paragraph + " and more words to truncate", font: .system(17), width: width, numberOfLines: 2,
                                    lineBreakMode: .truncatingTail, pushesOutOrphans: true)
        #expect(measurer.measure(truncated).isTruncated)
        // Attributed runs keep greedy breaking (their paragraph style's strategy is none).
        let runs = TextRequest(text: "", font: .system(17), width: width, numberOfLines: 0, lineBreakMode: .wordWrap,
                               runs: [TextRun(paragraph)], pushesOutOrphans: true)
        #expect(!runs.pushesOutOrphans)
    }
}
