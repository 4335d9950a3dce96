import AutocellLayout

/// A cell template registered under a reuse identifier: its views and constraints, and the
/// accessory the table draws beside its contentView.
public struct TableTemplate: Hashable, Sendable {
    public var cell: CellTemplate
    public var accessory: Accessory

    public init(cell: CellTemplate, accessory: Accessory = .none) {
        self.cell = cell
        self.accessory = accessory
    }
}
