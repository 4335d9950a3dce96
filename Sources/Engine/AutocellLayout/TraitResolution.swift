import AutocellText
import AutocellDrawing

/// The traits a cell's values depend on once its geometry is known: which appearance dynamic
/// colours show, and which content size category text-style fonts are sized for. A document
/// keeps both open (dynamic colours keep both values, fonts their `TextStyle`); resolving sets
/// them, and may be done again for other traits, giving the same as reading the file for them.
public struct ValueTraits: Hashable, Sendable {
    public var appearance: Appearance
    public var category: ContentSizeCategory

    public init(appearance: Appearance = .light, category: ContentSizeCategory = .large) {
        self.appearance = appearance
        self.category = category
    }
}

extension Font {
    /// The font for `traits`: a text style sized for the category (fixed sizes stay).
    public func resolved(for traits: ValueTraits) -> Font { adjusted(for: traits.category) }
}

extension TextRun {
    public func resolved(for traits: ValueTraits) -> TextRun {
        var run = self
        run.font = font?.resolved(for: traits)
        run.color = color?.resolved(for: traits.appearance)
        run.backgroundColor = backgroundColor?.resolved(for: traits.appearance)
        return run
    }
}

extension LabelContent {
    public func resolved(for traits: ValueTraits) -> LabelContent {
        var label = self
        label.font = font.resolved(for: traits)
        label.color = color.resolved(for: traits.appearance)
        // The runs' texts are the label's text: setting them again keeps it.
        if !runs.isEmpty { label.attributedText = runs.map { $0.resolved(for: traits) } }
        return label
    }
}

extension ControlContent {
    public func resolved(for traits: ValueTraits) -> ControlContent {
        var control = self
        control.font = font.resolved(for: traits)
        control.titleColor = titleColor?.resolved(for: traits.appearance)
        control.tint = tint?.resolved(for: traits.appearance)
        return control
    }
}

extension ViewSpec {
    /// The view with its colours and fonts for `traits` (kind, parent and priorities kept).
    public func resolved(for traits: ValueTraits) -> ViewSpec {
        var view = self
        view.background = background?.resolved(for: traits.appearance)
        view.borderColor = borderColor?.resolved(for: traits.appearance)
        view.shadow?.color = shadow?.color.resolved(for: traits.appearance) ?? .black
        switch kind {
        case .label(let label): view.kind = .label(label.resolved(for: traits))
        case .control(let control): view.kind = .control(control.resolved(for: traits))
        case .view, .image, .scroll, .stack: break
        }
        return view
    }
}

extension CellTemplate {
    public func resolved(for traits: ValueTraits) -> CellTemplate {
        var template = self
        template.background = background?.resolved(for: traits.appearance)
        template.views = views.map { $0.resolved(for: traits) }
        return template
    }
}

extension RowState {
    public func resolved(for traits: ValueTraits) -> RowState {
        guard !views.isEmpty else { return self }
        var state = self
        state.views = views.mapValues { $0.resolved(for: traits) }
        return state
    }
}
