import AutocellLayout
import AutocellSource
import AutocellText
import AutocellSolver
import AutocellDrawing

extension IBCellReader {
    /// One view: its class as a kind, its properties, its frame kept for autoresizing masks.
    /// A view's own `layoutMargins` (or `directionalLayoutMargins`, leading as left) from the
    /// file, nil when it sets none.
    func readLayoutMargins(_ element: IBElement) throws(Diagnostic) -> EdgeInsets? {
        var margins: EdgeInsets?
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            margins = EdgeInsets(
                top: try number("top", of: insets, default: 0), left: try number("left", of: insets, default: 0),
                bottom: try number("bottom", of: insets, default: 0), right: try number("right", of: insets, default: 0))
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            margins = EdgeInsets(
                top: try number("top", of: insets, default: 0), left: try number("leading", of: insets, default: 0),
                bottom: try number("bottom", of: insets, default: 0), right: try number("trailing", of: insets, default: 0))
        }
        return margins
    }

    mutating func readView(_ element: IBElement) throws(Diagnostic) -> ViewSpec {
        guard let id = element["id"], let name = names[id] else { throw error("a <\(element.name)> without an id", at: element) }
        let parentElement = element.parent?.parent
        let parent = parentElement?["id"].flatMap { names[$0] }
        var spec = ViewSpec(name: name, kind: .view, parent: parent == CellTemplate.contentView ? nil : parent)
        if let frame = try readFrame(element) { frames[name] = frame }
        switch element.name {
        case "view", "containerView", "visualEffectView":
            if let custom = element["customClass"] {
                warn("custom class '\(custom)' is laid out as a UIView: its own drawing and intrinsic size are not known here", at: element)
            }
        case "label": spec.kind = .label(try readLabel(element))
        case "textView":
            if element["scrollEnabled"] == "NO" {
                var label = try readLabel(element)
                label.numberOfLines = 0
                label.lineBreakMode = .wordWrap
                label.textContainerInset = LabelContent.textViewInset
                spec.kind = .label(label)
            }
        case "imageView" where element["image"].map(systemImages.contains) == true:
            // An SF Symbol from the system catalog: drawn as a symbol (SymbolGlyphs) at the image
            // view's preferred symbol configuration, in its tint.
            spec.kind = .control(try readSymbolImage(element, name: element["image"] ?? ""))
        case "imageView":
            var image = ImageContent()
            if let named = element["image"] {
                imageNames[name] = named
                image.size = imageSizes[named]
                if let size = image.size {
                    warn("image '\(named)' (\(numberText(size.width))×\(numberText(size.height)) pt) is in the app's asset catalog: the view is laid out at its size and drawn empty unless a row gives it an image", at: element)
                } else {
                    warn("image '\(named)' has no size in the file's <resources>: the image view has no intrinsic size until a row gives it an image", at: element)
                }
            }
            image.contentMode = element["contentMode"].flatMap(ContentMode.init(uikitName:)) ?? .scaleToFill
            spec.kind = .image(image)
        case "stackView": spec.kind = .stack(try readStack(element))
        case "button": spec.kind = .control(try readButton(element))
        case "switch":
            var control = ControlContent(kind: .switch, category: category)
            control.isOn = element["on"] == "YES"
            control.tint = try element.child("color", key: "onTintColor").flatMap { c throws(Diagnostic) in try readColor(c) }
            spec.kind = .control(control)
        case "activityIndicatorView":
            var control = ControlContent(kind: .activityIndicator, category: category)
            control.indicatorStyle = ["large", "whiteLarge"].contains(element["style"] ?? "") ? .large : .medium
            // The pre-iOS 13 styles draw white (`white`, `whiteLarge`) or grey (`gray`) unless a
            // colour is set (Apple's documentation of UIActivityIndicatorView.Style).
            let legacy: Color? = switch element["style"] {
            case "white", "whiteLarge": .white
            case "gray": Color(red: 0.5, green: 0.5, blue: 0.5)
            default: nil
            }
            control.tint = try element.child("color", key: "color").flatMap { c throws(Diagnostic) in try readColor(c) } ?? legacy
            spec.kind = .control(control)
            // Not animating and hiding when stopped (both the file's defaults): hidden, as
            // UIKit hides a stopped indicator (`hidesWhenStopped`).
            if element["hidesWhenStopped"] != "NO" && element["animating"] != "YES" { spec.isHidden = true }
        case "progressView":
            var control = ControlContent(kind: .progress, category: category)
            control.value = try number("progress", of: element, default: 0, in: 0...1)
            spec.kind = .control(control)
        case "slider":
            var control = ControlContent(kind: .slider, category: category)
            let minimum = try number("minValue", of: element, default: 0), maximum = try number("maxValue", of: element, default: 1)
            let value = try number("value", of: element, default: 0.5)
            control.value = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
            spec.kind = .control(control)
        case "stepper": spec.kind = .control(ControlContent(kind: .stepper, category: category))
        case "segmentedControl":
            var control = ControlContent(kind: .segmentedControl, category: category)
            control.segments = element.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
            control.selectedSegmentIndex = try wholeNumber("selectedSegmentIndex", of: element, default: 0, in: -1...max(0, control.segments.count - 1))
            spec.kind = .control(control)
        case "textField":
            var control = ControlContent(kind: .textField, category: category)
            control.title = element["text"] ?? ""
            control.placeholder = element["placeholder"] ?? ""
            if let font = element.child("fontDescription", key: "fontDescription") { control.font = try readFont(font) }
            control.borderStyle = ControlContent.BorderStyle(rawValue: element["borderStyle"] ?? "none") ?? .none
            spec.kind = .control(control)
        case "scrollView": spec.kind = .scroll
        default:
            warn("<\(element.name)> is laid out as a plain view (no intrinsic size)", at: element)
        }
        // Content priorities: as written; absent, UIView's 250 and 750 (IB writes 251 for the
        // labels it makes). Controls keep UIKit's own hugging unless the file says otherwise.
        for (attribute, axis, hugging) in [
            ("horizontalHuggingPriority", Axis.horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ] {
            guard let text = element[attribute] else { continue }
            guard let value = Float(text), Priority.validRange.contains(value) else { throw error("\(attribute) must be 1…1000, found '\(text)'", at: element) }
            if hugging { spec.hugging[axis] = Priority(value) } else { spec.compressionResistance[axis] = Priority(value) }
        }
        try warnUnreadLayoutAttributes(element)
        spec.isHidden = spec.isHidden || element["hidden"] == "YES"
        if let alpha = element["alpha"].flatMap(Double.init) { spec.alpha = min(max(alpha, 0), 1) }
        spec.clipsToBounds = element["clipsSubviews"] == "YES"
        spec.background = try element.child("color", key: "backgroundColor").flatMap { c throws(Diagnostic) in try readColor(c) }
        spec.preservesSuperviewLayoutMargins = element["preservesSuperviewLayoutMargins"] == "YES"
        spec.insetsLayoutMarginsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
        if let margins = try readLayoutMargins(element) { spec.layoutMargins = margins }
        for attribute in element.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            let keyPath = attribute["keyPath"] ?? ""
            let number = attribute.child("real")?["value"].flatMap(Double.init) ?? attribute.child("integer")?["value"].flatMap(Double.init)
            switch keyPath {
            case "layer.cornerRadius", "cornerRadius": spec.cornerRadius = max(0, number ?? 0)
            case "layer.borderWidth", "borderWidth": spec.borderWidth = max(0, number ?? 0)
            case "layer.masksToBounds", "clipsToBounds": spec.clipsToBounds = attribute["value"] == "YES" || attribute.child("boolean")?["value"] == "YES"
            default: warn("user-defined runtime attribute '\(keyPath)' is not applied", at: attribute)
            }
        }
        return spec
    }

    /// Attributes and elements that change a view's layout and that Autocell does not apply:
    /// each a warning naming it, so a difference from the device is never silent.
    mutating func warnUnreadLayoutAttributes(_ element: IBElement) throws(Diagnostic) {
        if let semantic = element["semanticContentAttribute"], semantic != "unspecified" {
            warn("semanticContentAttribute '\(semantic)' is not applied: the view follows the table's layout direction", at: element)
        }
        if element["layoutMarginsFollowReadableWidth"] == "YES" {
            warn("layoutMarginsFollowReadableWidth is not applied: the view keeps its own layout margins", at: element)
        }
        if let width = element["preferredMaxLayoutWidth"], try number("preferredMaxLayoutWidth", of: element, default: 0, in: 0...Self.maximumNumber) > 0 {
            warn("preferredMaxLayoutWidth \(width) is not applied: the label wraps at the width its constraints give it", at: element)
        }
        if element["allowsDefaultTighteningForTruncation"] == "YES" {
            warn("allowsDefaultTighteningForTruncation is not applied: letters are not tightened before truncating", at: element)
        }
        if element["adjustsImageSizeForAccessibilityContentSizeCategory"] == "YES" {
            warn("adjustsImageSizeForAccessibilityContentSizeCategory is not applied: the image keeps its size", at: element)
        }
        let isSymbol = element.name == "imageView" && element["image"].map(systemImages.contains) == true
        for child in element.children where ["preferredSymbolConfiguration", "imageReference"].contains(child.name) && child["key"] != nil && !isSymbol {
            warn("<\(child.name) key=\"\(child["key"] ?? "")\"> is not applied: a symbol image keeps the size its font gives it", at: child)
        }
    }

    /// A system-catalog image view: its symbol, and the `<preferredSymbolConfiguration>` Xcode
    /// writes (`configurationType="pointSize"` with `pointSize`, or `"font"` with a
    /// `<fontDescription>`; `scale` small/medium/large; `weight` ultraLight…black), in its
    /// `tintColor`.
    mutating func readSymbolImage(_ element: IBElement, name: String) throws(Diagnostic) -> ControlContent {
        var control = ControlContent(kind: .symbol, category: category)
        control.title = name
        if let configuration = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
            if configuration["configurationType"] == "font", let description = configuration.child("fontDescription") {
                control.font = try readFont(description)
            } else if configuration["pointSize"] != nil {
                control.font = .system(try number("pointSize", of: configuration, default: 17, in: 1...1000))
            }
            if let scale = configuration["scale"] {
                if let known = SymbolScale(rawValue: scale) { control.symbolScale = known } else if scale != "default" && scale != "unspecified" {
                    warn("symbol scale '\(scale)' is not one of small, medium, large: medium is used", at: configuration)
                }
            }
            if let weight = configuration["weight"] {
                if let known = Font.Weight(named: weight) { control.font.weight = known } else if weight != "unspecified" {
                    warn("symbol weight '\(weight)' is not one of UIKit's nine: regular is used", at: configuration)
                }
            }
        }
        control.tint = try element.child("color", key: "tintColor").flatMap { c throws(Diagnostic) in try readColor(c) }
        return control
    }

    mutating func readLabel(_ element: IBElement) throws(Diagnostic) -> LabelContent {
        var label = LabelContent(color: SystemColor.named("label", appearance) ?? .black)
        label.setText(element["text"] ?? element.child("string", key: "text")?.text ?? "")
        if element.child("attributedString", key: "attributedText") != nil {
            warn("attributedText is read as its plain text in the label's font", at: element)
            label.setText(element.child("attributedString")?.children("fragment").map { $0["content"] ?? $0.text }.joined() ?? label.text)
        }
        label.adjustsFontForContentSizeCategory = element["adjustsFontForContentSizeCategory"] == "YES"
        if let lines = element["numberOfLines"] {
            // As a fixture's `lines`: 0 for as many as needed, at most 10,000 (2^32 once trapped).
            guard let count = Int(lines), (0...10_000).contains(count) else {
                throw error("numberOfLines must be a whole number from 0 to 10000, found '\(lines.prefix(40))'", at: element)
            }
            label.numberOfLines = count
        }
        if let mode = element["lineBreakMode"] {
            let modes: [String: LineBreakMode] = [
                "wordWrap": .wordWrap, "characterWrap": .charWrap, "clip": .clipping, "headTruncation": .truncatingHead,
                "tailTruncation": .truncatingTail, "middleTruncation": .truncatingMiddle,
            ]
            guard let found = modes[mode] else { throw error("unknown lineBreakMode '\(mode)'", at: element) }
            // Pango truncates inside one line only; several lines end with the tail (said).
            if found.truncatesInside && label.numberOfLines != 1 {
                warn("lineBreakMode \(mode) on \(label.numberOfLines == 0 ? "unlimited" : String(label.numberOfLines)) lines is drawn with tail truncation", at: element)
                label.lineBreakMode = .truncatingTail
            } else {
                label.lineBreakMode = found
            }
        }
        if let alignment = element["textAlignment"] {
            guard let found = TextAlignment(rawValue: alignment) else { throw error("unknown textAlignment '\(alignment)'", at: element) }
            label.alignment = found
        } else {
            label.alignment = .natural
        }
        if let font = element.child("fontDescription", key: "fontDescription") { label.font = try readFont(font) }
        if let color = element.child("color", key: "textColor"), let resolved = try readColor(color) { label.color = resolved }
        // Autoshrink (`adjustsFontSizeToFit`, `minimumScaleFactor`): a one-line label shrinks
        // its text to fit (`LabelContent.minimumScaleFactor`); UIKit's default factor is 0,
        // which never shrinks; Interface Builder writes the factor the inspector shows.
        if element["adjustsFontSizeToFit"] == "YES" {
            let factor = element["minimumScaleFactor"].flatMap(Double.init) ?? 0
            if label.numberOfLines == 1 {
                label.minimumScaleFactor = min(1, max(0, factor.isFinite ? factor : 0))
            } else if factor > 0 {
                warn("adjustsFontSizeToFit on \(label.numberOfLines == 0 ? "unlimited" : String(label.numberOfLines)) lines is not applied: Autocell shrinks one-line labels only", at: element)
            }
        }
        return label
    }

    mutating func readStack(_ element: IBElement) throws(Diagnostic) -> StackConfiguration {
        var stack = StackConfiguration()
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        if let distribution = element["distribution"] {
            guard let found = StackConfiguration.Distribution(rawValue: distribution) else { throw error("unknown stack distribution '\(distribution)'", at: element) }
            stack.distribution = found
        }
        if let alignment = element["alignment"] {
            guard let found = StackConfiguration.Alignment(named: alignment) else { throw error("unknown stack alignment '\(alignment)'", at: element) }
            stack.alignment = found
        }
        stack.spacing = try number("spacing", of: element, default: 0)
        stack.isBaselineRelativeArrangement = element["baselineRelativeArrangement"] == "YES"
        stack.isLayoutMarginsRelativeArrangement = element["layoutMarginsRelativeArrangement"] == "YES"
        stack.arrangedSubviews = element.child("subviews")?.children.compactMap { $0["id"].flatMap { names[$0] } } ?? []
        return stack
    }

    mutating func readButton(_ element: IBElement) throws(Diagnostic) -> ControlContent {
        var control = ControlContent(kind: .button, category: category)
        let normal = element.children("state").first { $0["key"] == "normal" }
        control.title = normal?["title"] ?? ""
        if let font = element.child("fontDescription", key: "fontDescription") { control.font = try readFont(font) }
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            let style = ControlContent.ButtonStyle(rawValue: configuration["style"] ?? "plain") ?? .plain
            control.buttonStyle = style == .system ? .plain : style
            control.font = ControlMetrics.defaultFont(.button, buttonStyle: control.buttonStyle, category: category)
            if let title = configuration["title"] { control.title = title }
            if let font = configuration.child("fontDescription", key: "titleFontDescription") { control.font = try readFont(font) }
            if let image = configuration["image"] { control.image = image }
        } else if element["buttonType"] == "custom" && control.title.isEmpty && normal?["image"] == nil {
            warn("a custom button with neither title nor image has UIKit's empty-button size", at: element)
        }
        if let image = normal?["image"] { control.image = image }
        if let insets = element.child("inset", key: "contentEdgeInsets") {
            control.contentInsets = EdgeInsets(
                top: try number("minY", of: insets, default: 0), left: try number("minX", of: insets, default: 0),
                bottom: try number("maxY", of: insets, default: 0), right: try number("maxX", of: insets, default: 0))
        }
        if element.child("inset", key: "imageEdgeInsets") != nil || element.child("inset", key: "titleEdgeInsets") != nil {
            warn("title and image edge insets are not applied", at: element)
        }
        control.titleColor = try normal?.child("color", key: "titleColor").flatMap { c throws(Diagnostic) in try readColor(c) }
        return control
    }

    /// `<fontDescription>`: a text style, the system font (bold, italic, a weight), or a
    /// family by name (a family this machine does not have falls back to the system font,
    /// said once).
    mutating func readFont(_ element: IBElement) throws(Diagnostic) -> Font {
        if let style = element["style"] {
            guard let textStyle = TextStyle(named: style) else { throw error("unknown text style '\(style)'", at: element) }
            return .preferred(textStyle, category: category)
        }
        let size = try number("pointSize", of: element, default: 17, in: Font.sizes)
        switch element["type"] {
        case "boldSystem": return .boldSystem(size)
        case "italicSystem": return .italicSystem(size)
        case "system":
            return .system(size, weight: element["weight"].flatMap { Font.Weight(named: $0) } ?? .regular)
        case nil where element["name"] == nil:
            return .system(size, weight: element["weight"].flatMap { Font.Weight(named: $0) } ?? .regular)
        default:
            let family = element["family"] ?? element["name"] ?? "?"
            if FontLibrary.standard.bundledFamilies.contains(family) {
                var font = Font.system(size)
                font.family = family
                return font
            }
            warn("font '\(element["name"] ?? family)' is not available here: the system font of the same size is used", at: element)
            return .system(size, weight: (element["name"] ?? "").lowercased().contains("bold") ? .bold : .regular)
        }
    }

    /// `<color>`: sRGB, generic grey, calibrated RGB or white, a system colour by its
    /// Interface Builder name (`systemBackgroundColor`), or a named colour from the file's
    /// resources (an asset-catalog colour the file does not define is black, said).
    mutating func readColor(_ element: IBElement, resolveNamed: Bool = true) throws(Diagnostic) -> Color? {
        // Extended-range values (a little past 0…1) are clamped, as UIKit draws them.
        func component(_ key: String) throws(Diagnostic) -> Double { min(max(try number(key, of: element, default: 0), 0), 1) }
        let alpha = element["alpha"] == nil ? 1 : try component("alpha")
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            let name = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
            if let color = SystemColor.named(name, appearance) { return color }
            let legacy: [String: Color] = [
                "groupTableViewBackground": SystemColor.named("systemGroupedBackground", appearance) ?? .white,
                "tableCellGroupedBackground": SystemColor.named("secondarySystemGroupedBackground", appearance) ?? .white,
            ]
            if let color = legacy[name] { return color }
            warn("system colour '\(system)' is not known here: black is used", at: element)
            return .black
        }
        if let name = element["name"], resolveNamed {
            if let color = namedColors[name] { return color }
            warn("named colour '\(name)' is defined in an asset catalog, not in this file: black is used", at: element)
            return .black
        }
        if element["white"] != nil {
            let white = try component("white")
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
            if !["sRGB", "calibratedRGB", "custom", "deviceRGB", "displayP3"].contains(space) {
                warn("colour space '\(space)' is read as sRGB", at: element)
            }
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        }
        return nil
    }
}
