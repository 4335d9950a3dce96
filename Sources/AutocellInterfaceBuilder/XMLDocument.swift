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
        if let refusal = builder.refusal {
            throw Diagnostic(file: file, line: refusal.line, column: refusal.column, message: refusal.message,
                             sourceLine: refusal.line >= 1 && refusal.line <= lines.count ? lines[refusal.line - 1] : nil)
        }
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

    /// Past these the file is refused while it is read, before the elements are built into a
    /// cell (the limits were checked after the costly work): no cell nests views this deep, and
    /// a cell's views are at most `CellTemplate.maximumViews`.
    public static let maximumDepth = 256
    public static let maximumElements = 200_000

    private final class Builder: NSObject, XMLParserDelegate {
        let lines: [String]
        var root: IBElement?
        var stack: [IBElement] = []
        var elements = 0
        /// Why reading stopped early (a limit), said at the element that passed it.
        var refusal: (message: String, line: Int, column: Int)?
        /// Each line's scalars, made once: tags are found by scanning back over the tag alone,
        /// so 200,000 elements on one line cost no more than on 200,000 lines.
        private var scalars: [Int: [Unicode.Scalar]] = [:]

        init(lines: [String]) { self.lines = lines }

        private func lineScalars(_ line: Int) -> [Unicode.Scalar] {
            if let known = scalars[line] { return known }
            let made = line >= 1 && line <= lines.count ? Array(lines[line - 1].unicodeScalars) : []
            scalars = [line: made]  // one line at a time: elements come in order
            return made
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            guard refusal == nil else { return }
            // libxml2 reports the position after the start tag: the tag begins at the last
            // `<name` at or before it.
            var line = parser.lineNumber, column = parser.columnNumber
            let needle = Array(("<" + elementName).unicodeScalars)
            var search = line
            scan: while search >= 1, search <= lines.count, line - search < 64 {
                let text = lineScalars(search)
                var end = search == line ? min(text.count, max(0, column)) : text.count
                while end >= needle.count {
                    if text[(end - needle.count)..<end].elementsEqual(needle) {
                        line = search
                        column = end - needle.count + 1
                        break scan
                    }
                    end -= 1
                }
                search -= 1
            }
            elements += 1
            if stack.count >= IBXML.maximumDepth || elements > IBXML.maximumElements {
                refusal = (stack.count >= IBXML.maximumDepth
                    ? "elements nest more than \(IBXML.maximumDepth) deep; an Interface Builder cell nests far fewer"
                    : "more than \(IBXML.maximumElements) elements; an Interface Builder cell has far fewer", line, column)
                parser.abortParsing()
                return
            }
            let element = IBElement(name: elementName, attributes: attributeDict, line: line, column: column, parent: stack.last)
            if let parent = stack.last { parent.append(element) } else if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard refusal == nil else { return }
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard refusal == nil else { return }
            _ = stack.popLast()
        }
    }
}
