import AutocellInterfaceBuilder
import AutocellLayout
import AutocellSource
import AutocellTable
import Foundation

/// Builds the UIKit objects of a cell read from an Interface Builder file, as UIKit's nib
/// loading does: the cell (its custom class made with `init?(coder:)`), each view of its class
/// with the file's properties and frame, the constraints (a view that translates its
/// autoresizing mask gets the constraints UIKit would make from it, `IBCellReader`), the
/// outlets, then `awakeFromNib()` on every object. Colours are read in light and dark, so
/// system colours stay dynamic.
@MainActor
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
        let decoder = UINibDecoder(reuseIdentifier: light.reuseIdentifier)
        let root: UIView
        let contentView: UIView
        switch light.rootElement {
        case "tableViewCell":
            let tableCell = try make(light.customClass, module: light.customModule, default: UITableViewCell.self, decoder: decoder, what: "the cell")
            tableCell.accessoryType = Self.accessoryType(light.accessory)
            if let inset = light.separatorInset { tableCell.separatorInset.left = CGFloat(inset) }
            root = tableCell
            contentView = tableCell.contentView
        case "collectionViewCell":
            let collectionCell = try make(light.customClass, module: light.customModule, default: UICollectionViewCell.self, decoder: decoder, what: "the cell")
            root = collectionCell
            contentView = collectionCell.contentView
        default:
            root = UIView(frame: .zero)
            contentView = root
        }
        if let frame = light.frames[CellTemplate.contentView] {
            root.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
            contentView.frame = root.frame
        }
        contentView.backgroundColor = color(light.template.background, dark.template.background)
        views[CellTemplate.contentView] = contentView
        for (index, spec) in light.template.views.enumerated() {
            let darkSpec = index < dark.template.views.count ? dark.template.views[index] : spec
            let view = try makeView(spec, darkSpec: darkSpec, decoder: decoder)
            views[spec.name] = view
        }
        // Into the hierarchy in the file's order; a stack view's subviews as its arranged ones.
        for spec in light.template.views {
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
            guard let made = nsConstraint(constraint) else { throw problem("constraint \(constraint) relates a view the cell does not have") }
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

    /// An object of the file's custom class (made with `init?(coder:)`), or of `type`.
    private func make<T: UIView>(_ customClass: String?, module: String?, default type: T.Type, decoder: UINibDecoder, what: String) throws(Diagnostic) -> T {
        var made: T.Type = type
        if let customClass {
            let candidates = ([module].compactMap { $0 } + modules).map { "\($0).\(customClass)" } + [customClass]
            guard let found = candidates.lazy.compactMap({ NSClassFromString($0) }).first ?? UINib.customClasses[customClass] else {
                throw problem("unknown class \(customClass) for \(what): looked for \(candidates.joined(separator: ", ")) and in UINib.customClasses")
            }
            guard let view = found as? T.Type else { throw problem("class \(customClass) for \(what) is not a \(type)") }
            made = view
        }
        guard let object = made.init(coder: decoder) else { throw problem("\(made).init(coder:) returned nil for \(what)") }
        return object
    }

    private func makeView(_ spec: ViewSpec, darkSpec: ViewSpec, decoder: UINibDecoder) throws(Diagnostic) -> UIView {
        let custom = light.viewClasses[spec.name]
        let view: UIView
        switch spec.kind {
        case .view: view = try make(custom?.name, module: custom?.module, default: UIView.self, decoder: decoder, what: "view '\(spec.name)'")
        case .scroll: view = try make(custom?.name, module: custom?.module, default: UIScrollView.self, decoder: decoder, what: "view '\(spec.name)'")
        case .label(let content):
            if content.textContainerInset != nil {
                let textView = try make(custom?.name, module: custom?.module, default: UITextView.self, decoder: decoder, what: "text view '\(spec.name)'")
                textView.isScrollEnabled = false
                textView.text = content.text
                textView.font = UIFont(content.font)
                textView.textColor = color(content.color, darkSpec.label?.color)
                textView.textAlignment = Self.alignment(content.alignment)
                view = textView
            } else {
                let label = try make(custom?.name, module: custom?.module, default: UILabel.self, decoder: decoder, what: "label '\(spec.name)'")
                label.text = content.text
                label.font = UIFont(content.font)
                label.textColor = color(content.color, darkSpec.label?.color)
                label.textAlignment = Self.alignment(content.alignment)
                label.numberOfLines = content.numberOfLines
                label.lineBreakMode = (0...6).lazy.compactMap(NSLineBreakMode.init(rawValue:)).first { $0.mode == content.lineBreakMode } ?? .byTruncatingTail
                view = label
            }
        case .image(let content):
            let imageView = try make(custom?.name, module: custom?.module, default: UIImageView.self, decoder: decoder, what: "image view '\(spec.name)'")
            if let name = light.imageNames[spec.name] {
                // The image from UIImage's search paths; else one of the size the file gives.
                imageView.image = UIImage(named: name) ?? content.size.map { UIImage(size: CGSize(width: $0.width, height: $0.height), scale: 1, path: nil, symbolName: nil) }
                if imageView.image == nil { UIKitDiagnostics.report("UINib \(file): image '\(name)' of '\(spec.name)' not found in UIImage.searchPaths") }
            }
            imageView.contentMode = content.contentMode == .aspectFit ? .scaleAspectFit : content.contentMode == .aspectFill ? .scaleAspectFill : .scaleToFill
            view = imageView
        case .stack(let configuration):
            let stack = try make(custom?.name, module: custom?.module, default: UIStackView.self, decoder: decoder, what: "stack view '\(spec.name)'")
            stack.axis = configuration.axis == .vertical ? .vertical : .horizontal
            stack.distribution = (0...4).lazy.compactMap(UIStackView.Distribution.init(rawValue:)).first { "\($0)" == configuration.distribution.rawValue } ?? .fill
            stack.alignment = (0...5).lazy.compactMap(UIStackView.Alignment.init(rawValue:)).first { "\($0)" == configuration.alignment.rawValue } ?? .fill
            stack.spacing = CGFloat(configuration.spacing)
            stack.isLayoutMarginsRelativeArrangement = configuration.isLayoutMarginsRelativeArrangement
            stack.isBaselineRelativeArrangement = configuration.isBaselineRelativeArrangement
            view = stack
        case .control(let control):
            view = try makeControl(control, dark: darkSpec.control, custom: custom, decoder: decoder, name: spec.name)
        }
        if let frame = light.frames[spec.name] { view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height) }
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
            view.layoutMargins = UIEdgeInsets(top: CGFloat(margins.top), left: CGFloat(margins.left), bottom: CGFloat(margins.bottom), right: CGFloat(margins.right))
        }
        view.preservesSuperviewLayoutMargins = spec.preservesSuperviewLayoutMargins
        view.insetsLayoutMarginsFromSafeArea = spec.insetsLayoutMarginsFromSafeArea
        return view
    }

    private func makeControl(_ control: ControlContent, dark: ControlContent?, custom: IBCell.CustomClass?, decoder: UINibDecoder, name: String) throws(Diagnostic) -> UIView {
        func made<T: UIView>(_ type: T.Type, _ plain: @autoclosure () -> T) throws(Diagnostic) -> T {
            custom == nil ? plain() : try make(custom?.name, module: custom?.module, default: type, decoder: decoder, what: "\(control.kind.className) '\(name)'")
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
                    button.contentEdgeInsets = UIEdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
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
            if custom != nil { for (index, title) in control.segments.enumerated() { segmented.insertSegment(withTitle: title, at: index, animated: false) } }
            segmented.selectedSegmentIndex = control.selectedSegmentIndex
            return segmented
        case .textField:
            let field = try made(UITextField.self, UITextField())
            field.text = control.title
            field.placeholder = control.placeholder.isEmpty ? nil : control.placeholder
            field.font = UIFont(control.font)
            field.borderStyle = (0...3).lazy.compactMap(UITextField.BorderStyle.init(rawValue:)).first { "\($0)" == control.borderStyle.rawValue } ?? .none
            return field
        case .symbol:
            return UIImageView(image: UIImage(systemName: control.image ?? ""))
        }
    }

    /// The UIKit constraint for one the reader made: views by name, margins as the margins guide.
    private func nsConstraint(_ constraint: LayoutConstraint) -> NSLayoutConstraint? {
        func item(_ anchor: Anchor) -> (Any, NSLayoutConstraint.Attribute)? {
            let attribute = (1...20).lazy.compactMap(NSLayoutConstraint.Attribute.init(rawValue:)).first { $0.layout?.attribute == anchor.attribute && $0.layout?.margin == false }
            guard let attribute else { return nil }
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
        let relation: NSLayoutConstraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        default: .equal
        }
        let made = NSLayoutConstraint(
            item: first.0, attribute: first.1, relatedBy: relation, toItem: second?.0, attribute: second?.1 ?? .notAnAttribute,
            multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
        made.priority = UILayoutPriority(constraint.priority)
        made.identifier = constraint.identifier
        return made
    }

    /// Sets each outlet through the object's `nibOutlets`; one it does not list is said.
    private func connect(_ outlets: [String: String], to object: AnyObject, what: String, cell: UIView? = nil) {
        let declared = (type(of: object) as? UINibOutletConnecting.Type)?.nibOutlets ?? [:]
        for (property, viewName) in outlets.sorted(by: { $0.key < $1.key }) {
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

    private static func alignment(_ alignment: TextAlignment) -> NSTextAlignment {
        (0...4).lazy.compactMap(NSTextAlignment.init(rawValue:)).first { "\($0)" == alignment.rawValue } ?? .natural
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
