import Foundation

/// The open stand-in for SF Symbols: Google's Material Symbols Rounded (Apache-2.0; its licence
/// is LICENSES/MaterialSymbols-Apache-2.0.txt in the repository), a variable font with a
/// weight axis from 100 to 700, a grade axis and filled forms, installed from PyPI
/// (`pip install --no-deps --target … material-design-icons==0.1.5`, which `make deps` does).
/// SF Symbols themselves cannot ship with an open project (Apple's licence); a user's own
/// files (`AUTOCELL_SYMBOL_FONTS`) draw before it. Chosen by measurement and by eye among 16
/// open icon sets (Documentation/Symbols.md): the only one with nine weights and filled forms
/// in one file, round caps and joins like SF's, and 4,268 icons.
public enum SymbolStandIn {
    /// The font's family name.
    public static let family = "Material Symbols Rounded"
    /// The PyPI requirement that installs it (the font build the name table was made for:
    /// version 2.962).
    public static let requirement = "material-design-icons==0.1.5"
    /// What installs it, for the messages.
    public static let installHint = "make deps, or: python3 -m pip install --no-deps --target ~/.local/share/autocell/symbols \(requirement)"
    /// The font file's path inside the installed package.
    static let packagePath = "material_design_icons/assets/MaterialSymbolsRounded.ttf"

    /// Where the font is, found once per process: the first of the folder `make deps` installs
    /// to (`$XDG_DATA_HOME/autocell/symbols`, by default `~/.local/share/autocell/symbols`),
    /// `/usr/local/share/autocell/symbols`, then Python's own package folders (a `pip install`
    /// of the same requirement). Nil when none has it: symbols are then placeholders, said.
    public static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? NSHomeDirectory()
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        var folders = [data + "/autocell/symbols", "/usr/local/share/autocell/symbols"]
        // pip's folders, by Python version, in name order (no dependence on listing order).
        for lib in ["/usr/local/lib", "/usr/lib", home + "/.local/lib"] {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: lib) } catch { continue }  // no such folder: no Python there
            let versions = names.filter { $0.hasPrefix("python3") }.sorted()
            for version in versions {
                folders.append("\(lib)/\(version)/dist-packages")
                folders.append("\(lib)/\(version)/site-packages")
            }
        }
        folders.append("/usr/lib/python3/dist-packages")
        return folders.map { $0 + "/" + packagePath }.first { FileManager.default.isReadableFile(atPath: $0) }
    }()

    /// The stand-in glyph for an SF Symbols name (or its name before SF Symbols 3 renamed it),
    /// if the table has one.
    public static func entry(for name: String) -> Entry? { names[name] ?? renamed[name].flatMap { names[$0] } }

    /// Names SF Symbols 3 (iOS 15) renamed, which apps still write and iOS still draws: the old
    /// name → the new (SF Symbols app, "Name availability"; SFSafeSymbols marks the old ones
    /// deprecated with their new names).
    public static let renamed: [String: String] = [
        "multiply": "xmark", "multiply.circle": "xmark.circle", "multiply.circle.fill": "xmark.circle.fill",
        "multiply.square": "xmark.square", "multiply.square.fill": "xmark.square.fill",
        "line.horizontal.3": "line.3.horizontal", "line.horizontal.3.circle": "line.3.horizontal.circle",
        "line.horizontal.3.circle.fill": "line.3.horizontal.circle.fill", "line.horizontal.3.decrease": "line.3.horizontal.decrease",
        "line.horizontal.3.decrease.circle": "line.3.horizontal.decrease.circle",
        "line.horizontal.3.decrease.circle.fill": "line.3.horizontal.decrease.circle.fill",
    ]
}
