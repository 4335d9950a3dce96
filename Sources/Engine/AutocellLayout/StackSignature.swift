import AutocellText
import AutocellDrawing

/// What a row decides of its template's stack views: which arranged subviews it hides, and the
/// intrinsic lengths a `fillProportionally` stack divides its length by. Rows that agree share
/// one constraint system; UIKit regenerates a stack's constraints when either changes
/// (`isHidden` of an arranged subview, `_intrinsicContentSizeInvalidatedForItem:`).
struct StackSignature: Hashable {
    /// Per arranged subview, in `ArrangedViews.items` order: whether this row hides it.
    var hidden: [Bool] = []
    /// Per arranged subview of a proportional stack, in order: its intrinsic length.
    var lengths: [Double] = []
}

/// The arranged subviews of a template's stacks, found once per engine, so that a row's
/// signature is read without searching the template.
struct ArrangedViews {
    struct Item {
        var spec: ViewSpec
        var proportional: Bool
        var axis: Axis
    }

    let items: [Item]

    init(_ template: CellTemplate) {
        var items: [Item] = []
        let byName = Dictionary(template.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for stack in template.views {
            guard let configuration = stack.stack else { continue }
            for name in StackArrangement.arranged(stack, in: template.views) {
                guard let spec = byName[name] else { continue }
                items.append(Item(spec: spec, proportional: configuration.distribution == .fillProportionally, axis: configuration.axis))
            }
        }
        self.items = items
    }

    /// This row's signature.
    func signature(texts: [String: String], images: [String: Size?], state: RowState, measurer: TextMeasurer, scale: Double) -> StackSignature {
        var signature = StackSignature()
        signature.hidden.reserveCapacity(items.count)
        let overrides = !state.views.isEmpty
        for item in items {
            let view = overrides ? state.views[item.spec.name] ?? item.spec : item.spec
            signature.hidden.append(view.isHidden)
            if item.proportional {
                signature.lengths.append(Self.length(of: view, axis: item.axis, text: texts[view.name], image: images[view.name], measurer: measurer, scale: scale))
            }
        }
        return signature
    }

    /// Which arranged subviews `signature` hides, by name, and the proportional lengths by name.
    func named(_ signature: StackSignature) -> (hidden: [String: Bool], lengths: [String: Double]) {
        var hidden: [String: Bool] = [:], lengths: [String: Double] = [:]
        var next = 0
        for (index, item) in items.enumerated() where index < signature.hidden.count {
            hidden[item.spec.name] = signature.hidden[index]
            if item.proportional, next < signature.lengths.count {
                lengths[item.spec.name] = signature.lengths[next]
                next += 1
            }
        }
        return (hidden, lengths)
    }

    /// A label's text on one line, or an image's size, along `axis`; 0 for other views.
    private static func length(of view: ViewSpec, axis: Axis, text: String?, image: Size??, measurer: TextMeasurer, scale: Double) -> Double {
        if var label = view.label {
            if let text { label.setText(text) }
            let size = label.intrinsicSize(measurer.measure(label.request(width: nil, numberOfLines: 1)), scale: scale)
            return axis == .horizontal ? size.width : size.height
        }
        if var control = view.control {
            // A size given for the row (a UIKit subclass's own `intrinsicContentSize`) wins.
            if let given = image ?? nil { return max(0, axis == .horizontal ? given.width : given.height) }
            if let text { control.title = text }
            let size = ControlMetrics.intrinsicSize(control, measurer: measurer, scale: scale)
            return (axis == .horizontal ? size.width : size.height) ?? 0
        }
        if let content = view.image {
            let size = image ?? content.size
            guard let size else { return 0 }
            return axis == .horizontal ? size.width : size.height
        }
        return 0
    }
}
