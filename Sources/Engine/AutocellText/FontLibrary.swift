import Foundation
import AutocellSource

/// The font files Autocell measures and paints with, and nothing else: a private Fontconfig
/// configuration holds only these, so results never depend on what else a machine has
/// installed. Each comes from a Debian package the Makefile installs.
///
/// "system" is Inter (nine weights, each with its italic: the closest free relative of SF Pro,
/// see Documentation/Fixtures.md, "Text"), then, for what Inter cannot draw, in this order: Noto Sans Arabic, Hebrew,
/// Thai and Devanagari (regular and bold), WenQuanYi Micro Hei (simplified and traditional
/// Chinese, Japanese kana and kanji, Korean hangul in one file), Noto Sans Symbols, Symbols 2
/// and Math (arrows, check marks, stars, dingbats), and Noto Color Emoji. Emoji sequences
/// (ZWJ families, flags, keycaps) go to Noto Color Emoji first, as Pango itemizes them.
///
/// A user's own fonts (`adding(userFonts:)`) are searched before all of these: a family they
/// declare can be named in a `font:`, and a team that supplies SF Pro gets it for "system" too.
public struct FontLibrary: Hashable, Sendable {
    public struct FontFile: Hashable, Sendable {
        public var path: String
        /// The Debian package that installs it, for the error message; nil for a user's file.
        public var package: String?
        /// A user's file given as the system font (SF Pro's files: `AUTOCELL_SYSTEM_FONTS`,
        /// `addingSystemFont(_:)`), kept whatever fonts a fixture adds.
        public var isSystemFont = false

        public init(path: String, package: String? = nil, isSystemFont: Bool = false) {
            self.path = path
            self.package = package
            self.isSystemFont = isSystemFont
        }
    }

    /// The user's files (first) and the bundled ones, in search order.
    public var files: [FontFile]
    /// The bundled families in fallback order (the user's come from their files).
    public var bundledFamilies: [String]
    /// The user's files SF Symbols are drawn from before the bundled stand-in
    /// (`AUTOCELL_SYMBOL_FONTS`, `addingSymbolFonts(_:)`, a fixture's `symbolFonts:`): fonts, and
    /// name tables giving each symbol's codepoint in them (`SymbolGlyphs` says how).
    public var symbolFiles: [String] = []

    /// The bundled set, with the system font files `AUTOCELL_SYSTEM_FONTS` names (read once per
    /// process; see `fontPaths(_:)`).
    public static let standard: FontLibrary = {
        let variable = ProcessInfo.processInfo.environment[systemFontVariable] ?? ""
        let symbols = ProcessInfo.processInfo.environment[symbolFontVariable] ?? ""
        return bundled.addingSystemFont(fontPaths(variable)).addingSymbolFonts(fontPaths(symbols, extensions: symbolFileExtensions))
    }()

    /// The environment variable naming SF Symbols' files to draw symbols with (the fonts of the
    /// SF Symbols app or of SF Pro that carry the symbols, and a name table): paths of files or
    /// folders, separated by colons, as `AUTOCELL_SYSTEM_FONTS`. Never bundled.
    public static let symbolFontVariable = "AUTOCELL_SYMBOL_FONTS"

    /// What a symbol folder's files may be: fonts, and name tables (`SymbolNameTable`).
    public static let symbolFileExtensions = ["otf", "ttf", "ttc", "txt", "csv", "tsv"]

    /// This library with `paths` (fonts and name tables) drawing SF Symbols, before the stand-in.
    public func addingSymbolFonts(_ paths: [String]) -> FontLibrary {
        var copy = self
        copy.symbolFiles = paths
        return copy
    }

    /// The environment variable naming SF Pro's files, which then are the system font: paths
    /// of font files or of folders (their `.otf`, `.ttf` and `.ttc` files, by name), separated
    /// by colons. Never bundled: a user points at files they are licensed to use.
    public static let systemFontVariable = "AUTOCELL_SYSTEM_FONTS"

    /// The files a colon-separated list names (`AUTOCELL_SYSTEM_FONTS`'s, `AUTOCELL_SYMBOL_FONTS`'s):
    /// each path as given, a folder's files with one of `extensions` in name order. A path that
    /// is neither is kept, to be refused (naming it) when the library is loaded.
    public static func fontPaths(_ value: String, extensions: [String] = ["otf", "ttf", "ttc"]) -> [String] {
        value.split(separator: ":").map(String.init).filter { !$0.isEmpty }.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                // A folder that cannot be listed is refused by name when the library loads.
                return [path]
            }
            let fonts = names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
            return fonts.map { (path as NSString).appendingPathComponent($0) }
        }
    }

    /// The bundled fonts alone: Inter (the stand-in for SF), the scripts' Noto faces,
    /// WenQuanYi, symbols and emoji.
    public static let bundled: FontLibrary = {
        let inter = "/usr/share/fonts/opentype/inter/"
        let noto = "/usr/share/fonts/truetype/noto/"
        var files: [FontFile] = []
        for weight in ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"] {
            files.append(FontFile(path: inter + "Inter-\(weight).otf", package: "fonts-inter"))
            let italic = weight == "Regular" ? "Italic" : weight + "Italic"
            files.append(FontFile(path: inter + "Inter-\(italic).otf", package: "fonts-inter"))
        }
        for script in ["Arabic", "Hebrew", "Thai", "Devanagari"] {
            files.append(FontFile(path: noto + "NotoSans\(script)-Regular.ttf", package: "fonts-noto-core"))
            files.append(FontFile(path: noto + "NotoSans\(script)-Bold.ttf", package: "fonts-noto-core"))
        }
        files.append(FontFile(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei"))
        for name in ["NotoSansSymbols-Regular", "NotoSansSymbols-Bold", "NotoSansSymbols2-Regular", "NotoSansMath-Regular"] {
            files.append(FontFile(path: noto + name + ".ttf", package: "fonts-noto-core"))
        }
        files.append(FontFile(path: noto + "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"))
        return FontLibrary(files: files, bundledFamilies: [
            "Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai", "Noto Sans Devanagari",
            "WenQuanYi Micro Hei", "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math", "Noto Color Emoji",
        ])
    }()

    /// The most faces a user's font collection may hold: families ship collections of a few
    /// dozen (a CJK collection about 30); Fontconfig loads every face of a collection, so one
    /// of 25,000 faces in 700 KB took 20 s per file.
    public static let maximumCollectionFaces = 256

    /// The most faces the user's files may hold in all (a family of twenty files and a CJK
    /// collection need about fifty): every face is loaded, and 64 collections of 256 faces
    /// took 9 s.
    public static let maximumUserFaces = 1024

    /// How many faces the font file at `path` holds, from its header: a collection's count, 1
    /// for any other file (what is not a font is found when Fontconfig reads it).
    /// - Throws: `TextError.fontFileUnreadable`, or `.fontCollectionTooLarge` past
    ///   `maximumCollectionFaces`.
    public static func faceCount(of path: String) throws(TextError) -> Int {
        let header: [UInt8]
        do throws(BoundedFile.Failure) {
            header = try BoundedFile.head(path, count: 12)
        } catch {
            throw .fontFileUnreadable(path: path)
        }
        guard header.count == 12, header.starts(with: Array("ttcf".utf8)) else { return 1 }
        let faces = header[8..<12].reduce(0) { $0 << 8 | Int($1) }
        guard faces <= maximumCollectionFaces else { throw .fontCollectionTooLarge(path: path, faces: faces) }
        return faces
    }

    /// The family emoji runs are drawn with.
    public static let emojiFamily = "Noto Color Emoji"

    /// This library with `paths` (font files: TrueType, OpenType, collections) searched first.
    /// The system font's files stay.
    public func adding(userFonts paths: [String]) -> FontLibrary {
        var copy = self
        copy.files = paths.map { FontFile(path: $0) } + files.filter { $0.package != nil || $0.isSystemFont }
        return copy
    }

    /// This library with SF Pro's files (`paths`: SF Pro, or SF Pro Text and SF Pro Display)
    /// as the system font: `systemFont(ofSize:)` and the text styles draw with them, with
    /// UIKit's optical sizes (SF Pro Text below 20 pt, SF Pro Display from 20 pt) and SF's
    /// tracking, and none of the stand-in's corrections. The Swift form of
    /// `AUTOCELL_SYSTEM_FONTS`; a fixture's `fonts:` with SF Pro's files does the same.
    public func addingSystemFont(_ paths: [String]) -> FontLibrary {
        guard !paths.isEmpty else { return self }
        var copy = self
        let given = Set(paths)
        copy.files = paths.map { FontFile(path: $0, isSystemFont: true) } + files.filter { !given.contains($0.path) }
        return copy
    }

    /// The user's files, in the order given.
    public var userFiles: [String] { files.filter { $0.package == nil }.map(\.path) }

    /// The loaded configuration (made once per library and process): its family names, and
    /// the Fontconfig state every measurer of this library shares.
    public func configuration() throws(TextError) -> FontConfiguration {
        try FontConfiguration.shared(for: self)
    }
}
