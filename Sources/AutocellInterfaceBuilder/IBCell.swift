import AutocellLayout
import AutocellSource
import AutocellTable

/// A cell read from an Interface Builder file: the template UIKit would build at load time,
/// its accessory, the outlets by property name (each the name of the view it connects), and
/// what the file asks for that Autocell does not apply, as warnings at their lines.
public struct IBCell: Sendable {
    public var template: CellTemplate
    public var accessory: Accessory = .none
    /// Outlet property → view name in the template (views with an outlet are named after it).
    public var outlets: [String: String] = [:]
    public var warnings: [Diagnostic] = []
    public var reuseIdentifier: String?
    public var customClass: String?
    /// The row height the file gives (`rowHeight`), for reference.
    public var rowHeight: Double?
    /// `separatorInset`'s left inset, when the file sets one.
    public var separatorInset: Double?

    public init(template: CellTemplate) { self.template = template }
}
