import AutocellImage
import AutocellFixtures
import AutocellRender
import AutocellTable
import AutocellText
import Foundation
import Testing
import AutocellSource
import AutocellDrawing

/// SF Symbols in a fixture (issue 53): `symbol: NAME` with its configuration keys draws the
/// symbol's glyph, not the placeholder; three weights give three inks; an unmapped name keeps
/// its placeholder and is said; a fixture's `symbolFonts:` draws with the user's font.
@Suite struct SymbolRendering {
    static let names = ["chevron.right", "star.fill", "person.crop.circle"]

    /// `sizes`: each symbol's frame size, fixed by constraints (a placeholder drawn in the frame
    /// a measured symbol gets).
    static func yaml(_ names: [String], weight: String = "regular", extra: String = "", sizes: [Rect] = []) -> String {
        let fixed = zip(["a", "b", "c"], sizes).map { "      - \($0).width == \($1.width)\n      - \($0).height == \($1.height)\n" }.joined()
        return """
        \(extra)table: {width: 320, scale: 2}
        templates:
          cell:
            views:
              - {name: a, symbol: "\(names[0])", weight: \(weight)}
              - {name: b, symbol: "\(names[1])", weight: \(weight), tintColor: systemOrange}
              - {name: c, symbol: "\(names[2])", weight: \(weight), pointSize: 28, scale: large}
            constraints:
              - "H:|-[a]-20-[b]-20-[c]"
              - "V:|-[c]-|"
              - a.centerY == c.centerY
              - b.centerY == c.centerY
        \(fixed)rows:
          - template: cell
        """
    }

    /// The rendered image and each symbol's frame.
    static func rendered(_ yaml: String, folder: String = "/tmp") throws -> (PixelImage, [Rect]) {
        let scratch = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fixture = try FixtureLoader.parse(yaml, file: "symbols.yaml", folder: folder)
        let (image, layout) = try RenderedPixels.render(fixture, in: scratch)
        let frames = try ["a", "b", "c"].map { try #require(layout.rows[0].cell[$0]?.frame) }
        return (image, frames)
    }

    static func ink(_ image: PixelImage, _ frame: Rect) -> (weight: Int, pixels: [RGBA]) {
        var weight = 0, pixels: [RGBA] = []
        for y in Int(frame.y * 2)..<Int((frame.y + frame.height) * 2) {
            for x in Int(frame.x * 2)..<Int((frame.x + frame.width) * 2) {
                let pixel = image[x, y]
                pixels.append(pixel)
                weight += 765 - Int(pixel.r) - Int(pixel.g) - Int(pixel.b)
            }
        }
        return (weight, pixels)
    }

    @Test func symbolKeysDrawGlyphsNotPlaceholders() throws {
        try #require(SymbolStandIn.path != nil, "the stand-in is not installed: \(SymbolStandIn.installHint)")
        let (drawn, frames) = try Self.rendered(Self.yaml(Self.names))
        let (boxes, boxFrames) = try Self.rendered(Self.yaml(["a.unmapped", "b.unmapped", "c.unmapped"], sizes: frames))
        #expect(frames == boxFrames)
        #expect(frames[0].width == 12.5 && frames[0].height == 16.5, "chevron.right's measured size: \(frames[0])")
        // person.crop.circle at 28 pt large: 26 pt at 17 pt large (measured), × 28/17, on the @2x grid.
        #expect(frames[2].width == 43 && frames[2].height == 43, "pointSize and scale size the symbol: \(frames[2])")
        for (name, frame) in zip(Self.names, frames) {
            let glyph = Self.ink(drawn, frame), box = Self.ink(boxes, frame)
            #expect(glyph.weight > 5_000, "\(name): \(glyph.weight)")
            #expect(glyph.pixels != box.pixels, "\(name) drawn as its placeholder")
        }
        #expect(SymbolReport.sources.contains(.standIn))
    }

    @Test func threeWeightsThreeInks() throws {
        try #require(SymbolStandIn.path != nil)
        let inks = try ["ultraLight", "regular", "bold"].map { weight in
            let (image, frames) = try Self.rendered(Self.yaml(["chevron.right", "star", "person.crop.circle"], weight: weight))
            return frames.map { Self.ink(image, $0).weight }
        }
        for index in 0..<3 { #expect(inks[0][index] < inks[1][index] && inks[1][index] < inks[2][index], "\(inks.map { $0[index] })") }
    }

    @Test func anUnmappedNameIsSaid() throws {
        try #require(SymbolStandIn.path != nil)
        _ = try Self.rendered(Self.yaml(["chevron.right", "no.such.symbol53", "star"]))
        let said = SymbolReport.takeMessages()
        // Each message once per process: another test may have taken it first.
        #expect(said.contains { $0.contains("'no.such.symbol53'") } || !said.contains { $0.contains("symbol53") })
        _ = try Self.rendered(Self.yaml(["chevron.right", "no.such.symbol53", "star"]))
        #expect(!SymbolReport.takeMessages().contains { $0.contains("symbol53") }, "said once")
    }

    /// `symbolFonts:` (a user's font and its name table) draws before the stand-in.
    @Test func aFixturesSymbolFontsDrawFirst() throws {
        let fonts = RenderedPixels.repositoryFixtures + "/fonts"
        let (image, frames) = try Self.rendered(
            Self.yaml(Self.names, extra: "symbolFonts: [SymbolsTest.ttf, SymbolsTest-names.txt]\n"), folder: fonts)
        for frame in frames { #expect(Self.ink(image, frame).weight > 5_000) }
        #expect(SymbolReport.sources.contains(.user(family: "Autocell Symbols Test")))
    }

    /// A bad key or value is refused at its line.
    @Test func badSymbolKeysAreLocated() {
        #expect(throws: Diagnostic.self) { try FixtureLoader.parse(Self.yaml(Self.names, weight: "chunky"), file: "s.yaml", folder: "/tmp") }
        #expect(throws: Diagnostic.self) {
            try FixtureLoader.parse(Self.yaml(Self.names, extra: "symbolFonts: [missing.ttf]\n"), file: "s.yaml", folder: "/tmp")
        }
    }

    /// A symbol run in `attributedText` (`NSTextAttachment`): laid out at its image's size on
    /// the baseline and drawn in its run's colour.
    @Test func aSymbolRunIsDrawnInItsLine() throws {
        try #require(SymbolStandIn.path != nil)
        func label(_ runs: String) -> String {
            """
            table: {width: 320, scale: 2}
            templates:
              cell:
                views:
                  - {name: rating, type: label, attributedText: [\(runs)]}
                constraints:
                  - rating.left == contentView.left + 16
                  - "V:|-[rating]-|"
            rows:
              - template: cell
            """
        }
        let scratch = try RenderedPixels.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let with = try FixtureLoader.parse(label(#""Rated ", {symbol: star.fill, color: systemOrange}, " 4.5""#), file: "a.yaml", folder: "/tmp")
        let without = try FixtureLoader.parse(label(#""Rated ", " 4.5""#), file: "b.yaml", folder: "/tmp")
        let (image, layout) = try RenderedPixels.render(with, in: scratch)
        let (_, plain) = try RenderedPixels.render(without, in: scratch)
        let wide = try #require(layout.rows[0].cell["rating"]?.frame), narrow = try #require(plain.rows[0].cell["rating"]?.frame)
        #expect(abs(wide.width - narrow.width - 22) < 0.5, "star.fill's image is 22 pt wide: \(wide.width) vs \(narrow.width)")
        var orange = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].r > 200 && image[x, y].g > 100 && image[x, y].g < 190 && image[x, y].b < 80 { orange += 1 } }
        #expect(orange > 200, "\(orange) orange pixels")
        #expect(throws: Diagnostic.self) { try FixtureLoader.parse(label(#"{text: "x", symbol: star}"#), file: "c.yaml", folder: "/tmp") }
    }
}
