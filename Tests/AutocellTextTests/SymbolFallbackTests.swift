@testable import AutocellText
import Foundation
import Testing

/// A character the text font lacks, drawn from a bundled symbol face, leaves its line at the
/// text font's height, as iOS lays it out (a 16 pt title "⌁ Vasudev Kutumbakam" is 19.33 pt
/// tall on an iOS 13 simulator, as without the symbol).
@Suite struct SymbolFallback {
    @Test(arguments: ["⌁ Vasudev Kutumbakam", "Now playing ♪", "Call ☎ now", "Done ✔"])
    func aSymbolDoesNotMakeItsLineTaller(_ text: String) throws {
        let measurer = try TextMeasurer()
        for size in [12.0, 16, 17, 20] {
            let font = Font.system(size)
            let plain = measurer.measure(TextRequest(text: "Vasudev Kutumbakam", font: font, width: 300, numberOfLines: 0, lineBreakMode: .wordWrap))
            let symbol = measurer.measure(TextRequest(text: text, font: font, width: 300, numberOfLines: 0, lineBreakMode: .wordWrap))
            #expect(symbol.missingGlyphs == 0)
            #expect(abs(symbol.height - plain.height) < 0.01, "\(text) at \(size): \(symbol.height) against \(plain.height)")
            #expect(abs(symbol.firstBaseline - plain.firstBaseline) < 0.01, "\(text) at \(size)")
        }
    }

    /// Two lines, the symbol on the second: each line keeps the text font's height.
    @Test func everyLineKeepsItsHeight() throws {
        let measurer = try TextMeasurer()
        let font = Font.system(16)
        let plain = measurer.measure(TextRequest(text: "Vasudev\nKutumbakam", font: font, width: 300, numberOfLines: 0, lineBreakMode: .wordWrap))
        let symbol = measurer.measure(TextRequest(text: "Vasudev\n⌁ Kutumbakam", font: font, width: 300, numberOfLines: 0, lineBreakMode: .wordWrap))
        #expect(symbol.lineCount == 2)
        #expect(abs(symbol.height - plain.height) < 0.01 && abs(symbol.lastBaseline - plain.lastBaseline) < 0.01)
    }
}
