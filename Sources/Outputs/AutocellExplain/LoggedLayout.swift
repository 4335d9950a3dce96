import AutocellLayout
import AutocellTable
import AutocellText

/// The constraint system of a UIKit log rebuilt as a one-row table Autocell can lay out and
/// explain: the cell's contentView (or the view most constraints hang from) is the contentView,
/// every other view a plain view in it, named after the log's own names where it has them
/// (`names:` labels, quoted text, Masonry keys) and after its class otherwise (`label`,
/// `imageView2`). UIKit's broken constraint is added last, so Autocell's rule breaks the same
/// one when it is part of the conflict; the encapsulated width becomes the table's width and
/// the encapsulated height the height the row is held at, as Autocell's table does it.
public struct LoggedLayout: Sendable {
    public var content: TableContent
    /// View names by the log's identity (address or key), and their classes.
    public var names: [String: String]
    public var classes: [String: String]
    /// The constraint UIKit broke, as rebuilt.
    public var uikitBroken: LayoutConstraint?
    /// The height the log's table held the cell at (`UIView-Encapsulated-Layout-Height`):
    /// Autocell's table holds the row there too, with its own protected constraints.
    public var heldHeight: Double?
    /// What the rebuilt layout takes that the log does not give (a view's margins when the log
    /// has no margin-guide constraints for it, a label's font for its baselines), each said.
    public var assumptions: [String] = []
    /// What the paste lacks or repeats (`UIKitLog.warnings`).
    public var warnings: [String] = []

    /// UIView's default layout margins, "8 points on each side" (Apple's `directionalLayoutMargins`).
    public static let defaultMargin = LayoutGuide.defaultMargin
    /// UILabel's default font: the system font at 17 pt.
    public static let defaultLabelFont = Font.system(17)

    public static let templateName = "log"

    /// Whether the layout margins of some view are assumed (the log gives none of its own).
    public var assumesMargins = false
    /// Whether the cell's width is assumed (375 pt; the log gives none).
    public var assumesWidth = false

    /// The rebuilt system; `margin` and `width` replace what is assumed when the log does not
    /// give them (UIKit's default 8 pt margins, an iPhone's 375 pt cell), to find which value
    /// would make the constraints conflict as UIKit reported.
    public init(_ log: UIKitLog, scale: Double = 2, margin: Double = LoggedLayout.defaultMargin, width assumedWidth: Double = 375) {
        var names: [String: String] = [:]
        var classes: [String: String] = [:]
        var used: Set<String> = [CellTemplate.contentView]
        // The view the others hang from is the contentView only when the log shows it is a
        // cell's (its class, or the size a table or collection view holds it at): any other
        // view keeps its own name and class, in a contentView of its own (never another
        // view's role, never a width the log does not give).
        let root = Self.root(of: log).flatMap { Self.isCellContent($0, in: log) ? $0 : nil }
        let palette: [Color] = [
            Color(red: 0.85, green: 0.92, blue: 1), Color(red: 0.88, green: 0.97, blue: 0.88), Color(red: 1, green: 0.93, blue: 0.85),
            Color(red: 0.95, green: 0.88, blue: 1), Color(red: 1, green: 0.97, blue: 0.8),
        ]
        var views: [ViewSpec] = []
        // Each view's name: the first name the log gives it anywhere (a `names:` key, a
        // Masonry key, quoted text that makes a name), else its class's.
        var given: [String: String] = [:]
        for entry in log.entries {
            for item in [entry.first] + (entry.second.map { [$0] } ?? []) where given[item.identity] == nil {
                if let name = Self.identifier(from: item.label) { given[item.identity] = name }
            }
        }
        var framedFromRoot = false
        func name(for item: UIKitLog.Item) -> String {
            if item.identity == root?.identity { return CellTemplate.contentView }
            if item.identity == UIKitLogParser.superview.identity {
                framedFromRoot = true
                return CellTemplate.contentView
            }
            if let known = names[item.identity] { return known }
            var base = given[item.identity] ?? Self.identifier(from: item.label) ?? Self.classBase(item.className)
            if base == CellTemplate.contentView { base = "view" }
            var candidate = base
            var number = 2
            while used.contains(candidate) {
                candidate = "\(base)\(number)"
                number += 1
            }
            used.insert(candidate)
            names[item.identity] = candidate
            classes[candidate] = item.className ?? "UIView"
            var spec = ViewSpec(name: candidate)
            spec.background = palette[views.count % palette.count]
            spec.borderWidth = 1
            spec.borderColor = Color(red: 0.6, green: 0.6, blue: 0.65)
            views.append(spec)
            return candidate
        }
        var width: Double?
        var held: Double?
        var constraints: [LayoutConstraint] = []
        var broken: LayoutConstraint?
        var assumptions: [String] = []
        // The margins guides the log shows with their own constraints
        // (`'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0x…'UIViewLayoutMarginsGuide']`),
        // by the identity of the view they belong to.
        var realGuides: [String: UIKitLog.Item] = [:]
        for entry in log.entries where entry.identifier?.hasSuffix("Margin-guide-constraint") == true {
            guard let second = entry.second else { continue }
            let (guide, owner) = entry.first.label == "UIViewLayoutMarginsGuide" ? (entry.first, second) : (second, entry.first)
            if guide.label == "UIViewLayoutMarginsGuide" { realGuides[owner.identity] = guide }
        }
        // A margin attribute names the owner's margins guide: the log's own, else one at UIKit's
        // default margins, said as an assumption.
        var assumedGuides: Set<String> = []
        func marginsGuide(of owner: UIKitLog.Item) -> String {
            if let real = realGuides[owner.identity] { return name(for: real) }
            let guide = UIKitLog.Item(className: "UILayoutGuide", identity: owner.identity + "#margins", label: "UIViewLayoutMarginsGuide")
            let guideName = name(for: guide)
            if assumedGuides.insert(guideName).inserted {
                let ownerName = name(for: owner)
                let m = margin
                for (attribute, constant, side) in [(LayoutAttribute.left, m, "left"), (.right, -m, "right"), (.top, m, "top"), (.bottom, -m, "bottom")] {
                    constraints.append(LayoutConstraint(
                        Anchor(guideName, attribute), .equal, Anchor(ownerName, attribute), constant: constant,
                        identifier: "UIView-\(side)Margin-guide-constraint"))
                }
                assumptions.append(m == Self.defaultMargin
                    ? "\(ownerName)'s layout margins are taken as UIKit's default, \(numberText(m)) pt on each side (the log does not give them)"
                    : "\(ownerName)'s layout margins are taken as \(numberText(m)) pt on each side (the log does not give them; UIKit's default is \(numberText(Self.defaultMargin)))")
            }
            return guideName
        }
        // Labels whose baselines the log relates: their font decides where the baselines are.
        var baselineLabels: [String: UIKitLog.Item] = [:]
        for entry in log.entries {
            for (item, attribute) in [(entry.first, entry.firstAttribute)] + (entry.second.map { [($0, entry.secondAttribute ?? .top)] } ?? [])
            where (attribute == .firstBaseline || attribute == .lastBaseline) && (item.className?.hasSuffix("Label") ?? false) {
                baselineLabels[item.identity] = item
            }
        }
        for (index, entry) in log.entries.enumerated() {
            // The encapsulated width is the table's width (the engine's own fence holds it).
            if entry.identifier == "UIView-Encapsulated-Layout-Width", entry.second == nil, entry.first.identity == root?.identity {
                width = entry.constant
                continue
            }
            if entry.identifier == "UIView-Encapsulated-Layout-Height", entry.second == nil, entry.first.identity == root?.identity {
                held = entry.constant
                continue
            }
            let first = entry.firstIsMargin ? marginsGuide(of: entry.first) : name(for: entry.first)
            let second = entry.second.map { entry.secondIsMargin ? marginsGuide(of: $0) : name(for: $0) }
            let constraint = LayoutConstraint(
                Anchor(first, entry.firstAttribute), entry.relation,
                second.flatMap { name in entry.secondAttribute.map { Anchor(name, $0) } },
                multiplier: entry.multiplier, constant: entry.constant, priority: entry.priority,
                identifier: entry.identifier ?? Self.identifier(ofKind: entry.kind), source: entry.source)
            if index == log.broken { broken = constraint } else { constraints.append(constraint) }
        }
        if let broken { constraints.append(broken) }
        if framedFromRoot {
            assumptions.append("frame positions (autoresizing-mask and encapsulated constraints) are taken from contentView's top left (the log does not say which view is the superview)")
        }
        for item in baselineLabels.values.sorted(by: { $0.identity < $1.identity }) {
            let labelName = name(for: item)
            guard let position = views.firstIndex(where: { $0.name == labelName }) else { continue }
            var label = LabelContent()
            label.text = item.label ?? ""
            label.font = Self.defaultLabelFont
            views[position].kind = .label(label)
            assumptions.append("\(labelName) (\(item.className ?? "UILabel")) is taken in UILabel's default font, the system font at 17 pt, which places its baselines (the log does not give its font)")
        }
        // The cell's width: the log's (its encapsulated width); for a cell's contentView the
        // log leaves it out of, an iPhone's 375 pt, said; for views that are not a cell's, a
        // canvas for their placement, at most as wide (no constraint of theirs reaches it).
        // A contentView whose width the log itself fixes (`H:[UITableViewCellContentView:0x…(0)]`
        // without an identifier) is a cell that wide: the table is given that width, so the
        // table's own fence agrees with the log instead of adding a width the log lacks.
        if width == nil, let root, let own = log.entries.first(where: {
            $0.first.identity == root.identity && $0.firstAttribute == .width && $0.second == nil && $0.relation == .equal
                && $0.priority.isRequired && !$0.firstIsMargin
        }) {
            width = own.constant
        }
        var assumedCellWidth = false
        if width == nil {
            if root != nil {
                width = assumedWidth
                assumedCellWidth = true
                assumptions.append(assumedWidth == 375
                    ? "contentView's width is taken as 375 pt, an iPhone's (the log does not give the cell's width)"
                    : "contentView's width is taken as \(numberText(assumedWidth)) pt (the log does not give the cell's width)")
            } else {
                width = min(375, Double(16 + 72 * views.count))
            }
        }
        // A log pins only what conflicts; the rest of each view is placed by the weakest of
        // pulls (60 × 30, in rows across the cell), and the contentView is given the height of
        // those rows, so the picture shows every view without changing anything the log decides.
        let placement = "autocell-placement"
        let columns = max(1, Int(((width ?? 375) - 16) / 72))
        for (position, view) in views.enumerated() {
            let weakest = Priority(1)
            constraints += [
                LayoutConstraint(Anchor(view.name, .width), .equal, nil, constant: 60, priority: weakest, identifier: placement),
                LayoutConstraint(Anchor(view.name, .height), .equal, nil, constant: 30, priority: weakest, identifier: placement),
                LayoutConstraint(Anchor(view.name, .left), .equal, Anchor(CellTemplate.contentView, .left), constant: 16 + 72 * Double(position % columns), priority: weakest, identifier: placement),
                LayoutConstraint(Anchor(view.name, .top), .equal, Anchor(CellTemplate.contentView, .top), constant: 8 + 38 * Double(position / columns), priority: weakest, identifier: placement),
            ]
        }
        let placementRows = (views.count + columns - 1) / columns
        constraints.append(LayoutConstraint(Anchor(CellTemplate.contentView, .height), .greaterThanOrEqual, nil, constant: max(60, 8 + 38 * Double(placementRows)), priority: Priority(51), identifier: placement))
        classes[CellTemplate.contentView] = root?.className ?? "UIView"
        var settings = TableSettings()
        settings.width = width ?? 375
        settings.scale = scale
        settings.separator = .none
        let template = CellTemplate(name: Self.templateName, views: views, constraints: constraints)
        content = TableContent(
            settings: settings, templates: [Self.templateName: TableTemplate(cell: template)],
            sections: [TableContent.Section(rows: [RowContent(template: Self.templateName)])])
        self.names = names
        self.classes = classes
        uikitBroken = broken
        heldHeight = held
        self.assumptions = assumptions
        assumesMargins = !assumedGuides.isEmpty
        assumesWidth = assumedCellWidth
        warnings = log.warnings
    }

    /// An explainer set up for this system: no ambiguity report (a log pins only what
    /// conflicts), the row held at the log's height rather than on a pixel grid, the log's classes.
    public func explainer(measurer: TextMeasurer, inspecting: Bool = false) -> Explainer {
        var explainer = Explainer(content, measurer: measurer)
        explainer.reportsInspection = inspecting
        explainer.reportsAmbiguity = false
        explainer.holdsRowsOnPixelGrid = false
        explainer.heldHeight = heldHeight
        explainer.classNames = classes
        explainer.container = container
        return explainer
    }

    /// What holds the views, as their classes show: a table's cell or section view, a
    /// collection view's cell, or nothing the log shows (the table fixes are then not offered).
    public var container: Explainer.Container {
        let names = [classes[CellTemplate.contentView] ?? ""] + classes.values.sorted()
        for name in names {
            if name.contains("HeaderFooter") { return .tableHeaderFooter }
            if name.contains("TableViewCell") { return .tableCell }
            if name.contains("CollectionViewCell") || name.contains("CollectionReusableView") || name.contains("CollectionViewListCell") { return .collectionCell }
        }
        return .none
    }

    /// The picture of this system's problems, with every view outlined and named.
    public var picture: ExplainPicture {
        var picture = ExplainPicture(content: content, width: content.settings.width, scale: content.settings.scale)
        picture.showsNames = true
        picture.notes = warnings.map { "warning: \($0)" } + assumptions.map { "assumed: \($0)" }
        return picture
    }

    /// The identifiers UIKit gives the size a table or collection view holds a cell at.
    static let encapsulatedIdentifiers: Set<String> = ["UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height"]

    /// Whether a rebuilt log's constraint is one UIKit added itself (the encapsulated size).
    static func isAddedByUIKit(_ constraint: LayoutConstraint) -> Bool {
        constraint.identifier.map(encapsulatedIdentifiers.contains) ?? false
    }

    /// What marks a constraint whose class says UIKit made it, when it has no identifier: an
    /// autoresizing mask's, a layout support guide's (`_UILayoutSupportConstraint`).
    static func identifier(ofKind kind: String) -> String? {
        if kind == Explainer.autoresizing { return Explainer.autoresizing }
        if kind.hasPrefix("_UILayoutSupport") { return kind }
        return nil
    }

    /// Whether the log shows `item` is what a table or collection view holds: a cell's
    /// contentView by class, or the view with an encapsulated size.
    static func isCellContent(_ item: UIKitLog.Item, in log: UIKitLog) -> Bool {
        if let className = item.className, className.hasSuffix("CellContentView") { return true }
        return log.entries.contains { $0.first.identity == item.identity && $0.identifier.map(Self.encapsulatedIdentifiers.contains) == true }
    }

    /// The view the others hang from: the cell's contentView, else the `|` of VFL lines, else
    /// the view with the encapsulated size, else the one most constraints relate to.
    static func root(of log: UIKitLog) -> UIKitLog.Item? {
        let items = log.entries.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) }
        if let cell = items.first(where: { $0.className == "UITableViewCellContentView" || $0.className == "UICollectionViewCellContentView" }) { return cell }
        if let encapsulated = log.entries.first(where: { $0.identifier.map(Self.encapsulatedIdentifiers.contains) == true }) { return encapsulated.first }
        var counts: [String: Int] = [:]
        for entry in log.entries {
            if let second = entry.second, second.identity != UIKitLogParser.superview.identity { counts[second.identity, default: 0] += 1 }
        }
        guard let most = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
        return items.first { $0.identity == most.key }
    }

    /// A label usable as a view name (`titleLabel`), or nil.
    package static func identifier(from label: String?) -> String? {
        switch label {
        case "UIViewSafeAreaLayoutGuide": return "safeArea"
        case "UIViewLayoutMarginsGuide": return "margins"
        default:
            // A dotted `names:` key (`self.titleLabel`, `cell.avatar`) by its last part.
            let name = label.map { $0.contains(".") && !$0.contains(" ") ? String($0.split(separator: ".").last ?? "") : $0 }
            guard let name, let first = name.first, first.isLetter || first == "_",
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return name
        }
    }

    /// `UIImageView` → `imageView`, `_UILayoutGuide` → `layoutGuide`, none → `view`.
    package static func classBase(_ className: String?) -> String {
        // `MyApp.GenericCell<MyApp.Item>` → `GenericCell`.
        let plain = className.map { String($0.prefix { $0 != "<" }) }
        guard var name = plain?.split(separator: ".").last.map(String.init) else { return "view" }
        while name.hasPrefix("_") { name.removeFirst() }
        // Key-value observing's runtime subclass stands for the class it observes.
        if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
        for prefix in ["UI", "NS", "MK", "WK"] where name.hasPrefix(prefix) && name.count > prefix.count { name.removeFirst(prefix.count) }
        // The leading capitals in lower case, but the one that starts the next word:
        // `LQRoundedCornerView` → `lqRoundedCornerView`, `URLLabel` → `urlLabel`.
        let characters = Array(name)
        var leading = characters.prefix { $0.isUppercase }.count
        if leading > 1 && leading < characters.count { leading -= 1 }
        guard leading > 0 else { return name.isEmpty ? "view" : name }
        return String(characters[..<leading]).lowercased() + String(characters[leading...])
    }
}
