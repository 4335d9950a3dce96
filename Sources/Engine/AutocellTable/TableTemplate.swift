import AutocellLayout
import AutocellText
import AutocellDrawing

/// A template registered under a reuse identifier: its views and constraints, the accessory
/// the table draws beside its contentView, and its own `sizeThatFits:` for when Auto Layout
/// gives no height.
public struct TableTemplate: Hashable, Sendable {
    public var cell: CellTemplate
    public var accessory: Accessory
    public var sizeThatFits: SizeThatFits?
    /// The cell in each horizontal size class, when the source varies by one (an Interface
    /// Builder file's `widthClass` variations); empty when it does not. Resolving the table
    /// (`TableContent.resolved(for:)`) makes `cell` the one for the table's size class.
    public var sizeClassCells: [UserInterfaceSizeClass: CellTemplate] = [:]
    /// The cell's own `backgroundColor` (not its contentView's): what shows around the
    /// contentView — the separator's strip and, beside an accessory, the accessory's area. Nil:
    /// the table style's cell colour.
    public var cellBackground: Color?

    public init(cell: CellTemplate, accessory: Accessory = .none, sizeThatFits: SizeThatFits? = nil) {
        self.cell = cell
        self.accessory = accessory
        self.sizeThatFits = sizeThatFits
    }
}
