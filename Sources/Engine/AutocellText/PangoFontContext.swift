import CPango

/// A Pango font map over one of Autocell's Fontconfig configurations, and a context on it with
/// the options every text and symbol is measured and drawn with: 72 dpi (a point is a unit),
/// no hinting, grey antialiasing, sub-pixel glyph positions (widths in fractions of a point,
/// like UIKit's text metrics). `TextMeasurer` and `SymbolGlyphs` each make their own (Pango
/// objects are not shared across threads) and free them in their `deinit`.
enum PangoFontContext {
    /// The font map (it takes its own reference on the configuration) and its context.
    static func make(_ configuration: FontConfiguration) throws(TextError) -> (map: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .pango("create a font map for FreeType fonts")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), configuration.config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw .pango("create a context")
        }
        guard let options = cairo_font_options_create() else {
            g_object_unref(UnsafeMutableRawPointer(context)); g_object_unref(map)
            throw .pango("create font options")
        }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        return (map, context)
    }
}
