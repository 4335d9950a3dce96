@testable import AutocellText
import CPango
import Testing

/// UILabel's line break modes, by UIKit's names and Autocell's short ones; an empty label; no
/// inserted hyphens.
@Suite struct LineBreakModes {
    static let long = "A very long file name that cannot fit.pdf"

    @Test func uikitNamesAndShortNamesAreOneMode() {
        #expect(LineBreakMode(named: "byTruncatingMiddle") == .truncatingMiddle)
        #expect(LineBreakMode(named: "byWordWrapping") == .wordWrap && LineBreakMode(named: "wordWrap") == .wordWrap)
        #expect(LineBreakMode(named: "byCharWrapping") == .charWrap)
        #expect(LineBreakMode(named: "byClipping") == .clipping && LineBreakMode(named: "byTruncatingHead") == .truncatingHead)
        #expect(LineBreakMode(named: "middle") == nil)
    }

    /// One line too long for 100 pt: head and middle truncation keep one line with "…";
    /// clipping keeps the whole line, unwrapped, cut at the label's edge (truncated).
    @Test(arguments: [LineBreakMode.truncatingHead, .truncatingMiddle, .truncatingTail, .clipping])
    func oneLineTooLong(_ mode: LineBreakMode) throws {
        let measurer = try TextMeasurer()
        let request = TextRequest(text: Self.long, font: .system(17), width: 100, numberOfLines: 1, lineBreakMode: mode)
        let measured = measurer.measure(request)
        let unbounded = measurer.measure(TextRequest(text: Self.long, font: .system(17)))
        #expect(measured.lineCount == 1 && measured.isTruncated)
        #expect(measured.height == unbounded.height)
        if mode == .clipping { #expect(measured.width == unbounded.width) } else { #expect(measured.width <= 100) }
    }

    @Test func anEmptyLabelHasNoSize() throws {
        let measured = try TextMeasurer().measure(TextRequest(text: "", font: .system(17)))
        #expect(measured.width == 0 && measured.height == 0 && measured.lineCount == 0)
    }

    /// A word too long for its line breaks between characters without a hyphen: the glyphs
    /// of all its lines are its characters, none added.
    @Test func noHyphensAreInserted() throws {
        let measurer = try TextMeasurer()
        let word = String(repeating: "abcdefghij", count: 6)
        let request = TextRequest(text: word, font: .system(17), width: 80, numberOfLines: 0, lineBreakMode: .wordWrap)
        let (lines, glyphs) = measurer.withConfiguredLayout(request) { layout -> (Int, Int) in
            var glyphs = 0
            let count = pango_layout_get_line_count(layout)
            for index in 0..<count {
                guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
                var run = line.pointee.runs
                while let node = run {
                    if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
                        glyphs += Int(item.pointee.glyphs.pointee.num_glyphs)
                    }
                    run = node.pointee.next
                }
            }
            return (Int(count), glyphs)
        }
        #expect(lines > 1)
        #expect(glyphs == word.count)
    }
}
