import SwiftParser
import SwiftSyntax

/// Turns a Swift file written for iOS into its Linux copy for Autocell's `UIKit` layer: what
/// needs the Objective-C runtime, which Swift on Linux does not have, is rewritten, the rest
/// is left byte for byte as it was.
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`,
///   `@IBInspectable`, `@IBDesignable` and the `dynamic` modifier are removed.
/// - `#selector(method)`, `#selector(method(_:with:))`, `#selector(Type.method(_:))`,
///   `#selector(self.method)` become `Selector("objcName", Type.method(_:with:))`: the
///   Objective-C name Swift would give the method (its base name, then "With" and the first
///   argument label, then the other labels, each followed by a colon) and an unbound reference to
///   it on the type the code is in (or the one named), which the layer's `Selector` calls.
/// - What has no Linux form is left as it was and reported at its line and column:
///   `#selector(getter:)` and `#selector(setter:)`, and `optional` protocol requirements.
public enum LinuxSourceRewriter {
    /// What was changed or left, at a place in the file.
    public struct Note: Equatable, Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable { case rewritten, unsupported }
        public var kind: Kind
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(line):\(column): \(kind == .unsupported ? "warning: " : "")\(message)" }
    }

    public struct Result: Sendable {
        public var source: String
        public var notes: [Note]
        public var changed: Bool { notes.contains { $0.kind == .rewritten } }
        public var unsupported: [Note] { notes.filter { $0.kind == .unsupported } }
    }

    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    public static func rewrite(_ source: String) -> Result {
        let tree = Parser.parse(source: source)
        let classes = ClassFinder(viewMode: .sourceAccurate)
        classes.walk(tree)
        let finder = EditFinder(converter: SourceLocationConverter(fileName: "", tree: tree), classEnds: classes.ends)
        finder.walk(tree)
        let original = Array(source.utf8)
        var edits = finder.edits
        // A moved member takes its own edits along, is cut from the extension and joins the
        // class's other moved members, in the file's order, before the class's closing brace.
        var insertions: [Int: String] = [:]
        for move in finder.moves {
            let inside = edits.filter { $0.start >= move.from && $0.end <= move.to }
            edits.removeAll { $0.start >= move.from && $0.end <= move.to }
            var member = Array(original[move.from..<move.to])
            for edit in inside.sorted(by: { $0.start > $1.start }) {
                member.replaceSubrange((edit.start - move.from)..<(edit.end - move.from), with: Array(edit.text.utf8))
            }
            while let first = member.first, first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r") { member.removeFirst() }
            insertions[move.at, default: ""] += "\n\n" + String(decoding: member, as: UTF8.self)
            edits.append(EditFinder.Edit(start: move.from, end: move.to, text: ""))
        }
        for (offset, text) in insertions { edits.append(EditFinder.Edit(start: offset, end: offset, text: text)) }
        var bytes = original
        // Later edits first, so earlier offsets stay valid.
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return Result(source: String(decoding: bytes, as: UTF8.self), notes: finder.notes.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    /// The Objective-C selector name Swift gives a method reference: `f` → "f",
    /// `f(_:)` → "f:", `f(with:)` → "fWith:", `f(_:for:)` → "f:for:".
    static func objcName(base: String, labels: [String]?) -> String {
        guard let labels else { return base }
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// The classes declared in the file, by name: where each one's closing brace is.
    final class ClassFinder: SyntaxVisitor {
        var ends: [String: Int] = [:]
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            ends[node.name.text] = node.memberBlock.rightBrace.position.utf8Offset
            return .visitChildren
        }
    }

    /// Collects the edits: byte ranges of the original text and what replaces them.
    final class EditFinder: SyntaxVisitor {
        struct Edit {
            var start: Int
            var end: Int
            var text: String
        }

        let converter: SourceLocationConverter
        var edits: [Edit] = []
        var notes: [Note] = []
        /// The names of the types the walk is inside (a class, struct, enum, actor or extension).
        var typeNames: [String] = []

        /// Where the file's classes close (to move overrides from their extensions into them).
        let classEnds: [String: Int]

        init(converter: SourceLocationConverter, classEnds: [String: Int]) {
            self.converter = converter
            self.classEnds = classEnds
            super.init(viewMode: .sourceAccurate)
        }

        private func note(_ kind: Note.Kind, _ node: some SyntaxProtocol, _ message: String) {
            let location = node.startLocation(converter: converter)
            notes.append(Note(kind: kind, line: location.line, column: location.column, message: message))
        }

        /// Removes a token or node with what follows it up to the next token, so a line that
        /// held only it keeps the next line's indentation.
        private func remove(_ node: some SyntaxProtocol) {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia.utf8Offset ?? node.endPosition.utf8Offset
            edits.append(Edit(start: start, end: end, text: ""))
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            moveOverrides(from: node)
            return enter(node.extendedType.trimmedDescription)
        }

        /// Swift on Linux cannot override a member in an extension (only `@objc` members can be,
        /// and only with the Objective-C runtime): an override in an extension of a class this
        /// file declares moves into the class's body, text unchanged (its own edits included,
        /// as the walk goes on into it).
        private func moveOverrides(from node: ExtensionDeclSyntax) {
            let name = node.extendedType.trimmedDescription
            guard let end = classEnds[name] else {
                for member in node.memberBlock.members where isOverride(member.decl) {
                    note(.unsupported, member, "an override in an extension of \(name), which this file does not declare, cannot compile on Linux; move it into the class's body")
                }
                return
            }
            for member in node.memberBlock.members where isOverride(member.decl) {
                moves.append(Move(at: end, from: member.position.utf8Offset, to: member.endPosition.utf8Offset))
                note(.rewritten, member, "moved an override from an extension of \(name) into the class's body (Swift on Linux cannot override in an extension)")
            }
        }

        /// Members moved into their class: where they go, and their range in the file (the edits
        /// inside it travel with them).
        struct Move {
            var at: Int
            var from: Int
            var to: Int
        }
        var moves: [Move] = []

        private func isOverride(_ decl: DeclSyntax) -> Bool {
            let modifiers: DeclModifierListSyntax? =
                decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
                ?? decl.as(InitializerDeclSyntax.self)?.modifiers ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
            return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            // A nested type is named by its path (`Outer.Inner`) unless an extension named it in full.
            if let outer = typeNames.last, !name.contains(".") { typeNames.append(outer + "." + name) } else { typeNames.append(name) }
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            if LinuxSourceRewriter.removedAttributes.contains(name) {
                remove(node)
                note(.rewritten, node, "removed @\(name)")
            }
            return .skipChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            switch node.name.tokenKind {
            case .keyword(.dynamic):
                remove(node)
                note(.rewritten, node, "removed dynamic")
            case .keyword(.optional):
                note(.unsupported, node, "an optional protocol requirement needs the Objective-C runtime; give it a default implementation in an extension and remove 'optional'")
            default: break
            }
            return .skipChildren
        }

        /// `import UIKit.UIFont` (a Clang submodule of Apple's UIKit): the `UIKit` module on
        /// Linux is a Swift module, which has none, so the import becomes `import UIKit`.
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            let path = node.path.map(\.name.text)
            guard path.count > 1, path.first == "UIKit", node.importKindSpecifier == nil else { return .skipChildren }
            let start = node.path.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: start, end: end, text: "UIKit"))
            note(.rewritten, node, "import \(path.joined(separator: ".")) → import UIKit (Autocell's UIKit has no submodules)")
            return .skipChildren
        }

        /// `#if canImport(UIKit.UIView)`: a submodule test, false on Linux (Autocell's `UIKit`
        /// has no submodules), which would compile the code out; it becomes `canImport(UIKit)`.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calledExpression.trimmedDescription == "canImport", let argument = node.arguments.first?.expression,
                  argument.trimmedDescription.hasPrefix("UIKit.") else { return .visitChildren }
            edits.append(Edit(start: argument.positionAfterSkippingLeadingTrivia.utf8Offset, end: argument.endPositionBeforeTrailingTrivia.utf8Offset, text: "UIKit"))
            note(.rewritten, node, "\(node.trimmedDescription) → canImport(UIKit) (Autocell's UIKit has no submodules)")
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector" else { return .visitChildren }
            guard let argument = node.arguments.first, node.arguments.count == 1 else { return .skipChildren }
            if let label = argument.label?.text {
                note(.unsupported, node, "#selector(\(label): …) names a property accessor, which has no Linux form; left as it was")
                return .skipChildren
            }
            guard let reference = methodReference(argument.expression) else {
                note(.unsupported, node, "#selector(\(argument.expression.trimmedDescription)) is not a method reference Autocell can rewrite; left as it was")
                return .skipChildren
            }
            let text = "Selector(\"\(LinuxSourceRewriter.objcName(base: reference.base, labels: reference.labels))\", \(reference.expression))"
            edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
            note(.rewritten, node, "\(node.trimmedDescription) → \(text)")
            return .skipChildren
        }

        /// A method reference's type (or the enclosing type), base name and argument labels.
        private func methodReference(_ expression: ExprSyntax) -> (expression: String, base: String, labels: [String]?)? {
            var owner: String?
            var declName: DeclReferenceExprSyntax?
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                declName = reference
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                declName = member.declName
                if let base = member.base {
                    let text = base.trimmedDescription
                    owner = (text == "self" || text == "Self") ? nil : text
                }
            }
            guard let name = declName else { return nil }
            guard let type = owner ?? typeNames.last else { return nil }
            let base = name.baseName.text
            let labels = name.argumentNames.map { $0.arguments.map { $0.name.text } }
            let labelText = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
            return ("\(type).\(base)\(labelText)", base, labels)
        }
    }
}
