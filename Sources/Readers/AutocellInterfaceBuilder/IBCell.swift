import AutocellLayout
import AutocellSource
import AutocellTable
import AutocellText
import AutocellDrawing

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
    /// The cell's own `backgroundColor` (the `tableViewCell` element's, not its contentView's).
    public var backgroundColor: Color?
    /// The built-in style a `tableViewCell` names (`style="IBUITableViewCellStyleSubtitle"`:
    /// "Subtitle"; nil: none), and the views that are its `textLabel`, `detailTextLabel` and
    /// `imageView` (view name → that key). Through UINib these are the cell's own built-in
    /// views, laid out by UIKit's style layout; a fixture lays them out from the file's frames.
    public var builtInStyle: String?
    public var builtInViews: [String: String] = [:]
    /// What the file's cell is: a `<tableViewCell>`, a `<collectionViewCell>`, a bare
    /// `<tableViewCellContentView>`, or a plain top-level `<view>` (a custom view loaded with
    /// `loadNibNamed`/`UINib`, its `customClass` in `customClass`).
    public var root = Root.tableViewCell
    /// The cell's `customModule` (nil when the file says the module is the target's).
    public var customModule: String?
    /// Views whose class is a custom one: view name → (class, module or nil).
    public var viewClasses: [String: CustomClass] = [:]
    /// The File's Owner's outlets: property → view name, or `IBCell.cellOutlet` for the cell.
    public var ownerOutlets: [String: String] = [:]
    /// Each view's frame as the file gives it (the initial geometry), by view name.
    public var frames: [String: Rect] = [:]
    /// Image views' image names (`image="…"`), by view name.
    public var imageNames: [String: String] = [:]
    /// The template in each horizontal size class, when the file's `widthClass` variations
    /// make them differ (`template` is the one for the width read at); empty otherwise.
    public var sizeClassTemplates: [UserInterfaceSizeClass: CellTemplate] = [:]
    /// The key of the cell's own frame in `frames` (a `<tableViewCell>`'s or `<collectionViewCell>`'s).
    public static let cellFrame = "\u{0}cellFrame"
    /// The name an owner outlet has when it connects the cell itself.
    public static let cellOutlet = "\u{0}cell"

    public enum Root: Sendable { case tableViewCell, collectionViewCell, contentView, view }

    public struct CustomClass: Hashable, Sendable {
        public var name: String
        public var module: String?
    }

    public init(template: CellTemplate) { self.template = template }
}
