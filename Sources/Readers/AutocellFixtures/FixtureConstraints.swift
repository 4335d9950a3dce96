import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSource

/// A template's constraints, in every grammar a fixture may write them.
extension FixtureReader {
    /// A constraint line: the text syntax, or a visual format (it starts with H:, V:, | or [).
    func readConstraints(_ node: Node, in cell: CellTemplate) throws(Diagnostic) -> [LayoutConstraint] {
        // `{id: avatarWidth, constraint: "avatar.width == 40"}`: the id is the constraint's
        // identifier (UIKit's `identifier`), by which a row's `constants` and `inactive` find it.
        if case .mapping = node {
            let entries = try mapping(node, "a constraint with an id", allowed: ["id", "constraint"])
            guard let idNode = entries.first(where: { $0.key == "id" })?.value,
                  let textNode = entries.first(where: { $0.key == "constraint" })?.value else {
                throw error("a constraint written as a mapping needs 'id' and 'constraint'", at: node)
            }
            let id = try string(idNode, "the constraint's id")
            guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
                throw error("'\(id)' cannot be a constraint id: use letters, digits, '-', '_' and '.'", at: idNode)
            }
            var constraints = try readConstraints(textNode, in: cell)
            for index in constraints.indices {
                if let written = constraints[index].identifier, written != id {
                    throw error("the constraint is named '#\(written)' and has the id '\(id)': give one name", at: idNode)
                }
                constraints[index].identifier = id
            }
            return constraints
        }
        guard case .scalar(let scalar) = node else { throw error("expected a constraint as text", at: node) }
        let line = node.mark?.line ?? 1
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        let firstColumn = (node.mark?.column ?? 1) + (quoted ? 1 : 0)
        let text = scalar.string
        let source = SourceLocation(file: file, line: line, column: firstColumn)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        do {
            if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[") {
                var superview = CellTemplate.contentView
                if let open = text.firstIndex(of: "[") {
                    let name = text[text.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    superview = cell.views.first { $0.name == String(name) }?.parent ?? CellTemplate.contentView
                }
                return try VisualFormat.parse(text, superview: superview, source: source)
            }
            return [try ConstraintSyntax.parse(text, source: source)]
        } catch {
            throw self.error(error.message, line: line, column: firstColumn + error.column - 1)
        }
    }
}
