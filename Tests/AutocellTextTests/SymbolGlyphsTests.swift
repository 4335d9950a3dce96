import AutocellImage
@testable import AutocellText
import Foundation
import Testing
import AutocellDrawing

/// SF Symbols drawn as glyphs (issue 53): the stand-in's, a user's font through a name table
/// or its glyph names, weights, filled forms, right to left, and names no font has.
@Suite struct SymbolGlyphsTests {
    /// The repository's test symbol font and its name table (Scripts/make-test-symbol-font.py).
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/fonts").standardized.path
    static let testFont = fonts + "/SymbolsTest.ttf"
    static let testNames = fonts + "/SymbolsTest-names.txt"

    /// The frame an image view gives the symbol: its image's size (SymbolMetrics), 4 pt in.
    static func box(_ request: SymbolRequest) -> Rect {
        let size = SymbolMetrics.imageSize(request.name, pointSize: request.pointSize, scale: request.scale, displayScale: 2)
        return Rect(x: 4, y: 4, width: size.width, height: size.height)
    }

    /// Draws `request` alone on a transparent 2× image 8 pt larger than its box and returns the
    /// pixels, and which font drew.
    static func drawn(_ request: SymbolRequest, library: FontLibrary = .bundled, rightToLeft: Bool = false) throws -> (PixelImage, SymbolGlyphs.Source?) {
        let frame = box(request)
        let surface = try ImageSurface(width: frame.width + 8, height: frame.height + 8, scale: 2)
        let glyphs = try SymbolGlyphs(library: library)
        let source = glyphs.draw(request, in: frame, color: .black, rightToLeft: rightToLeft, on: surface.canvas)
        return (try PNGDecoder.decode(try surface.encode(opaque: false)), source)
    }

    /// Inked pixels (alpha over a quarter), and how many fall outside the box (at 2×).
    static func ink(_ image: PixelImage, box: Rect) -> (count: Int, outside: Int, weight: Int, centroidX: Double) {
        var count = 0, outside = 0, weight = 0, sumX = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let alpha = Int(image[x, y].a)
                weight += alpha
                guard alpha > 64 else { continue }
                count += 1
                sumX += Double(x) + 0.5
                let px = Double(x) / 2, py = Double(y) / 2
                if px < box.x - 0.5 || px > box.x + box.width + 0.5 || py < box.y - 0.5 || py > box.y + box.height + 0.5 { outside += 1 }
            }
        }
        return (count, outside, weight, count == 0 ? 0 : sumX / Double(count) / 2)
    }

    @Test(arguments: ["chevron.right", "star.fill", "person.crop.circle"])
    func theStandInDrawsTheCommonSymbols(_ name: String) throws {
        try #require(SymbolStandIn.path != nil, "the stand-in is not installed: \(SymbolStandIn.installHint)")
        let request = SymbolRequest(name: name, pointSize: 17)
        let (image, source) = try Self.drawn(request)
        #expect(source == .standIn)
        let ink = Self.ink(image, box: Self.box(request))
        #expect(ink.count > 40, "\(name): \(ink.count) pixels inked")
        #expect(ink.outside == 0, "\(name): \(ink.outside) pixels outside its box")
    }

    /// Three weights give three different inks, heavier for the heavier weight.
    @Test(arguments: ["chevron.right", "star", "person.crop.circle"])
    func threeWeightsThreeInks(_ name: String) throws {
        try #require(SymbolStandIn.path != nil)
        let weights: [Font.Weight] = [.ultraLight, .regular, .bold]
        let inks = try weights.map { weight in
            let request = SymbolRequest(name: name, pointSize: 17, weight: weight)
            return try Self.ink(Self.drawn(request).0, box: Self.box(request)).weight
        }
        #expect(inks[0] < inks[1] && inks[1] < inks[2], "\(name): \(inks)")
    }

    /// Heavy and black are bold at a higher grade: heavier again, never lighter, and said.
    @Test func heavyAndBlackAreHeavierThanBold() throws {
        try #require(SymbolStandIn.path != nil)
        let inks = try [Font.Weight.bold, .heavy, .black].map { weight in
            let request = SymbolRequest(name: "star", pointSize: 17, weight: weight)
            return try Self.ink(Self.drawn(request).0, box: Self.box(request)).weight
        }
        #expect(inks[0] < inks[1] && inks[1] < inks[2], "\(inks)")
        #expect(SymbolReport.hasSaid("SF Symbols' heavy weight is drawn at the stand-in's heaviest (bold)"))
        #expect(SymbolReport.hasSaid("SF Symbols' black weight is drawn at the stand-in's heaviest (bold)"))
    }

    /// `.fill` draws the filled form: more ink than the outline.
    @Test func fillIsFilled() throws {
        try #require(SymbolStandIn.path != nil)
        let star = SymbolRequest(name: "star", pointSize: 17), starFill = SymbolRequest(name: "star.fill", pointSize: 17)
        let outline = try Self.ink(Self.drawn(star).0, box: Self.box(star)).weight
        let filled = try Self.ink(Self.drawn(starFill).0, box: Self.box(starFill)).weight
        #expect(filled > outline * 5 / 4, "star \(outline), star.fill \(filled)")
    }

    /// Scales: small inks less than medium, large more.
    @Test func scalesGrowTheSymbol() throws {
        try #require(SymbolStandIn.path != nil)
        let inks = try SymbolScale.allCases.map { scale in
            let request = SymbolRequest(name: "circle", pointSize: 17, scale: scale)
            return try Self.ink(Self.drawn(request).0, box: Self.box(request)).count
        }
        #expect(inks[0] < inks[1] && inks[1] < inks[2], "\(inks)")
    }

    /// SF Symbols' forward and backward arrows flip right to left; others do not.
    @Test func forwardFlipsRightToLeft() throws {
        try #require(SymbolStandIn.path != nil)
        let request = SymbolRequest(name: "arrow.forward", pointSize: 17)
        let box = Self.box(request)
        let ltr = Self.ink(try Self.drawn(request).0, box: box)
        let rtl = Self.ink(try Self.drawn(request, rightToLeft: true).0, box: box)
        let mid = box.x + box.width / 2
        #expect(abs((ltr.centroidX - mid) + (rtl.centroidX - mid)) < 0.3, "\(ltr.centroidX) vs \(rtl.centroidX) about \(mid)")
        #expect(SymbolStandIn.entry(for: "arrow.forward")?.mirrored == true && SymbolStandIn.entry(for: "arrow.right")?.mirrored == false)
    }

    /// A name the table does not have is not drawn (the caller draws its placeholder, said).
    @Test func anUnmappedNameIsNotDrawn() throws {
        try #require(SymbolStandIn.path != nil)
        let request = SymbolRequest(name: "no.such.symbol", pointSize: 17)
        let (image, source) = try Self.drawn(request)
        #expect(source == nil)
        #expect(Self.ink(image, box: Self.box(request)).count == 0)
    }

    /// The census's 300 most used names are all in the table, with their filled forms.
    @Test func theTableCoversTheCommonNames() {
        #expect(SymbolStandIn.names.count >= 600)
        for name in ["plus", "xmark", "checkmark", "trash", "magnifyingglass", "chevron.right", "star.fill", "person.crop.circle", "gear", "heart.fill",
                     "square.and.arrow.up", "ellipsis", "bell.slash", "checkmark.circle.fill", "xmark.circle.fill", "info.circle"] {
            #expect(SymbolStandIn.entry(for: name) != nil, "\(name)")
        }
        #expect(SymbolStandIn.entry(for: "star.fill")?.glyph == "star.fill")
        // Names SF Symbols 3 renamed are drawn and sized as their new names.
        #expect(SymbolStandIn.entry(for: "multiply.circle.fill") == SymbolStandIn.entry(for: "xmark.circle.fill"))
        let old = SymbolMetrics.measuredSize("line.horizontal.3.decrease", pointSize: 17, scale: .medium)
        #expect(old?.width == 21 && old?.height == 12, "measured as line.3.horizontal.decrease (42 × 24 px at @2x)")
    }

    /// A user's font: by the name table's codepoint, and by a glyph named as the symbol; it
    /// draws before the stand-in, and a name it lacks falls to the stand-in.
    @Test func aUsersSymbolFontDrawsFirst() throws {
        let library = FontLibrary.bundled.addingSymbolFonts([Self.testFont, Self.testNames])
        for name in ["chevron.right", "star.fill", "person.crop.circle"] {
            let request = SymbolRequest(name: name, pointSize: 17)
            let (image, source) = try Self.drawn(request, library: library)
            #expect(source == .user(family: "Autocell Symbols Test"), "\(name)")
            #expect(Self.ink(image, box: Self.box(request)).count > 40, "\(name)")
        }
        let lightStar = SymbolRequest(name: "star", pointSize: 17, weight: .ultraLight), boldStar = SymbolRequest(name: "star", pointSize: 17, weight: .bold)
        let light = try Self.ink(Self.drawn(lightStar, library: library).0, box: Self.box(lightStar)).weight
        let bold = try Self.ink(Self.drawn(boldStar, library: library).0, box: Self.box(boldStar)).weight
        #expect(light < bold, "the user's weight axis: \(light) vs \(bold)")
        if SymbolStandIn.path != nil {
            #expect(try Self.drawn(SymbolRequest(name: "trash.fill", pointSize: 17), library: library).1 == .standIn)
        }
    }

    /// An icon font that draws names as ligatures (here the stand-in's own file given as the
    /// user's): a name that shapes to one glyph is drawn by it; one that does not is not.
    @Test func aLigatureFontDrawsNamesItShapes() throws {
        let path = try #require(SymbolStandIn.path)
        let glyphs = try SymbolGlyphs(library: FontLibrary.bundled.addingSymbolFonts([path]))
        // `draft` is a ligature whose glyph has another name: found by shaping alone.
        #expect(glyphs.source(of: "draft") == .user(family: SymbolStandIn.family))
        #expect(glyphs.source(of: "person.crop.circle") == .standIn, "several glyphs: not a ligature, so the stand-in's table draws it")
    }

    /// A name table's bad line is refused at its file, line and column.
    @Test func aBadNameTableLineIsLocated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("names.txt").path
        try "# a table\nstar U+100000\n  heart.fill  0xZZ\n".write(toFile: path, atomically: true, encoding: .utf8)
        var table = SymbolNameTable()
        #expect(throws: TextError.symbolTableLine(path: path, line: 3, column: 15,
                                                  reason: "expected a codepoint (U+100185, 0x100185 or the character) for 'heart.fill', found '0xZZ'")) {
            try table.read(path)
        }
        try "star,U+100000\nheart\t\u{100001}\n".write(toFile: path, atomically: true, encoding: .utf8)
        var good = SymbolNameTable()
        try good.read(path)
        #expect(good.codepoints == ["star": 0x100000, "heart": 0x100001])
        // A missing table, and one past the size a table can be, are refused by name.
        var missing = SymbolNameTable()
        #expect(throws: TextError.symbolTableUnreadable(path: path + ".gone", reason: "no such file")) { try missing.read(path + ".gone") }
        let huge = folder.appendingPathComponent("huge.txt").path
        #expect(FileManager.default.createFile(atPath: huge, contents: Data(count: SymbolNameTable.maximumBytes + 1)))
        var tooLarge = SymbolNameTable()
        do {
            try tooLarge.read(huge)
            Issue.record("a table past the limit was read")
        } catch {
            #expect("\(error)".contains("symbol name tables are read up to"))
        }
    }
}
