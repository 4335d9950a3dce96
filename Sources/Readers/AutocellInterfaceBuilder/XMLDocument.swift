import AutocellImage
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

    /// An Interface Builder file's bytes, read only if it is a regular file of at most
    /// `maximumBytes` (`BoundedFile`).
    public static func contents(of path: String) throws(BoundedFile.Failure) -> Data {
        Data(try BoundedFile.read(path, maximumBytes: maximumBytes, what: "Interface Builder files"))
    }

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
        // Read from a stream, which hands libxml2 the file in pieces: given all of a file over
        // 10,000,000 bytes at once, libxml2 (without XML_PARSE_HUGE, which XMLParser does not
        // set) refuses it as "Huge input lookup", its error 1.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let refusal = builder.refusal {
            throw Diagnostic(file: file, line: refusal.line, column: refusal.column, message: refusal.message,
                             sourceLine: refusal.line >= 1 && refusal.line <= lines.count ? lines[refusal.line - 1] : nil)
        }
        if !parsed || parser.parserError != nil || builder.root == nil || !builder.stack.isEmpty {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            var reason = builder.root == nil && parser.parserError == nil ? "no XML element" : "not well-formed XML (\(Self.describe(parser.parserError)))"
            if (parser.parserError as NSError?)?.code == 1, Self.pieceIsTooLong(lines, line: line, column: column) {
                reason = "a comment, text or tag longer than the 10,000,000 bytes libxml2 reads as one piece (libxml2 error 1)"
            }
            throw Diagnostic(file: file, line: line, column: column, message: reason, sourceLine: line <= lines.count ? lines[line - 1] : nil)
        }
        guard let root = builder.root else { throw Diagnostic.file(file, "no XML element") }
        return root
    }

    /// libxml2 looks at most this far ahead for the end of one comment, text or tag
    /// (`XML_MAX_LOOKUP_LIMIT`, libxml/parserInternals.h) unless XML_PARSE_HUGE is set.
    static let libxml2PieceBytes = 10_000_000

    /// Whether no `>` follows `line`:`column` (1-based, in characters) within
    /// `libxml2PieceBytes`: the error there is libxml2's lookahead limit, not damage.
    static func pieceIsTooLong(_ lines: [String], line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lines.count else { return false }
        var bytes = 0
        for (index, text) in lines[(line - 1)...].enumerated() {
            let piece = index == 0 ? text.unicodeScalars.dropFirst(max(0, column - 1)).map { $0 } : Array(text.unicodeScalars)
            for scalar in piece {
                if scalar == ">" { return false }
                bytes += UTF8.width(scalar)
                if bytes > libxml2PieceBytes { return true }
            }
            bytes += 1
        }
        return bytes > libxml2PieceBytes
    }

    /// libxml2's error in words, with its number for a search: the parser's code is libxml2's
    /// `xmlParserErrors` (libxml/xmlerror.h). swift-corelibs-foundation's `XMLParser.ErrorCode`
    /// cannot name it (its cases are numbered from 0 and miss some of libxml2's), so the words
    /// are written here for the errors a damaged or hand-edited file meets; the rest keep
    /// libxml2's number alone.
    static func describe(_ error: Error?) -> String {
        guard let error = error as NSError? else { return "unexpected end" }
        guard let words = xmlErrorWords[error.code] else { return "libxml2 error \(error.code)" }
        return "\(words), libxml2 error \(error.code)"
    }

    static let xmlErrorWords: [Int: String] = [
        1: "an internal error of the parser", 2: "out of memory", 3: "the document does not start as XML",
        4: "the document is empty", 5: "the document does not end where its elements do (an element left open, or content after the last)", 6: "a bad hexadecimal character reference",
        7: "a bad decimal character reference", 8: "a bad character reference", 9: "a character XML does not allow",
        22: "'&' without an entity name", 23: "an entity reference without its ';'", 26: "an undeclared entity",
        27: "an undeclared entity", 36: "a malformed entity", 37: "an unfinished entity", 38: "'<' inside an attribute value",
        39: "an attribute without its quoted value", 40: "an attribute value without its closing quote",
        41: "an attribute without a value", 42: "an attribute given twice", 43: "a value without its opening quote",
        44: "a value without its closing quote", 45: "an unfinished comment", 46: "a malformed processing instruction",
        47: "an unfinished processing instruction", 56: "a malformed XML declaration", 57: "an unfinished XML declaration",
        61: "an unfinished DOCTYPE", 62: "']]>' outside a CDATA section", 63: "an unfinished CDATA section",
        65: "a space is missing", 68: "a name is missing", 72: "'<' is missing", 73: "'>' is missing",
        74: "'</' is missing", 75: "'=' is missing", 76: "an end tag that does not match its start tag",
        77: "an unfinished tag", 85: "tags that are not balanced", 86: "extra content at the end of an element",
        89: "an entity that refers to itself", 96: "the XML declaration has no version", 104: "an entity that expands too far",
    ]

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
