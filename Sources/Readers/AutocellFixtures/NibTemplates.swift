import AutocellImage
import AutocellInterfaceBuilder
import AutocellLayout
import Foundation
import Yams
import AutocellSource

extension FixtureReader {
    /// `{nib: "Cells/PostCell.xib"}` or `{storyboard: "Main.storyboard", identifier:
    /// "FeedCell"}`: a template read from an Interface Builder file inside the fixture's
    /// folder (`IBCellReader`), with the file's accessory unless `accessory:` says another.
    /// Returns the template and the file's warnings.
    func readNibTemplate(_ name: String, _ node: Node) throws(Diagnostic) -> (FixtureTemplate, [Diagnostic]) {
        let entries = try mapping(node, "template '\(name)'", allowed: ["nib", "storyboard", "identifier", "accessory", "sizeThatFits"])
        let nib = entries.first { $0.key == "nib" }, storyboard = entries.first { $0.key == "storyboard" }
        if let nib, storyboard != nil { throw error("give a template either 'nib:' or 'storyboard:', not both", at: nib.keyNode) }
        guard let fileEntry = nib ?? storyboard else { throw error("a template from Interface Builder needs 'nib:' or 'storyboard:'", at: node) }
        let identifierNode = entries.first { $0.key == "identifier" }?.value
        let identifier = try identifierNode.map { (node) throws(Diagnostic) in try string(node, "the prototype's reuse identifier") }
        if storyboard != nil && identifier == nil {
            throw error("a storyboard template needs 'identifier:', the prototype cell's reuse identifier", at: fileEntry.keyNode)
        }
        let written = try string(fileEntry.value, "the Interface Builder file")
        let path = try confinedFile(written, "Interface Builder file", at: fileEntry.value)
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try IBXML.contents(of: path)
        } catch {
            throw self.error("Interface Builder file '\(written)' cannot be read: \(error)", at: fileEntry.value)
        }
        let display = (folder as NSString).appendingPathComponent(written)
        // Read once, without traits: both size classes when the file varies by one, colours with
        // both appearances, text styles with their style; the resolve step chooses.
        var cell = try IBCellReader.read(file: display, data: data, identifier: identifier)
        cell.template.name = name
        for (sizeClass, var variant) in cell.sizeClassTemplates {
            variant.name = name
            cell.sizeClassTemplates[sizeClass] = variant
        }
        var accessory = cell.accessory
        if let node = entries.first(where: { $0.key == "accessory" })?.value { accessory = try readAccessory(node) }
        let sizeThatFits = try entries.first { $0.key == "sizeThatFits" }.map { (entry) throws(Diagnostic) in
            try readSizeThatFits(entry.value, in: cell.template)
        }
        var template = FixtureTemplate(cell: cell.template, accessory: accessory, sizeThatFits: sizeThatFits)
        template.sizeClassCells = cell.sizeClassTemplates
        template.cellBackground = cell.backgroundColor
        return (template, cell.warnings)
    }
}
