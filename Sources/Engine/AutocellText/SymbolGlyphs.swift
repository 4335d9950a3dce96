import CPango
import AutocellDrawing

/// A symbol to draw: an SF Symbols name at a configuration's point size, weight and scale
/// (`UIImage.SymbolConfiguration`).
public struct SymbolRequest: Hashable, Sendable {
    public var name: String
    /// The configuration's point size (the text it stands next to).
    public var pointSize: Double
    public var weight: Font.Weight
    public var scale: SymbolScale

    public init(name: String, pointSize: Double, weight: Font.Weight = .regular, scale: SymbolScale = .medium) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
    }
}

/// Draws SF Symbols by name, as glyphs of a symbol font: the user's files first
/// (`FontLibrary.symbolFiles`: Apple's fonts that carry the symbols, with a name table, or any
/// font whose glyphs are named as the symbols are), then the bundled stand-in, Material Symbols
/// Rounded (`SymbolStandIn`). A name neither has is not drawn (the caller draws its placeholder
/// and says so).
///
/// - Weight: a user's font is asked for the weight's face and `wght` axis; the stand-in's
///   `wght` axis takes ultraLight 100 to bold 700 as SF's weights are numbered (Font.Weight),
///   and heavy and black are bold at a higher grade (`GRAD` 100 and 200: heavier strokes, the
///   same width), the stand-in having no weight above 700 (said in Documentation/Symbols.md).
/// - A user's font's glyph is found by the name table's codepoint, a glyph named as the symbol,
///   or a ligature (the name's text shaping to one glyph, as icon fonts draw names).
/// - Scale: a user's font's glyph for the scale (`<glyph>.small`, `.large`, as Apple's fonts
///   name them) at the point size, else the medium glyph scaled by `SymbolScale.factor`.
/// - Size: Apple's symbols ink about the point size (`multiply.circle.fill` at 17 pt inks 17 ×
///   17 pt on the iOS references), so a user's glyph is drawn at the point size (× the scale)
///   and the stand-in's at 1.2 × that, its 24-unit grid inking 20 units (a circle inks the
///   point size, as SF's does). Each is centred by its ink in the image's frame
///   (`SymbolMetrics`: each symbol's own width and height where measured).
///
/// Owned by one thread, as `TextMeasurer` (which makes one on first use): its Pango font map,
/// context and fonts are its own.
public final class SymbolGlyphs {
    /// Which font drew a symbol.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// A family of the user's symbol files.
        case user(family: String)
        /// The bundled stand-in.
        case standIn

        public var description: String {
            switch self {
            case .user(let family): family
            case .standIn: "\(SymbolStandIn.family) (the open stand-in for SF Symbols)"
            }
        }
    }

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    /// The configuration the font map reads (kept alive with it).
    private let configuration: FontConfiguration
    /// The families of the user's symbol fonts, in the order of their files.
    public let userFamilies: [String]
    /// Whether the stand-in's font was found (`SymbolStandIn.path`).
    public let hasStandIn: Bool
    private let names: SymbolNameTable

    private struct FontKey: Hashable {
        var family: String
        var size: Double
        var weight: Font.Weight
        var variations: String
    }
    private var fonts: [FontKey: OpaquePointer] = [:]

    /// How a request is drawn: the font, its glyph, the size it was asked at.
    private struct Resolved {
        var font: OpaquePointer
        var glyph: UInt32
        var source: Source
        var mirrored: Bool
    }
    private struct ResolvedKey: Hashable {
        var request: SymbolRequest
        var em: Double
    }
    private var resolved: [ResolvedKey: Resolved?] = [:]

    /// The symbol fonts of `library`: its symbol files (fonts and name tables) and the stand-in.
    /// - Throws: `TextError` for a file that is not a font or a table, a table's bad line, or
    ///   Pango failing to make its objects.
    public init(library: FontLibrary) throws(TextError) {
        var table = SymbolNameTable()
        var files: [FontLibrary.FontFile] = []
        for path in library.symbolFiles {
            if SymbolNameTable.isTable(path) { try table.read(path) } else { files.append(FontLibrary.FontFile(path: path)) }
        }
        let standIn = SymbolStandIn.path
        if let standIn { files.append(FontLibrary.FontFile(path: standIn, package: SymbolStandIn.requirement)) }
        let symbols = FontLibrary(files: files, bundledFamilies: standIn == nil ? [] : [SymbolStandIn.family])
        let configuration = try symbols.configuration()
        let (map, context) = try PangoFontContext.make(configuration)
        self.fontMap = map
        self.context = context
        self.configuration = configuration
        self.userFamilies = configuration.userFamilies
        self.hasStandIn = standIn != nil
        self.names = table
    }

    deinit {
        for font in fonts.values { g_object_unref(UnsafeMutableRawPointer(font)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// Which font would draw `name` (at the body size, regular), or nil if none has it.
    public func source(of name: String) -> Source? {
        resolve(SymbolRequest(name: name, pointSize: 17), em: 17)?.source ?? resolve(SymbolRequest(name: name, pointSize: 17), em: 20.4, standInOnly: true)?.source
    }

    /// Draws the symbol centred in `frame` (its box) in `color`, mirrored when `rightToLeft`
    /// and the symbol is one SF Symbols mirrors. Returns the font that drew, or nil when no
    /// symbol font has the name (nothing is drawn).
    @discardableResult
    public func draw(_ request: SymbolRequest, in frame: Rect, color: Color, rightToLeft: Bool = false, on canvas: CairoCanvas) -> Source? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        // The glyph is drawn at the point size × the scale, times the frame's share of the
        // symbol's image (`SymbolMetrics.imageSize`: 1 at the image view's own size; an image
        // view made larger or smaller scales its image to fit), so that a circle inks exactly
        // the point size (17 × 17 pt at 17 pt, as iOS draws `multiply.circle.fill`: the todo
        // references in Documentation/Symbols.md).
        let image = SymbolMetrics.imageSize(request.name, pointSize: request.pointSize, scale: request.scale, displayScale: canvas.scale)
        let fit = image.width > 0 && image.height > 0 ? min(frame.width / image.width, frame.height / image.height) : 1
        let userEm = request.pointSize * request.scale.factor * fit
        guard var found = resolve(request, em: userEm) ?? resolve(request, em: userEm * 1.2, standInOnly: true) else { return nil }
        if found.source == .standIn, let measured = SymbolMetrics.measuredSize(request.name, pointSize: request.pointSize, scale: request.scale),
           let fitted = fittedStandIn(request, measured: measured, em: userEm * 1.2, fit: fit) {
            found = fitted
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_font_get_glyph_extents(UnsafeMutablePointer(found.font), found.glyph, &ink, &logical)
        let unit = Double(PANGO_SCALE)
        let inkX = Double(ink.x) / unit, inkY = Double(ink.y) / unit
        let inkWidth = Double(ink.width) / unit, inkHeight = Double(ink.height) / unit
        // The ink's centre on the box's: the glyph's origin (left end of its baseline) placed so.
        let originX = frame.x + frame.width / 2 - (inkX + inkWidth / 2)
        let originY = frame.y + frame.height / 2 - (inkY + inkHeight / 2)
        canvas.showGlyph(found.glyph, font: found.font, at: originX, originY, color: color,
                         mirroredAbout: found.mirrored && rightToLeft ? frame.x + frame.width / 2 : nil)
        return found.source
    }

    /// The stand-in's glyph for a symbol whose image iOS measures (`SymbolMetrics`), scaled to
    /// fill that image less its margins as SF's ink does: Material Symbols draws some shapes
    /// smaller in its grid than SF does (a chevron inks 0.56 × the point size, SF's 0.78), so
    /// the image's own size carries the symbol's proportions. The scale is the regular
    /// weight's, so that weights change the stroke, not the size. Nil: keep the glyph as drawn.
    private func fittedStandIn(_ request: SymbolRequest, measured: (width: Double, height: Double), em: Double, fit: Double) -> Resolved? {
        var regular = request
        regular.weight = .regular
        guard let upright = resolve(regular, em: em, standInOnly: true) else { return nil }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_font_get_glyph_extents(UnsafeMutablePointer(upright.font), upright.glyph, &ink, &logical)
        guard ink.width > 0, ink.height > 0 else { return nil }
        let target = SymbolMetrics.inkBox(measured, pointSize: request.pointSize * request.scale.factor)
        let unit = Double(PANGO_SCALE)
        let factor = min(target.width * fit / (Double(ink.width) / unit), target.height * fit / (Double(ink.height) / unit))
        guard factor.isFinite, factor > 0.5, factor < 2 else { return nil }
        return resolve(request, em: em * factor, standInOnly: true)
    }

    /// The font and glyph for `request`: a user's font first (at `em`, the point size), then
    /// the stand-in (at 1.2 × the user's `em`).
    private func resolve(_ request: SymbolRequest, em: Double, standInOnly: Bool = false) -> Resolved? {
        // The stand-in's sizes are kept apart from the user's (negative).
        let key = ResolvedKey(request: request, em: standInOnly ? -em : em)
        if let cached = resolved[key] { return cached }
        var found: Resolved?
        if !standInOnly {
            for family in userFamilies {
                if let hit = userGlyph(request, family: family, em: em) { found = hit; break }
            }
        }
        if found == nil, standInOnly, hasStandIn, let entry = SymbolStandIn.entry(for: request.name),
           let font = font(family: SymbolStandIn.family, size: em, weight: .regular, variations: Self.standInVariations(request.weight, em: em, fill: entry.glyph.hasSuffix(".fill"))),
           let glyph = glyph(named: entry.glyph, in: font) {
            found = Resolved(font: font, glyph: glyph, source: .standIn, mirrored: entry.mirrored)
            if request.weight >= .heavy {
                SymbolReport.note("SF Symbols' \(request.weight.rawValue) weight is drawn at the stand-in's heaviest (bold) at a higher grade: Material Symbols has no weight above 700")
            }
        }
        resolved[key] = found
        return found
    }

    /// A user's family's glyph (`em`: the point size × the scale): by the name table's
    /// codepoint (with its scale's glyph, `uni<HEX>.small` / `.large`, when the font has one),
    /// else a glyph named as the symbol, else a ligature.
    private func userGlyph(_ request: SymbolRequest, family: String, em: Double) -> Resolved? {
        let variations = "wght=\(request.weight.weightClass)"
        guard let medium = font(family: family, size: em, weight: request.weight, variations: variations) else { return nil }
        let mirrored = SymbolStandIn.entry(for: request.name)?.mirrored ?? false
        if let codepoint = names.codepoints[request.name] ?? SymbolStandIn.renamed[request.name].flatMap({ names.codepoints[$0] }) {
            // Apple's fonts draw small and large as glyphs of their own at the point size.
            if request.scale != .medium, let atSize = font(family: family, size: em / request.scale.factor, weight: request.weight, variations: variations) {
                let scaled = String(format: "uni%04X.%@", codepoint, request.scale.rawValue)
                if let glyph = glyph(named: scaled, in: atSize) { return Resolved(font: atSize, glyph: glyph, source: .user(family: family), mirrored: mirrored) }
            }
            var glyph: hb_codepoint_t = 0
            if let hb = pango_font_get_hb_font(UnsafeMutablePointer(medium)), hb_font_get_nominal_glyph(hb, codepoint, &glyph) != 0, glyph != 0 {
                return Resolved(font: medium, glyph: glyph, source: .user(family: family), mirrored: mirrored)
            }
        }
        for name in [request.name, request.name + ".medium"] {
            if let glyph = glyph(named: name, in: medium) { return Resolved(font: medium, glyph: glyph, source: .user(family: family), mirrored: mirrored) }
        }
        if let glyph = ligature(request.name, in: medium) { return Resolved(font: medium, glyph: glyph, source: .user(family: family), mirrored: mirrored) }
        return nil
    }

    /// The one glyph the name's text shapes to in `font` (a ligature, as icon fonts draw a name:
    /// Material Symbols' `star` is one glyph), or nil when it shapes to several or none.
    private func ligature(_ name: String, in font: OpaquePointer) -> UInt32? {
        guard let hb = pango_font_get_hb_font(UnsafeMutablePointer(font)), let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, name, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hb, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count == 1, infos[0].codepoint != 0 else { return nil }
        // A one-letter name is its own glyph, not a ligature.
        guard name.unicodeScalars.count > 1 else { return nil }
        return infos[0].codepoint
    }

    /// The stand-in's axes for a weight: `wght` as SF numbers the weight (100–700), heavy and
    /// black at 700 with `GRAD` 100 and 200; `opsz` the size drawn (20–48); `FILL` for filled
    /// glyphs.
    static func standInVariations(_ weight: Font.Weight, em: Double, fill: Bool) -> String {
        let grade = weight == .heavy ? 100 : weight == .black ? 200 : 0
        let opticalSize = Int(min(48, max(20, em.rounded())))
        return "FILL=\(fill ? 1 : 0),GRAD=\(grade),opsz=\(opticalSize),wght=\(min(700, weight.weightClass))"
    }

    /// The glyph named `name` in `font`'s face, or nil.
    private func glyph(named name: String, in font: OpaquePointer) -> UInt32? {
        guard let hb = pango_font_get_hb_font(UnsafeMutablePointer(font)) else { return nil }
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_glyph_from_name(hb, name, -1, &glyph) != 0, glyph != 0 else { return nil }
        return glyph
    }

    /// `family` at `size` points, `weight`, with `variations` (OpenType axes), loaded once;
    /// nil if the configuration's best match is another family.
    private func font(family: String, size: Double, weight: Font.Weight, variations: String) -> OpaquePointer? {
        let key = FontKey(family: family, size: (size * 64).rounded() / 64, weight: weight, variations: variations)
        if let font = fonts[key] { return font }
        guard let description = pango_font_description_new() else { return nil }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, key.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.weightClass)))
        pango_font_description_set_variations(description, variations)
        guard let loaded = pango_font_map_load_font(fontMap, context, description) else { return nil }
        let font = OpaquePointer(loaded)
        // A family the configuration does not hold falls back to another: not this symbol's.
        guard let described = pango_font_describe(loaded) else { g_object_unref(UnsafeMutableRawPointer(font)); return nil }
        defer { pango_font_description_free(described) }
        guard let name = pango_font_description_get_family(described), String(cString: name).lowercased() == family.lowercased() else {
            g_object_unref(UnsafeMutableRawPointer(font))
            return nil
        }
        fonts[key] = font
        return font
    }
}

extension FontLibrary {
    /// Checks the library's symbol files (fonts Fontconfig can read, name tables without a bad
    /// line) before anything is drawn, as `configuration()` checks the text fonts.
    /// - Throws: the `TextError` drawing would meet.
    public func checkSymbolFonts() throws(TextError) {
        guard !symbolFiles.isEmpty else { return }
        _ = try SymbolGlyphs(library: self)
    }
}
