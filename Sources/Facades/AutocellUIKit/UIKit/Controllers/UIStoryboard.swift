import AutocellInterfaceBuilder
import AutocellLayout
import AutocellSource
import Foundation

/// `UIStoryboard`: a .storyboard (read as Xcode saves it; there is no compiled .storyboardc on
/// Linux) whose view controllers `instantiateInitialViewController()` and
/// `instantiateViewController(withIdentifier:)` make as UIKit does (Apple's documentation of
/// `UIStoryboard`): the controller of its custom class made with `init?(coder:)` (or the
/// `creator` block's initializer), its view loaded on first use from its scene. A table view
/// controller's view is the scene's table with the attributes the file gives (style, separator,
/// row and section heights, colours) and each prototype cell registered as a nib under its
/// reuse identifier, so `dequeueReusableCell(withIdentifier:for:)` makes it from the file; a
/// collection view controller's likewise (its flow layout's sizes and spacing); a plain view
/// controller's view is read as a nib's plain view, its outlets connected to the controller
/// (`UINibOutletConnecting`). A navigation controller is not made: its root view controller
/// is returned, said once (Autocell has no navigation bar).
///
/// The file is found as a nib is: `NAME.storyboard` in the bundle's resources, then in
/// `UINib.searchPaths`; custom classes as a nib's (`Module.Class`, then `UINib.customClasses`).
@preconcurrency @MainActor
open class UIStoryboard {
    private enum Source { case read(IBStoryboard, Data), missing(String) }
    private let source: Source
    private let callerModule: String?

    /// `UIStoryboard(name:bundle:)`. A storyboard that is missing or cannot be read is said
    /// when a controller is asked of it (UIKit raises there), and gives none.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?, fileID: String = #fileID) {
        callerModule = fileID.split(separator: "/").first.map(String.init)
        let file = name.hasSuffix(".storyboard") ? name : name + ".storyboard"
        let found = UINib.resource(file, bundle: storyboardBundleOrNil)
        guard let path = found.path else {
            source = .missing("Could not find a storyboard named '\(name)' in bundle \(storyboardBundleOrNil?.bundlePath ?? Bundle.main.bundlePath) (looked for \(file) in \(found.searched.isEmpty ? "no folder" : found.searched.joined(separator: ", ")))")
            return
        }
        do {
            let data = try IBXML.contents(of: path)
            let storyboard = try IBStoryboard.read(file: path, data: data)
            for warning in storyboard.warnings { UIKitDiagnostics.report("\(warning)") }
            source = .read(storyboard, data)
        } catch let failure as Diagnostic {
            source = .missing("\(failure)")
        } catch {
            source = .missing("Could not load storyboard '\(path)': \(error)")
        }
    }

    /// `instantiateInitialViewController()`: the file's initial view controller; nil when it
    /// names none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// `instantiateInitialViewController(creator:)`: the initial view controller, made by
    /// `block` when given (it calls the class's own `init?(coder:)` with more arguments).
    open func instantiateInitialViewController<ViewController: UIViewController>(creator block: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard case .read(let storyboard, _) = checked() else { return nil }
        guard let id = storyboard.initialViewController else { return nil }
        return instantiate(id: id, in: storyboard, creator: block, asked: "its initial view controller")
    }

    /// `instantiateViewController(withIdentifier:)`: the controller whose Storyboard ID is
    /// `identifier`. UIKit raises for an unknown identifier; here it is said (a running snapshot
    /// test fails) and a controller of the class asked for, made with `init?(coder:)`, returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// `instantiateViewController(identifier:creator:)`.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if case .read(let storyboard, _) = checked() {
            if let controller = storyboard.controller(storyboardIdentifier: identifier) {
                if let made: ViewController = instantiate(id: controller.id, in: storyboard, creator: block, asked: "'\(identifier)'") { return made }
            } else {
                let known = storyboard.controllers.compactMap(\.storyboardIdentifier)
                UIKitDiagnostics.fail("Storyboard (\(storyboard.file)) doesn't contain a view controller with identifier '\(identifier)'; it has \(known.isEmpty ? "none" : known.joined(separator: ", "))")
            }
        }
        // UIKit raises here; the test goes on with a controller of the class asked for (its
        // `init?(coder:)`, as a storyboard makes it) after the failure is said.
        if let fallback = ViewController(coder: UINibDecoder(reuseIdentifier: nil)) { return fallback }
        preconditionFailure("UIStoryboard: no view controller '\(identifier)', and \(ViewController.self).init(coder:) returned nil (UIKit raises NSInvalidArgumentException here)")
    }

    /// The source, said when it is missing.
    private func checked() -> Source {
        if case .missing(let message) = source { UIKitDiagnostics.fail("UIStoryboard: \(message)") }
        return source
    }

    private func instantiate<ViewController: UIViewController>(
        id: String, in storyboard: IBStoryboard, creator block: ((NSCoder) -> ViewController?)?, asked: String
    ) -> ViewController? {
        guard var scene = storyboard.controller(id: id) else {
            UIKitDiagnostics.fail("UIStoryboard \(storyboard.file): \(asked) (id \(id)) is not a scene the file has")
            return nil
        }
        // A navigation controller: its root view controller (no navigation bar here).
        var hops = 0
        while scene.kind == .navigationController, let root = scene.rootViewController.flatMap(storyboard.controller(id:)), hops < 8 {
            UIKitGap.storyboardNavigationController.note()
            scene = root
            hops += 1
        }
        let decoder = UINibDecoder(reuseIdentifier: nil)
        let made: UIViewController?
        if let block {
            made = block(decoder)
        } else {
            do {
                made = try make(scene, in: storyboard, decoder: decoder)
            } catch {
                UIKitDiagnostics.fail("UIStoryboard \(error)")
                return nil
            }
        }
        guard let made else { return nil }
        guard let controller = made as? ViewController else {
            UIKitDiagnostics.fail("UIStoryboard \(storyboard.file): \(asked) is a \(type(of: made)), not a \(ViewController.self)")
            return nil
        }
        controller.storyboard = self
        if controller.title == nil, let title = scene.title { controller.title = title }
        let file = storyboard.file
        guard case .read(_, let data) = source else { return controller }
        let callerModule = callerModule
        controller.storyboardView = { owner in
            Self.view(of: scene, data: data, file: file, callerModule: callerModule, owner: owner)
        }
        return controller
    }

    /// A controller of the scene's class: its custom class (the file's module, the caller's,
    /// then `UINib.customClasses`) or UIKit's class for the scene, made with `init?(coder:)`.
    private func make(_ scene: IBStoryboard.Controller, in storyboard: IBStoryboard, decoder: NSCoder) throws(Diagnostic) -> UIViewController? {
        let standard: UIViewController.Type = switch scene.kind {
        case .tableViewController: UITableViewController.self
        case .collectionViewController: UICollectionViewController.self
        default: UIViewController.self
        }
        var type = standard
        if let customClass = scene.customClass {
            let lookup = UINib.customClass(customClass, modules: [scene.customModule, callerModule].compactMap { $0 })
            guard let found = lookup.found else {
                throw Diagnostic(file: storyboard.file, line: scene.line, column: scene.column, message:
                    "unknown class \(customClass) for the view controller: looked for \(lookup.lookedFor)")
            }
            guard let controllerType = found as? UIViewController.Type else {
                throw Diagnostic(file: storyboard.file, line: scene.line, column: scene.column, message: "class \(customClass) is not a UIViewController")
            }
            guard controllerType.isSubclass(of: standard) else {
                throw Diagnostic(file: storyboard.file, line: scene.line, column: scene.column, message: "class \(customClass) of a \(scene.kind.rawValue) scene is not a \(standard)")
            }
            type = controllerType
        }
        return type.init(coder: decoder)
    }

    /// The scene's view, made when the controller loads it.
    private static func view(of scene: IBStoryboard.Controller, data: Data, file: String, callerModule: String?, owner: UIViewController) -> UIView? {
        if let settings = scene.table {
            let style: UITableView.Style = switch settings.style {
            case "grouped": .grouped
            case "insetGrouped": .insetGrouped
            default: .plain
            }
            let table = UITableView(frame: UIScreen.main.bounds, style: style)
            apply(settings, to: table)
            for identifier in settings.prototypes {
                table.register(UINib(storyboard: data, file: file, part: .prototype(identifier), callerModule: scene.customModule ?? callerModule), forCellReuseIdentifier: identifier)
            }
            if settings.staticCells { UIKitGap.storyboardStaticCells.note() }
            if let controller = owner as? UITableViewController {
                table.dataSource = controller
                table.delegate = controller
                if settings.hasRefreshControl { table.refreshControl = UIRefreshControl() }
            }
            return table
        }
        if let settings = scene.collection {
            let layout = UICollectionViewFlowLayout()
            if let size = settings.itemSize { layout.itemSize = CGSize(width: size.width, height: size.height) }
            if let size = settings.estimatedItemSize, size.width > 0 || size.height > 0 { layout.estimatedItemSize = CGSize(width: size.width, height: size.height) }
            if let spacing = settings.minimumLineSpacing { layout.minimumLineSpacing = CGFloat(spacing) }
            if let spacing = settings.minimumInteritemSpacing { layout.minimumInteritemSpacing = CGFloat(spacing) }
            if let inset = settings.sectionInset { layout.sectionInset = UIEdgeInsets(inset) }
            if settings.scrollsHorizontally { layout.scrollDirection = .horizontal }
            let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
            if let background = settings.background { collection.backgroundColor = UIColor(light: background.light, dark: background.dark) }
            for identifier in settings.prototypes {
                collection.register(UINib(storyboard: data, file: file, part: .prototype(identifier), callerModule: scene.customModule ?? callerModule), forCellWithReuseIdentifier: identifier)
            }
            if let controller = owner as? UICollectionViewController {
                collection.dataSource = controller
                collection.delegate = controller
            }
            return collection
        }
        guard scene.hasOwnView else { return nil }
        let nib = UINib(storyboard: data, file: file, part: .controllerView(scene.id), callerModule: scene.customModule ?? callerModule)
        do {
            return try nib.instantiateChecked(withOwner: owner).first as? UIView
        } catch {
            UIKitDiagnostics.fail("UIStoryboard \(error)")
            return nil
        }
    }

    /// The file's table attributes on `table` (what the file leaves out keeps UIKit's default).
    private static func apply(_ settings: IBStoryboard.Table, to table: UITableView) {
        if settings.separatorStyle == "none" { table.separatorStyle = .none }
        if let height = settings.rowHeight { table.rowHeight = CGFloat(height) }
        if let height = settings.estimatedRowHeight { table.estimatedRowHeight = CGFloat(height) }
        if let height = settings.sectionHeaderHeight { table.sectionHeaderHeight = CGFloat(height) }
        if let height = settings.sectionFooterHeight { table.sectionFooterHeight = CGFloat(height) }
        if let height = settings.estimatedSectionHeaderHeight { table.estimatedSectionHeaderHeight = CGFloat(height) }
        if let height = settings.estimatedSectionFooterHeight { table.estimatedSectionFooterHeight = CGFloat(height) }
        if let inset = settings.separatorInset { table.separatorInset = UIEdgeInsets(top: 0, left: CGFloat(inset.left), bottom: 0, right: CGFloat(inset.right)) }
        if let background = settings.background { table.backgroundColor = UIColor(light: background.light, dark: background.dark) }
        if let color = settings.separatorColor { table.separatorColor = UIColor(light: color.light, dark: color.dark) }
        if let allows = settings.allowsSelection { table.allowsSelection = allows }
        if let shows = settings.showsVerticalScrollIndicator { table.showsVerticalScrollIndicator = shows }
    }
}
