import AutocellLayout
import AutocellSource
import Foundation
import AutocellText
import AutocellDrawing

/// A storyboard's scenes as `UIStoryboard` instantiates them: each view controller with its
/// class, storyboard identifier and view. A table or collection view controller's view is its
/// table or collection view, with the attributes the file sets and its prototype cells (UIKit
/// registers each prototype as a nib under its reuse identifier, so `dequeueReusableCell` gives
/// a cell read from the file, `IBCellReader.read(…identifier:)`). A plain view controller's view
/// is read as a plain view (`IBCellReader.read(…controller:)`). A navigation controller names
/// its root view controller (`relationship="rootViewController"`).
public struct IBStoryboard: Sendable {
    public enum Kind: String, Sendable {
        case viewController, tableViewController, collectionViewController, navigationController
        case tabBarController, pageViewController, splitViewController, hostingController, avPlayerViewController
    }

    /// A table view as the file sets it (absent attributes: nil, UIKit's defaults stay).
    public struct Table: Sendable {
        /// `plain`, `grouped` or `insetGrouped`.
        public var style = "plain"
        /// `default`/`singleLine` or `none`.
        public var separatorStyle: String?
        /// -1: automatic.
        public var rowHeight: Double?
        public var estimatedRowHeight: Double?
        public var sectionHeaderHeight: Double?
        public var sectionFooterHeight: Double?
        public var estimatedSectionHeaderHeight: Double?
        public var estimatedSectionFooterHeight: Double?
        /// The separator inset's left (`minX`) and right (`maxX`).
        public var separatorInset: (left: Double, right: Double)?
        /// In light and dark.
        public var background: (light: Color, dark: Color)?
        public var separatorColor: (light: Color, dark: Color)?
        public var allowsSelection: Bool?
        public var showsVerticalScrollIndicator: Bool?
        /// Reuse identifiers of the prototype cells, in the file's order.
        public var prototypes: [String] = []
        /// Static cells (`dataMode="static"`): a table view controller's content is in the file.
        public var staticCells = false
        public var hasRefreshControl = false
    }

    /// A collection view as the file sets it.
    public struct Collection: Sendable {
        public var prototypes: [String] = []
        /// The flow layout's values (`collectionViewFlowLayout`), when the file uses one.
        public var itemSize: Size?
        public var estimatedItemSize: Size?
        public var minimumLineSpacing: Double?
        public var minimumInteritemSpacing: Double?
        public var sectionInset: EdgeInsets?
        public var scrollsHorizontally = false
        public var background: (light: Color, dark: Color)?
    }

    public struct Controller: Sendable {
        public var id: String
        public var kind: Kind
        public var customClass: String?
        /// The module a custom class is looked up in (nil: the app's own, `customModuleProvider="target"`).
        public var customModule: String?
        public var storyboardIdentifier: String?
        /// Its line and column in the file.
        public var line: Int
        public var column: Int
        public var table: Table?
        public var collection: Collection?
        /// A navigation controller's root view controller, by id.
        public var rootViewController: String?
        /// The controller's view is a plain `<view>` the file gives.
        public var hasOwnView = false
        /// `title`, `navigationItem`'s title.
        public var title: String?
    }

    public let file: String
    public var initialViewController: String?
    public var controllers: [Controller] = []
    public var warnings: [Diagnostic] = []

    public func controller(id: String) -> Controller? { controllers.first { $0.id == id } }
    public func controller(storyboardIdentifier: String) -> Controller? { controllers.first { $0.storyboardIdentifier == storyboardIdentifier } }

    /// Reads the scenes of a storyboard (document version 3.0). A file that is not a
    /// storyboard, or is malformed, is an error at its line and column.
    public static func read(file: String, data: Data) throws(Diagnostic) -> IBStoryboard {
        let root = try IBXML.parse(data, file: file)
        let text = String(decoding: data, as: UTF8.self)
        var light = IBCellReader(file: file, text: text, appearance: .light)
        var dark = IBCellReader(file: file, text: text, appearance: .dark)
        guard root.name == "document" else { throw light.error("expected an Interface Builder <document>, found <\(root.name)>", at: root) }
        guard (root["type"] ?? "").contains("Storyboard") else {
            throw light.error("not a storyboard (document type '\(root["type"] ?? "none")'); a .xib is loaded with UINib", at: root)
        }
        if let version = root["version"], version != "3.0" {
            throw light.error("Interface Builder document version \(version) is not supported; expected 3.0 (Xcode 8 and later)", at: root)
        }
        // Named colours of the file's resources, for the tables' colours.
        for resource in root.descendants where resource.parent?.name == "resources" && resource.name == "namedColor" {
            if let name = resource["name"], let color = resource.child("color") {
                light.namedColors[name] = try light.readColor(color, resolveNamed: false) ?? .black
                dark.namedColors[name] = try dark.readColor(color, resolveNamed: false) ?? .black
            }
        }
        func colour(_ element: IBElement?) throws(Diagnostic) -> (light: Color, dark: Color)? {
            guard let element, let l = try light.readColor(element), let d = try dark.readColor(element) else { return nil }
            return (l, d)
        }
        func flag(_ value: String?) -> Bool? { value.map { $0 == "YES" } }

        var storyboard = IBStoryboard(file: file)
        storyboard.initialViewController = root["initialViewController"]
        let scenes = root.child("scenes")?.children("scene") ?? []
        for scene in scenes {
            for element in scene.child("objects")?.children ?? [] where element["sceneMemberID"] == "viewController" {
                guard let id = element["id"] else { continue }
                guard let kind = Kind(rawValue: element.name) else {
                    storyboard.warnings.append(light.error("<\(element.name)> scenes are not supported: instantiating it gives no view controller", at: element))
                    continue
                }
                var controller = Controller(
                    id: id, kind: kind, customClass: element["customClass"],
                    customModule: element["customModuleProvider"] == "target" ? nil : element["customModule"],
                    storyboardIdentifier: element["storyboardIdentifier"], line: element.line, column: element.column)
                controller.title = element["title"] ?? element.child("navigationItem", key: "navigationItem")?["title"]
                let view = element.children.first { $0["key"] == "view" }
                switch kind {
                case .tableViewController:
                    guard let tableView = view, tableView.name == "tableView" else { break }
                    var table = Table()
                    table.style = tableView["style"] ?? "plain"
                    table.separatorStyle = tableView["separatorStyle"]
                    func length(_ key: String) throws(Diagnostic) -> Double? {
                        tableView[key] == nil ? nil : try light.number(key, of: tableView, default: 0, in: -1...IBCellReader.maximumNumber)
                    }
                    table.rowHeight = try length("rowHeight")
                    table.estimatedRowHeight = try length("estimatedRowHeight")
                    table.sectionHeaderHeight = try length("sectionHeaderHeight")
                    table.sectionFooterHeight = try length("sectionFooterHeight")
                    table.estimatedSectionHeaderHeight = try length("estimatedSectionHeaderHeight")
                    table.estimatedSectionFooterHeight = try length("estimatedSectionFooterHeight")
                    if let inset = tableView.child("inset", key: "separatorInset") {
                        table.separatorInset = (try light.number("minX", of: inset, default: 0), try light.number("maxX", of: inset, default: 0))
                    }
                    table.background = try colour(tableView.child("color", key: "backgroundColor"))
                    table.separatorColor = try colour(tableView.child("color", key: "separatorColor"))
                    table.allowsSelection = flag(tableView["allowsSelection"])
                    table.showsVerticalScrollIndicator = flag(tableView["showsVerticalScrollIndicator"])
                    table.staticCells = tableView["dataMode"] == "static"
                    table.prototypes = tableView.child("prototypes")?.children("tableViewCell").compactMap { $0["reuseIdentifier"] } ?? []
                    table.hasRefreshControl = element.child("refreshControl", key: "refreshControl") != nil
                    for key in ["tableHeaderView", "tableFooterView"] {
                        if let view = tableView.children.first(where: { $0["key"] == key }) {
                            storyboard.warnings.append(light.error("the table's \(key) in the storyboard is not loaded: set it in code", at: view))
                        }
                    }
                    controller.table = table
                case .collectionViewController:
                    guard let collectionView = view, collectionView.name == "collectionView" else { break }
                    var collection = Collection()
                    collection.prototypes = collectionView.child("cells")?.children("collectionViewCell").compactMap { $0["reuseIdentifier"] } ?? []
                    for view in collectionView.children where view.name == "collectionReusableView" {
                        storyboard.warnings.append(light.error("the collection view's \(view["key"] ?? "supplementary view") in the storyboard is not registered: register it in code", at: view))
                    }
                    if let flow = collectionView.child("collectionViewFlowLayout", key: "collectionViewLayout") {
                        func size(_ key: String) throws(Diagnostic) -> Size? {
                            guard let element = flow.child("size", key: key) else { return nil }
                            return Size(width: try light.number("width", of: element, default: 0, in: 0...IBCellReader.maximumNumber),
                                        height: try light.number("height", of: element, default: 0, in: 0...IBCellReader.maximumNumber))
                        }
                        collection.itemSize = try size("itemSize")
                        collection.estimatedItemSize = try size("estimatedItemSize")
                        if flow["minimumLineSpacing"] != nil { collection.minimumLineSpacing = try light.number("minimumLineSpacing", of: flow, default: 0) }
                        if flow["minimumInteritemSpacing"] != nil { collection.minimumInteritemSpacing = try light.number("minimumInteritemSpacing", of: flow, default: 0) }
                        if let inset = flow.child("inset", key: "sectionInset") {
                            collection.sectionInset = EdgeInsets(
                                top: try light.number("minY", of: inset, default: 0), left: try light.number("minX", of: inset, default: 0),
                                bottom: try light.number("maxY", of: inset, default: 0), right: try light.number("maxX", of: inset, default: 0))
                        }
                        collection.scrollsHorizontally = flow["scrollDirection"] == "horizontal"
                    } else if collectionView.child("collectionViewLayout", key: "collectionViewLayout") != nil {
                        storyboard.warnings.append(light.error("a custom collection view layout in the storyboard is not made here: set collectionViewLayout in code", at: collectionView))
                    }
                    collection.background = try colour(collectionView.child("color", key: "backgroundColor"))
                    controller.collection = collection
                case .navigationController:
                    controller.rootViewController = element.child("connections")?.children("segue")
                        .first { $0["relationship"] == "rootViewController" }?["destination"]
                default:
                    controller.hasOwnView = view?.name == "view" || (view.map { IBCellReader.viewElements.contains($0.name) } ?? false)
                }
                storyboard.controllers.append(controller)
            }
        }
        storyboard.warnings += light.warnings
        return storyboard
    }
}
