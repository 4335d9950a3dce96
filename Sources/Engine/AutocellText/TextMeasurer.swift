import CPango

/// Measures label text with Pango exactly as it will be painted.
///
/// Owns its font map, context and one reusable layout: Pango objects must not be shared across
/// threads, so each worker makes its own measurer (it is deliberately not `Sendable`). Results
/// are cached by request. Hint metrics are off and the resolution is 72 dpi, so sizes are
/// layout points and measurements are the same on every machine with the same packages.
public final class TextMeasurer {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let layout: OpaquePointer
    /// The attributes every layout carries: no inserted hyphens.
    private let attributes: OpaquePointer
    /// The same with tabular digits, for `monospacedDigit` fonts.
    private let tabularAttributes: OpaquePointer
    /// The lists of plain text in the system font, one per size, weight and digit style: SF's
    /// line height (`systemLineFactor`), tracking (`SystemFontTracking`) and, for the bundled
    /// stand-in, its features (`standInFeatures`), made once each.
    private var systemAttributes: [SystemAttributesKey: OpaquePointer] = [:]
    private struct SystemAttributesKey: Hashable {
        var size: Double
        var weight: Font.Weight
        var tabular: Bool
    }
    /// The system font's natural line height times this is SF's: UIKit's `lineHeight` for
    /// `systemFont(ofSize:)` is the size × 2444/2048 (SF Pro's ascender 1950 + descender 494
    /// in 2048 units per em, no line gap: 20.287 pt at 17 pt, as the iOS simulator references
    /// measure, 20.27–20.29 pt per line), where Inter's lines are 1.2102 × the size (20.574 pt).
    /// Pango's line-height factor scales each line of the stand-in to that height, sharing the
    /// difference above and below the glyphs.
    public let systemLineFactor: Double
    /// SF Pro's line height per point of size (UIFont.lineHeight / pointSize).
    public static let systemLineHeightRatio = 2444.0 / 2048.0
    private var descriptions: [Font: OpaquePointer] = [:]
    /// The library's loaded configuration (shared by every measurer of the library).
    public let fonts: FontConfiguration
    // Read and written for every label of every row, by the one thread that owns the measurer.
    @exclusivity(unchecked) private var cache: [TextRequest: TextMeasurement] = [:]
    public let library: FontLibrary
    /// Measurements served from the cache and made with Pango, for benchmarks and logs.
    public private(set) var cacheHits = 0
    public private(set) var pangoMeasurements = 0
    /// Keep at most this many cached results (the cache is cleared when full).
    public var cacheLimit = 100_000
    /// When set, every request that reaches Pango is appended (benchmarks replay them).
    public var recordedRequests: [TextRequest]?
    /// The layouts of the latest measurements, kept as Pango left them (shaped), so that a
    /// painter drawing a text just measured does not shape it again.
    private var shaped: [(request: TextRequest, layout: OpaquePointer)?]
    private var shapedNext = 0
    private let shapedCapacity = 32

    /// The symbol fonts of this library (`SymbolGlyphs`), made on first use by this thread.
    private var symbols: Result<SymbolGlyphs, TextError>?

    /// The SF Symbols drawer of this measurer's library: its own font map, owned by the same
    /// thread as the measurer.
    /// - Throws: `TextError` for a symbol file that is not a font or a name table (the same
    ///   error every time).
    public func symbolGlyphs() throws(TextError) -> SymbolGlyphs {
        if let symbols { return try symbols.get() }
        let made: Result<SymbolGlyphs, TextError>
        do throws(TextError) { made = .success(try SymbolGlyphs(library: library)) } catch { made = .failure(error) }
        symbols = made
        return try made.get()
    }

    public init(library: FontLibrary = .standard) throws(TextError) {
        self.library = library
        let fonts = try library.configuration()
        self.fonts = fonts
        let (map, context) = try PangoFontContext.make(fonts)
        // UILabel breaks a word too long for its line between characters and draws no hyphen;
        // Pango 1.44 and later insert one unless told not to.
        guard let attributes = pango_attr_list_new(), let noHyphens = pango_attr_insert_hyphens_new(0) else {
            unref(context); g_object_unref(map)
            throw .pango("create the text attributes")
        }
        pango_attr_list_insert(attributes, noHyphens)
        // `monospacedDigitSystemFont`: OpenType's tabular figures (Inter has them).
        guard let tabular = pango_attr_list_copy(attributes), let figures = pango_attr_font_features_new("tnum 1") else {
            pango_attr_list_unref(attributes); unref(context); g_object_unref(map)
            throw .pango("create the text attributes")
        }
        pango_attr_list_insert(tabular, figures)
        guard let layout = pango_layout_new(context) else {
            pango_attr_list_unref(tabular); pango_attr_list_unref(attributes); unref(context); g_object_unref(map)
            throw .pango("create a layout")
        }
        pango_layout_set_attributes(layout, attributes)
        self.attributes = attributes
        self.tabularAttributes = tabular
        self.systemLineFactor = Self.lineFactor(context: context, family: fonts.familyList(for: .system(17)))
        self.fontMap = map
        self.context = context
        self.layout = layout
        self.shaped = Array(repeating: nil, count: shapedCapacity)
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        for entry in shaped { if let entry { unref(entry.layout) } }
        unref(layout)
        pango_attr_list_unref(attributes)
        pango_attr_list_unref(tabularAttributes)
        for list in systemAttributes.values { pango_attr_list_unref(list) }
        unref(context)
        g_object_unref(fontMap)
    }

    /// A layout of the measurer's context, with its text attributes.
    private func newLayout() -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        pango_layout_set_attributes(layout, attributes)
        return layout
    }

    /// `systemLineFactor` for the system family as the context loads it: SF's line height over
    /// the face's ascent + descent (1 if the face cannot be loaded: its own lines are kept).
    private static func lineFactor(context: OpaquePointer, family: String) -> Double {
        guard let description = pango_font_description_new() else { return 1 }
        defer { pango_font_description_free(description) }
        let size = 2048.0
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        guard let font = pango_context_load_font(context, description) else { return 1 }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let metrics = pango_font_get_metrics(font, nil) else { return 1 }
        defer { pango_font_metrics_unref(metrics) }
        let natural = Double(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE)
        guard natural > 0 else { return 1 }
        return systemLineHeightRatio * size / natural
    }

    /// The attributes of plain text in `font`: the shared ones, or for the system font its
    /// size's, with SF's line height and tracking.
    private func plainAttributes(_ font: Font) -> OpaquePointer {
        let base = font.monospacedDigit ? tabularAttributes : attributes
        guard font.family == nil else { return base }
        // Pango keeps one font-features attribute per range, so the stand-in's list starts
        // from the plain one and says every feature at once (tabular digits too).
        let key = SystemAttributesKey(size: font.size, weight: font.weight, tabular: font.monospacedDigit)
        if let list = systemAttributes[key] { return list }
        guard let list = pango_attr_list_copy(fonts.userFamilies.isEmpty ? attributes : base) else { return base }
        for attribute in metricsAttributes(font) { pango_attr_list_insert(list, attribute) }
        systemAttributes[key] = list
        return list
    }

    /// OpenType features the stand-in turns off because SF has no such substitution: Inter's
    /// contextual alternates (`calt`) draw the x of "0x48761b33" as a multiplication sign and
    /// arrows for "->"; SF draws the letters as typed (the iOS references' hexadecimal addresses).
    static func standInFeatures(tabular: Bool) -> String { tabular ? "tnum 1, calt 0" : "calt 0" }

    static func pangoUnits(_ points: Double) -> Int32 { Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded())) }

    /// The attributes text in `font` gets for its metrics, new (the caller places and owns them):
    /// its line height (SF's for the system font, times the paragraph's `lineHeightMultiple`,
    /// which multiplies the font's natural line height), its letter spacing (the system font's
    /// tracking plus a run's `kern`) and, for the bundled stand-in, its features. The one place
    /// these rules live, for plain text and attributed runs alike.
    private func metricsAttributes(_ font: Font, multiple: Double = 0, kern: Double = 0) -> [UnsafeMutablePointer<PangoAttribute>] {
        let system = font.family == nil, standIn = fonts.userFamilies.isEmpty
        var made: [UnsafeMutablePointer<PangoAttribute>?] = []
        let factor = (system ? systemLineFactor : 1) * (multiple > 0 ? multiple : 1)
        if factor != 1 { made.append(pango_attr_line_height_new(factor)) }
        let spacing = kern + (system ? SystemFontTracking.tracking(for: font, standIn: standIn) : 0)
        if spacing != 0 { made.append(pango_attr_letter_spacing_new(Self.pangoUnits(spacing))) }
        if system && standIn { made.append(pango_attr_font_features_new(Self.standInFeatures(tabular: font.monospacedDigit))) }
        return made.compactMap { $0 }
    }

    /// The size the text needs under the request's width and line limit.
    public func measure(_ request: TextRequest) -> TextMeasurement {
        if let cached = cache[request] {
            cacheHits += 1
            return cached
        }
        // Measured on the next layout of the ring, which keeps it shaped for a painter.
        let slot = shapedNext
        shapedNext = (shapedNext + 1) % shapedCapacity
        let result: TextMeasurement
        if let slotLayout = shaped[slot]?.layout ?? newLayout() {
            configure(slotLayout, for: request)
            result = measured(slotLayout, request)
            shaped[slot] = (request, slotLayout)
        } else {
            result = withConfiguredLayout(request) { layout in measured(layout, request) }
        }
        pangoMeasurements += 1
        recordedRequests?.append(request)
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[request] = result
        return result
    }

    /// Runs `body` with the measurer's layout set up for `request` and drawn with `alignment`
    /// (left unless said: alignment moves lines inside the width, never what was measured):
    /// the same layout setup the painter uses, so what is drawn is what was measured. Every
    /// call sets everything, so no caller has to put back what it changed.
    func withConfiguredLayout<Result>(
        _ request: TextRequest, alignment: PangoAlignment = PANGO_ALIGN_LEFT, justify: Bool = false, _ body: (OpaquePointer) -> Result
    ) -> Result {
        // A text measured a moment ago is still laid out and shaped in the ring.
        for entry in shaped {
            if let entry, entry.request == request {
                align(entry.layout, alignment, justify: justify)
                return body(entry.layout)
            }
        }
        configure(layout, for: request)
        align(layout, alignment, justify: justify)
        return body(layout)
    }

    /// Whether the text's first paragraph reads right to left (its first strong character is
    /// Arabic, Hebrew, …): Pango then swaps left and right alignment, which `left` and `right`,
    /// absolute in UIKit, must undo.
    public func readsRightToLeft(_ request: TextRequest) -> Bool {
        withConfiguredLayout(request) { layout in
            guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
            return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
        }
    }

    /// Pango reshapes a layout whose alignment changes, so an unchanged one is left alone.
    private func align(_ layout: OpaquePointer, _ alignment: PangoAlignment, justify: Bool = false) {
        if pango_layout_get_alignment(layout) != alignment { pango_layout_set_alignment(layout, alignment) }
        if (pango_layout_get_justify(layout) != 0) != justify { pango_layout_set_justify(layout, justify ? 1 : 0) }
    }

    /// The leading a Dynamic Type text style's font carries between lines: a system font made
    /// from a text style (`preferredFont(forTextStyle:)`, a file's `UICTFontTextStyle…`) lays
    /// its lines out at the style's leading in Apple's "Dynamic Type sizes" tables (Body 21 pt
    /// at Medium, 22 at Large, 29 at xxxLarge; Subheadline 19 at Medium), where the same size
    /// of `systemFont(ofSize:)` uses the font's own line height (1.19 × its size) with no
    /// leading. Measured on 13 iOS-recorded references from 9 independent recordings, iOS 15 to
    /// 18 (essential-feed forks: Body 21.0, Subheadline 19.0 at Medium, Body 28.9 at xxxLarge;
    /// `systemFont(ofSize: 16)` 19.04 in the same project), and Apple's documentation of
    /// `traitTightLeading`/`traitLooseLeading` ("for fonts that you create using
    /// UIFont.TextStyle, tight leading subtracts 2 points from the current leading value").
    /// Added between lines only: a single line keeps the font's line height, as iOS's. Where a
    /// table's leading is below the font's own line height (accessibility sizes from about
    /// AX1) a font's leading cannot be negative, so none is added (not measured there).
    static func textStyleLeading(_ font: Font) -> Double {
        guard font.family == nil, let style = font.textStyle, let index = style.pointSizes.firstIndex(of: font.size) else { return 0 }
        return max(0, style.leadings[index] - font.size * systemLineHeightRatio)
    }

    /// Sets `layout` up for `request`: font, text, width, wrapping, line limit, ellipsis, and
    /// the left alignment measurements are made with.
    private func configure(_ layout: OpaquePointer, for request: TextRequest) {
        align(layout, PANGO_ALIGN_LEFT)
        let leading = Self.textStyleLeading(request.font)
        if request.isPlain {
            let wanted = plainAttributes(request.font)
            if pango_layout_get_attributes(layout) != wanted { pango_layout_set_attributes(layout, wanted) }
            let spacing = Self.pangoUnits(leading)
            if pango_layout_get_spacing(layout) != spacing { pango_layout_set_spacing(layout, spacing) }
        } else if let list = pango_attr_list_copy(request.font.monospacedDigit ? tabularAttributes : attributes) {
            addRunAttributes(request, to: list)
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
            pango_layout_set_spacing(layout, Self.pangoUnits(request.paragraph.lineSpacing + leading))
        }
        if let description = description(for: request.font) { pango_layout_set_font_description(layout, description) }
        request.text.withCString { pango_layout_set_text(layout, $0, -1) }
        // One clipped line is not wrapped: it runs on past the label's edge, which cuts it.
        if let width = request.width, !(request.lineBreakMode == .clipping && request.numberOfLines == 1) {
            pango_layout_set_width(layout, Int32(clamping: Int((max(0, width) * Double(PANGO_SCALE)).rounded(.down))))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, request.lineBreakMode == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if request.lineBreakMode == .truncatingTail && request.numberOfLines > 0 && request.width != nil {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(-request.numberOfLines))
        } else if request.lineBreakMode.truncatesInside && request.numberOfLines == 1 && request.width != nil {
            // Pango defines head and middle ellipsizing for one line only; templates are
            // refused other line counts with these modes.
            pango_layout_set_ellipsize(layout, request.lineBreakMode == .truncatingHead ? PANGO_ELLIPSIZE_START : PANGO_ELLIPSIZE_MIDDLE)
            pango_layout_set_height(layout, -1)
        } else {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
        }
        if request.pushesOutOrphans { pushOutOrphans(layout, request) }
        keepSymbolRunsInTheirLines(layout, request)
        if request.paragraph.paragraphSpacing > 0 { addParagraphSpacing(layout, request.paragraph.paragraphSpacing) }
    }

    /// The bundled symbol faces that stand in for Apple's symbol fallbacks (characters the text
    /// font lacks: ⌁, ♪, ✔, ☎).
    static let symbolFamilies: Set<String> = ["Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math"]

    /// A character drawn from a symbol fallback face does not make its line taller. Noto Sans
    /// Symbols' line is 2.05 em (Symbols2 1.70) where SF's is 1.19, and Pango sizes a line to
    /// its tallest run; iOS keeps such a line at its text font's height: a 16 pt system-font
    /// title "⌁ Vasudev Kutumbakam" is 19.33 pt tall on an iOS 13 simulator, as without the
    /// symbol (the News Feed PostCardCell reference, Documentation/Fidelity.md), where it was
    /// 32.8 pt here. Each such run is given the line height that fits it, about its own centre,
    /// inside the line its other runs make (measured with the symbol runs made negligible); a
    /// line of symbols alone keeps theirs.
    private func keepSymbolRunsInTheirLines(_ layout: OpaquePointer, _ request: TextRequest) {
        guard request.text.unicodeScalars.contains(where: { (0x2100..<0x3000).contains($0.value) || (0x1F000..<0x1FC00).contains($0.value) }) else { return }
        // The symbol runs (byte range, line, centre above the baseline) in lines with other runs.
        var symbols: [(start: Int, end: Int, line: Int, centre: Double)] = []
        do {
            guard let iterator = pango_layout_get_iter(layout) else { return }
            defer { pango_layout_iter_free(iterator) }
            var linesWithText = Set<Int>()
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iterator),
                      let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item else { continue }
                let lineStart = Int(line.pointee.start_index)
                var symbol = false
                if let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
                    if let family = pango_font_description_get_family(description) { symbol = Self.symbolFamilies.contains(String(cString: family)) }
                    pango_font_description_free(description)
                }
                guard symbol else {
                    linesWithText.insert(lineStart)
                    continue
                }
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iterator, &ink, &logical)
                let centre = (Double(logical.y) + Double(logical.height) / 2 - Double(pango_layout_iter_get_baseline(iterator))) / Double(PANGO_SCALE)
                let start = Int(item.pointee.offset)
                symbols.append((start, start + Int(item.pointee.length), lineStart, centre))
            } while pango_layout_iter_next_run(iterator) != 0
            symbols.removeAll { !linesWithText.contains($0.line) }
        }
        guard !symbols.isEmpty else { return }
        // Pango makes a run's line height the larger of the absolute height and the factor
        // times its natural height: a negligible factor leaves the absolute one.
        func setHeights(_ heights: [Double]) {
            let copied = pango_layout_get_attributes(layout).flatMap { pango_attr_list_copy($0) }
            guard let list = copied ?? pango_attr_list_new() else { return }
            defer { pango_attr_list_unref(list) }
            for (run, height) in zip(symbols, heights) {
                let units = Int32(clamping: max(1, Int((height * Double(PANGO_SCALE)).rounded(.down))))
                for attribute in [pango_attr_line_height_new(1e-6), pango_attr_line_height_new_absolute(units)] {
                    guard let attribute else { continue }
                    attribute.pointee.start_index = UInt32(clamping: run.start)
                    attribute.pointee.end_index = UInt32(clamping: run.end)
                    pango_attr_list_change(list, attribute)
                }
            }
            pango_layout_set_attributes(layout, list)
        }
        setHeights(Array(repeating: 0, count: symbols.count))
        // Each line's extents above and below its baseline, the symbols aside.
        var extents: [Int: (top: Double, bottom: Double)] = [:]
        do {
            guard let iterator = pango_layout_get_iter(layout) else { return }
            defer { pango_layout_iter_free(iterator) }
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, &ink, &logical)
                let baseline = Double(pango_layout_iter_get_baseline(iterator))
                extents[Int(line.pointee.start_index)] = (
                    (Double(logical.y) - baseline) / Double(PANGO_SCALE), (Double(logical.y) + Double(logical.height) - baseline) / Double(PANGO_SCALE))
            } while pango_layout_iter_next_line(iterator) != 0
        }
        setHeights(symbols.map { run in
            guard let line = extents[run.line] else { return 0 }
            return max(0, 2 * min(run.centre - line.top, line.bottom - run.centre))
        })
    }

    /// UILabel's `.pushOut` line-break strategy (`TextRequest.pushesOutOrphans`): where a
    /// paragraph wrapped onto several lines ends with a line of one word, the line before it
    /// breaks before its own last word, which joins the last line (Apple's `pushOut`: "pushes
    /// out individual lines to avoid an orphan word on the last line of the paragraph …
    /// Typically, the text system only pushes out the last line by one word"; UILabel does so
    /// since iOS 11, its `lineBreakStrategy` defaulting to `.standard`). Kept only where the
    /// paragraph keeps its number of lines. The breaks are line separators (U+2028, which draw
    /// nothing) in the laid-out copy of the text; measuring and drawing both lay it out here.
    private func pushOutOrphans(_ layout: OpaquePointer, _ request: TextRequest) {
        guard request.width != nil, request.numberOfLines != 1, request.lineBreakMode != .charWrap,
              pango_layout_is_ellipsized(layout) == 0 else { return }
        let lineCount = pango_layout_get_line_count(layout)
        guard lineCount >= 2 else { return }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount), let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        // Character index of each UTF-8 byte offset (log attributes are per character).
        let bytes = Array(request.text.utf8)
        var characterAt = [Int](repeating: 0, count: bytes.count + 1)
        var characters = 0
        for (offset, byte) in bytes.enumerated() {
            let leads = byte & 0xC0 != 0x80
            characterAt[offset] = leads ? characters : characters - 1
            if leads { characters += 1 }
        }
        characterAt[bytes.count] = characters
        guard Int(attributeCount) == characters + 1 else { return }
        func breaks(before character: Int) -> Bool { attributes[character].is_line_break != 0 }
        func white(_ character: Int) -> Bool { attributes[character].is_white != 0 }
        // Lines as character ranges, grouped by paragraph.
        var paragraphs: [[Range<Int>]] = []
        var previousEnd = -1
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            guard start >= 0, end <= bytes.count else { return }
            let range = characterAt[start]..<characterAt[end]
            if start > previousEnd || paragraphs.isEmpty { paragraphs.append([range]) } else { paragraphs[paragraphs.count - 1].append(range) }
            previousEnd = end
        } while pango_layout_iter_next_line(iterator) != 0
        // Where each orphaned paragraph's second-last line starts its last word (a byte offset).
        var pushes: [Int] = []
        for lines in paragraphs where lines.count >= 2 {
            var last = lines[lines.count - 1]
            while last.upperBound > last.lowerBound, white(last.upperBound - 1) { last = last.lowerBound..<(last.upperBound - 1) }
            guard !last.isEmpty, !(last.lowerBound + 1..<last.upperBound).contains(where: breaks(before:)) else { continue }
            let before = lines[lines.count - 2]
            guard let word = (before.lowerBound + 1..<before.upperBound).last(where: breaks(before:)),
                  let byte = characterAt.firstIndex(of: word) else { continue }
            pushes.append(byte)
        }
        guard !pushes.isEmpty else { return }
        func laidOut(with chosen: [Int]) -> Int32 {
            var text = bytes
            for byte in chosen.sorted(by: >) { text.insert(contentsOf: [0xE2, 0x80, 0xA8], at: byte) }
            text.append(0)
            text.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pango_layout_set_text(layout, $0, -1) } }
            }
            return pango_layout_get_line_count(layout)
        }
        // All at once (the common case: one paragraph); else one by one, keeping those that fit.
        if laidOut(with: pushes) == lineCount { return }
        var kept: [Int] = []
        for push in pushes where laidOut(with: kept + [push]) == lineCount { kept.append(push) }
        if laidOut(with: kept) != lineCount { _ = laidOut(with: []) }
    }

    /// The runs' attributes over their byte ranges: fonts, line heights (SF's for the system
    /// font, times the paragraph's line height multiple), kern (Pango's letter spacing),
    /// baseline offset (rise), colours, underline and strikethrough.
    private func addRunAttributes(_ request: TextRequest, to list: OpaquePointer) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(clamping: start)
            attribute.pointee.end_index = UInt32(clamping: end)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ value: Double) -> UInt16 { UInt16((min(1, max(0, value)) * 65535).rounded()) }
        let multiple = request.paragraph.lineHeightMultiple
        if request.runs.isEmpty {
            for attribute in metricsAttributes(request.font, multiple: multiple) { insert(attribute, 0, Int(UInt32.max)) }
        }
        var start = 0
        for run in request.runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard end > start else { continue }
            if let font = run.font, let description = description(for: font) { insert(pango_attr_font_desc_new(description), start, end) }
            // A run's kern is added to the system font's own tracking.
            for attribute in metricsAttributes(run.font ?? request.font, multiple: multiple, kern: run.kern) { insert(attribute, start, end) }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(Int32(clamping: Int((run.baselineOffset * Double(PANGO_SCALE)).rounded()))), start, end) }
            if let color = run.color {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), start, end)
                insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))), start, end)
            }
            if let color = run.backgroundColor {
                insert(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)), start, end)
                insert(pango_attr_background_alpha_new(max(1, channel(color.alpha))), start, end)
            }
            if let attachment = run.attachment {
                // The attachment's box in Pango's terms: from the baseline, y downwards.
                let bounds = attachment.bounds
                var rect = PangoRectangle(
                    x: Int32(clamping: Int((bounds.x * Double(PANGO_SCALE)).rounded())),
                    y: Int32(clamping: Int((-(bounds.y + bounds.height) * Double(PANGO_SCALE)).rounded())),
                    width: Int32(clamping: Int((bounds.width * Double(PANGO_SCALE)).rounded())),
                    height: Int32(clamping: Int((bounds.height * Double(PANGO_SCALE)).rounded())))
                var logical = rect
                insert(pango_attr_shape_new(&rect, &logical), start, end)
            }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1), start, end) }
        }
    }

    /// `paragraphSpacing`: the last line of each paragraph that another follows is made that
    /// much taller (Pango's absolute line height, over the line as wrapped), so the label grows
    /// by spacing × (paragraphs − 1). Pango shares a taller line's extra space above and below
    /// its glyphs, where TextKit puts it all below: the height is UIKit's, that line sits
    /// half the spacing lower.
    private func addParagraphSpacing(_ layout: OpaquePointer, _ spacing: Double) {
        guard let current = pango_layout_get_attributes(layout), let list = pango_attr_list_copy(current) else { return }
        defer { pango_attr_list_unref(list) }
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        var ends: [(start: Int, end: Int, height: Double)] = []
        var previous: (start: Int, end: Int, height: Double)?
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            // A line that starts past where the previous one ended skipped a paragraph break.
            if let previous, start > previous.end { ends.append(previous) }
            previous = (start, start + length, Double(logical.height))
        } while pango_layout_iter_next_line(iterator) != 0
        guard !ends.isEmpty else { return }
        for line in ends {
            let height = Int32(clamping: Int((line.height + spacing * Double(PANGO_SCALE)).rounded()))
            guard let attribute = pango_attr_line_height_new_absolute(height) else { continue }
            attribute.pointee.start_index = UInt32(clamping: line.start)
            attribute.pointee.end_index = UInt32(clamping: max(line.end, line.start + 1))
            pango_attr_list_insert(list, attribute)
        }
        pango_layout_set_attributes(layout, list)
    }

    private func measured(_ layout: OpaquePointer, _ request: TextRequest) -> TextMeasurement {
        let scale = Double(PANGO_SCALE)
        let totalLines = Int(pango_layout_get_line_count(layout))
        let limit = request.numberOfLines > 0 ? request.numberOfLines : Int.max
        let shown = min(totalLines, limit)
        var ink = PangoRectangle(), logical = PangoRectangle()
        var width = 0.0, bottom = 0.0, firstBaseline = 0.0, lastBaseline = 0.0
        guard let iterator = pango_layout_get_iter(layout) else {
            return TextMeasurement(width: 0, height: 0, lineCount: 0, isTruncated: false, firstBaseline: 0, lastBaseline: 0)
        }
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        repeat {
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            width = max(width, Double(logical.width) / scale)
            // In doubles: Pango's 32-bit units would overflow adding up past 2^31.
            bottom = (Double(logical.y) + Double(logical.height)) / scale
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            if index == 0 { firstBaseline = baseline }
            lastBaseline = baseline
            index += 1
        } while index < shown && pango_layout_iter_next_line(iterator) != 0
        let ellipsized = pango_layout_is_ellipsized(layout) != 0
        let clipped = request.lineBreakMode == .clipping && request.numberOfLines == 1
        let unclamped = width
        // Lines wrapped or truncated at a width never measure wider than it: Pango gives the
        // ends of a line back the half letter space it shares out, so with the system font's
        // negative tracking a line it fitted to the width measures up to one tracking wider.
        if !clipped, let limit = request.width { width = min(width, max(0, limit)) }
        return TextMeasurement(
            // An empty label has no intrinsic size, as in UIKit (not a line's height).
            width: request.text.isEmpty ? 0 : width,
            height: request.text.isEmpty ? 0 : bottom,
            lineCount: request.text.isEmpty ? 0 : shown,
            // A clipped line is cut where it runs past the width.
            isTruncated: ellipsized || totalLines > shown
                || (clipped && unclamped > (request.width ?? .infinity) + 1e-9),
            firstBaseline: firstBaseline,
            lastBaseline: lastBaseline,
            missingGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)))
    }

    /// The font description for `font`, made once. Nil only if GLib could not allocate one, in
    /// which case the layout keeps the context's default font.
    private func description(for font: Font) -> OpaquePointer? {
        if let existing = descriptions[font] { return existing }
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, fonts.familyList(for: font))
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.weightClass)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = description
        return description
    }
}

/// Drops one reference to a GObject that Swift sees as an opaque pointer.
func unref(_ object: OpaquePointer) {
    g_object_unref(UnsafeMutableRawPointer(object))
}
