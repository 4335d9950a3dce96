/// The font files Autocell measures and paints with, and nothing else: a private Fontconfig
/// configuration holds only these, so results never depend on what else a machine has
/// installed. "system" is WenQuanYi Micro Hei, whose Latin glyphs and CJK coverage come from one
/// file; bold is synthesized from it, the same way on every machine.
public struct FontLibrary: Sendable {
    public struct FontFile: Sendable {
        public var path: String
        /// The Debian package that installs it, for the error message.
        public var package: String
    }

    /// The family name the files declare.
    public var family: String
    public var files: [FontFile]

    public static let standard = FontLibrary(
        family: "WenQuanYi Micro Hei",
        files: [FontFile(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei")]
    )
}
