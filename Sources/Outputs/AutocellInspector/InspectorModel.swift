import AutocellExplain
import AutocellLayout
import AutocellRender
import AutocellSource
import AutocellTable
import AutocellText
import Foundation
import AutocellDrawing

/// The data an inspector page carries: per template its views and constraints; per variant its
/// rendered pages (PNG, inline) and rows, each row's views (frames in the cell, lines,
/// truncation, intrinsic sizes, baselines), how each constraint stands, guides, conflicts and
/// ambiguity. Documented field by field in Documentation/Inspector.md.
enum InspectorModel {
    /// A template's views (contentView first, as in every row's `views`) and constraints.
    static func template(_ template: CellTemplate) -> JSONValue {
        let contentView = ViewSpec(name: CellTemplate.contentView)
        return .object([
            ("views", .array(([contentView] + template.views).map { spec in
                var members: [(String, JSONValue)] = [
                    ("name", .string(spec.name)), ("type", .string(spec.name == CellTemplate.contentView ? "contentView" : spec.typeName)),
                    ("parent", spec.name == CellTemplate.contentView ? .null : .string(spec.parent ?? CellTemplate.contentView)),
                ]
                if spec.hasIntrinsicSize {
                    members.append(("hugging", priorities(spec.hugging)))
                    members.append(("compressionResistance", priorities(spec.compressionResistance)))
                }
                if let label = spec.label {
                    members.append(("font", .string("\(label.font)")))
                    members.append(("numberOfLines", .number(Double(label.numberOfLines))))
                }
                if let source = template.viewSources[spec.name] { members.append(("source", .string("\(source.file):\(source.line)"))) }
                return .object(members)
            })),
            ("constraints", .array(template.constraints.map(constraint))),
        ])
    }

    static func priorities(_ value: AxisPriorities) -> JSONValue {
        .array([.number(Double(value.horizontal.rawValue)), .number(Double(value.vertical.rawValue))])
    }

    /// A constraint in the text syntax and in words, with its priority, where it was written
    /// and the views it relates (a guide stands for its view).
    static func constraint(_ constraint: LayoutConstraint) -> JSONValue {
        .object([
            ("text", .string(constraint.description)),
            ("sentence", .string(ConstraintSentence.sentence(constraint))),
            ("priority", .number(Double(constraint.priority.rawValue))),
            ("constant", .number(rounded(constraint.constant))),
            ("source", constraint.source.map { .string("\($0.file):\($0.line)") } ?? .null),
            ("views", .array(views(of: constraint).map { .string($0) })),
        ])
    }

    /// The views a constraint relates: its items, a guide's view for a guide.
    static func views(of constraint: LayoutConstraint) -> [String] {
        var result = [owner(constraint.first.view)]
        if let second = constraint.second {
            let other = owner(second.view)
            if other != result[0] { result.append(other) }
        }
        return result
    }

    /// `contentView.layoutMarginsGuide` → `contentView`.
    static func owner(_ name: String) -> String { LayoutGuide.split(name)?.view ?? name }

    /// Thousandths of a point: what a page needs, and a third of the digits.
    static func rounded(_ value: Double) -> Double { value.isFinite ? (value * 1000).rounded() / 1000 : 0 }

    static func rect(_ frame: Rect) -> JSONValue {
        .array([frame.x, frame.y, frame.width, frame.height].map { .number(rounded($0)) })
    }

    // MARK: Variants

    /// A variant: its label, size, notes, page places and rows; the templates its rows use;
    /// and each page's PNG in base64 (carried beside the model, not in it: tens of megabytes
    /// are cheaper to write, and for the browser to read, outside a JSON string).
    static func variant(_ variant: InspectorPage.Variant, pagePixels: Int) throws(RenderError) -> (value: JSONValue, templates: [String], images: [String]) {
        let renderer = try PageRenderer(variant.content, inspecting: true)
        let explained = Dictionary(variant.rows.map { ($0.indexPath, $0) }, uniquingKeysWith: { first, _ in first })
        let chosen = variant.content.indexedRows.filter { explained[$0.index] != nil }
        // Rows as explained (the layout `explain` reports on); headers and footers laid out here.
        var placed: [(row: PlacedRow, explanation: RowExplanation?)] = []
        var top = 0.0
        for item in variant.content.items(rows: chosen) {
            if item.kind == .cell, let explanation = explained[item.indexPath] {
                var row = explanation.layout
                row.y = top
                placed.append((PlacedRow(row: row, content: explanation.content, top: top), explanation))
            } else {
                placed.append((try renderer.layout(item, top: top), nil))
            }
            top += placed[placed.count - 1].row.row.height
        }
        let pages = try self.pages(placed.map(\.row), renderer: renderer, limit: Double(pagePixels) / variant.scale)
        var templates: [String] = []
        var seen = Set<String>()
        var rows: [JSONValue] = []
        rows.reserveCapacity(placed.count)
        for (number, entry) in placed.enumerated() {
            if seen.insert(entry.row.row.template).inserted { templates.append(entry.row.row.template) }
            rows.append(row(entry.row, explanation: entry.explanation, page: pages.pageOfRow[number]))
        }
        let value = JSONValue.object([
            ("label", .string(variant.label)),
            ("width", .number(variant.width)),
            ("scale", .number(variant.scale)),
            ("height", .number(rounded(top))),
            ("background", .string(hex(FeedRenderer.background(of: variant.content.settings)))),
            ("notes", .array(variant.notes.map { .string($0) })),
            ("addresses", .object(variant.addresses.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("pages", .array(pages.places)),
            ("rows", .array(rows)),
        ])
        return (value, templates, pages.images)
    }

    /// The rows painted on pages at most `limit` points tall (a taller row gets one of its
    /// own): each page's place and its PNG in base64, with the page each row is on.
    static func pages(_ rows: [PlacedRow], renderer: PageRenderer, limit: Double) throws(RenderError) -> (places: [JSONValue], images: [String], pageOfRow: [Int]) {
        var places: [JSONValue] = []
        var images: [String] = []
        var pageOfRow: [Int] = []
        var current: [PlacedRow] = []
        var pageTop = 0.0
        func flush() throws(RenderError) {
            guard let last = current.last else { return }
            let height = last.top + last.row.height
            let image = try renderer.draw(current, height: height)
            let bytes = try RenderError.drawing { () throws(CanvasError) in try image.encode(opaque: renderer.isOpaque) }
            places.append(.object([("top", .number(rounded(pageTop))), ("height", .number(rounded(height)))]))
            images.append(Data(bytes).base64EncodedString())
            pageTop += height
            current = []
        }
        for var row in rows {
            // Said as `render` says it, at the row's place (the caller points at its line).
            let cairo = RenderOptions().maximumPagePixels
            if Int((row.row.height * renderer.scale).rounded()) > cairo {
                throw .tooTall(
                    kind: row.row.kind, indexPath: row.row.indexPath, height: row.row.height, scale: renderer.scale, limit: cairo,
                    advice: "inspect it at a smaller --scale, or the other rows with --rows")
            }
            let offset = row.top - pageTop
            if offset + row.row.height > limit, !current.isEmpty { try flush() }
            row.top -= pageTop
            current.append(row)
            pageOfRow.append(places.count)
        }
        try flush()
        return (places, images, pageOfRow)
    }

    /// One row: where it is, its views, how its constraints stand, its problems.
    static func row(_ placed: PlacedRow, explanation: RowExplanation?, page: Int) -> JSONValue {
        let row = placed.row
        let inspection = row.cell.inspection
        var members: [(String, JSONValue)] = [
            ("kind", .string(row.kind.rawValue)),
            ("index", explanation.map { .number(Double($0.row)) } ?? .null),
            ("section", .number(Double(row.section))), ("row", .number(Double(row.row))),
            ("key", row.key.map { .string($0) } ?? .null),
            ("template", .string(row.template)),
            ("y", .number(rounded(placed.top))), ("height", .number(rounded(row.height))),
            ("page", .number(Double(page))),
        ]
        members.append(("views", .array(row.cell.views.enumerated().map { position, view in
            self.view(view, position: position, inspection: inspection)
        })))
        if let inspection {
            var declared: [JSONValue] = []
            var constants: [(String, JSONValue)] = []
            var generated: [JSONValue] = []
            for standing in inspection.constraints {
                let state = JSONValue.array([.string(standing.state.rawValue), .number(rounded(standing.difference))])
                if let index = standing.declaredIndex {
                    while declared.count < index { declared.append(.null) }
                    declared.append(state)
                    constants.append(("\(index)", .number(rounded(standing.constraint.constant))))
                } else {
                    guard case .object(var described) = constraint(standing.constraint) else { continue }
                    described.append(("stack", standing.stack.map { .string($0) } ?? .null))
                    described.append(("state", .string(standing.state.rawValue)))
                    described.append(("difference", .number(rounded(standing.difference))))
                    generated.append(.object(described))
                }
            }
            members.append(("constraints", .array(declared)))
            members.append(("constants", .object(constants)))
            members.append(("generated", .array(generated)))
            members.append(("guides", .array(inspection.guides.map { .object([("name", .string($0.name)), ("frame", rect($0.frame))]) })))
            let margins = inspection.layoutMargins
            members.append(("layoutMargins", .array([margins.top, margins.left, margins.bottom, margins.right].map { .number(rounded($0)) })))
        }
        members.append(("conflicts", .array((explanation?.conflicts ?? []).map(conflict))))
        members.append(("ambiguous", .array((explanation?.ambiguous ?? []).map { item in
            .object([("view", .string(item.view)), ("axis", .string(item.axis.rawValue)), ("reason", .string(item.explanation))])
        })))
        members.append(("alternatives", .array((explanation?.variants ?? []).map { layout in
            .array(layout.views.map { rect($0.frame) })
        })))
        members.append(("warnings", .array(row.warnings.map { .string($0) })))
        return .object(members)
    }

    static func view(_ view: ViewLayout, position: Int, inspection: CellInspection?) -> JSONValue {
        var members: [(String, JSONValue)] = [("frame", rect(view.frame))]
        if let lines = view.lines { members.append(("lines", .number(Double(lines)))) }
        if let truncated = view.truncated { members.append(("truncated", .bool(truncated))) }
        if let missing = view.missingGlyphs, missing > 0 { members.append(("missingGlyphs", .number(Double(missing)))) }
        if view.hidden == true { members.append(("hidden", .bool(true))) }
        if let size = view.contentSize { members.append(("contentSize", .array([.number(rounded(size.width)), .number(rounded(size.height))]))) }
        if let inspection, position < inspection.intrinsicSizes.count, let size = inspection.intrinsicSizes[position] {
            members.append(("intrinsic", .array([size.width.map { .number(rounded($0)) } ?? .null, size.height.map { .number(rounded($0)) } ?? .null])))
        }
        if let inspection, position < inspection.baselines.count, let baselines = inspection.baselines[position] {
            members.append(("baselines", .array([.number(rounded(baselines.first)), .number(rounded(baselines.last))])))
        }
        return .object(members)
    }

    /// A conflict as `explain` says it, each member with the views it relates and, for the
    /// template's own, its index among the template's constraints.
    static func conflict(_ conflict: ConflictExplanation) -> JSONValue {
        .object([
            ("members", .array(zip(conflict.conflict.members, conflict.constraints).map { member, said in
                .object([
                    ("text", .string(said.text)), ("sentence", .string(said.sentence)),
                    ("priority", .number(Double(said.priority))), ("origin", .string(said.origin.rawValue)),
                    ("source", said.source.map { .string($0) } ?? .null),
                    ("declared", declaredIndex(member).map { .number(Double($0)) } ?? .null),
                    ("views", .array(views(of: member).map { .string($0) })),
                ])
            })),
            ("broken", .number(Double(conflict.brokenIndex))),
            ("rule", .string(conflict.rule)),
            ("arithmetic", conflict.arithmetic.map { .string($0.sentence) } ?? .null),
            ("fixes", .array(conflict.fixes.map { .string($0) })),
            ("note", conflict.note.map { .string($0) } ?? .null),
            ("log", .string(conflict.log)),
        ])
    }

    static func declaredIndex(_ member: ConflictMember) -> Int? {
        if case .declared(let index) = member.kind { return index }
        return nil
    }

    /// The views a conflict's member relates.
    static func views(of member: ConflictMember) -> [String] {
        switch member.kind {
        case .intrinsic(let view, _, _, _), .implicit(let view, _): return [view]
        case .encapsulatedHeight, .encapsulatedWidth: return [CellTemplate.contentView]
        case .layoutGuide(let guide, _): return [owner(guide)]
        case .stackView(let stack, _): return [stack] + (member.constraint.map(views(of:)) ?? []).filter { $0 != stack }
        case .declared, .other: return member.constraint.map(views(of:)) ?? []
        }
    }

    static func hex(_ color: Color) -> String {
        func byte(_ value: Double) -> String {
            let number = Int((min(1, max(0, value)) * 255).rounded())
            return String(number, radix: 16).count == 1 ? "0" + String(number, radix: 16) : String(number, radix: 16)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}
