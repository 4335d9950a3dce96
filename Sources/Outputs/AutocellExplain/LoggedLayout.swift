import AutocellLayout
import AutocellTable
import AutocellText
import AutocellSolver
import AutocellSource
import AutocellDrawing

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
    /// For a log that does not say what UIKit broke: the one Autocell breaks in its place
    /// (`likelyBroken`).
    public var guessedBroken: LayoutConstraint?

    /// Which constraint UIKit most likely broke when the log does not say (cut before "Will
    /// attempt to recover by breaking constraint"): UIKit documents no rule. Measured on 54
    /// real logs that name it (collected for issue 52): UIKit broke one of the app's fixed
    /// sizes (`UIImageView:0x….height == 60`, `V:[UIView:0x…(100)]`) in half of them, the first
    /// of those listed when the list has one; otherwise most often the first of the app's
    /// constraints listed (35 of 54 agree with this rule; "the last listed" agrees in 21).
    /// What UIKit makes itself (the encapsulated sizes, autoresizing masks, margin guides,
    /// temporary sizes) it does not break.
    static func likelyBroken(_ log: UIKitLog) -> Int? {
        let apps = log.entries.indices.filter { index in
            let entry = log.entries[index]
            let made = entry.identifier ?? Self.identifier(ofKind: entry.kind) ?? ""
            return !(made.hasPrefix("UIView-") || made == Explainer.autoresizing || made.hasPrefix("_UI"))
        }
        let fixedSizes = apps.filter { index in
            let entry = log.entries[index]
            return entry.second == nil && entry.firstAttribute.isDimension && entry.relation == .equal
        }
        return fixedSizes.first ?? apps.first
    }
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
    /// The identifier of the width a free container is held at (`containerWidth`): the
    /// screen's or its container's, not the app's to change.
    public static let assumedWidth = "autocell-assumed-width"

    /// For a log of views no cell holds: the view the others hang from, whose width the log
    /// does not give (the screen's or its container's, often cut from the paste); nil otherwise.
    public var freeContainer: String?

    /// The rebuilt system; `margin` and `width` replace what is assumed when the log does not
    /// give them (UIKit's default 8 pt margins, an iPhone's 375 pt cell), to find which value
    /// would make the constraints conflict as UIKit reported.
    /// `containerWidth` holds `freeContainer` at that width, to find the width at which the
    /// constraints conflict as UIKit reported.
    public init(
        _ log: UIKitLog, scale: Double = 2, margin: Double = LoggedLayout.defaultMargin, width assumedWidth: Double = 375,
        containerWidth: Double? = nil
    ) {
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
        var labelled: [String: String] = [:]
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
            if item.label != nil || given[item.identity] != nil { labelled[candidate] = item.label ?? given[item.identity] }
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
        // A frame position whose superview the log does not name (`UILabel:0x….midY == 486.9`
        // from an autoresizing mask) is measured from the view its other constraints relate it
        // to most (views are constrained to their superview more than to anything else), else
        // from the contentView; said either way.
        // The constraint broken: UIKit's, when the log says; else the one UIKit most likely
        // broke (`likelyBroken`), said as Autocell's choice.
        let breaking = log.broken ?? Self.likelyBroken(log)
        let likelyContainer = Self.root(of: log)
        var related: [String: [String: Int]] = [:]
        var itemsByIdentity: [String: UIKitLog.Item] = [:]
        for entry in log.entries {
            guard let second = entry.second, second.identity != UIKitLogParser.superview.identity else { continue }
            // UIKit prints the view a constraint places first (`badge.leading == view.leading + 20`):
            // the second is a candidate for the first's superview, never the other way round.
            related[entry.first.identity, default: [:]][second.identity, default: 0] += 1
            itemsByIdentity[entry.first.identity] = entry.first
            itemsByIdentity[second.identity] = second
        }
        var framedFrom: [String: String] = [:]
        func frameOrigin(of item: UIKitLog.Item) -> UIKitLog.Item? {
            guard let counts = related[item.identity], let most = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
            return itemsByIdentity[most.key]
        }
        for (index, entry) in log.entries.enumerated() {
            if var second = entry.second, second.identity == UIKitLogParser.superview.identity, let origin = frameOrigin(of: entry.first) {
                second = origin
                var placed = entry
                placed.second = second
                let viewName = name(for: entry.first)
                framedFrom[viewName] = name(for: origin)
                let constraint = LayoutConstraint(
                    Anchor(viewName, entry.firstAttribute), entry.relation, entry.secondAttribute.map { Anchor(framedFrom[viewName] ?? CellTemplate.contentView, $0) },
                    multiplier: entry.multiplier, constant: entry.constant, priority: entry.priority,
                    identifier: entry.identifier ?? Self.identifier(ofKind: entry.kind), source: entry.source)
                if index == breaking { broken = constraint } else { constraints.append(constraint) }
                continue
            }
            // The encapsulated width is the table's width (the engine's own fence holds it).
            if entry.identifier == "UIView-Encapsulated-Layout-Width", entry.second == nil, entry.first.identity == root?.identity {
                width = entry.constant
                continue
            }
            if entry.identifier == "UIView-Encapsulated-Layout-Height", entry.second == nil, entry.first.identity == root?.identity {
                held = entry.constant
                continue
            }
            // A cell's contentView sized by its autoresizing mask (`NSAutoresizingMaskLayoutConstraint
            // h=--& v=--& UITableViewCellContentView:0x….height == 43.6667`, iOS 8 to 10): the
            // cell's frame, which the table holds at the row's height, passed on to the
            // contentView; held as the encapsulated height is.
            if entry.identifier == Explainer.autoresizing || entry.kind == Explainer.autoresizing, entry.second == nil, entry.relation == .equal,
               let root, entry.first.identity == root.identity, root.className?.hasSuffix("CellContentView") == true {
                if entry.firstAttribute == .height, held == nil {
                    held = entry.constant
                    assumptions.append("contentView's autoresizing-mask height (line \(entry.source.line), \(numberText(entry.constant)) pt) is the height the table holds the row at, passed on from the cell's frame")
                    continue
                }
                if entry.firstAttribute == .width, width == nil {
                    width = entry.constant
                    continue
                }
            }
            // A log whose descriptions hide identifiers (Masonry's) prints UIKit's encapsulated
            // sizes bare: a cell contentView's height, or its width of 0 (a template cell never
            // laid out in a table), is taken as UIKit's, and said. Any other bare size of the
            // contentView is the app's or a library's (FDTemplateLayoutCell's width fence).
            if log.hidesIdentifiers, entry.identifier == nil, entry.second == nil, entry.relation == .equal, entry.priority.isRequired,
               let root, entry.first.identity == root.identity, root.className?.hasSuffix("CellContentView") == true,
               (entry.firstAttribute == .height && held == nil) || (entry.firstAttribute == .width && entry.constant == 0 && width == nil) {
                if entry.firstAttribute == .height { held = entry.constant } else { width = 0 }
                assumptions.append("contentView.\(entry.firstAttribute.rawValue) == \(numberText(entry.constant)) (line \(entry.source.line)) is taken as UIKit's UIView-Encapsulated-Layout-\(entry.firstAttribute == .height ? "Height" : "Width"): the log's descriptions (Masonry's) print no identifiers")
                continue
            }
            let first = entry.firstIsMargin ? marginsGuide(of: entry.first) : name(for: entry.first)
            let second = entry.second.map { entry.secondIsMargin ? marginsGuide(of: $0) : name(for: $0) }
            var identifier = entry.identifier ?? Self.identifier(ofKind: entry.kind)
            // The same for a view no cell's that the others hang from (a header, a root view):
            // its bare width of 0 is UIKit's temporary size before it has its real one.
            if log.hidesIdentifiers, identifier == nil, entry.second == nil, entry.relation == .equal, entry.priority.isRequired,
               entry.firstAttribute == .width, entry.constant == 0, entry.first.identity == likelyContainer?.identity {
                identifier = "_UITemporaryLayoutWidth"
                assumptions.append("\(first).width == 0 (line \(entry.source.line)) is taken as UIKit's temporary width before the view has its real one: the log's descriptions (Masonry's) print no identifiers")
            }
            let constraint = LayoutConstraint(
                Anchor(first, entry.firstAttribute), entry.relation,
                second.flatMap { name in entry.secondAttribute.map { Anchor(name, $0) } },
                multiplier: entry.multiplier, constant: entry.constant, priority: entry.priority,
                identifier: identifier, source: entry.source)
            if index == breaking { broken = constraint } else { constraints.append(constraint) }
        }
        // A guide of the log's own with one side of a pair and not the other (a list cut before
        // it, or that side not in the conflict): UIKit makes all four, so the missing side is
        // taken as its opposite's, said.
        var sides: [String: [String: Double]] = [:]
        for entry in log.entries {
            guard let identifier = entry.identifier, identifier.hasPrefix("UIView-"), identifier.hasSuffix("Margin-guide-constraint"),
                  let second = entry.second else { continue }
            let owner = entry.first.label == "UIViewLayoutMarginsGuide" ? second : entry.first
            let side = String(identifier.dropFirst("UIView-".count).prefix { $0.isLowercase })
            sides[owner.identity, default: [:]][side] = abs(entry.constant)
        }
        for (ownerIdentity, given) in sides.sorted(by: { $0.key < $1.key }) {
            guard let guide = realGuides[ownerIdentity], let ownerItem = itemsByIdentity[ownerIdentity] ?? log.entries.first(where: { $0.first.identity == ownerIdentity })?.first else { continue }
            for (side, opposite, attribute) in [("right", "left", LayoutAttribute.right), ("left", "right", .left), ("bottom", "top", .bottom), ("top", "bottom", .top)]
            where given[side] == nil {
                guard let constant = given[opposite] else { continue }
                let guideName = name(for: guide), ownerName = ownerItem.identity == root?.identity ? CellTemplate.contentView : name(for: ownerItem)
                let signed = attribute == .right || attribute == .bottom ? -constant : constant
                constraints.append(LayoutConstraint(Anchor(guideName, attribute), .equal, Anchor(ownerName, attribute), constant: signed, identifier: "UIView-\(side)Margin-guide-constraint"))
                assumptions.append("\(ownerName)'s \(side) layout margin is taken as its \(opposite) one, \(numberText(constant)) pt (the log gives the \(opposite) margin's constraint and not the \(side)'s)")
            }
        }
        if let broken { constraints.append(broken) }
        // A log of views no cell holds: the view they hang from, when no constraint of the log
        // gives its width, is free; held at `containerWidth` when asked.
        var freeContainer: String?
        let horizontal: Set<LayoutAttribute> = [.width, .left, .right, .leading, .trailing, .centerX]
        let placedAcross = Set(log.entries.filter { horizontal.contains($0.firstAttribute) }.map(\.first.identity))
        var asSecond: [String: (item: UIKitLog.Item, count: Int, first: Int)] = [:]
        for (index, entry) in log.entries.enumerated() {
            guard let second = entry.second, second.identity != UIKitLogParser.superview.identity, !placedAcross.contains(second.identity) else { continue }
            asSecond[second.identity, default: (second, 0, index)].count += 1
        }
        if root == nil, let container = asSecond.values.max(by: { ($0.count, -$0.first) < ($1.count, -$1.first) })?.item {
            freeContainer = name(for: container)
            if let containerWidth, let held = freeContainer {
                // First, so that recovering breaks one of the log's constraints, not the screen.
                constraints.insert(LayoutConstraint(Anchor(held, .width), .equal, nil, constant: containerWidth, identifier: Self.assumedWidth), at: 0)
            }
        }
        for (view, origin) in framedFrom.sorted(by: { $0.key < $1.key }) {
            assumptions.append("\(view)'s frame position (an autoresizing-mask constraint) is taken from \(origin)'s top left, the view its other constraints relate it to (the log does not say which view is its superview)")
        }
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
        // The log's width and scale are traits like any other: they enter by the resolve step.
        var settings = TraitCollection(width: width ?? 375, scale: scale).applied(to: TableSettings())
        settings.separator = .none
        let template = CellTemplate(name: Self.templateName, views: views, constraints: constraints)
        content = TableContent(
            settings: settings, templates: [Self.templateName: TableTemplate(cell: template)],
            sections: [TableContent.Section(rows: [RowContent(template: Self.templateName)])])
        self.names = names
        self.classes = classes
        applesViews = Self.applesViews(constraints, classes: classes, labels: labelled)
        uikitBroken = log.broken == nil ? nil : broken
        guessedBroken = log.broken == nil ? broken : nil
        heldHeight = held
        self.assumptions = assumptions
        assumesMargins = !assumedGuides.isEmpty
        assumesWidth = assumedCellWidth
        self.freeContainer = freeContainer
        warnings = log.warnings
    }

    /// Apple's views that print as UIKit's public classes: a plain, unnamed `UIView` (or stack
    /// view, label, image view) whose every relation in the log is to Apple's own private views
    /// (the share sheet's `UIView` cell beside its `_UIActivityActionCellTitleLabel`, the
    /// `UIView`s of an alert's `_UIAlertControllerView`), found by spreading from those private
    /// views; a layout guide UIKit names (`'UIViewLayoutMarginsGuide'` of a private view,
    /// `'UINavigationBarItemContentLayoutGuide'`). Views that host the app's own views (a
    /// cell's contentView, the keyboard's `UIInputSetHostView`, a window, a transition view)
    /// spread nothing: an app's view pinned only to them stays the app's.
    public var applesViews: Set<String> = []

    /// Classes of Apple's that hold the app's own views.
    static let hostClasses: Set<String> = [
        "UIInputSetHostView", "UIInputSetContainerView", "UITransitionView", "UIDropShadowView", "UILayoutContainerView",
        "UIViewControllerWrapperView", "UINavigationTransitionView", "UIWindow", "UITextEffectsWindow", "UIEditingOverlayGestureView",
    ]

    static func applesViews(_ constraints: [LayoutConstraint], classes: [String: String], labels: [String: String]) -> Set<String> {
        // Hosts and guides spread nothing: the app's views are pinned to them. A contentView
        // that is no cell's (a plain `UIView` the log's sizes hang from) may be Apple's.
        func isHost(_ view: String) -> Bool {
            guard let name = classes[view] else { return view == CellTemplate.contentView }
            return name.hasSuffix("CellContentView") || hostClasses.contains(name) || name.contains("HostingView")
                || name.hasSuffix("LayoutGuide") || (labels[view]?.hasSuffix("Guide") ?? false)
                || (view == CellTemplate.contentView && !publicGeneric(name))
        }
        func publicGeneric(_ name: String) -> Bool { ["UIView", "UIStackView", "UIImageView", "UILabel"].contains(name) }
        // A child view controller's root view is the app's to place, whatever its class.
        var apples = Set(classes.keys.filter { view in
            guard let name = classes[view], !isHost(view), !Explainer.controllerRootViewClasses.contains(name) else { return false }
            return Explainer.isApplePrivateClass(name)
        })
        let relations = constraints.filter { $0.identifier != "autocell-placement" }
        // A plain, unnamed UIView with nothing but sizes, one of them negative: no app sets a
        // negative size; UIAlertController's action sheet does (`UIView.width == - 16`, iOS 12.2 on).
        for view in classes.keys where classes[view] == "UIView" && labels[view] == nil && !isHost(view) {
            let own = relations.filter { $0.first.view == view || $0.second?.view == view }
            if !own.isEmpty, own.allSatisfy({ $0.second == nil && $0.first.attribute.isDimension }), own.contains(where: { $0.constant < 0 }) {
                apples.insert(view)
            }
        }
        let candidates = classes.keys.filter { view in
            guard let name = classes[view], labels[view] == nil, !isHost(view), !apples.contains(view) else { return false }
            return publicGeneric(name)
        }.sorted()
        var changed = true
        while changed {
            changed = false
            for view in candidates where !apples.contains(view) {
                let others = relations.compactMap { constraint -> String? in
                    guard let second = constraint.second else { return nil }
                    if constraint.first.view == view, second.view != view { return second.view }
                    if second.view == view, constraint.first.view != view { return constraint.first.view }
                    return nil
                }
                if !others.isEmpty, others.allSatisfy({ apples.contains($0) }) {
                    apples.insert(view)
                    changed = true
                }
            }
        }
        return apples
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
        explainer.brokenByUIKit = uikitBroken
        explainer.guessedBroken = guessedBroken
        explainer.applesViews = applesViews
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
        // An app's own cell class (`MyApp.CustomCell`) held at a size by UIKit: a table's cell,
        // unless its name says collection.
        let root = SwiftClassName(classes[CellTemplate.contentView] ?? "")?.name ?? classes[CellTemplate.contentView] ?? ""
        if heldHeight != nil || content.settings.width > 0, root.hasSuffix("Cell") {
            return root.contains("Collection") ? .collectionCell : .tableCell
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
        // UIKit's private constraint classes (`_UILayoutSupportConstraint`,
        // `_UIScrollViewAutomaticContentSizeConstraint`, …): made by UIKit.
        if kind.hasPrefix("_UI") { return kind }
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
        // `_TtC5MyApp11ProfileView` (a Swift class without an Objective-C name) → `profileView`.
        let plain = className.map { SwiftClassName($0)?.name ?? String($0.prefix { $0 != "<" }) }
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
