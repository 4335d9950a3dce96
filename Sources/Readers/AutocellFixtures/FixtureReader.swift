import AutocellImage
import AutocellLayout
import AutocellText
import Foundation
import Yams
import AutocellSolver
import AutocellSource
import AutocellDrawing

/// The fixture reader: one instance reads one file. Its reads by concern live beside it, as the
/// Interface Builder reader's do: the document (FixtureDocument), the table (FixtureTable),
/// templates and views (FixtureViews), text (FixtureText), constraints (FixtureConstraints),
/// accessories and section views (FixtureAccessories), rows (FixtureRows), files (FixturePaths).
///
/// The parser proper: typed reads of YAML nodes with located errors.
struct FixtureReader {
    /// Image files already read and checked, by real path, with their size in pixels.
    final class CheckedImages {
        var pixels: [String: (width: Int, height: Int)] = [:]
    }
    let checkedImages = CheckedImages()
    /// Every file the fixture names (images, fonts, Interface Builder files), by real path, as
    /// `confinedFile` finds them: what `inspect --watch` watches besides the fixture.
    final class NamedFiles {
        var paths = Set<String>()
    }
    let namedFiles = NamedFiles()
    let text: String
    let lines: [String]
    let file: String
    let folder: String
    /// The table's own scale: image files' sizes in points are their pixels divided by it.
    var scale = 2.0
    /// The appearance dynamic colours are read in (both values are kept: the resolve step
    /// resolves them for the table's traits). A reader takes no traits.
    let appearance = Appearance.light
    /// Templates read from Interface Builder files: a row's data field named like one of their
    /// views (an outlet) sets that view's text or image.
    var nibTemplates: Set<String> = []
    var fixtureWarnings: [Diagnostic] = []
    /// The category text styles are read in (fonts keep their style: the resolve step sizes
    /// them for the table's traits).
    let category = ContentSizeCategory.large
    var fonts: FontConfiguration?

    init(text: String, file: String, folder: String) {
        self.text = text
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        self.file = file
        self.folder = folder
    }

    // MARK: Errors

    func error(_ message: String, line: Int, column: Int) -> Diagnostic {
        let source = line >= 1 && line <= lines.count ? lines[line - 1] : ""
        return Diagnostic(file: file, line: line, column: column, message: message, sourceLine: source)
    }

    func error(_ message: String, at node: Node?) -> Diagnostic {
        error(message, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
    }

    func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
    }

    // MARK: Typed reads

    typealias Entries = [(key: String, keyNode: Node, value: Node)]

    func mapping(_ node: Node, _ what: String, allowed: [String]) throws(Diagnostic) -> Entries {
        guard case .mapping(let mapping) = node else { throw error("expected \(what) as a mapping (key: value)", at: node) }
        var entries: Entries = []
        var seen = Set<String>()
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else { throw error("expected a plain key in \(what)", at: key) }
            guard allowed.contains(scalar.string) else {
                let hint = didYouMean(scalar.string, in: allowed)
                throw error("unknown key '\(scalar.string)' in \(what)\(hint); expected one of: \(allowed.joined(separator: ", "))", at: key)
            }
            guard seen.insert(scalar.string).inserted else { throw error("'\(scalar.string)' is given twice in \(what)", at: key) }
            entries.append((scalar.string, key, value))
        }
        return entries
    }

    func string(_ node: Node, _ what: String) throws(Diagnostic) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected \(what) as text", at: node) }
        return scalar.string
    }

    func number(_ node: Node, _ what: String, in range: ClosedRange<Double>? = nil) throws(Diagnostic) -> Double {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw error("expected a number for \(what)", at: node)
        }
        if let range, !range.contains(value) {
            throw error("\(what) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(format(value))", at: node)
        }
        return value
    }

    func bool(_ node: Node, _ what: String) throws(Diagnostic) -> Bool {
        switch try string(node, what).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false for \(what)", at: node)
        }
    }

    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, _ type: T.Type) throws(Diagnostic) -> T where T.RawValue == String {
        let value = try string(node, what)
        guard let result = T(rawValue: value) else {
            let options = T.allCases.map(\.rawValue)
            throw error("unknown \(what) '\(value)'; expected one of: \(options.joined(separator: ", "))", at: node)
        }
        return result
    }

    /// A colour: a UIKit name (`red`, `lightGray`, or a semantic or system colour such as
    /// `label`, `secondaryLabel`, `systemBackground`, `systemBlue`, resolved for the table's
    /// appearance), `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or one per appearance,
    /// `{light: COLOR, dark: COLOR}`.
    func color(_ node: Node, _ what: String) throws(Diagnostic) -> Color {
        if case .mapping = node {
            let sides = try mapping(node, "\(what) per appearance", allowed: ["light", "dark"])
            guard let light = sides.first(where: { $0.key == "light" }), let dark = sides.first(where: { $0.key == "dark" }) else {
                throw error("\(what) per appearance needs both 'light' and 'dark'", at: node)
            }
            return Color(light: try color(light.value, what).resolved(for: .light), dark: try color(dark.value, what).resolved(for: .dark))
                .resolved(for: appearance)
        }
        let value = try string(node, what)
        guard let color = SystemColor.named(value, appearance) ?? ColorName.parse(value) else {
            let hint = didYouMean(value, in: (Array(SystemColor.table.keys) + Array(ColorName.named.keys)).sorted())
            throw error("'\(value)' is not a color\(hint): use a UIKit name (black, white, red, lightGray, clear, …), a semantic or system color (label, secondaryLabel, systemBackground, separator, systemBlue, systemGray6, …), #RGB, #RRGGBB, #RRGGBBAA, or {light: …, dark: …}", at: node)
        }
        return color
    }

    /// A priority read as every constraint grammar reads one (`TextScanner.priority`).
    func priority(_ node: Node, _ what: String) throws(Diagnostic) -> Priority {
        let value = try string(node, what).trimmingCharacters(in: .whitespaces)
        var scanner = TextScanner(value)
        do throws(SyntaxError) {
            let priority = try scanner.priority()
            guard scanner.atEnd else { throw scanner.error("expected only a priority, found \(scanner.next)") }
            return priority
        } catch {
            throw self.error("\(what): \(error.message)", at: node)
        }
    }

    func format(_ value: Double) -> String { numberText(value) }
}
