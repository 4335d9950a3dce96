import AutocellLayout
import AutocellSource
import AutocellTable
import AutocellText
import Foundation
import AutocellDrawing

/// Reads a table or collection view cell from Interface Builder's XML (document version 3.0)
/// as UIKit builds it at load time: views and their classes, frames as the initial geometry,
/// autoresizing masks for views that translate them, constraints (placeholders dropped),
/// content priorities, fonts, colours, margins, stack views, outlets. What changes layout and
/// is not supported is a warning naming it.
public struct IBCellReader {
    public let file: String
    let lines: [String]
    let appearance: Appearance
    let category: ContentSizeCategory
    /// Ids of everything in the cell: views, the contentView, layout guides.
    var names: [String: String] = [:]
    var usedNames: Set<String> = [CellTemplate.contentView]
    var guides: [String: (view: String, guide: String)] = [:]
    var warnings: [Diagnostic] = []
    /// `<resources>`: image sizes and named colours.
    var imageSizes: [String: Size] = [:]
    /// The `<resources>` images from the system catalog (`catalog="system"`): SF Symbols.
    var systemImages: Set<String> = []
    var namedColors: [String: Color] = [:]
    /// The cell's frame size, for autoresizing masks on the contentView's direct subviews.
    var frames: [String: Rect] = [:]
    var imageNames: [String: String] = [:]
    /// The file's root is a plain top-level view, not a cell.
    var isPlainViewRoot = false
    /// The object whose outlets are the owner's: the File's Owner placeholder of a .xib, or
    /// the view controller of a storyboard scene read for its view.
    var ownerElement: IBElement?

    /// The size class the cell is laid out in: compact width below 768 pt (iPhones in
    /// portrait), regular from there (iPads); regular height (portrait).
    var horizontalSizeClass = "compact"
    let verticalSizeClass = "regular"

    public init(file: String, text: String, appearance: Appearance = .light, category: ContentSizeCategory = .large) {
        self.file = file
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.appearance = appearance
        self.category = category
    }

    /// The cell in a .xib (its first table or collection view cell, or a bare contentView), or
    /// the storyboard prototype whose reuse identifier is `identifier`, or the view of the
    /// storyboard's view controller whose id is `controller` (read as a plain view, the
    /// controller's outlets as the owner's).
    /// `template` is the compact-width cell; a file with `widthClass` variations is read for
    /// both size classes from one parse (`sizeClassTemplates`), and its colours keep both
    /// appearances' values, so the resolve step picks the cell for any traits without reading
    /// the file again.
    public static func read(file: String, data: Data, identifier: String? = nil, controller: String? = nil) throws(Diagnostic) -> IBCell {
        // Read without traits, in UIKit's defaults (light, the large text size, a compact
        // width); the resolve step (`TableTemplate.resolved(for:)`, `CellTemplate.resolved(for:)`)
        // chooses the size class and resolves colours and text styles for the traits.
        let root = try IBXML.parse(data, file: file)
        let text = String(decoding: data, as: UTF8.self)
        let sizeClass = UserInterfaceSizeClass.compact
        var reader = IBCellReader(file: file, text: text)
        reader.horizontalSizeClass = sizeClass.rawValue
        var cell = try reader.read(root, identifier: identifier, controller: controller)
        let varies = root.descendants.contains { $0.name == "variation" && ($0["key"] ?? "").contains("widthClass=") }
        if varies {
            cell.sizeClassTemplates[sizeClass] = cell.template
            for other in UserInterfaceSizeClass.allCases where other != sizeClass {
                var otherReader = IBCellReader(file: file, text: text)
                otherReader.horizontalSizeClass = other.rawValue
                cell.sizeClassTemplates[other] = try otherReader.read(root, identifier: identifier, controller: controller).template
            }
        }
        return cell
    }

    func error(_ message: String, at element: IBElement) -> Diagnostic {
        Diagnostic(file: file, line: element.line, column: element.column, message: message,
                   sourceLine: element.line >= 1 && element.line <= lines.count ? lines[element.line - 1] : nil)
    }

    mutating func warn(_ message: String, at element: IBElement) { warnings.append(error(message, at: element)) }

    mutating func read(_ root: IBElement, identifier: String?, controller: String? = nil) throws(Diagnostic) -> IBCell {
        guard root.name == "document" else { throw error("expected an Interface Builder <document>, found <\(root.name)>", at: root) }
        if let version = root["version"], version != "3.0" {
            throw error("Interface Builder document version \(version) is not supported; expected 3.0 (Xcode 8 and later)", at: root)
        }
        for resource in root.descendants where resource.parent?.name == "resources" {
            if resource.name == "image", let name = resource["name"], resource["catalog"] == "system" { systemImages.insert(name) }
            if resource.name == "image", let name = resource["name"], resource["width"] != nil, resource["height"] != nil {
                imageSizes[name] = Size(
                    width: try number("width", of: resource, default: 0, in: 0...Self.maximumNumber),
                    height: try number("height", of: resource, default: 0, in: 0...Self.maximumNumber))
            }
            if resource.name == "namedColor", let name = resource["name"], let color = resource.child("color") {
                namedColors[name] = try readColor(color, resolveNamed: false) ?? .black
            }
        }
        if let controller {
            guard let element = root.descendants.first(where: { $0["id"] == controller && $0["sceneMemberID"] == "viewController" }) else {
                throw error("no view controller with id '\(controller)' in the storyboard", at: root)
            }
            guard let view = element.children.first(where: { $0["key"] == "view" && Self.viewElements.contains($0.name) }) else {
                throw error("the view controller has no view in the file", at: element)
            }
            isPlainViewRoot = true
            ownerElement = element
            return try readCell(nil, contentView: view)
        }
        let cells = root.descendants.filter { ["tableViewCell", "collectionViewCell"].contains($0.name) }
        let cell: IBElement
        if let identifier {
            guard let found = cells.first(where: { $0["reuseIdentifier"] == identifier }) else {
                let known = cells.compactMap { $0["reuseIdentifier"] }
                throw error("no prototype cell with reuse identifier '\(identifier)'; the file has \(known.isEmpty ? "none" : known.joined(separator: ", "))", at: root)
            }
            cell = found
            // Two prototypes of one table or collection view with the same identifier: which one
            // UIKit dequeues is not documented, so the one read is said.
            let twins = cells.filter { $0 !== found && $0["reuseIdentifier"] == identifier && $0.parent === found.parent }
            if !twins.isEmpty {
                warn("\(twins.count + 1) prototype cells of this view have the reuse identifier '\(identifier)' (lines \(([found] + twins).map { String($0.line) }.joined(separator: ", "))); Autocell reads the first, at line \(found.line): give each prototype its own identifier", at: found)
            }
        } else if let first = cells.first {
            cell = first
        } else if let content = root.descendants.first(where: { ["tableViewCellContentView", "collectionViewCellContentView"].contains($0.name) }) {
            return try readCell(nil, contentView: content)
        } else if let view = root.child("objects")?.children.first(where: { Self.viewElements.contains($0.name) || $0.name == "tableViewHeaderFooterView" }) {
            // A file whose root is a plain view (the `loadFromNib()` pattern: a view of a
            // custom class, its outlets and constraints): read as a cell's content, the view
            // keeping its own class, frame and margins.
            isPlainViewRoot = true
            return try readCell(nil, contentView: view)
        } else {
            throw error("no <tableViewCell>, <collectionViewCell>, <tableViewCellContentView>, <collectionViewCellContentView> or top-level <view> in the file", at: root)
        }
        // A collection view cell's contentView is a <collectionViewCellContentView> from Xcode 11
        // on, a plain <view key="contentView"> before.
        let content = cell.name == "tableViewCell"
            ? cell.child("tableViewCellContentView", key: "contentView")
            : cell.child("collectionViewCellContentView", key: "contentView") ?? cell.child("view", key: "contentView")
        guard let content else { throw error("the cell has no contentView", at: cell) }
        return try readCell(cell, contentView: content)
    }

    mutating func readCell(_ cell: IBElement?, contentView: IBElement) throws(Diagnostic) -> IBCell {
        // Names first: outlets name their views; then user labels; then the class and a number.
        if let id = contentView["id"] { names[id] = CellTemplate.contentView }
        // The cell's own subviews and constraints (older files put a collection view cell's
        // content there) are the contentView's: it fills the cell.
        if let id = cell?["id"] { names[id] = CellTemplate.contentView }
        let roots = [contentView] + (cell.map { [$0] } ?? [])
        let excluded = excludedByVariations(roots)
        var outlets: [String: String] = [:]
        let connections = (cell ?? contentView).child("connections")?.children("outlet") ?? []
        for outlet in connections {
            guard let property = outlet["property"], let destination = outlet["destination"], names[destination] == nil else { continue }
            let name = unique(sanitized(property))
            names[destination] = name
            outlets[property] = name
        }
        let views = roots.flatMap { root in
            root.children("subviews").flatMap { subviews in
                ([subviews] + subviews.descendants).flatMap { $0.children }.filter { Self.viewElements.contains($0.name) && $0.parent?.name == "subviews" }
            }
        }.reduce(into: [IBElement]()) { list, view in if !list.contains(where: { $0 === view }) { list.append(view) } }
        // Views a size class variation leaves out, and those inside them, are not installed;
        // nor are a table's or collection view's prototype cells (`dequeueReusableCell` makes them).
        .filter { view in
            var element: IBElement? = view
            while let current = element {
                if let id = current["id"], excluded.contains(id) { return false }
                if current !== view, ["prototypes", "cells"].contains(current.name), roots.allSatisfy({ $0 !== current }) { return false }
                if roots.contains(where: { $0 === current }) { break }
                element = current.parent
            }
            return true
        }
        var counter = 0
        for view in views {
            guard let id = view["id"], names[id] == nil else { continue }
            counter += 1
            let base = view["userLabel"].map(sanitized) ?? "\(view.name)\(counter)"
            names[id] = unique(base.isEmpty ? "\(view.name)\(counter)" : base)
        }
        for guide in (roots + views) {
            for layoutGuide in guide.children("viewLayoutGuide") {
                guard let id = layoutGuide["id"], let owner = guide["id"].flatMap({ names[$0] }) else { continue }
                let known = ["safeArea": LayoutGuide.safeArea, "layoutMargins": LayoutGuide.layoutMargins,
                             "contentLayoutGuide": LayoutGuide.contentLayout, "frameLayoutGuide": LayoutGuide.frameLayout]
                let kind = layoutGuide["key"].flatMap { known[$0] }
                if let kind { guides[id] = (owner, kind) } else { warn("layout guide '\(layoutGuide["key"] ?? "?")' is not supported; constraints to it are dropped", at: layoutGuide) }
            }
        }
        var template = CellTemplate(name: cell?["reuseIdentifier"] ?? "nib")
        template.background = try contentView.child("color", key: "backgroundColor").flatMap { element throws(Diagnostic) in try readColor(element) }
        if let frame = try readFrame(contentView) { frames[CellTemplate.contentView] = frame }
        // The cell's own frame (a cell loaded through UINib keeps it: 375 × 125 in the file, its
        // contentView a point shorter for the separator).
        if let cell, let frame = try readFrame(cell) { frames[IBCell.cellFrame] = frame }
        // The contentView's own margins in the file replace the table's, as on iOS (measured on
        // real cells: a stack pinned to the margins sits where the file's margins put it).
        template.contentViewLayoutMargins = try readLayoutMargins(contentView)
        for view in views {
            template.views.append(try readView(view))
        }
        // Constraints, from the contentView and every view (their owner is the view they are in).
        for owner in roots + views {
            for constraint in owner.child("constraints")?.children("constraint") ?? [] {
                if let id = constraint["id"], excluded.contains(id) { continue }
                if let made = try readConstraint(constraint, owner: owner) { template.constraints.append(made) }
            }
        }
        // Views that translate their autoresizing mask keep their frame that way.
        for view in views where view["translatesAutoresizingMaskIntoConstraints"] != "NO" && view.parent?.parent?.name != "stackView" {
            template.constraints += autoresizingConstraints(view)
        }
        var result = IBCell(template: template)
        result.outlets = outlets
        result.root = isPlainViewRoot ? .view : cell == nil ? .contentView : cell?.name == "collectionViewCell" ? .collectionViewCell : .tableViewCell
        if isPlainViewRoot {
            // A plain view's margins are UIView's 8 pt unless the file sets its own.
            result.template.contentViewLayoutMargins = result.template.contentViewLayoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            result.customClass = contentView["customClass"]
        }
        result.frames = frames
        result.imageNames = imageNames
        let classOwner = cell ?? (isPlainViewRoot ? contentView : nil)
        result.customModule = classOwner?["customModuleProvider"] == "target" ? nil : classOwner?["customModule"]
        for view in views {
            guard let custom = view["customClass"], let name = view["id"].flatMap({ names[$0] }) else { continue }
            result.viewClasses[name] = IBCell.CustomClass(name: custom, module: view["customModuleProvider"] == "target" ? nil : view["customModule"])
        }
        let owner = ownerElement ?? contentView.root.descendants.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        for outlet in owner?.child("connections")?.children("outlet") ?? [] {
            guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
            if destination == cell?["id"] { result.ownerOutlets[property] = IBCell.cellOutlet } else if let name = names[destination] { result.ownerOutlets[property] = name }
        }
        if let style = cell?["style"] {
            result.builtInStyle = style.replacingOccurrences(of: "IBUITableViewCellStyle", with: "")
            for view in views {
                guard let key = view["key"], ["textLabel", "detailTextLabel", "imageView"].contains(key),
                      let name = view["id"].flatMap({ names[$0] }) else { continue }
                result.builtInViews[name] = key
            }
        }
        result.reuseIdentifier = cell?["reuseIdentifier"]
        if !isPlainViewRoot { result.customClass = cell?["customClass"] }
        result.rowHeight = cell?["rowHeight"].flatMap(Double.init)
        if let accessory = cell?["accessoryType"] {
            guard let type = Accessory(name: accessory) else { throw error("unknown accessoryType '\(accessory)'", at: cell ?? contentView) }
            result.accessory = type
        }
        result.backgroundColor = try cell?.child("color", key: "backgroundColor").flatMap { element throws(Diagnostic) in try readColor(element) }
        if let inset = cell?.child("inset", key: "separatorInset"), inset["minX"] != nil {
            result.separatorInset = try number("minX", of: inset, default: 0, in: 0...10_000)
        }
        if let cell {
            if let style = cell["style"], style != "IBUITableViewCellStyleDefault" || cell.descendants.contains(where: { $0["key"] == "textLabel" }) {
                let kind = style.replacingOccurrences(of: "IBUITableViewCellStyle", with: "")
                warn("built-in cell style \(kind): its textLabel, detailTextLabel and imageView are laid out from the file's frames (its design width), not by UIKit's style layout; UINib lays them out as UIKit does", at: cell)
            }
            if let level = cell["indentationLevel"].flatMap(Int.init), level > 0 {
                warn("indentationLevel \(level) is not applied: the contentView is not indented", at: cell)
            }
        }
        for element in (cell.map { [$0] } ?? []) + [contentView] + views {
            for variation in element.children("variation") where variationApplies(variation["key"] ?? "") {
                for child in variation.children where child.name != "mask" {
                    warn("the \(variation["key"] ?? "") variation's <\(child.name) key=\"\(child["key"] ?? "")\"> is not applied", at: child)
                }
            }
        }
        do throws(LayoutError) {
            try result.template.validate()
        } catch {
            throw self.error("the cell cannot be laid out: \(error)", at: cell ?? contentView)
        }
        result.warnings = warnings
        return result
    }

    static let viewElements: Set = [
        "view", "label", "imageView", "stackView", "button", "switch", "textField", "textView", "activityIndicatorView",
        "progressView", "slider", "segmentedControl", "stepper", "scrollView", "tableView", "collectionView", "pickerView",
        "datePicker", "pageControl", "visualEffectView", "mapView", "wkWebView", "searchBar", "toolbar", "navigationBar", "containerView",
    ]
    /// Whether a `<variation key="…">` applies in the cell's size class: `default` always;
    /// `widthClass=compact`, `heightClass=regular-widthClass=compact` and so on when every
    /// part matches.
    func variationApplies(_ key: String) -> Bool {
        if key == "default" { return true }
        let parts = key.split(separator: "-").map { $0.split(separator: "=").map(String.init) }
        return !parts.isEmpty && parts.allSatisfy { part in
            part.count == 2 && (part[0] == "widthClass" && part[1] == horizontalSizeClass || part[0] == "heightClass" && part[1] == verticalSizeClass)
        }
    }

    /// The ids that the applicable variations' masks leave out: the default variation first,
    /// then the size class's, each `<exclude reference>` removing and `<include reference>`
    /// restoring.
    func excludedByVariations(_ roots: [IBElement]) -> Set<String> {
        let variations = roots.flatMap { [$0] + $0.descendants }.flatMap { $0.children("variation") }
        var excluded: Set<String> = []
        for variation in variations.filter({ $0["key"] == "default" }) + variations.filter({ $0["key"] != "default" && variationApplies($0["key"] ?? "") }) {
            for mask in variation.children("mask") {
                for exclude in mask.children("exclude") { if let id = exclude["reference"] { excluded.insert(id) } }
                for include in mask.children("include") { if let id = include["reference"] { excluded.remove(id) } }
            }
        }
        return excluded
    }

    private func sanitized(_ text: String) -> String {
        var result = ""
        var upper = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(upper ? Character(character.uppercased()) : character)
                upper = false
            } else {
                upper = !result.isEmpty
            }
        }
        if let first = result.first, first.isNumber { result = "v" + result }
        if let first = result.first { result = first.lowercased() + result.dropFirst() }
        return result
    }

    private mutating func unique(_ base: String) -> String {
        var name = base.isEmpty ? "view" : base
        var suffix = 2
        while usedNames.contains(name) || LayoutGuide.builtIn.contains(name) {
            name = "\(base)\(suffix)"
            suffix += 1
        }
        usedNames.insert(name)
        return name
    }

    /// A view's frame: `<rect key="frame">`, or Xcode 8's `<frame key="frameInset">` (its
    /// `minX`/`minY`/`width`/`height`, the position inside the superview).
    func readFrame(_ element: IBElement) throws(Diagnostic) -> Rect? {
        if let rect = element.child("rect", key: "frame") { return try readRect(rect) }
        guard let inset = element.child("frame", key: "frameInset") else { return nil }
        return Rect(x: try number("minX", of: inset, default: 0), y: try number("minY", of: inset, default: 0),
                    width: try number("width", of: inset, default: 0, in: 0...Self.maximumNumber),
                    height: try number("height", of: inset, default: 0, in: 0...Self.maximumNumber))
    }

    func readRect(_ element: IBElement) throws(Diagnostic) -> Rect {
        Rect(x: try number("x", of: element, default: 0), y: try number("y", of: element, default: 0),
             width: try number("width", of: element, default: 0, in: 0...Self.maximumNumber),
             height: try number("height", of: element, default: 0, in: 0...Self.maximumNumber))
    }
}
