import AutocellInterfaceBuilder
import AutocellLayout
import AutocellSource
import AutocellTable
import Foundation
import AutocellSolver
import AutocellText
import AutocellDrawing

/// Builds the UIKit objects of a cell read from an Interface Builder file, as UIKit's nib
/// loading does: the cell (its custom class made with `init?(coder:)`), each view of its class
/// with the file's properties and frame, the constraints (a view that translates its
/// autoresizing mask gets the constraints UIKit would make from it, `IBCellReader`), the
/// outlets, then `awakeFromNib()` on every object. Colours are read in light and dark, so
/// system colours stay dynamic.
@preconcurrency @MainActor
struct NibLoader {
    let light: IBCell
    let dark: IBCell
    let file: String
    /// Modules to find custom classes in, in order.
    let modules: [String]
    private var views: [String: UIView] = [:]

    init(light: IBCell, dark: IBCell, file: String, modules: [String]) {
        self.light = light
        self.dark = dark
        self.file = file
        self.modules = modules
    }

    mutating func load(owner: AnyObject?) throws(Diagnostic) -> UIView {
        let decoder = UINibDecoder(reuseIdentifier: light.reuseIdentifier, cellStyle: Self.cellStyle(light.builtInStyle))
        let root: UIView
        let contentView: UIView
        switch light.root {
        case .tableViewCell:
            let tableCell = try make(light.customClass, module: light.customModule, default: UITableViewCell.self, decoder: decoder, what: "the cell")
            tableCell.accessoryType = Self.accessoryType(light.accessory)
            if let inset = light.separatorInset { tableCell.separatorInset.left = CGFloat(inset) }
            root = tableCell
            contentView = tableCell.contentView
        case .collectionViewCell:
            let collectionCell = try make(light.customClass, module: light.customModule, default: UICollectionViewCell.self, decoder: decoder, what: "the cell")
            root = collectionCell
            contentView = collectionCell.contentView
        case .contentView:
            root = UIView(frame: .zero)
            contentView = root
        case .view:
            // A plain top-level view: its own class, made with `init?(coder:)`.
            root = try make(light.customClass, module: light.customModule, default: UIView.self, decoder: decoder, what: "the view")
            contentView = root
        }
        if let frame = light.frames[CellTemplate.contentView] {
            root.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
            contentView.frame = root.frame
        }
        // A cell keeps its own frame from the file (its contentView laid out inside it).
        if let frame = light.frames[IBCell.cellFrame], root !== contentView {
            root.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        }
        contentView.backgroundColor = color(light.template.background, dark.template.background)
        // The contentView's own margins in the file replace the table's (its layoutMargins set).
        if let margins = light.template.contentViewLayoutMargins { contentView.layoutMargins = UIEdgeInsets(margins) }
        views[CellTemplate.contentView] = contentView
        for (index, spec) in light.template.views.enumerated() {
            let darkSpec = index < dark.template.views.count ? dark.template.views[index] : spec
            let view = try makeView(spec, darkSpec: darkSpec, decoder: decoder)
            view.nibName = spec.name
            views[spec.name] = view
        }
        // A built-in style's textLabel, detailTextLabel and imageView are the cell's own, as
        // the file configures them, laid out by UIKit's style layout (not at the file's frames,
        // drawn at its design width).
        var builtIn: Set<String> = []
        if let cell = root as? UITableViewCell {
            for (name, key) in light.builtInViews {
                guard let view = views[name] else { continue }
                let own: UIView?
                switch key {
                case "textLabel": own = cell.textLabel
                case "detailTextLabel": own = cell.detailTextLabel
                default: own = cell.imageView
                }
                guard let own else { continue }
                if let label = view as? UILabel, let target = own as? UILabel {
                    target.text = label.text
                    target.font = label.font
                    target.textColor = label.textColor
                    target.textAlignment = label.textAlignment
                    target.numberOfLines = label.numberOfLines
                    target.lineBreakMode = label.lineBreakMode
                } else if let image = view as? UIImageView, let target = own as? UIImageView {
                    target.image = image.image
                    target.contentMode = image.contentMode
                }
                views[name] = own
                builtIn.insert(name)
            }
        }
        // Into the hierarchy in the file's order; a stack view's subviews as its arranged ones.
        for spec in light.template.views where !builtIn.contains(spec.name) {
            guard let view = views[spec.name] else { continue }
            let parent = spec.parent.flatMap { views[$0] } ?? contentView
            if let stack = parent as? UIStackView, case .stack(let configuration)? = light.template.views.first(where: { $0.name == spec.parent })?.kind,
                configuration.arrangedSubviews.contains(spec.name)
            {
                stack.addArrangedSubview(view)
            } else {
                parent.addSubview(view)
            }
        }
        var constraints: [NSLayoutConstraint] = []
        for constraint in light.template.constraints {
            // The built-in views' frames-as-constraints are the style layout's to give.
            if builtIn.contains(constraint.first.view) || constraint.second.map({ builtIn.contains($0.view) }) == true { continue }
            guard let made = nsConstraint(constraint) else {
                let message = "constraint \(constraint) relates a view or guide the cell does not have"
                throw constraint.source.map { Diagnostic(at: $0, message) } ?? problem(message)
            }
            constraints.append(made)
        }
        NSLayoutConstraint.activate(constraints)
        connect(light.outlets, to: root, what: String(describing: type(of: root)))
        if let owner, !light.ownerOutlets.isEmpty {
            connect(light.ownerOutlets, to: owner, what: "the File's Owner (\(type(of: owner)))", cell: root)
        }
        for view in [root] + allSubviews(of: root) { view.awakeFromNib() }
        return root
    }

    private func problem(_ message: String) -> Diagnostic { Diagnostic.file(file, message) }

    /// The `UITableViewCell.CellStyle` of a file's `style` (its name less `IBUITableViewCellStyle`).
    static func cellStyle(_ name: String?) -> UITableViewCell.CellStyle {
        switch name {
        case "Value1": .value1
        case "Value2": .value2
        case "Subtitle": .subtitle
        default: .default
        }
    }

    /// An object of the file's custom class (made with `init?(coder:)`), or of `type`.
    private func make<T: UIView>(_ customClass: String?, module: String?, default type: T.Type, decoder: UINibDecoder, what: String) throws(Diagnostic) -> T {
        var made: T.Type = type
        if let customClass {
            let lookup = UINib.customClass(customClass, modules: [module].compactMap { $0 } + modules)
            guard let found = lookup.found else { throw problem("unknown class \(customClass) for \(what): looked for \(lookup.lookedFor)") }
            guard let view = found as? T.Type else { throw problem("class \(customClass) for \(what) is not a \(type)") }
            made = view
        }
        guard let object = made.init(coder: decoder) else { throw problem("\(made).init(coder:) returned nil for \(what)") }
        return object
    }

    private func makeView(_ spec: ViewSpec, darkSpec: ViewSpec, decoder: UINibDecoder) throws(Diagnostic) -> UIView {
        func instance<T: UIView>(_ type: T.Type, _ plain: @autoclosure () -> T) throws(Diagnostic) -> T {
            try self.instance(type, plain(), of: spec.name, decoder: decoder)
        }
        let view: UIView
        switch spec.kind {
        case .view: view = try instance(UIView.self, UIView(frame: .zero))
        case .scroll: view = try instance(UIScrollView.self, UIScrollView(frame: .zero))
        case .label(let content):
            if content.textContainerInset != nil {
                let textView = try instance(UITextView.self, UITextView(frame: .zero))
                textView.isScrollEnabled = false
                textView.text = content.text
                textView.font = UIFont(content.font)
                textView.textColor = color(content.color, darkSpec.label?.color)
                textView.textAlignment = NSTextAlignment(content.alignment)
                view = textView
            } else {
                let label = try instance(UILabel.self, UILabel(frame: .zero))
                label.text = content.text
                label.font = UIFont(content.font)
                label.textColor = color(content.color, darkSpec.label?.color)
                label.textAlignment = NSTextAlignment(content.alignment)
                label.numberOfLines = content.numberOfLines
                label.lineBreakMode = NSLineBreakMode(content.lineBreakMode)
                label.adjustsFontForContentSizeCategory = content.adjustsFontForContentSizeCategory
                if content.minimumScaleFactor > 0 {
                    label.adjustsFontSizeToFitWidth = true
                    label.minimumScaleFactor = CGFloat(content.minimumScaleFactor)
                }
                view = label
            }
        case .image(let content):
            let imageView = try instance(UIImageView.self, UIImageView(image: nil))
            if let name = light.imageNames[spec.name] {
                // The image from UIImage's search paths; else one of the size the file gives.
                imageView.image = UIImage(named: name) ?? content.size.map { UIImage(size: CGSize(width: $0.width, height: $0.height), scale: 1, path: nil, symbolName: nil) }
                if imageView.image == nil { UIKitDiagnostics.report("UINib \(file): image '\(name)' of '\(spec.name)' not found in UIImage.searchPaths") }
            }
            imageView.contentMode = UIViewContentMode(content.contentMode)
            view = imageView
        case .stack(let configuration):
            let stack = try instance(UIStackView.self, UIStackView(arrangedSubviews: []))
            stack.axis = configuration.axis == .vertical ? .vertical : .horizontal
            stack.distribution = UIStackView.Distribution(configuration.distribution)
            stack.alignment = UIStackView.Alignment(configuration.alignment)
            stack.spacing = CGFloat(configuration.spacing)
            stack.isLayoutMarginsRelativeArrangement = configuration.isLayoutMarginsRelativeArrangement
            stack.isBaselineRelativeArrangement = configuration.isBaselineRelativeArrangement
            view = stack
        case .control(let control):
            view = try makeControl(control, dark: darkSpec.control, name: spec.name, decoder: decoder)
        }
        if let frame = light.frames[spec.name] { view.frame = CGRect(frame) }
        view.translatesAutoresizingMaskIntoConstraints = false
        view.isHidden = spec.isHidden
        view.alpha = CGFloat(spec.alpha)
        view.clipsToBounds = spec.clipsToBounds
        view.backgroundColor = color(spec.background, darkSpec.background)
        view.layer.cornerRadius = CGFloat(spec.cornerRadius)
        view.layer.borderWidth = CGFloat(spec.borderWidth)
        if let border = color(spec.borderColor, darkSpec.borderColor) { view.layer.borderColor = border.cgColor }
        for axis in [Axis.horizontal, .vertical] {
            let uiAxis: NSLayoutConstraint.Axis = axis == .horizontal ? .horizontal : .vertical
            view.setContentHuggingPriority(UILayoutPriority(spec.hugging[axis]), for: uiAxis)
            view.setContentCompressionResistancePriority(UILayoutPriority(spec.compressionResistance[axis]), for: uiAxis)
        }
        if let margins = spec.layoutMargins {
            view.layoutMargins = UIEdgeInsets(margins)
        }
        view.preservesSuperviewLayoutMargins = spec.preservesSuperviewLayoutMargins
        view.insetsLayoutMarginsFromSafeArea = spec.insetsLayoutMarginsFromSafeArea
        return view
    }

    /// The view named `name`: of the file's custom class when it names one, else `plain`.
    private func instance<T: UIView>(_ type: T.Type, _ plain: @autoclosure () -> T, of name: String, decoder: UINibDecoder) throws(Diagnostic) -> T {
        guard let custom = light.viewClasses[name] else { return plain() }
        return try make(custom.name, module: custom.module, default: type, decoder: decoder, what: "\(type) '\(name)'")
    }

    private func makeControl(_ control: ControlContent, dark: ControlContent?, name: String, decoder: UINibDecoder) throws(Diagnostic) -> UIView {
        func made<T: UIView>(_ type: T.Type, _ plain: @autoclosure () -> T) throws(Diagnostic) -> T {
            try instance(type, plain(), of: name, decoder: decoder)
        }
        switch control.kind {
        case .button:
            let button = try made(UIButton.self, UIButton(type: .system))
            if control.buttonStyle.isConfiguration {
                var configuration: UIButton.Configuration = switch control.buttonStyle {
                case .tinted: .tinted()
                case .filled: .filled()
                case .gray: .gray()
                default: .plain()
                }
                configuration.title = control.title.isEmpty ? nil : control.title
                configuration.image = control.image.flatMap { UIImage(named: $0) ?? UIImage(systemName: $0) }
                configuration.imagePadding = CGFloat(control.imagePadding)
                if let insets = control.contentInsets {
                    configuration.contentInsets = NSDirectionalEdgeInsets(top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.right))
                }
                configuration.baseForegroundColor = color(control.titleColor, dark?.titleColor)
                button.configuration = configuration
            } else {
                button.setTitle(control.title.isEmpty ? nil : control.title, for: .normal)
                button.titleLabel?.font = UIFont(control.font)
                if let image = control.image { button.setImage(UIImage(named: image) ?? UIImage(systemName: image), for: .normal) }
                if let insets = control.contentInsets {
                    button.contentEdgeInsets = UIEdgeInsets(insets)
                }
                if let title = color(control.titleColor, dark?.titleColor) { button.setTitleColor(title, for: .normal) }
            }
            return button
        case .switch:
            let toggle = try made(UISwitch.self, UISwitch())
            toggle.isOn = control.isOn
            toggle.onTintColor = color(control.tint, dark?.tint)
            return toggle
        case .activityIndicator:
            return try made(UIActivityIndicatorView.self, UIActivityIndicatorView(style: control.indicatorStyle == .large ? .large : .medium))
        case .progress:
            let progress = try made(UIProgressView.self, UIProgressView(progressViewStyle: .default))
            progress.progress = Float(control.value)
            return progress
        case .slider:
            let slider = try made(UISlider.self, UISlider())
            slider.value = Float(control.value)
            return slider
        case .stepper: return try made(UIStepper.self, UIStepper())
        case .segmentedControl:
            let segmented = try made(UISegmentedControl.self, UISegmentedControl(items: control.segments))
            if segmented.numberOfSegments == 0 {
                for (index, title) in control.segments.enumerated() { segmented.insertSegment(withTitle: title, at: index, animated: false) }
            }
            segmented.selectedSegmentIndex = control.selectedSegmentIndex
            return segmented
        case .textField:
            let field = try made(UITextField.self, UITextField())
            field.text = control.title
            field.placeholder = control.placeholder.isEmpty ? nil : control.placeholder
            field.font = UIFont(control.font)
            field.borderStyle = UITextField.BorderStyle(control.borderStyle)
            return field
        case .symbol:
            // A system-catalog image: its symbol at the file's preferred configuration, in its tint.
            let view = try made(UIImageView.self, UIImageView())
            view.image = UIImage(systemName: control.title)
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: control.font, scale: UIImage.SymbolScale(control.symbolScale), weight: .unspecified)
            if let tint = control.tint { view.tintColor = UIColor(tint) }
            return view
        }
    }

    /// The UIKit constraint for one the reader made: views by name, margins as the margins guide.
    private func nsConstraint(_ constraint: LayoutConstraint) -> NSLayoutConstraint? {
        func item(_ anchor: Anchor) -> (Any, NSLayoutConstraint.Attribute)? {
            let attribute = NSLayoutConstraint.Attribute(anchor.attribute)
            if let (viewName, guide) = LayoutGuide.split(anchor.view) {
                guard let view = views[viewName] else { return nil }
                switch guide {
                case LayoutGuide.layoutMargins: return (view.layoutMarginsGuide, attribute)
                case LayoutGuide.safeArea: return (view.safeAreaLayoutGuide, attribute)
                case LayoutGuide.readableContent: return (view.readableContentGuide, attribute)
                default: return nil
                }
            }
            return views[anchor.view].map { ($0, attribute) }
        }
        guard let first = item(constraint.first) else { return nil }
        let second = constraint.second.flatMap(item)
        if constraint.second != nil && second == nil { return nil }
        let made = NSLayoutConstraint(
            item: first.0, attribute: first.1, relatedBy: NSLayoutConstraint.Relation(constraint.relation), toItem: second?.0, attribute: second?.1 ?? .notAnAttribute,
            multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
        made.priority = UILayoutPriority(constraint.priority)
        made.identifier = constraint.identifier
        return made
    }

    /// Sets each outlet through the object's `nibOutlets`; one it does not list is said.
    private func connect(_ outlets: [String: String], to object: AnyObject, what: String, cell: UIView? = nil) {
        let declared = (type(of: object) as? UINibOutletConnecting.Type)?.nibOutlets ?? [:]
        for (property, viewName) in outlets.sorted(by: { $0.key < $1.key }) {
            // A view controller's `view` outlet: the controller takes the loaded view itself.
            if property == "view", object is UIViewController { continue }
            guard let value: AnyObject = viewName == IBCell.cellOutlet ? cell : views[viewName] else { continue }
            guard let keyPath = declared[property] else {
                UIKitDiagnostics.report(
                    "UINib \(file): outlet '\(property)' of \(what) is not connected: Swift on Linux has no key-value coding; list it in nibOutlets (UINibOutletConnecting)")
                continue
            }
            if !Self.set(keyPath, of: object, to: value) {
                UIKitDiagnostics.report("UINib \(file): outlet '\(property)' of \(what) is not connected: its key path \(keyPath) does not take a \(type(of: value))")
            }
        }
    }

    /// `object[keyPath: keyPath] = value`, the key path's root and value types opened.
    private static func set(_ keyPath: AnyKeyPath, of object: AnyObject, to value: AnyObject) -> Bool {
        func root<Root>(_: Root.Type) -> Bool {
            func value<Value>(_: Value.Type) -> Bool {
                guard let writable = keyPath as? ReferenceWritableKeyPath<Root, Value>, let target = object as? Root, let newValue = valueObject as? Value else { return false }
                target[keyPath: writable] = newValue
                return true
            }
            return _openExistential(type(of: keyPath).valueType, do: value)
        }
        let valueObject = value
        return _openExistential(type(of: keyPath).rootType, do: root)
    }

    private func allSubviews(of view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + allSubviews(of: $0) } }

    /// The file's colour in light and dark: one colour when they agree.
    private func color(_ light: Color?, _ dark: Color?) -> UIColor? {
        guard let light else { return nil }
        guard let dark, dark != light else { return UIColor(light) }
        return UIColor(light: light, dark: dark)
    }

    private static func accessoryType(_ accessory: Accessory) -> UITableViewCell.AccessoryType {
        switch accessory {
        case .disclosureIndicator: .disclosureIndicator
        case .detailDisclosureButton: .detailDisclosureButton
        case .checkmark: .checkmark
        case .detailButton: .detailButton
        default: .none
        }
    }
}
