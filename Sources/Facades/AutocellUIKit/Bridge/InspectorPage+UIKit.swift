import AutocellInspector
import AutocellLayout
import AutocellRender
import AutocellSource
import AutocellTable
import Foundation

/// Why a view's inspector page could not be made.
public struct InspectorPageError: AutocellError, CustomStringConvertible {
    public var description: String
    /// Bad input (a hierarchy that cannot be laid out) or an output that cannot be written.
    public var kind: FailureKind
}

extension UIView {
    /// `autocell inspect`'s page of this view, laid out as Auto Layout lays it out at `width`
    /// (nil: its bounds' width, else 375) and at its fitting height: every view over the
    /// rendered hierarchy, its frame, intrinsic size, priorities and constraints in words, and
    /// conflicts and ambiguity. A table or collection view cell is inspected by its
    /// contentView, with the margins UIKit gives it. Views are named `v1`, `v2`, … in
    /// hierarchy order; the page shows each one's class and accessibility identifier beside it.
    public func autocellInspectorHTML(width: CGFloat? = nil, title: String? = nil) throws -> String {
        let root: UIView = (self as? UITableViewCell)?.contentView ?? (self as? UICollectionViewCell)?.contentView ?? self
        guard let row = HierarchyLayout.row(root) else {
            throw InspectorPageError(description: "this view's hierarchy cannot be laid out (see the UIKit diagnostics above)", kind: .input)
        }
        let givenWidth = width.map(Double.init) ?? Double(bounds.width)
        var settings = TraitCollection(width: givenWidth > 0 ? givenWidth : 375, scale: Double(traitCollection.displayScale)).applied(to: TableSettings())
        settings.separator = .none
        settings.standaloneEnvironment = row.engine.environment
        settings.background = backgroundColor?.resolved(traitCollection)
        let name = title ?? String(describing: type(of: self))
        let template = TableTemplate(cell: row.engine.template)
        let content = TableContent(
            settings: settings, templates: [CellTemplate.contentView: template],
            sections: [.init(rows: [RowContent(template: CellTemplate.contentView, texts: row.texts, images: row.images, state: row.state)])])
        var page = try InspectorPage.fixture(content, file: name)
        // What the app calls each view: its class, and its accessibility identifier if it has one.
        var aliases: [String: String] = [:]
        let names = row.skeleton.names
        for view in [root] + row.skeleton.views {
            guard let viewName = names[ObjectIdentifier(view)] else { continue }
            aliases[viewName] = String(describing: type(of: view)) + (view.accessibilityIdentifier.map { " '\($0)'" } ?? "")
        }
        for index in page.variants.indices { page.variants[index].addresses = aliases }
        return try page.html()
    }

    /// Writes `autocellInspectorHTML(width:title:)` to `path` (through a temporary file and a
    /// rename): a test can keep it as an artifact.
    public func writeAutocellInspectorPage(to path: String, width: CGFloat? = nil, title: String? = nil) throws {
        let html = try autocellInspectorHTML(width: width, title: title)
        do throws(OutputError) {
            try AtomicFile.write(Array(html.utf8), to: path)
        } catch {
            throw InspectorPageError(description: "\(error)", kind: error.kind)
        }
    }
}
