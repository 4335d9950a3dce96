import AutocellText
import Testing

/// Attributed text and paragraph styles, measured as one paragraph.
@Suite struct AttributedText {
    @Test func runsInTwoFontsAreWiderThanTheSmallerAlone() throws {
        let measurer = try TextMeasurer()
        let plain = measurer.measure(TextRequest(text: "Bold name and plain text", font: .system(13)))
        let runs = measurer.measure(TextRequest(text: "", font: .system(13), runs: [TextRun("Bold name", font: .boldSystem(20)), TextRun(" and plain text")]))
        #expect(runs.width > plain.width)
        #expect(runs.height > plain.height, "the line is as tall as its tallest run")
    }

    @Test func lineSpacingAddsBetweenLinesOnly() throws {
        let measurer = try TextMeasurer()
        let text = "One line\nTwo lines\nThree lines\nFour"
        let plain = measurer.measure(TextRequest(text: text, font: .system(17), width: 300, numberOfLines: 0))
        let spaced = measurer.measure(TextRequest(text: text, font: .system(17), width: 300, numberOfLines: 0, paragraph: ParagraphStyle(lineSpacing: 7)))
        #expect(plain.lineCount == 4 && spaced.lineCount == 4)
        #expect(abs(spaced.height - plain.height - 3 * 7) < 0.01)
        let one = measurer.measure(TextRequest(text: "One", font: .system(17), paragraph: ParagraphStyle(lineSpacing: 7)))
        #expect(one.height == measurer.measure(TextRequest(text: "One", font: .system(17))).height)
    }

    @Test func paragraphSpacingAndLineHeightMultiple() throws {
        let measurer = try TextMeasurer()
        let text = "First paragraph\nSecond\nThird"
        let plain = measurer.measure(TextRequest(text: text, font: .system(17), width: 300, numberOfLines: 0))
        let spaced = measurer.measure(TextRequest(text: text, font: .system(17), width: 300, numberOfLines: 0, paragraph: ParagraphStyle(paragraphSpacing: 10)))
        #expect(abs(spaced.height - plain.height - 2 * 10) < 0.01, "after each paragraph another follows")
        let tall = measurer.measure(TextRequest(text: text, font: .system(17), width: 300, numberOfLines: 0, paragraph: ParagraphStyle(lineHeightMultiple: 1.5)))
        #expect(abs(tall.height / plain.height - 1.5) < 0.02)
    }

    @Test func kernAndBaselineOffset() throws {
        let measurer = try TextMeasurer()
        let plain = measurer.measure(TextRequest(text: "SPACED", font: .system(11)))
        let kerned = measurer.measure(TextRequest(text: "", font: .system(11), runs: [TextRun("SPACED", kern: 3)]))
        #expect(kerned.width > plain.width + 5 * 3 - 0.5)
        let raised = measurer.measure(TextRequest(text: "", font: .system(17), runs: [TextRun("x"), TextRun("2", baselineOffset: 8)]))
        #expect(raised.height > measurer.measure(TextRequest(text: "x2", font: .system(17))).height)
    }
}
