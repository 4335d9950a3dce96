import AutocellLayout
import Foundation
import AutocellText
import AutocellDrawing

/// Xcode asset catalogs read as UIKit reads them at run time, from the folders in
/// `UIImage.searchPaths` (a test points them at its resources, `Bundle.module`'s or its own):
/// `NAME.imageset` and `NAME.colorset` folders anywhere inside an `.xcassets` folder, each
/// described by its `Contents.json` (Apple's "Asset Catalog Format Reference"): an image set's
/// file for each scale, a colour set's sRGB colour for the default and the dark appearance.
enum AssetCatalogs {
    /// The first `NAME.KIND` folder under the search paths (depth-limited, sorted: the same
    /// folder every run).
    static func folder(named name: String, kind: String) -> String? {
        let wanted = "\(name).\(kind)"
        for root in UIImage.searchPaths {
            if let found = search(root, for: wanted, depth: 6) { return found }
        }
        return nil
    }

    private static func search(_ folder: String, for wanted: String, depth: Int) -> String? {
        var isFolder: ObjCBool = false
        // A search path that is not there holds no catalog (a test's resources may not exist).
        guard depth > 0, FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            UIKitDiagnostics.report("asset catalogs: cannot list \(folder): \(error.localizedDescription)")
            return nil
        }
        let direct = (folder as NSString).appendingPathComponent(wanted)
        if FileManager.default.fileExists(atPath: direct, isDirectory: &isFolder), isFolder.boolValue { return direct }
        for entry in entries.sorted() where !entry.hasPrefix(".") && !entry.contains(".imageset") && !entry.contains(".colorset") {
            let path = (folder as NSString).appendingPathComponent(entry)
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if let found = search(path, for: wanted, depth: depth - 1) { return found }
        }
        return nil
    }

    private static func contents(of folder: String) -> [String: Any]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            UIKitDiagnostics.report("asset catalog: \(path) is missing or unreadable")
            return nil
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            // Foundation's message names where the JSON stops being JSON.
            UIKitDiagnostics.report("asset catalog: \(path) is not JSON: \(error.localizedDescription)")
            return nil
        }
        guard let json = parsed as? [String: Any] else {
            UIKitDiagnostics.report("asset catalog: \(path): expected a JSON object with \"images\" or \"colors\"")
            return nil
        }
        return json
    }

    /// An image set's PNG for `scale`: that scale's file, else the nearest larger, else any.
    static func imageFile(named name: String, scale: CGFloat) -> (path: String, scale: CGFloat)? {
        guard let folder = folder(named: name, kind: "imageset"), let json = contents(of: folder),
              let images = json["images"] as? [[String: Any]] else { return nil }
        let files: [(scale: CGFloat, file: String)] = images.compactMap { image in
            guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png") else { return nil }
            let text = (image["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            return (CGFloat(Double(text) ?? 1), (folder as NSString).appendingPathComponent(file))
        }
        if images.contains(where: { ($0["filename"] as? String).map { !$0.lowercased().hasSuffix(".png") } ?? false }) && files.isEmpty {
            UIKitDiagnostics.report("asset catalog image '\(name)': only PNG files are read (a PDF or HEIC image set is not)")
        }
        let ordered = files.sorted { abs($0.scale - scale) == abs($1.scale - scale) ? $0.scale > $1.scale : abs($0.scale - scale) < abs($1.scale - scale) }
        return ordered.first.map { ($0.file, $0.scale) }
    }

    /// A colour set's colour, light and dark (the dark one when the set has a dark appearance).
    static func color(named name: String) -> UIColor? {
        guard let folder = folder(named: name, kind: "colorset"), let json = contents(of: folder),
              let colors = json["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
        for entry in colors {
            guard let color = entry["color"] as? [String: Any], let parsed = parse(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { ($0["value"] as? String) == "dark" }) {
                dark = parsed
            } else if appearances.isEmpty {
                light = parsed
            }
        }
        guard let light = light ?? dark else { return nil }
        return UIColor(light: light, dark: dark ?? light)
    }

    /// `{"color-space": …, "components": {"red": "0.5" | "0x7F" | "127", …, "alpha": "1.000"}}`,
    /// or a system colour by name (`"platform": "ios", "reference": "systemBlueColor"`).
    private static func parse(_ color: [String: Any]) -> Color? {
        if let reference = color["reference"] as? String {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            return SystemColor.named(name, .light)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String, _ fallback: Double) -> Double {
            guard let raw = components[key] else { return fallback }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return Double(hex) / 255 }
            guard let number = Double(text) else { return fallback }
            return text.contains(".") || number <= 1 && key == "alpha" ? number : number / 255
        }
        if let white = components["white"] {
            let level = value("white", Double("\(white)") ?? 0)
            return Color(red: level, green: level, blue: level, alpha: value("alpha", 1))
        }
        if (color["color-space"] as? String)?.contains("p3") == true {
            UIKitDiagnostics.report("asset catalog colour in Display P3: Autocell draws its components as sRGB")
        }
        return Color(red: value("red", 0), green: value("green", 0), blue: value("blue", 0), alpha: value("alpha", 1))
    }
}

extension UIColor {
    /// `UIColor(named:)`: a colour set of an asset catalog in `UIImage.searchPaths`, light and
    /// dark (`AssetCatalogs`); nil when there is none, as UIKit returns nil.
    public convenience init?(named name: String) {
        guard let color = AssetCatalogs.color(named: name) else { return nil }
        self.init(light: color.resolved(UITraitCollection(userInterfaceStyle: .light)), dark: color.resolved(UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// `UIColor(named:in:compatibleWith:)`: as `UIColor(named:)`, whatever the bundle.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
}

extension Bundle {
    /// `loadNibNamed(_:owner:options:)`: the top-level objects of `NAME.xib` in this bundle's
    /// resources or `UINib.searchPaths` (`UINib(nibName:bundle:)`).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil, fileID: String = #fileID) -> [Any]? {
        UINib(nibName: name, bundle: self, fileID: fileID).instantiate(withOwner: owner, options: options)
    }
}

/// `ColorResource` and `ImageResource`: the asset symbols Xcode 15 generates
/// (`UIColor(resource: .brandTint)`), read from the asset catalog by name as `UIColor(named:)`
/// and `UIImage(named:)` are. A name the catalog lacks is said and drawn as the named
/// initializers' missing asset is.
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIColor {
    public convenience init(resource: ColorResource) {
        if let color = UIColor(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(dynamicProvider: { color.resolvedColor(with: $0) })
        } else {
            UIKitDiagnostics.report("no color named '\(resource.name)' found in asset catalog for \(resource.bundle.bundlePath)")
            self.init(white: 0, alpha: 0)
        }
    }
}

extension UIImage {
    public convenience init(resource: ImageResource) {
        if let image = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil), let cgImage = image.cgImage {
            self.init(cgImage: cgImage, scale: image.scale, orientation: .up)
        } else {
            UIKitDiagnostics.report("no image named '\(resource.name)' found in asset catalog for \(resource.bundle.bundlePath)")
            self.init()
        }
    }
}
