import AutocellText
import Testing

/// The bundled font set: every script a feed holds is drawn (no missing glyphs), real weights
/// and italics, tabular digits, and the `font:` grammar.
@Suite struct BundledFonts {
    /// One sample per script of the list.
    static let samples: [(script: String, text: String)] = [
        ("Latin with diacritics", "Crème brûlée, São Paulo, Łódź, Ağrı, Đà Nẵng"),
        ("Greek", "Καλημέρα κόσμε"),
        ("Cyrillic", "Привет, мир"),
        ("Arabic", "مرحبا بالعالم"),
        ("Hebrew", "שלום עולם"),
        ("Thai", "สวัสดีชาวโลก"),
        ("Devanagari", "नमस्ते दुनिया"),
        ("Simplified Chinese", "你好，世界"),
        ("Japanese kana and kanji", "こんにちは、カタカナと漢字"),
        ("Korean", "안녕하세요, 세계"),
        ("Emoji with a ZWJ family and a flag", "👍 😀 👨‍👩‍👧‍👦 🇯🇵 👋🏽"),
        ("Symbols", "✓ ★ → ← ♥ © ™ ≠ ⌘"),
    ]

    @Test func everyScriptIsDrawn() throws {
        let measurer = try TextMeasurer()
        for sample in Self.samples {
            let measured = measurer.measure(TextRequest(text: sample.text, font: .system(17)))
            #expect(measured.missingGlyphs == 0, "\(sample.script): \(measured.missingGlyphs) characters without a font")
            #expect(measured.width > 0)
        }
        // A script the set does not cover is counted, character by character (Ethiopic).
        let ethiopic = measurer.measure(TextRequest(text: "አማርኛ", font: .system(17)))
        #expect(ethiopic.missingGlyphs == 4)
    }

    @Test func weightsAreRealFaces() throws {
        let measurer = try TextMeasurer()
        let text = "Semibold titles and bold names"
        func width(_ font: Font) -> Double { measurer.measure(TextRequest(text: text, font: font)).width }
        var previous = 0.0
        for weight in Font.Weight.allCases {
            let current = width(.system(17, weight: weight))
            #expect(current > previous, "\(weight) is not wider than the weight before it")
            previous = current
        }
        #expect(width(.system(17)) < width(.system(17, weight: .semibold)))
        #expect(width(.system(17, weight: .semibold)) < width(.boldSystem(17)))
        #expect(width(.italicSystem(17)) != width(.system(17)))
    }

    @Test func monospacedDigitsAreEquallyWide() throws {
        let measurer = try TextMeasurer()
        func width(_ text: String, _ font: Font) -> Double { measurer.measure(TextRequest(text: text, font: font)).width }
        #expect(width("111", .monospacedDigitSystem(17)) == width("888", .monospacedDigitSystem(17)))
        #expect(width("111", .system(17)) < width("888", .system(17)))
    }

    @Test func anEmojiIsMeasuredAtTheFontSize() throws {
        // The emoji font has one 109 px bitmap strike: it must be scaled to the size asked for.
        let measured = try TextMeasurer().measure(TextRequest(text: "😀", font: .system(17)))
        #expect(measured.width > 15 && measured.width < 30)
        #expect(measured.height < 30)
    }

    @Test func theFontGrammar() {
        #expect(Font(parsing: "16") == .system(16))
        #expect(Font(parsing: "system bold 16") == .boldSystem(16))
        #expect(Font(parsing: "bold 16") == .boldSystem(16))
        #expect(Font(parsing: "system semibold italic 17") == Font(size: 17, weight: .semibold, isItalic: true))
        #expect(Font(parsing: "ultraLight 30") == .system(30, weight: .ultraLight))
        #expect(Font(parsing: "monospacedDigit 13") == .monospacedDigitSystem(13))
        #expect(Font(parsing: "SF Pro Text medium 15") == Font(family: "SF Pro Text", size: 15, weight: .medium))
        #expect(Font(parsing: "body") == .preferred(.body))
        #expect(Font(parsing: "headline")?.weight == .semibold)
        #expect(Font(parsing: "caption2", category: .accessibilityExtraExtraExtraLarge)?.size == 40)
        #expect(Font(parsing: "system") == nil && Font(parsing: "bold") == nil && Font(parsing: "0") == nil && Font(parsing: "nan") == nil)
        #expect(Font(parsing: "system semibold 17")?.description == "system semibold 17")
    }
}

/// Dynamic Type: Apple's size table for every text style at every content size category.
@Suite struct DynamicType {
    /// Apple's Human Interface Guidelines, Typography ▸ Specifications ▸ iOS, iPadOS Dynamic
    /// Type sizes: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
    static let table: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    @Test func everyStyleAtEveryCategory() {
        #expect(ContentSizeCategory.allCases.count == 12)
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { Font.preferred(style, category: $0).size }
            #expect(sizes == Self.table[style], "\(style)")
        }
        #expect(ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func namesAsUIKitSpellsThem() {
        #expect(ContentSizeCategory(named: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(named: "UICTContentSizeCategoryAccessibilityXL") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(named: "UICTContentSizeCategoryL") == .large)
        #expect(ContentSizeCategory(named: "huge") == nil)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(TextStyle(named: "UICTFontTextStyleTitle0") == .largeTitle && TextStyle(named: "UICTFontTextStyleSubhead") == .subheadline)
    }

    /// Fixed sizes do not scale; a text style does: three lines of body at AX5 are as tall as
    /// the font's line height makes them (53 pt: no leading there), at Large two of them are the
    /// style's 22 pt leading apart (iOS 15 to 18: `textStyleLeadingSpacesLines`).
    @Test func bodyGrowsAndFixedSizesDoNot() throws {
        #expect(Font.system(17).adjusted(for: .accessibilityExtraExtraExtraLarge) == .system(17))
        let measurer = try TextMeasurer()
        let text = "One\nTwo\nThree"
        let large = measurer.measure(TextRequest(text: text, font: .preferred(.body), width: 300, numberOfLines: 0))
        let huge = measurer.measure(TextRequest(text: text, font: .preferred(.body, category: .accessibilityExtraExtraExtraLarge), width: 300, numberOfLines: 0))
        #expect(large.lineCount == 3 && huge.lineCount == 3)
        let natural = TextMeasurer.systemLineHeightRatio
        #expect(abs(large.height - (2 * 22 + 17 * natural)) < 0.5, "\(large.height)")
        #expect(abs(huge.height - 3 * 53 * natural) < 0.5, "\(huge.height)")
    }

    /// A text style's font carries the style's leading between lines (Apple's Dynamic Type
    /// tables: Body 16/21 at Medium, Subheadline 14/19), measured on iOS 15 to 18 references;
    /// `systemFont(ofSize:)` of the same size has none; one line has the font's line height.
    @Test func textStyleLeadingSpacesLines() throws {
        let measurer = try TextMeasurer()
        func height(_ font: Font, _ text: String = "One\nTwo\nThree") -> Double {
            measurer.measure(TextRequest(text: text, font: font, width: 300, numberOfLines: 0)).height
        }
        let natural = TextMeasurer.systemLineHeightRatio
        #expect(abs(height(.preferred(.body, category: .medium)) - (2 * 21 + 16 * natural)) < 0.5)
        #expect(abs(height(.preferred(.subheadline, category: .medium)) - (2 * 19 + 14 * natural)) < 0.5)
        #expect(abs(height(.system(16)) - 3 * 16 * natural) < 0.5, "no leading for a plain system font")
        #expect(abs(height(.preferred(.body, category: .medium), "One") - 16 * natural) < 0.5, "one line: the font's own height")
    }
}
