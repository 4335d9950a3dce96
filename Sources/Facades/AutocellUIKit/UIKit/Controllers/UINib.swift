import AutocellImage
import AutocellInterfaceBuilder
import AutocellLayout
import AutocellSource
import Foundation
import AutocellText

/// `UINib`: an Interface Builder file (.xib, read as Xcode saves it; there is no compiled
/// .nib on Linux) whose cell `instantiate(withOwner:options:)` builds as UIKit objects: the
/// cell of its custom class, its views, constraints and properties (`IBCellReader`), outlets
/// connected, `awakeFromNib()` sent.
///
/// Custom classes: a `customClass` is looked up as `Module.Class` (`NSClassFromString`) with
/// the file's `customModule`, else the module of the code that made the `UINib`, else in
/// `UINib.customClasses`, which a test can fill.
///
/// Outlets: Swift on Linux rejects `@IBOutlet` (it needs `@objc`) and has no key-value coding,
/// so an object whose outlets a nib connects declares them by key path, `UINibOutletConnecting`.
@preconcurrency @MainActor
public final class UINib {
    /// `UINib.OptionsKey` (no option changes loading here).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Where `UINib(nibName:bundle:)` and `UIStoryboard(name:bundle:)` look after the bundle:
    /// `NAME.xib` or `NAME.storyboard` in each folder, in order.
    public static var searchPaths: [String] = []
    /// Classes by the name a file gives as `customClass`, for classes not found by module.
    public static var customClasses: [String: AnyClass] = [:]

    private enum Source { case data(Data, file: String), missing(String) }
    private let source: Source
    private let callerModule: String?
    /// What of the file this nib makes: its first cell or top-level view; a storyboard's
    /// prototype cell (a storyboard registers each as a nib under its reuse identifier); or a
    /// storyboard view controller's view.
    enum Part: Equatable { case whole, prototype(String), controllerView(String) }
    private var part = Part.whole
    /// The file read once for the text size it was read at, resolved for light and dark: a nib
    /// registered with a table is read once, not once per cell it makes.
    private var read: (category: ContentSizeCategory, light: IBCell, dark: IBCell)?

    /// `UINib(nibName:bundle:)`: `NAME.xib` in the bundle's resources, then in `UINib.searchPaths`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?, fileID: String = #fileID) {
        callerModule = fileID.split(separator: "/").first.map(String.init)
        let file = name.hasSuffix(".xib") ? name : name + ".xib"
        let found = Self.resource(file, bundle: bundleOrNil)
        if let path = found.path {
            do throws(BoundedFile.Failure) {
                source = .data(try IBXML.contents(of: path), file: path)
            } catch {
                source = .missing("Could not load NIB '\(path)': \(error)")
            }
            return
        }
        source = .missing("Could not load NIB in bundle: '\(bundleOrNil?.bundlePath ?? Bundle.main.bundlePath)' with name '\(name)' (looked for \(file) in \(found.searched.isEmpty ? "no folder" : found.searched.joined(separator: ", ")))")
    }

    /// The class an Interface Builder file names `customClass`: `Module.Class` in each of
    /// `modules` (the file's module first), then the bare name, then `UINib.customClasses`.
    /// Nil, with the names looked for, when none is found.
    static func customClass(_ customClass: String, modules: [String]) -> (found: AnyClass?, lookedFor: String) {
        let candidates = modules.map { "\($0).\(customClass)" } + [customClass]
        let found: AnyClass? = candidates.lazy.compactMap({ NSClassFromString($0) }).first ?? customClasses[customClass]
        return (found, candidates.joined(separator: ", ") + " and in UINib.customClasses")
    }

    /// Where an Interface Builder file named `file` is: the bundle's resources, then each of
    /// `UINib.searchPaths`, the first that has it (nibs and storyboards alike).
    static func resource(_ file: String, bundle bundleOrNil: Bundle?) -> (path: String?, searched: [String]) {
        var candidates: [String] = []
        if let resources = (bundleOrNil ?? Bundle.main).resourcePath { candidates.append(resources) }
        candidates += searchPaths
        for folder in candidates {
            let path = (folder as NSString).appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: path) { return (path, candidates) }
        }
        return (nil, candidates)
    }

    /// A part of a storyboard (`UIStoryboard`): a prototype cell or a view controller's view.
    init(storyboard data: Data, file: String, part: Part, callerModule: String?) {
        self.callerModule = callerModule
        source = .data(data, file: file)
        self.part = part
    }

    /// `UINib(data:bundle:)`: the .xib's XML.
    public init(data: Data, bundle bundleOrNil: Bundle?, fileID: String = #fileID) {
        callerModule = fileID.split(separator: "/").first.map(String.init)
        source = .data(data, file: "<UINib data>")
    }

    /// The file's top-level objects (its cell), outlets connected to the cell and to
    /// `ownerOrNil`. A file that cannot be read is reported (FILE:LINE:COLUMN) and gives no
    /// objects, as UIKit's exception stops loading; `instantiateChecked` throws instead.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiateChecked(withOwner: ownerOrNil)
        } catch {
            UIKitDiagnostics.report("UINib: \(error)")
            return []
        }
    }

    /// `instantiate(withOwner:options:)`, throwing what stops it (a missing or malformed
    /// file, a custom class that is not a view of the right kind).
    public func instantiateChecked(withOwner ownerOrNil: Any?) throws(Diagnostic) -> [Any] {
        switch source {
        case .missing(let message): throw Diagnostic.file("UINib", message)
        case .data(let data, let file):
            let category = UITraitCollection.current.preferredContentSizeCategory.category
            let light: IBCell, dark: IBCell
            if let read, read.category == category {
                (light, dark) = (read.light, read.dark)
            } else {
                // Read once: the cell's colours keep both appearances' values, resolved here.
                let identifier: String?, controller: String?
                switch part {
                case .whole: (identifier, controller) = (nil, nil)
                case .prototype(let reuseIdentifier): (identifier, controller) = (reuseIdentifier, nil)
                case .controllerView(let id): (identifier, controller) = (nil, id)
                }
                // Read without traits, then resolved for the current text size (the one resolve).
                var cell = try IBCellReader.read(file: file, data: data, identifier: identifier, controller: controller)
                let traits = ValueTraits(appearance: .light, category: category)
                cell.template = cell.template.resolved(for: traits)
                cell.sizeClassTemplates = cell.sizeClassTemplates.mapValues { $0.resolved(for: traits) }
                light = cell
                var resolved = light
                resolved.template = light.template.resolved(for: ValueTraits(appearance: .dark, category: category))
                dark = resolved
                // An image the file names that UIImage finds (`UIImage.searchPaths`) is drawn:
                // the reader's word that it is in an asset catalog and drawn empty is not said.
                let found = Set(light.imageNames.values.filter { UIImage(named: $0) != nil })
                for warning in light.warnings where !found.contains(where: { warning.message.hasPrefix("image '\($0)'") }) {
                    UIKitDiagnostics.report("\(warning)")
                }
                read = (category, light, dark)
            }
            var loader = NibLoader(light: light, dark: dark, file: file, modules: [light.customModule, callerModule].compactMap { $0 })
            return [try loader.load(owner: ownerOrNil as AnyObject?)]
        }
    }
}

/// An object whose outlets a nib connects, by name: on Linux, where Swift has neither
/// `@IBOutlet` nor key-value coding, the class lists its outlets as key paths, e.g. in a file
/// only Linux compiles:
///
///     extension PostCell: UINibOutletConnecting {
///         static var nibOutlets: [String: AnyKeyPath] { ["titleLabel": \PostCell.titleLabel] }
///     }
@preconcurrency @MainActor
public protocol UINibOutletConnecting: AnyObject {
    static var nibOutlets: [String: AnyKeyPath] { get }
}

/// `NSCoder` for nib-loaded objects: `init?(coder:)` receives one (as on iOS, UIKit's
/// `UINibDecoder`); a cell reads its reuse identifier from it.
public final class UINibDecoder: NSCoder {
    let reuseIdentifier: String?
    /// The built-in style the file's cell names (`UITableViewCell.init(coder:)` takes it).
    let cellStyle: UITableViewCell.CellStyle
    init(reuseIdentifier: String?, cellStyle: UITableViewCell.CellStyle = .default) {
        self.reuseIdentifier = reuseIdentifier
        self.cellStyle = cellStyle
        super.init()
    }
}
