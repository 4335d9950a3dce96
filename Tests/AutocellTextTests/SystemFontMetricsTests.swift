import AutocellText
import Testing

/// The system font measures as SF Pro does on iOS: UIKit's line height for
/// `systemFont(ofSize:)` (size × 2444/2048, SF Pro's ascender 1950 + descender 494 per 2048
/// units, no line gap) and SF's tracking table (Apple's Human Interface Guidelines, "Tracking
/// values"). The iOS simulator references Documentation/Fidelity.md lists measure 17 pt lines
/// 20.25–20.29 pt apart (20.287 pt); Inter's own lines are 20.574 pt.
@Suite struct SystemFontMetrics {
    static let ratio = 2444.0 / 2048.0

    @Test(arguments: [11.0, 13, 15, 16, 17, 20, 28, 34, 53])
    func lineHeightIsSFs(size: Double) throws {
        let measurer = try TextMeasurer()
        let line = measurer.measure(TextRequest(text: "Hg", font: .system(size)))
        #expect(abs(line.height - size * Self.ratio) < 0.002, "\(size) pt: \(line.height)")
        let three = measurer.measure(TextRequest(text: "one\ntwo\nthree", font: .system(size), numberOfLines: 0))
        #expect(three.lineCount == 3 && abs(three.height - 3 * size * Self.ratio) < 0.006)
    }

    @Test func everyWeightAndItalicHasSFsLines() throws {
        let measurer = try TextMeasurer()
        for weight in Font.Weight.allCases {
            let line = measurer.measure(TextRequest(text: "Hg", font: Font(size: 17, weight: weight)))
            #expect(abs(line.height - 17 * Self.ratio) < 0.002, "\(weight)")
        }
        #expect(abs(measurer.measure(TextRequest(text: "Hg", font: .italicSystem(17))).height - 17 * Self.ratio) < 0.002)
    }

    /// A font named by family keeps its own metrics: only the system font stands in for SF.
    @Test func aNamedFamilyKeepsItsOwnLines() throws {
        let measurer = try TextMeasurer()
        let named = measurer.measure(TextRequest(text: "Hg", font: Font(family: "Inter", size: 17)))
        #expect(abs(named.height - 20.574) < 0.01)
        // Same face, so the difference in width is the system font's tracking alone.
        let system = measurer.measure(TextRequest(text: "Hello", font: .system(17)))
        let plain = measurer.measure(TextRequest(text: "Hello", font: Font(family: "Inter", size: 17)))
        #expect(abs(system.width - (plain.width + 4 * SystemFontTracking.tracking(forPointSize: 17))) < 0.01)
    }

    /// Apple's table: 12 pt is untracked, 10 pt +12/1000 em, 13 pt −6, 17 pt −26, 28 pt +14.
    @Test func trackingFollowsApplesTable() {
        #expect(SystemFontTracking.tracking(forPointSize: 12) == 0)
        #expect(abs(SystemFontTracking.tracking(forPointSize: 10) - 0.12) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(forPointSize: 13) - -0.078) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(forPointSize: 17) - -0.442) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(forPointSize: 28) - 0.392) < 1e-9)
        // Between two sizes the straight line.
        #expect(abs(SystemFontTracking.tracking(forPointSize: 16.5) - -23 * 16.5 / 1000) < 1e-9)
    }

    /// An attributed run's kern adds to the tracking; a line height multiple multiplies SF's line.
    @Test func attributesBuildOnSFsMetrics() throws {
        let measurer = try TextMeasurer()
        let plain = measurer.measure(TextRequest(text: "Hello", font: .system(17)))
        let kerned = measurer.measure(TextRequest(text: "", font: .system(17), runs: [TextRun("Hello", kern: 1)]))
        #expect(abs(kerned.width - (plain.width + 4)) < 0.01)
        let double = measurer.measure(TextRequest(
            text: "one\ntwo", font: .system(17), numberOfLines: 0, paragraph: ParagraphStyle(lineHeightMultiple: 2)))
        #expect(abs(double.height - 2 * 2 * 17 * Self.ratio) < 0.01)
    }

    /// With the negative tracking, a line truncated at a width still measures no wider than it.
    @Test func truncatedLinesStayInsideTheirWidth() throws {
        let measurer = try TextMeasurer()
        for width in [50.0, 100, 137.5] {
            let line = measurer.measure(TextRequest(text: "A sentence much too long for its label", font: .system(17), width: width))
            #expect(line.isTruncated && line.width <= width)
        }
    }

    /// SF draws what is typed: the stand-in's contextual alternates are off, so the x of a
    /// hexadecimal address stays an x (Inter would draw a multiplication sign, 2 pt wider here).
    @Test func noContextualAlternates() throws {
        let measurer = try TextMeasurer()
        func width(_ text: String, _ font: Font) -> Double { measurer.measure(TextRequest(text: text, font: font)).width }
        let parts = ["0", "x", "4"].map { width($0, .system(17)) }.reduce(0, +)
        #expect(abs(width("0x4", .system(17)) - (parts + 2 * SystemFontTracking.tracking(forPointSize: 17))) < 0.01)
        // Inter named by family is Inter as it is, alternates included.
        let named = Font(family: "Inter", size: 17)
        #expect(width("0x4", named) > ["0", "x", "4"].map { width($0, named) }.reduce(0, +) + 1)
        // Tabular digits stay on with the alternates off.
        #expect(abs(width("1111", .monospacedDigitSystem(17)) - width("8888", .monospacedDigitSystem(17))) < 0.01)
    }
}

