import AutocellText

/// What a row decides of its template's stack views: which arranged subviews it hides, and the
/// intrinsic lengths a `fillProportionally` stack divides its length by. Rows that agree share
/// one constraint system; UIKit regenerates a stack's constraints when either changes
/// (`isHidden` of an arranged subview, `_intrinsicContentSizeInvalidatedForItem:`).
struct StackSignature: Hashable {
    /// Per arranged subview: whether this row hides it.
    var hidden: [String: Bool] = [:]
    /// Per arranged subview of a proportional stack: its intrinsic length along the axis.
    var lengths: [String: Double] = [:]

    init() {}

    init(template: CellTemplate, texts: [String: String], images: [String: Size?], state: RowState, measurer: TextMeasurer) {
        for stack in template.views {
            guard let configuration = stack.stack else { continue }
            for name in StackArrangement.arranged(stack, in: template.views) {
                guard let spec = template.views.first(where: { $0.name == name }) else { continue }
                let view = state.views[name] ?? spec
                hidden[name] = view.isHidden
                guard configuration.distribution == .fillProportionally else { continue }
                lengths[name] = Self.length(of: view, axis: configuration.axis, text: texts[name], image: images[name], measurer: measurer)
            }
        }
    }

    /// A label's text on one line, or an image's size, along `axis`; 0 for other views.
    private static func length(of view: ViewSpec, axis: Axis, text: String?, image: Size??, measurer: TextMeasurer) -> Double {
        if var label = view.label {
            if let text { label.text = text }
            let measured = measurer.measure(TextRequest(text: label.text, font: label.font, lineBreakMode: label.lineBreakMode))
            return axis == .horizontal ? measured.width : measured.height
        }
        if let content = view.image {
            let size = image ?? content.size
            guard let size else { return 0 }
            return axis == .horizontal ? size.width : size.height
        }
        return 0
    }
}
