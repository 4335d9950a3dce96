import CPango
import Synchronization

/// A font library loaded into a private Fontconfig configuration: only its files and two rules
/// (below). Made once per library and process and shared by every measurer of that library
/// (Fontconfig guards its configurations itself; each measurer still owns its own Pango font
/// map, context and layouts). Loading the bundled set reads 40 font files, so this is what
/// `TextMeasurer.init` would otherwise repeat for every worker.
public final class FontConfiguration: @unchecked Sendable {
    /// Never mutated after `init`; Fontconfig locks its own state when font maps read it.
    let config: OpaquePointer
    /// Family names in search order: the user's files' first, then the bundled fallbacks.
    public let families: [String]
    /// The families the user's files declare, in the order of the files.
    public let userFamilies: [String]
    /// What Pango's font description names for the system font: every family, in order, SF
    /// Pro's text optical size first (below 20 pt).
    let systemFamilyList: String
    /// The same from 20 pt: SF Pro Display before SF Pro Text, when both are there.
    let displayFamilyList: String
    /// The families of SF Pro's files (the system font when there are any): the files given as
    /// the system font, and any user family named "SF Pro …".
    public let systemFontFamilies: [String]

    /// UIKit's switch between SF's optical sizes: SF Pro Text below 20 pt, SF Pro Display from
    /// 20 pt (Apple's "Fonts for Apple platforms": Text "for text 19 points or smaller",
    /// Display "for text 20 points or larger"; iOS makes the switch itself).
    public static let displayOpticalSize = 20.0

    /// Which system font draws: SF Pro's families, a user's font that stands first, or the
    /// bundled stand-in; for output.
    public var systemFontDescription: String {
        if !systemFontFamilies.isEmpty { return systemFontFamilies.joined(separator: " / ") }
        if let first = userFamilies.first { return "\(first) (the fixture's first font)" }
        return "Inter (the bundled stand-in for SF Pro)"
    }

    private static let cache = Mutex<[FontLibrary: FontConfiguration]>([:])

    static func shared(for library: FontLibrary) throws(TextError) -> FontConfiguration {
        if let existing = cache.withLock({ $0[library] }) { return existing }
        let made = try FontConfiguration(library)
        return cache.withLock { entries in
            if let raced = entries[library] { return raced }
            entries[library] = made
            return made
        }
    }

    private init(_ library: FontLibrary) throws(TextError) {
        guard let config = FcConfigCreate() else { throw .pango("create a Fontconfig configuration") }
        var made = false
        defer { if !made { FcConfigDestroy(config) } }
        // Three rules. Emoji runs, which Pango asks for under the family "emoji", go to the
        // bundled emoji font. A bitmap font (Noto Color Emoji has one 109 px strike) is
        // scaled to the size asked for, as Debian's 10-scale-bitmap-fonts.conf does for the
        // system configuration; without it an emoji is drawn 109 px tall at any size. And a
        // face with no bold (WenQuanYi Micro Hei, the CJK font) asked for semibold or heavier is
        // emboldened, as Fontconfig's own 90-synthetic.conf does: iOS draws a Chinese headline
        // in PingFang's semibold, not regular (issue 50).
        let rules = """
            <?xml version="1.0"?><fontconfig>
            <alias binding="same"><family>emoji</family><prefer><family>\(FontLibrary.emojiFamily)</family></prefer></alias>
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
            <name target="font">pixelsize</name></divide></edit></match>
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>\
            <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
            <match target="font"><test name="weight" compare="less_eq"><const>medium</const></test>\
            <test target="pattern" name="weight" compare="more_eq"><const>demibold</const></test>\
            <edit name="embolden" mode="assign"><bool>true</bool></edit><edit name="weight" mode="assign"><const>bold</const></edit></match>
            </fontconfig>
            """
        guard FcConfigParseAndLoadFromMemory(config, rules, FcTrue) == FcTrue else {
            throw .pango("load Autocell's Fontconfig rules")
        }
        var userFaces = 0
        for file in library.files {
            // The user's faces counted from the files' headers, before Fontconfig loads them.
            if file.package == nil {
                userFaces += try FontLibrary.faceCount(of: file.path)
                guard userFaces <= FontLibrary.maximumUserFaces else { throw .tooManyFontFaces(faces: userFaces) }
            }
            guard FcConfigAppFontAddFile(config, file.path) == FcTrue else {
                if let package = file.package { throw .fontFileMissing(path: file.path, package: package) }
                throw .fontFileUnreadable(path: file.path)
            }
        }
        // Every face opened once, by Autocell, so that Cairo does not open and close them
        // under threads that measure at once (FreeTypeFaces says why).
        if let set = FcConfigGetFonts(config, FcSetApplication) { try FreeTypeFaces.attach(to: set) }
        // The user's families, read back from the fonts the configuration now holds.
        var user: [String] = []
        // Each user file's families (the system font's files are user files too).
        var byFile: [String: [String]] = [:]
        let userPaths = Set(library.userFiles)
        if !userPaths.isEmpty, let set = FcConfigGetFonts(config, FcSetApplication) {
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                var family: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
                      FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family else { continue }
                let path = String(cString: file), name = String(cString: family)
                if userPaths.contains(path) && !(byFile[path]?.contains(name) ?? false) { byFile[path, default: []].append(name) }
            }
            for path in library.userFiles {
                for name in byFile[path] ?? [] where !user.contains(name) { user.append(name) }
            }
        }
        // SF Pro's families: those of the files given as the system font, then any other user
        // family named "SF Pro…"; text sizes first, the Display cut first from 20 pt.
        var system: [String] = []
        for file in library.files where file.isSystemFont {
            for name in byFile[file.path] ?? [] where !system.contains(name) { system.append(name) }
        }
        for name in user where name.hasPrefix("SF Pro") && !system.contains(name) { system.append(name) }
        let isDisplay = { (name: String) in name.range(of: "Display") != nil }
        let textFirst = system.filter { !isDisplay($0) } + system.filter(isDisplay)
        let displayFirst = system.filter(isDisplay) + system.filter { !isDisplay($0) }
        let rest = user.filter { !system.contains($0) } + library.bundledFamilies.filter { !user.contains($0) && !system.contains($0) }
        self.config = config
        self.userFamilies = user
        self.systemFontFamilies = system
        self.families = textFirst + rest
        self.systemFamilyList = (textFirst + rest).joined(separator: ",")
        self.displayFamilyList = (displayFirst + rest).joined(separator: ",")
        made = true
    }

    deinit { FcConfigDestroy(config) }

    /// Whether `family` (case-insensitively) is one the library holds.
    public func hasFamily(_ family: String) -> Bool {
        let lower = family.lowercased()
        return families.contains { $0.lowercased() == lower }
    }

    /// The family list for `font`: its own family first (if it names one), then the rest; for
    /// the system font, SF's optical size for its size first.
    func familyList(for font: Font) -> String {
        guard let family = font.family else { return font.size >= Self.displayOpticalSize ? displayFamilyList : systemFamilyList }
        return family + "," + systemFamilyList
    }
}
