import AutocellLayout

/// A template's own `sizeThatFits:`, the height FDTemplateLayoutCell asks for when Auto
/// Layout gives a fitting height of 0 (a cell laid out with frames, or with constraints that
/// do not reach the contentView's bottom).
public enum SizeThatFits: Hashable, Sendable {
    /// A fixed height.
    case fixed(Double)
    /// A frame-layout rule: the lowest bottom edge of these views, plus `padding`.
    case below([String], padding: Double)

    /// The height for a cell whose views were laid out as `cell`.
    public func height(for cell: CellLayout) -> Double {
        switch self {
        case .fixed(let height):
            return height
        case .below(let names, let padding):
            let bottoms = cell.views.filter { names.contains($0.name) }.map { $0.frame.y + $0.frame.height }
            return (bottoms.max() ?? 0) + padding
        }
    }
}
