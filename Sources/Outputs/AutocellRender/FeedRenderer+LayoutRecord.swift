import AutocellSource
import Foundation
import Glibc
import AutocellDiff
import AutocellLayout
import AutocellTable
import AutocellText
import AutocellSolver

extension FeedRenderer {
    /// The layout of what `render(_:to:options:)` draws with these options, as a snapshot
    /// reference keeps it beside its image (`LayoutRecord`): the same rows, widths, trait
    /// columns and viewport, laid out the same way, each row placed where the image shows it.
    /// Nil for a collection view (its items are compared by pixels only, and said).
    public static func layoutRecord(_ content: TableContent, options: RenderOptions) throws(RenderError) -> LayoutRecord? {
        try layoutRecord(content, options: options, stoppingAbove: nil)
    }

    /// `stoppingAbove`: nil as soon as a one-column render's rows pass this many points (the
    /// image would be split into pages, which get no record: no need to lay them all out).
    static func layoutRecord(_ content: TableContent, options: RenderOptions, stoppingAbove limit: Double?) throws(RenderError) -> LayoutRecord? {
        guard content.settings.collection == nil else { return nil }
        let scale = content.settings.scale
        let all = content.indexedRows
        var selected = all.indices
        if let range = options.rows {
            guard range.lowerBound >= 0, range.upperBound < all.count else {
                throw .invalidOptions("rows \(range.lowerBound)..\(range.upperBound) are not in the feed, which has \(all.count) rows (0..\(max(0, all.count - 1)))")
            }
            selected = range.lowerBound..<(range.upperBound + 1)
        }
        var templates: [String: [LayoutRecord.Constraint]] = [:]
        var tooTall = false
        func column(_ content: TableContent, label: String, originX: Double, originY: Double, viewport: Double?) throws(RenderError) -> LayoutRecord.Column {
            let worker = try PageRenderer(content)
            let items = options.rows == nil ? content.items : content.items(rows: content.indexedRows[selected])
            let flat = Dictionary(content.indexedRows.enumerated().map { ($0.element.index, $0.offset) }, uniquingKeysWith: { first, _ in first })
            var rows: [LayoutRecord.Row] = []
            var y = 0.0
            for item in items {
                // A viewport lays out rows only as far as its screen reaches, as its render does.
                if let viewport, y >= options.offset + viewport { break }
                if viewport == nil, let limit, y > limit + 1e-9 {
                    tooTall = true
                    break
                }
                let placed = try worker.layout(item, top: y)
                rows.append(record(placed, flat: item.kind == .cell ? flat[item.indexPath] : nil, content: content, templates: &templates))
                y += placed.row.height
            }
            if viewport == nil, let limit, y > limit + 1e-9 { tooTall = true }
            var shift = originY
            if let viewport {
                // As the viewport render clamps an offset past the end to the last screen.
                let offset = y < options.offset + viewport ? max(0, y - viewport) : options.offset
                shift -= offset
                rows.removeAll { $0.y + $0.height <= offset || $0.y >= offset + viewport }
            }
            return LayoutRecord.Column(label: label, width: content.settings.width, scale: scale, originX: originX, originY: shift, rows: rows)
        }
        if !options.columns.isEmpty {
            var columns: [LayoutRecord.Column] = []
            var x = 0.0
            for trait in options.columns {
                let resolved = resolved(content, for: trait, scale: scale)
                let label = label(of: trait, width: resolved.settings.width)
                columns.append(try column(resolved, label: label, originX: x, originY: labelBand, viewport: nil))
                x += resolved.settings.width + columnGap
            }
            return tooTall ? nil : LayoutRecord(columns: columns, templates: templates)
        }
        let single = try column(content, label: "", originX: 0, originY: 0, viewport: options.viewportHeight)
        return tooTall ? nil : LayoutRecord(columns: [single], templates: templates)
    }

    /// One laid-out row as recorded: its views with the texts they show, what UIKit broke.
    static func record(_ placed: PlacedRow, flat: Int?, content: TableContent, templates: inout [String: [LayoutRecord.Constraint]]) -> LayoutRecord.Row {
        let row = placed.row
        let template = content.template(named: row.template)?.cell
        if templates[row.template] == nil, let template {
            templates[row.template] = template.constraints.map { constraint in
                LayoutRecord.Constraint(
                    text: constraint.description, firstView: constraint.first.view, firstAttribute: constraint.first.attribute.rawValue,
                    relation: constraint.relation.rawValue, secondView: constraint.second?.view, secondAttribute: constraint.second?.attribute.rawValue,
                    multiplier: constraint.multiplier, constant: constraint.constant, priority: Double(constraint.priority.rawValue))
            }
        }
        let specs = template.map { [ViewSpec(name: CellTemplate.contentView)] + $0.views } ?? []
        let views = row.cell.views.enumerated().map { position, view in
            let label = position < specs.count ? specs[position].label : nil
            return LayoutRecord.View(
                name: view.name, frame: [view.frame.x, view.frame.y, view.frame.width, view.frame.height].map { ($0 * 1000).rounded() / 1000 },
                lines: view.lines, truncated: view.truncated, hidden: view.hidden,
                text: label.map { placed.content.texts[view.name] ?? $0.text },
                parent: position == 0 || position >= specs.count ? nil : specs[position].parent ?? CellTemplate.contentView)
        }
        return LayoutRecord.Row(
            kind: row.kind.rawValue, index: flat, section: row.section, row: row.row, key: row.key, template: row.template,
            y: (placed.top * 1000).rounded() / 1000, height: (row.height * 1000).rounded() / 1000, views: views,
            broken: row.cell.conflicts.map(\.broken))
    }
}

extension FeedRenderer {
    /// What `render` does before anything is drawn when a record is asked for
    /// (`RenderOptions.layoutRecord`): the record's place checked (never an input, never a
    /// folder, a link or a FIFO), and, for a PNG, the record laid out and written whole under
    /// a temporary name, to be renamed into place with the image (`PageSet.Companion`), so a
    /// record that cannot be written replaces no image (issue 49). Returns the options with
    /// the companion, and whether a record of Autocell's making is already there (removed
    /// when the render gives no one-image PNG: it would describe an image no longer there).
    static func prepareLayoutRecord(_ content: TableContent, output: String, options: RenderOptions, inputs: AtomicFile.Inputs) throws(RenderError) -> (options: RenderOptions, earlierRecord: String?) {
        var options = options
        let path = LayoutRecord.path(besideImage: output)
        var status = stat()
        let present = lstat(path, &status) == 0
        do throws(OutputError) {
            try inputs.checkNotInput(path, what: "the layout record beside the image")
        } catch {
            throw .outputUnwritable(path: error.path, reason: error.reason + ", or render without the record (--no-layout-record)")
        }
        let wanted = options.format == .png && content.settings.collection == nil
        if wanted {
            do throws(OutputError) {
                try AtomicFile.checkWritable(path)
            } catch {
                throw .outputUnwritable(path: path, reason: error.reason + "; the layout record cannot be put there (render without it: --no-layout-record)")
            }
        }
        let earlier = present && LayoutRecord.isRecord(atPath: path) ? path : nil
        guard wanted else { return (options, earlier) }
        // Checked before the record is laid out (the render checks them again, for itself).
        let scale = try checkedScale(content, options)
        let pageLimit = Double(options.maximumPagePixels) / scale
        guard let record = try layoutRecord(content, options: options, stoppingAbove: pageLimit) else { return (options, earlier) }
        let bytes: [UInt8]
        do {
            bytes = try record.encoded()
        } catch {
            throw .encoding("the layout record cannot be encoded: \(error)")
        }
        let temporary = AtomicFile.temporaryPath(for: path)
        try RenderError.writing { () throws(OutputError) in
            try AtomicFile.removeAbandonedTemporaries(of: path)
            try AtomicFile.writeNew(bytes, at: temporary, for: path)
        }
        options.companion = PageSet.Companion(temporary: temporary, path: path)
        return (options, earlier)
    }
}
