import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource
import AutocellTable
import AutocellDrawing

/// Templates and their views: kinds, properties, stacks, controls, insets.
extension FixtureReader {
    func readTemplate(_ name: String, _ node: Node) throws(Diagnostic) -> FixtureTemplate {
        var cell = CellTemplate(name: name)
        var accessory = Accessory.none
        var constraintNodes: [Node] = []
        var sizeNode: Node?
        var cellBackground: Color?
        for (key, _, value) in try mapping(node, "template '\(name)'", allowed: ["background", "cellBackground", "accessory", "sizeThatFits", "views", "constraints"]) {
            switch key {
            case "sizeThatFits": sizeNode = value
            case "cellBackground": cellBackground = try color(value, "the cell's background")
            case "background": cell.background = try color(value, "the template background")
            case "accessory": accessory = try readAccessory(value)
            case "views":
                if isNull(value) { continue }
                guard case .sequence(let items) = value else { throw error("expected 'views:' as a list", at: value) }
                for item in items {
                    let view = try readView(item)
                    cell.views.append(view)
                    cell.viewSources[view.name] = location(item)
                }
            default:
                if isNull(value) { continue }
                guard case .sequence(let items) = value else { throw error("expected 'constraints:' as a list", at: value) }
                constraintNodes = Array(items)
            }
        }
        for item in constraintNodes { cell.constraints += try readConstraints(item, in: cell) }
        do {
            try cell.validate()
        } catch {
            let source = error.source
            throw self.error(error.message, line: source?.line ?? node.mark?.line ?? 1, column: source?.column ?? 1)
        }
        let sizeThatFits = try sizeNode.map { (node) throws(Diagnostic) in try readSizeThatFits(node, in: cell) }
        var template = FixtureTemplate(cell: cell, accessory: accessory, sizeThatFits: sizeThatFits)
        template.cellBackground = cellBackground
        return template
    }

    static let viewKeys = [
        "name", "type", "parent", "background", "cornerRadius", "borderWidth", "borderColor", "hidden",
        "alpha", "clipsToBounds", "shadow", "maskedCorners",
        "hugging", "compressionResistance", "text", "font", "color", "lines", "align", "lineBreak", "minimumScaleFactor", "image", "contentMode",
        "attributedText", "lineSpacing", "lineHeightMultiple", "paragraphSpacing", "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "guides",
    ] + stackKeys + controlKeys.keys.sorted()

    /// The controls' keys (UIKit's property names) and the control types each is for.
    static let controlKeys: [String: Set<ControlContent.Kind>] = [
        "title": [.button], "titleColor": [.button], "configuration": [.button], "contentInsets": [.button],
        "systemImage": [.button], "imagePadding": [.button],
        "tintColor": [.button, .switch, .activityIndicator, .progress, .slider, .stepper, .segmentedControl, .textField, .symbol],
        "isOn": [.switch], "style": [.activityIndicator], "progress": [.progress], "value": [.slider],
        "segments": [.segmentedControl], "selectedSegmentIndex": [.segmentedControl],
        "placeholder": [.textField], "borderStyle": [.textField], "textColor": [.textField],
        "systemName": [.symbol], "symbol": [.symbol], "scale": [.symbol], "weight": [.symbol], "pointSize": [.symbol],
        "renderingMode": [.symbol], "paletteColors": [.symbol],
    ]

    /// The view types a template can declare, for the messages.
    static let viewTypes = ["view", "label", "textView", "image", "scroll", "stack"] + ControlContent.Kind.allCases.map(\.rawValue)

    /// A stack view's keys (`type: stack`): UIStackView's properties.
    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "layoutMarginsRelativeArrangement",
        "baselineRelativeArrangement", "arrangedSubviews",
    ]

    /// View keys that shape the template's constraint system: not settable per row.
    static let structuralViewKeys = Set([
        "name", "type", "parent", "hugging", "compressionResistance",
        "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "guides",
    ] + stackKeys)

    func readView(_ node: Node) throws(Diagnostic) -> ViewSpec {
        let entries = try mapping(node, "a view", allowed: FixtureReader.viewKeys)
        guard let nameNode = entries.first(where: { $0.key == "name" })?.value else {
            throw error("every view needs a 'name'", at: node)
        }
        let name = try string(nameNode, "the view name")
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              name != CellTemplate.contentView else {
            throw error("'\(name)' cannot name a view: use letters, digits and _ (and not contentView)", at: nameNode)
        }
        let typeNode = entries.first { $0.key == "type" }?.value
        // `symbol: NAME` is an SF Symbol's image view (`type: symbol`, `systemName: NAME`).
        let type = try typeNode.map { node throws(Diagnostic) in try string(node, "the view type") }
            ?? (entries.contains { $0.key == "symbol" } ? "symbol" : "view")
        var view = ViewSpec(name: name)
        // UILabel's default text colour is `label`: black in light, white in dark.
        var label = LabelContent(color: SystemColor.named("label", appearance) ?? .black)
        var image = ImageContent()
        var control = ControlContent(kind: .button)
        switch type {
        case "view": view.kind = .view
        case "label": view.kind = .label(label)
        case "textView":
            // UITextView: body font, as many lines as the text needs, its insets (scrolling off).
            label.font = .preferred(.body, category: category)
            label.numberOfLines = 0
            label.lineBreakMode = .wordWrap
            label.alignment = .natural
            label.textContainerInset = LabelContent.textViewInset
            view.kind = .label(label)
        case "image": view.kind = .image(image)
        case "scroll": view.kind = .scroll
        case "stack": view.kind = .stack(StackConfiguration())
        default:
            guard let kind = ControlContent.Kind(rawValue: type) else {
                let hint = didYouMean(type, in: Self.viewTypes)
                throw error("unknown view type '\(type)'\(hint); expected one of: \(Self.viewTypes.joined(separator: ", "))", at: typeNode)
            }
            control = ControlContent(kind: kind, category: category)
            view = ViewSpec(name: name, kind: .control(control))
        }
        for (key, keyNode, value) in entries {
            switch key {
            case "name", "type": continue
            case "parent": view.parent = try string(value, "the parent view")
            case "hugging", "compressionResistance":
                var priorities = key == "hugging" ? view.hugging : view.compressionResistance
                for (axis, _, axisValue) in try mapping(value, key, allowed: ["horizontal", "vertical"]) {
                    priorities[axis == "horizontal" ? .horizontal : .vertical] = try priority(axisValue, "\(key) \(axis)")
                }
                if key == "hugging" { view.hugging = priorities } else { view.compressionResistance = priorities }
            case "layoutMargins": view.layoutMargins = try insets(value, key, sides: ["top", "left", "bottom", "right"])
            // Leading is left and trailing right while layout runs left to right.
            case "directionalLayoutMargins": view.layoutMargins = try insets(value, key, sides: ["top", "leading", "bottom", "trailing"])
            case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = try bool(value, key)
            case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = try bool(value, key)
            case "guides":
                guard case .sequence(let items) = value else { throw error("expected 'guides:' as a list of names", at: value) }
                for item in items {
                    let guide = try string(item, "a layout guide's name")
                    guard TextScanner.isNameStart(guide.first ?? " "), guide.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                          !LayoutGuide.builtIn.contains(guide), !view.guides.contains(guide) else {
                        throw error("'\(guide)' cannot name a layout guide: use letters, digits and _, once, and not \(LayoutGuide.builtIn.sorted().joined(separator: ", "))", at: item)
                    }
                    view.guides.append(guide)
                }
            case _ where Self.stackKeys.contains(key):
                guard var stack = view.stack else { throw error("'\(key)' is for stack views; '\(name)' is a \(type)", at: keyNode) }
                try readStackProperty(key, value, into: &stack)
                view.kind = .stack(stack)
            default:
                try applyProperty(key, value, at: keyNode, type: type, to: &view, label: &label, image: &image, control: &control)
            }
        }
        if type == "label" || type == "textView" {
            try checkLineBreak(label, at: entries.first { $0.key == "lineBreak" || $0.key == "lines" }?.value ?? node)
            view.kind = .label(label)
        }
        if type == "image" { view.kind = .image(image) }
        if case .control = view.kind { view.kind = .control(control) }
        return view
    }

    /// One of a stack view's properties, as UIStackView names them.
    func readStackProperty(_ key: String, _ value: Node, into stack: inout StackConfiguration) throws(Diagnostic) {
        switch key {
        case "axis": stack.axis = try choice(value, "axis", Axis.self)
        case "distribution": stack.distribution = try choice(value, "distribution", StackConfiguration.Distribution.self)
        case "alignment":
            let name = try string(value, "the alignment")
            guard let alignment = StackConfiguration.Alignment(named: name) else {
                throw error("unknown alignment '\(name)'; expected \(StackConfiguration.Alignment.writtenNames.joined(separator: ", "))", at: value)
            }
            stack.alignment = alignment
        case "spacing": stack.spacing = try number(value, "the spacing", in: -100_000...100_000)
        case "customSpacing":
            guard case .mapping(let entries) = value else { throw error("expected 'customSpacing:' as a mapping of view: spacing", at: value) }
            for (viewNode, spacing) in entries {
                let view = try string(viewNode, "an arranged subview's name")
                guard stack.customSpacing[view] == nil else { throw error("'\(view)' is given twice in customSpacing", at: viewNode) }
                stack.customSpacing[view] = try number(spacing, "the spacing after \(view)", in: -100_000...100_000)
            }
        case "layoutMarginsRelativeArrangement": stack.isLayoutMarginsRelativeArrangement = try bool(value, key)
        case "baselineRelativeArrangement": stack.isBaselineRelativeArrangement = try bool(value, key)
        case "arrangedSubviews":
            guard case .sequence(let items) = value else { throw error("expected 'arrangedSubviews:' as a list of view names", at: value) }
            for item in items { stack.arrangedSubviews.append(try string(item, "an arranged subview's name")) }
        default: throw error("unknown stack property '\(key)'", at: value)
        }
    }

    /// `{top, left, bottom, right}` (or the sides named in `sides`, in that order), each
    /// optional and 0 when left out.
    func insets(_ node: Node, _ what: String, sides: [String]) throws(Diagnostic) -> EdgeInsets {
        var values = [0.0, 0, 0, 0]
        for (side, _, value) in try mapping(node, what, allowed: sides) {
            values[sides.firstIndex(of: side) ?? 0] = try number(value, "the \(side) margin", in: -100_000...100_000)
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// What a label's or an image's keys are, for the messages.
    static let labelKeys: Set = [
        "text", "font", "color", "lines", "align", "lineBreak", "minimumScaleFactor", "attributedText", "lineSpacing", "lineHeightMultiple",
        "paragraphSpacing",
    ]
    static let imageKeys: Set = ["image", "contentMode"]

    /// One view property (`background`, `hidden`, a label's `font`, …) applied to a view: the
    /// one reader for a template's views and a row's `VIEW.PROPERTY` data keys.
    func applyProperty(
        _ key: String, _ value: Node, at keyNode: Node, type: String,
        to view: inout ViewSpec, label: inout LabelContent, image: inout ImageContent, control: inout ControlContent
    ) throws(Diagnostic) {
        let name = view.name
        if let kinds = Self.controlKeys[key] {
            guard let kind = ControlContent.Kind(rawValue: type), kinds.contains(kind) else {
                throw error("'\(key)' is for \(kinds.map(\.rawValue).sorted().joined(separator: ", ")); '\(name)' is a \(type)", at: keyNode)
            }
            return try applyControlProperty(key, value, to: &control)
        }
        let isControl = ControlContent.Kind(rawValue: type) != nil
        // A text field's text and font, a button's and a segmented control's font, a symbol's
        // font are the control's.
        if isControl && (key == "font" || (key == "text" && type == "textField")) {
            if key == "font" { control.font = try font(value) } else { control.title = try string(value, "the text field's text") }
            return
        }
        if Self.labelKeys.contains(key) && type != "label" && type != "textView" {
            throw error("'\(key)' is for labels and text views; '\(name)' is a \(type)", at: keyNode)
        }
        if Self.imageKeys.contains(key) && type != "image" { throw error("'\(key)' is for images; '\(name)' is a \(type)", at: keyNode) }
        switch key {
        case "background": view.background = try color(value, "the background")
        case "cornerRadius": view.cornerRadius = try number(value, "the corner radius", in: 0...100_000)
        case "borderWidth": view.borderWidth = try number(value, "the border width", in: 0...100_000)
        case "borderColor": view.borderColor = try color(value, "the border color")
        case "hidden": view.isHidden = try bool(value, "hidden")
        case "alpha": view.alpha = try number(value, "alpha", in: 0...1)
        case "clipsToBounds": view.clipsToBounds = try bool(value, "clipsToBounds")
        case "maskedCorners":
            guard case .sequence(let items) = value else {
                throw error("expected 'maskedCorners:' as a list of corners (layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner, layerMaxXMaxYCorner)", at: value)
            }
            var corners: CornerMask = []
            for item in items {
                let name = try string(item, "a corner")
                guard let corner = CornerMask(named: name) else {
                    throw error("unknown corner '\(name)'; expected layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner or layerMaxXMaxYCorner", at: item)
                }
                corners.insert(corner)
            }
            view.maskedCorners = corners
        case "shadow":
            var shadow = Shadow()
            for (field, _, part) in try mapping(value, "the shadow", allowed: ["color", "opacity", "radius", "offset"]) {
                switch field {
                case "color": shadow.color = try color(part, "the shadow color")
                case "opacity": shadow.opacity = try number(part, "the shadow opacity", in: 0...1)
                case "radius": shadow.radius = try number(part, "the shadow radius", in: 0...1000)
                default:
                    for (side, _, amount) in try mapping(part, "the shadow offset", allowed: ["width", "height"]) {
                        let points = try number(amount, "the shadow offset's \(side)", in: -10_000...10_000)
                        if side == "width" { shadow.offset.width = points } else { shadow.offset.height = points }
                    }
                }
            }
            view.shadow = shadow
        case "text": label.text = try string(value, "the label text")
        case "font": label.font = try font(value)
        case "color": label.color = try color(value, "the text color")
        case "attributedText": label.attributedText = try runs(value)
        case "lineSpacing": label.paragraph.lineSpacing = try number(value, "the line spacing", in: 0...10_000)
        case "lineHeightMultiple": label.paragraph.lineHeightMultiple = try number(value, "the line height multiple (0: unset)", in: 0...100)
        case "paragraphSpacing": label.paragraph.paragraphSpacing = try number(value, "the paragraph spacing", in: 0...10_000)
        case "lines": label.numberOfLines = Int(try number(value, "lines (0 for as many as needed)", in: 0...10_000))
        case "minimumScaleFactor":
            label.minimumScaleFactor = try number(value, "the minimum scale factor (UILabel.adjustsFontSizeToFitWidth; 0: never shrinks)", in: 0...1)
        case "align": label.alignment = try choice(value, "alignment", TextAlignment.self)
        case "lineBreak":
            let name = try string(value, "the line break mode")
            guard let mode = LineBreakMode(named: name) else {
                throw error("unknown line break mode '\(name)'; expected one of: \(LineBreakMode.writtenNames.joined(separator: ", "))", at: value)
            }
            label.lineBreakMode = mode
        case "image": image.path = try string(value, "the image path")
        case "contentMode": image.contentMode = try choice(value, "content mode", ContentMode.self)
        default: throw error("unknown view property '\(key)'", at: keyNode)
        }
    }

    /// A symbol's `weight:` (`UIImage.SymbolWeight`, named as `UIFont.Weight`), for a symbol view
    /// and a symbol run.
    func symbolWeight(_ value: Node) throws(Diagnostic) -> Font.Weight {
        let name = try string(value, "the symbol weight")
        guard let weight = Font.Weight(named: name) else {
            throw error("unknown symbol weight '\(name)'; expected one of: \(Font.Weight.allCases.map(\.rawValue).joined(separator: ", "))", at: value)
        }
        return weight
    }

    /// One of a control's properties, as UIKit names it.
    func applyControlProperty(_ key: String, _ value: Node, to control: inout ControlContent) throws(Diagnostic) {
        switch key {
        case "title": control.title = try string(value, "the button's title")
        case "titleColor", "textColor": control.titleColor = try color(value, "the \(key)")
        case "tintColor": control.tint = try color(value, "the tint color")
        case "configuration":
            let style = try choice(value, "button configuration", ControlContent.ButtonStyle.self)
            // The configuration's title font is the body style unless a font was given.
            if control.font == ControlMetrics.defaultFont(.button, buttonStyle: control.buttonStyle, category: category) {
                control.font = ControlMetrics.defaultFont(.button, buttonStyle: style, category: category)
            }
            control.buttonStyle = style
        case "contentInsets":
            let insets = try insets(value, key, sides: ["top", "leading", "bottom", "trailing"])
            control.contentInsets = insets
        case "systemImage": control.image = try string(value, "the button's SF Symbol name")
        case "imagePadding": control.imagePadding = try number(value, "the image padding", in: 0...10_000)
        case "isOn": control.isOn = try bool(value, key)
        case "style": control.indicatorStyle = try choice(value, "activity indicator style", ControlContent.IndicatorStyle.self)
        case "progress", "value": control.value = try number(value, "the \(key) (0 to 1)", in: 0...1)
        case "segments":
            guard case .sequence(let items) = value, !items.isEmpty else { throw error("expected 'segments:' as a list of titles", at: value) }
            control.segments = []
            for item in items { control.segments.append(try string(item, "a segment's title")) }
        case "selectedSegmentIndex": control.selectedSegmentIndex = Int(try number(value, "the selected segment (-1: none)", in: -1...10_000))
        case "placeholder": control.placeholder = try string(value, "the placeholder")
        case "borderStyle": control.borderStyle = try choice(value, "border style", ControlContent.BorderStyle.self)
        case "systemName", "symbol": control.title = try string(value, "the SF Symbol name")
        case "weight": control.font.weight = try symbolWeight(value)
        case "pointSize":
            let size = try number(value, "the symbol's point size", in: 1...1000)
            control.font = .system(size, weight: control.font.weight)
        case "renderingMode": control.symbolRendering = try choice(value, "symbol rendering mode", SymbolRendering.self)
        case "paletteColors":
            guard case .sequence(let items) = value, !items.isEmpty else { throw error("expected 'paletteColors:' as a list of colours", at: value) }
            control.paletteColors = []
            for item in items { control.paletteColors.append(try color(item, "a palette colour")) }
        case "scale": control.symbolScale = try choice(value, "symbol scale", ControlContent.SymbolScale.self)
        default: throw error("unknown control property '\(key)'", at: value)
        }
    }
}
