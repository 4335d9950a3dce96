import AutocellSource
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element as Interface Builder writes them: its name, attributes, children and where
/// it starts in the file (line and column of its `<`).
public final class IBElement {
    public let name: String
    public let attributes: [String: String]
    public private(set) var children: [IBElement] = []
    public let line: Int
    public let column: Int
    public private(set) weak var parent: IBElement?
    /// The element's own text (`<string key="text">Two\nlines</string>`).
    public fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], line: Int, column: Int, parent: IBElement?) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
        self.parent = parent
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (with `key` equal to `key`, when given).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// Every element below this one, depth first.
    public var descendants: [IBElement] {
        var result: [IBElement] = []
        var stack = children.reversed() as [IBElement]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// The document element this one is in.
    public var root: IBElement {
        var element = self
        while let parent = element.parent { element = parent }
        return element
    }

    fileprivate func append(_ child: IBElement) { children.append(child) }
}

/// Interface Builder's XML read into elements with their places (Foundation's `XMLParser`,
/// libxml2). A file that is not well-formed XML is a `Diagnostic` at libxml2's line and column.
public enum IBXML {
    public static let maximumBytes = 16 << 20

    public static func parse(_ data: Data, file: String) throws(Diagnostic) -> IBElement {
        guard data.count <= maximumBytes else {
            throw Diagnostic.file(file, "an Interface Builder file of \(data.count) bytes is more than the \(maximumBytes) read")
        }
        // Interface Builder writes UTF-8; bytes that are not are refused at their place before
        // the XML parser sees them (invalid UTF-8 in a comment trapped inside Foundation's).
        let text: String
        do throws(TextFile.Failure) {
            text = try TextFile.decode(Array(data))
        } catch {
            throw Diagnostic(file: file, error, reading: "the Interface Builder file")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let builder = Builder(lines: lines)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let parsed = parser.parse()
        if !parsed || parser.parserError != nil || builder.root == nil || !builder.stack.isEmpty {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = builder.root == nil ? "no XML element" : "not well-formed XML (\(Self.describe(parser.parserError)))"
            throw Diagnostic(file: file, line: line, column: column, message: reason, sourceLine: line <= lines.count ? lines[line - 1] : nil)
        }
        guard let root = builder.root else { throw Diagnostic.file(file, "no XML element") }
        return root
    }

    private static func describe(_ error: Error?) -> String {
        guard let error = error as NSError? else { return "unexpected end" }
        return "libxml2 error \(error.code)"
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let lines: [String]
        var root: IBElement?
        var stack: [IBElement] = []

        init(lines: [String]) { self.lines = lines }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            // libxml2 reports the position after the start tag: the tag begins at the last
            // `<name` at or before it.
            var line = parser.lineNumber, column = parser.columnNumber
            let needle = "<" + elementName
            var search = line
            while search >= 1, search <= lines.count {
                let text = lines[search - 1]
                let limit = search == line ? min(text.count, max(0, column)) : text.count
                let prefix = String(text.prefix(limit))
                if let range = prefix.range(of: needle, options: .backwards) {
                    line = search
                    column = prefix.distance(from: prefix.startIndex, to: range.lowerBound) + 1
                    break
                }
                search -= 1
            }
            let element = IBElement(name: elementName, attributes: attributeDict, line: line, column: column, parent: stack.last)
            if let parent = stack.last { parent.append(element) } else if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
        }
    }
}
