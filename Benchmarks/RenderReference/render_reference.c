/*
 * The reference for `make bench-render`: draws the rows that render-bench laid out, directly
 * with Cairo and Pango, and writes each page with cairo_surface_write_to_png. It reads a
 * display list (one drawing operation a line, tab-separated; see render-bench) so that both
 * sides paint exactly the same rows, with the same font setup: Autocell's font files and family
 * list (given on the command line), * 72 dpi, hint metrics off, no hinting, grey antialiasing, unrounded glyph positions.
 *
 * Usage: render_reference DISPLAY_LIST FONT_FILES FAMILIES OUT_DIR [--no-png]
 * (FONT_FILES ':'-separated; FAMILIES ','-separated, as a Pango font description names them)
 * Prints: reference pages=N paint_ms=X png_ms=Y
 */
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { char *line; } Op;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    if (r > w / 2) r = w / 2;
    if (r > h / 2) r = h / 2;
    if (r <= 0) { cairo_rectangle(cr, x, y, w, h); return; }
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
    cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
    cairo_close_path(cr);
}

int main(int argc, char **argv) {
    if (argc < 5) { fprintf(stderr, "usage: render_reference DISPLAY_LIST FONT_FILES FAMILIES OUT_DIR [--no-png]\n"); return 2; }
    int write_png = !(argc > 5 && strcmp(argv[5], "--no-png") == 0);
    FILE *file = fopen(argv[1], "r");
    if (!file) { perror(argv[1]); return 2; }
    size_t count = 0, capacity = 1024;
    Op *ops = malloc(capacity * sizeof(Op));
    char *line = NULL;
    size_t length = 0;
    while (getline(&line, &length, file) > 0) {
        if (count == capacity) { capacity *= 2; ops = realloc(ops, capacity * sizeof(Op)); }
        line[strcspn(line, "\n")] = 0;
        ops[count++].line = strdup(line);
    }
    free(line);
    fclose(file);

    FcConfig *config = FcConfigCreate();
    /* argv[2]: the font files, ':'-separated, in Autocell's order; argv[3] is the family list. */
    char *files = strdup(argv[2]);
    for (char *file = strtok(files, ":"); file; file = strtok(NULL, ":"))
        FcConfigAppFontAddFile(config, (const FcChar8 *)file);
    free(files);
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72);
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, argv[3]);

    double paint_ms = 0, png_ms = 0;
    int pages = 0;
    cairo_surface_t *surface = NULL;
    cairo_t *cr = NULL;
    double start = 0;
    for (size_t i = 0; i < count; i++) {
        char *op = ops[i].line;
        if (strncmp(op, "page\t", 5) == 0) {
            int pw, ph; double scale;
            sscanf(op + 5, "%d\t%d\t%lf", &pw, &ph, &scale);
            start = now_ms();
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph);
            cr = cairo_create(surface);
            cairo_scale(cr, scale, scale);
        } else if (strncmp(op, "fill\t", 5) == 0) {
            double x, y, w, h, r, g, b, a, radius;
            sscanf(op + 5, "%lf\t%lf\t%lf\t%lf\t%lf\t%lf\t%lf\t%lf\t%lf", &x, &y, &w, &h, &r, &g, &b, &a, &radius);
            cairo_set_source_rgba(cr, r, g, b, a);
            rounded(cr, x, y, w, h, radius);
            cairo_fill(cr);
        } else if (strncmp(op, "clip\t", 5) == 0) {
            double x, y, w, h, radius;
            sscanf(op + 5, "%lf\t%lf\t%lf\t%lf\t%lf", &x, &y, &w, &h, &radius);
            cairo_save(cr);
            rounded(cr, x, y, w, h, radius);
            cairo_clip(cr);
        } else if (strcmp(op, "unclip") == 0) {
            cairo_restore(cr);
        } else if (strncmp(op, "image\t", 6) == 0) {
            char path[4096]; double x, y, w, h;
            sscanf(op + 6, "%4095[^\t]\t%lf\t%lf\t%lf\t%lf", path, &x, &y, &w, &h);
            /* Decoded once, as any program drawing the same avatar on every row would. */
            static char cached_path[4096];
            static cairo_surface_t *cached = NULL;
            if (!cached || strcmp(path, cached_path) != 0) {
                if (cached) cairo_surface_destroy(cached);
                cached = cairo_image_surface_create_from_png(path);
                snprintf(cached_path, sizeof cached_path, "%s", path);
            }
            cairo_surface_t *image = cached;
            double iw = cairo_image_surface_get_width(image), ih = cairo_image_surface_get_height(image);
            cairo_save(cr);
            cairo_translate(cr, x, y);
            cairo_scale(cr, w / iw, h / ih);
            cairo_set_source_surface(cr, image, 0, 0);
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
            cairo_rectangle(cr, 0, 0, iw, ih);
            cairo_fill(cr);
            cairo_restore(cr);
        } else if (strncmp(op, "text\t", 5) == 0) {
            double x, y, w, h, size, r, g, b, a; int weight, lines, ellipsize, align, used = 0;
            sscanf(op + 5, "%lf\t%lf\t%lf\t%lf\t%lf\t%d\t%d\t%d\t%d\t%lf\t%lf\t%lf\t%lf\t%n",
                   &x, &y, &w, &h, &size, &weight, &lines, &ellipsize, &align, &r, &g, &b, &a, &used);
            pango_font_description_set_absolute_size(description, size * PANGO_SCALE);
            pango_font_description_set_weight(description, (PangoWeight)weight);
            pango_layout_set_font_description(layout, description);
            pango_layout_set_text(layout, op + 5 + used, -1);
            pango_layout_set_width(layout, (int)(w * PANGO_SCALE));
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
            pango_layout_set_ellipsize(layout, ellipsize ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
            pango_layout_set_height(layout, ellipsize ? -lines : -1);
            pango_layout_set_alignment(layout, align == 1 ? PANGO_ALIGN_CENTER : align == 2 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
            PangoRectangle logical;
            pango_layout_get_extents(layout, NULL, &logical);
            cairo_save(cr);
            cairo_rectangle(cr, x, y, w, h);
            cairo_clip(cr);
            cairo_set_source_rgba(cr, r, g, b, a);
            cairo_move_to(cr, x, y + (h - (double)logical.height / PANGO_SCALE) / 2);
            pango_cairo_show_layout(cr, layout);
            cairo_restore(cr);
        } else if (strncmp(op, "chevron\t", 8) == 0) {
            double right, mid;
            sscanf(op + 8, "%lf\t%lf", &right, &mid);
            cairo_save(cr);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
            cairo_set_source_rgb(cr, 199 / 255.0, 199 / 255.0, 204 / 255.0);
            cairo_set_line_width(cr, 2);
            cairo_move_to(cr, right - 7, mid - 6);
            cairo_line_to(cr, right - 1, mid);
            cairo_line_to(cr, right - 7, mid + 6);
            cairo_stroke(cr);
            cairo_restore(cr);
        } else if (strcmp(op, "end") == 0) {
            cairo_surface_flush(surface);
            double painted = now_ms();
            paint_ms += painted - start;
            if (write_png) {
                char path[4096];
                snprintf(path, sizeof path, "%s/reference-%04d.png", argv[4], pages + 1);
                if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot write %s\n", path); return 1; }
                png_ms += now_ms() - painted;
            }
            cairo_destroy(cr);
            cairo_surface_destroy(surface);
            pages++;
        }
    }
    printf("reference pages=%d paint_ms=%.1f png_ms=%.1f\n", pages, paint_ms, png_ms);
    pango_font_description_free(description);
    g_object_unref(layout);
    g_object_unref(context);
    g_object_unref(map);
    FcConfigDestroy(config);
    for (size_t i = 0; i < count; i++) free(ops[i].line);
    free(ops);
    return 0;
}
