import AutocellLayout

/// A template registered under a reuse identifier: its views and constraints, the accessory
/// the table draws beside its contentView, and its own `sizeThatFits:` for when Auto Layout
/// gives no height.
public struct TableTemplate: Hashable, Sendable {
    public var cell: CellTemplate
    public var accessory: Accessory
    public var sizeThatFits: SizeThatFits?

    public init(cell: CellTemplate, accessory: Accessory = .none, sizeThatFits: SizeThatFits? = nil) {
        self.cell = cell
        self.accessory = accessory
        self.sizeThatFits = sizeThatFits
    }
}
