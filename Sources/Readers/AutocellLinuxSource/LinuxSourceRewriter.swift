import AutocellSource
import Foundation
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

        /// The copy with `#sourceLocation` lines around it naming `originalPath`, so that what
        /// the compiler says of the copy points at the original file and line (the rewriter
        /// keeps every line where it was, but for overrides moved out of an extension).
        public func source(locatedAt originalPath: String) -> String {
            var escaped = ""
            for scalar in originalPath.unicodeScalars {
                switch scalar {
                case "\\": escaped += "\\\\"
                case "\"": escaped += "\\\""
                case "\n", "\r": escaped += " "
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            let ending = source.hasSuffix("\n") || source.isEmpty ? "" : "\n"
            return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + source + ending + "#sourceLocation()\n"
        }
        public var unsupported: [Note] { notes.filter { $0.kind == .unsupported } }
    }

    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    /// Why a file was not rewritten (nothing is written for it): where, and what.
    public struct Failure: AutocellError, Equatable, Sendable, CustomStringConvertible {
        /// Bad input, at a place when it has one.
        public var kind: FailureKind { line == nil ? .input : .locatedInput }

        /// Where, when the failure has a place (not for a time limit).
        public var line: Int?
        public var column: Int?
        public var message: String
        public var description: String { line.map { "\($0):\(column ?? 1): \(message)" } ?? message }
    }

    /// The deepest syntax tree rewritten. Real files stay far below it (a class, a method, a
    /// few closures and calls are a few dozen levels); a chain such as `a.b.c…` or `f()()…`
    /// of thousands of links is refused at its line instead of overflowing the stack (issue 49).
    public static let maximumDepth = 4_000

    /// `timeLimit`: past it the rewrite is given up (its thread is left to finish on its own)
    /// and said: swift-syntax's parser takes time that grows faster than the file on some
    /// inputs (9 KB of repeated modifiers took 22 s), so a caller that must answer bounds it.
    public static func rewrite(_ source: String, timeLimit: Double? = nil) throws(Failure) -> Result {
        // Parsing is iterative, but reading a tree's text and walking it recurse once per
        // level: all of it runs on a thread of its own with room for far deeper trees than
        // `maximumDepth`, whatever the caller's stack.
        let box = ResultBox()
        let thread = Thread {
            box.outcome = rewriteOnThisThread(source)
            box.done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        if let timeLimit {
            guard box.done.wait(timeout: .now() + timeLimit) == .success else {
                throw Failure(line: nil, column: nil, message: "not rewritten within \(String(format: "%g", timeLimit)) s: the Swift parser's time grows faster than the file on some code (long runs of modifiers or nested brackets); split the file, or give more time with --time-limit")
            }
        } else {
            box.done.wait()
        }
        switch box.outcome {
        case .success(let result)?: return result
        case .failure(let failure)?: throw failure
        case nil: throw Failure(line: 1, column: 1, message: "the rewrite did not finish")
        }
    }

    /// The deepest nesting of square brackets parsed (see `BracketDepth`).
    public static let maximumBracketDepth = 12

    private static func rewriteOnThisThread(_ source: String) -> Swift.Result<Result, Failure> {
        let brackets = BracketDepth.deepest(in: source)
        if brackets.depth > maximumBracketDepth {
            let (line, column) = lineAndColumn(brackets.offset, in: source)
            return .failure(Failure(
                line: line, column: column,
                message: "square brackets nest \(brackets.depth) deep here; the Swift parser's time doubles with each level, so more than \(maximumBracketDepth) are not rewritten; split the literal or name the type"))
        }
        let tree = Parser.parse(source: source)
        if let (offset, depth) = deepestNode(tree, limit: maximumDepth) {
            // Located from the text (the converter would read the whole deep tree).
            let (line, column) = lineAndColumn(offset, in: source)
            return .failure(Failure(line: line, column: column, message: "the code nests deeper than the \(maximumDepth) syntax levels rewritten here (\(depth) or more); split the expression"))
        }
        return .success(edit(source, tree: tree, converter: SourceLocationConverter(fileName: "", tree: tree)))
    }

    /// Line and column (in bytes, from 1) of a byte offset.
    static func lineAndColumn(_ offset: Int, in source: String) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for (index, byte) in source.utf8.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    private final class ResultBox: @unchecked Sendable {
        // Written by the worker thread before it signals `done`, read after the wait.
        var outcome: Swift.Result<Result, Failure>?
        let done = DispatchSemaphore(value: 0)
    }

    /// The first node found deeper than `limit` levels, looked for without recursion.
    static func deepestNode(_ tree: SourceFileSyntax, limit: Int) -> (offset: Int, depth: Int)? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return (node.positionAfterSkippingLeadingTrivia.utf8Offset, depth) }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    private static func edit(_ source: String, tree: SourceFileSyntax, converter: SourceLocationConverter) -> Result {
        let classes = ClassFinder(viewMode: .sourceAccurate)
        classes.walk(tree)
        let finder = EditFinder(converter: converter, classEnds: classes.ends)
        finder.walk(tree)
        let original = Array(source.utf8)
        var notes = finder.notes
        func skipped(_ offset: Int, _ message: String) {
            let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
            notes.append(Note(kind: .unsupported, line: location.line, column: location.column, message: message))
        }
        // A move not made: its "moved" note goes, the warning says why.
        func unmoved(_ move: EditFinder.Move, _ message: String) {
            let location = converter.location(for: AbsolutePosition(utf8Offset: move.notedAt))
            notes.removeAll { $0.kind == .rewritten && $0.line == location.line && $0.column == location.column && $0.message.hasPrefix("moved an override") }
            skipped(move.notedAt, message)
        }
        // Moves that overlap one kept before (an override inside a moved override, which only
        // broken code has) and moves whose class closes inside a moved member are left as they
        // were, and said: every edit applied is then disjoint from every other.
        var moves: [EditFinder.Move] = []
        for move in finder.moves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
            if let last = moves.last, move.from < last.to {
                unmoved(move, "an override inside another moved declaration was left where it is; move it into the class's body by hand")
                continue
            }
            moves.append(move)
        }
        moves.removeAll { move in
            let inside = finder.moves.contains { $0.from < move.at && move.at < $0.to }
            if inside { unmoved(move, "an override whose class closes inside a moved declaration was left where it is; move it by hand") }
            return inside
        }
        // Edits in the file's order; each move takes the edits inside its range along (its
        // text with them applied), is cut from the extension and joins the class's other moved
        // members, in the file's order, before the class's closing brace.
        let edits = finder.edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        var outside: [EditFinder.Edit] = []
        var insertions: [Int: String] = [:]
        var next = 0
        for move in moves {
            while next < edits.count, edits[next].start < move.from {
                outside.append(edits[next])
                next += 1
            }
            // An edit before the member that reaches into it: the member stays where it is.
            if let last = outside.last, last.end > move.from {
                unmoved(move, "an override next to another rewrite was left where it is; move it into the class's body by hand")
                continue
            }
            var inside: [EditFinder.Edit] = []
            while next < edits.count, edits[next].start < move.to {
                if edits[next].end <= move.to {
                    inside.append(EditFinder.Edit(start: edits[next].start - move.from, end: edits[next].end - move.from, text: edits[next].text))
                } else {
                    skipped(edits[next].start, "a rewrite that crosses the end of a moved declaration was not made")
                }
                next += 1
            }
            var member = applied(inside, to: original[move.from..<move.to], skipped: { skipped($0 + move.from, $1) })
            let lineBreaks = member.prefix { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count
            member.removeFirst(lineBreaks)
            insertions[move.at, default: ""] += "\n\n" + String(decoding: member, as: UTF8.self)
            outside.append(EditFinder.Edit(start: move.from, end: move.to, text: ""))
        }
        outside += edits[next...]
        for (offset, text) in insertions { outside.append(EditFinder.Edit(start: offset, end: offset, text: text)) }
        // Insertions before the edit that starts where they go.
        outside.sort { ($0.start, $0.end - $0.start == 0 ? 0 : 1, $0.end) < ($1.start, $1.end - $1.start == 0 ? 0 : 1, $1.end) }
        let bytes = applied(outside, to: original[...], skipped: skipped)
        return Result(source: String(decoding: bytes, as: UTF8.self), notes: notes.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    /// `text` with `edits` (sorted, offsets into `text` from its start) made in one pass; an
    /// edit that overlaps the one before is not made, and said.
    private static func applied(_ edits: [EditFinder.Edit], to text: ArraySlice<UInt8>, skipped: (Int, String) -> Void) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for edit in edits {
            guard edit.start >= cursor, edit.end <= text.count else {
                skipped(edit.start, "two rewrites overlap here; the second was not made")
                continue
            }
            out += text[(text.startIndex + cursor)..<(text.startIndex + edit.start)]
            out += edit.text.utf8
            cursor = edit.end
        }
        out += text[(text.startIndex + cursor)...]
        return out
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
            noteOverridableExtensionMembers(of: node)
            return enter(node.extendedType.trimmedDescription)
        }

        /// A member an extension of a UIKit class adds for subclasses to override (`open`, or
        /// a witness of a protocol the extension adopts, `@objc` on iOS: Kickstarter's
        /// `bindStyles()`, Rocket.Chat's `applyTheme()`): Swift overrides an extension's member
        /// only through the Objective-C runtime, so an override of it does not compile on Linux.
        /// Said here, where the way out is written, as well as at the override (the compiler's
        /// error, at the original line through `#sourceLocation`).
        private func noteOverridableExtensionMembers(of node: ExtensionDeclSyntax) {
            let name = node.extendedType.trimmedDescription
            guard classEnds[name] == nil, name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CA") else { return }
            let adoptsProtocols = node.inheritanceClause != nil
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let modifiers = function.modifiers.map(\.name.tokenKind)
                guard !modifiers.contains(.keyword(.override)), !modifiers.contains(.keyword(.static)), !modifiers.contains(.keyword(.class)) else { continue }
                guard modifiers.contains(.keyword(.open)) || adoptsProtocols else { continue }
                note(.unsupported, function.name, "\(function.name.text)() is declared in an extension of \(name): on Linux a subclass cannot override it (Swift overrides an extension's member only through the Objective-C runtime); if your views override it, declare it in a protocol they adopt, or in a base class of theirs (Documentation/UIKitAPI.md, \"What a Linux limit forbids\")")
            }
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
                moves.append(Move(at: end, from: member.position.utf8Offset, to: member.endPosition.utf8Offset, notedAt: member.positionAfterSkippingLeadingTrivia.utf8Offset))
                note(.rewritten, member, "moved an override from an extension of \(name) into the class's body (Swift on Linux cannot override in an extension)")
            }
        }

        /// Members moved into their class: where they go, and their range in the file (the edits
        /// inside it travel with them).
        struct Move {
            var at: Int
            var from: Int
            var to: Int
            /// Where its note is (the member's first token).
            var notedAt: Int
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

        /// Whether `text` names a type rather than a value, by Swift's naming convention: every
        /// dotted component starts with a capital letter (`Cell`, `Module.Cell`).
        static func namesType(_ text: String) -> Bool {
            let components = text.split(separator: ".", omittingEmptySubsequences: false)
            return components.allSatisfy { component in
                guard let first = component.unicodeScalars.first else { return false }
                return first.properties.isUppercase
                    && component.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
            }
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
                    // A type (`CellType.didTap`) is named as it is; an instance (`object.didTap`,
                    // `self.button.didTap`) by its dynamic type, whose member is the unbound method.
                    owner = (text == "self" || text == "Self") ? nil : Self.namesType(text) ? text : "type(of: \(text))"
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
