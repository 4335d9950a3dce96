#!/usr/bin/env python3
"""Makes Fixtures/fonts/SymbolsTest.ttf and SymbolsTest-names.txt: a small test font shaped as
Apple's symbol fonts are (symbols at private-use codepoints from U+100000 under glyph names that
are not the symbols' names, a weight axis, a name table beside it), so that the
bring-your-own path (AUTOCELL_SYMBOL_FONTS, symbolFonts:) is tested without Apple's files.
Its outlines are Google's Material Symbols *Sharp* (Apache-2.0, LICENSES/), a different style
from the stand-in's Rounded, so a picture shows which font drew. Two symbols are found by glyph
name instead of the table (person.crop.circle, bolt.fill). Run by hand with fontTools:
    python3 Scripts/make-test-symbol-font.py PATH/TO/MaterialSymbolsSharp.ttf
"""
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
from fontTools import subset

# (SF Symbols name, Material glyph): the 40 names most used by the apps counted
# (Documentation/Symbols.md), and the three the tests draw.
SYMBOLS = [
    ("plus", "add"), ("xmark", "close"), ("checkmark", "check"), ("trash", "delete"),
    ("magnifyingglass", "search"), ("checkmark.circle.fill", "check_circle.fill"), ("chevron.right", "chevron_right"),
    ("xmark.circle.fill", "cancel.fill"), ("doc.on.doc", "content_copy"), ("square.and.arrow.up", "ios_share"),
    ("pencil", "edit"), ("info.circle", "info"), ("ellipsis", "more_horiz"), ("chevron.down", "expand_more"),
    ("gear", "settings"), ("play.fill", "play_arrow.fill"), ("globe", "language"), ("calendar", "calendar_today"),
    ("circle", "circle"), ("star.fill", "star.fill"), ("star", "star"), ("heart.fill", "favorite.fill"),
    ("heart", "favorite"), ("person.fill", "person.fill"), ("person", "person"), ("folder", "folder"),
    ("bell", "notifications"), ("house", "home"), ("photo", "image"), ("clock", "schedule"),
    ("exclamationmark.triangle", "warning"), ("arrow.clockwise", "refresh"), ("chevron.left", "chevron_left"),
    ("chevron.up", "expand_less"), ("lock", "lock"), ("envelope", "mail"), ("bookmark", "bookmark"),
    ("camera", "photo_camera"), ("mic", "mic"), ("pause.fill", "pause.fill"),
]
BY_NAME = [("person.crop.circle", "account_circle"), ("bolt.fill", "bolt")]


def main(source):
    font = TTFont(source)
    cmap = font.getBestCmap()
    order = set(font.getGlyphOrder())
    import json, os
    points = json.load(open(os.path.join(os.path.dirname(source), "codepoints.json")))

    def glyph(name):
        return name if name in order else cmap[ord(points[name])]

    wanted = [glyph(m) for _, m in SYMBOLS + BY_NAME]
    options = subset.Options()
    options.glyph_names = True
    options.layout_features = []
    options.notdef_outline = True
    options.name_IDs = ["*"]
    sub = subset.Subsetter(options)
    sub.populate(glyphs=wanted)
    sub.subset(font)
    font = instancer.instantiateVariableFont(font, {"FILL": 0, "GRAD": 0, "opsz": 24})
    rename, unicodes, table = {}, {}, []
    for index, (sf, material) in enumerate(SYMBOLS):
        code = 0x100000 + index
        rename[glyph(material)] = "uni%06X" % code
        unicodes[code] = "uni%06X" % code
        table.append("%s U+%06X" % (sf, code))
    for sf, material in BY_NAME:
        rename[glyph(material)] = sf
    font.setGlyphOrder([rename.get(g, g) for g in font.getGlyphOrder()])
    for g in list(font["glyf"].glyphs):
        if g in rename: font["glyf"].glyphs[rename[g]] = font["glyf"].glyphs.pop(g)
    font["hmtx"].metrics = {rename.get(g, g): m for g, m in font["hmtx"].metrics.items()}
    if "gvar" in font:
        font["gvar"].variations = {rename.get(g, g): v for g, v in font["gvar"].variations.items()}
    if "HVAR" in font: del font["HVAR"]
    for t in font["cmap"].tables:
        t.cmap = {}
    font["cmap"].tables = [t for t in font["cmap"].tables if t.format in (4, 12)]
    for t in font["cmap"].tables:
        if t.format == 12: t.cmap = dict(unicodes)
    if not any(t.format == 12 for t in font["cmap"].tables):
        from fontTools.ttLib.tables._c_m_a_p import cmap_format_12
        t = cmap_format_12(12); t.platformID, t.platEncID, t.language, t.cmap = 3, 10, 0, dict(unicodes)
        font["cmap"].tables.append(t)
    font.getReverseGlyphMap(rebuild=True)
    font["post"].formatType = 2.0
    for record in font["name"].names:
        if record.nameID in (1, 16): record.string = "Autocell Symbols Test"
        if record.nameID in (4,): record.string = "Autocell Symbols Test Regular"
        if record.nameID in (6,): record.string = "AutocellSymbolsTest-Regular"
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "fonts")
    font.save(os.path.join(out, "SymbolsTest.ttf"))
    with open(os.path.join(out, "SymbolsTest-names.txt"), "w") as f:
        f.write("# SF Symbols names and their codepoints in SymbolsTest.ttf (Scripts/make-test-symbol-font.py)\n")
        f.write("\n".join(table) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
