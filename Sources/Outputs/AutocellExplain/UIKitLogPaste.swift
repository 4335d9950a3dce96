import AutocellLayout
import Foundation
import AutocellSource

/// Pasted text before it is read as constraints: cut into the lines it was (a log pasted on
/// one line), markdown's escapes and typographic quotes undone, each entry found with or
/// without its brackets; and a text with no constraint list said for what it is.
extension UIKitLogParser {
    /// UIKit's warning for a table cell whose constraints give no height (UITableView.m;
    /// logged once per cell class): not a conflict log.
    static let zeroHeightWarning = ZeroHeightWarning.phrase

    /// Why a text with no constraint list cannot be explained, saying what the text is and
    /// what can be said of it: UIKit's zero-height warning, a list of `(null)` descriptions, the
    /// broken-constraint line alone, or nothing of a log at all.
    static func unexplainable(nullLines: [Int], broken: (entry: UIKitLog.Entry, line: Int)?, zeroHeightWarning: Bool, file: String) -> Diagnostic {
        if zeroHeightWarning {
            let warning = ZeroHeightWarning(line: 0)
            return Diagnostic.file(file, "this is UIKit's zero-height warning for a table view cell, not a conflict log: \(warning.sentence). \(warning.fixes[0])")
        }
        if !nullLines.isEmpty {
            let count = nullLines.count
            return Diagnostic.file(file, """
                the log lists \(count) constraint\(count == 1 ? "" : "s") as "(null)" (line\(count == 1 ? "" : "s") \
                \(nullLines.prefix(5).map(String.init).joined(separator: ", "))\(count > 5 ? ", …" : "")): UIKit printed no \
                description, so the log names no view, attribute or constant and there is nothing to rebuild. Catch the conflict in \
                the debugger (a symbolic breakpoint on UIViewAlertForUnsatisfiableConstraints, as the log itself suggests) and \
                print the views' constraints there, or give your constraints identifiers so the next log says which they are
                """)
        }
        if let broken {
            let rebuilt = LoggedLayout(UIKitLog(entries: [broken.entry], broken: 0))
            let said = rebuilt.uikitBroken.map { "\($0)" } ?? broken.entry.text
            return Diagnostic.file(file, """
                line \(broken.line) is only the constraint UIKit broke (\(said)), without the list of the constraints it \
                conflicted with, which UIKit prints above it: alone it says which constraint gave way, not why. Paste the whole \
                log, from "Unable to simultaneously satisfy constraints" to "Will attempt to recover by breaking constraint" and \
                the constraint after it
                """)
        }
        return noConstraints(file)
    }

    /// The pieces of one physical line to read as lines: the whole line, unless it holds more
    /// than one constraint or sentence of UIKit's (a log pasted on one line); then one piece
    /// from each, with its distance from the line's start in characters.
    static func pieces(of line: String) -> [(String, Int)] {
        var starts: [String.Index] = []
        let utf8 = line.utf8
        for phrase in ["Unable to simultaneously satisfy", "Will attempt to recover", "Make a symbolic breakpoint", "The methods in the UIConstraintBasedLayoutDebugging"] {
            for offset in byteOffsets(of: phrase, in: line) { starts.append(utf8.index(utf8.startIndex, offsetBy: offset)) }
        }
        for offset in byteOffsets(of: "Constraint:", in: line) {
            // Back over the class name (`NSLayoutConstraint`, `SnapKit.LayoutConstraint`) and
            // the spaces before it, to the `<` or the quote the entry starts with.
            var start = utf8.index(utf8.startIndex, offsetBy: offset)
            while start > line.startIndex, let c = line[line.index(before: start)...].first, c.isLetter || c.isNumber || c == "_" || c == "." {
                start = line.index(before: start)
            }
            var before = start
            while before > line.startIndex, line[line.index(before: before)] == " " { before = line.index(before: before) }
            if before > line.startIndex, "<\"".contains(line[line.index(before: before)]) { start = line.index(before: before) }
            // The quote before `<`: the entry's own.
            if start > line.startIndex, line[start] == "<", line[line.index(before: start)] == "\"" { start = line.index(before: start) }
            starts.append(start)
        }
        guard starts.count > 1 else { return [(line, 0)] }
        let ordered = Set(starts).sorted()
        var result: [(String, Int)] = []
        if let first = ordered.first, first > line.startIndex {
            result.append((String(line[..<first]), 0))
        }
        for (index, start) in ordered.enumerated() {
            let end = index + 1 < ordered.count ? ordered[index + 1] : line.endIndex
            result.append((String(line[start..<end]), line.distance(from: line.startIndex, to: start)))
        }
        return result
    }

    static func noConstraints(_ file: String) -> Diagnostic {
        Diagnostic.file(file, "no constraints found: expected lines like \"<NSLayoutConstraint:0x… UILabel:0x….left == UIView:0x….left + 8   (active)>\" from an \"Unable to simultaneously satisfy constraints\" log")
    }

    /// Where `phrase` (ASCII) starts in `text`, as UTF-8 offsets, found byte by byte: every line
    /// of a log is searched for several phrases, and Foundation's `range(of:)` made each search
    /// a copy of the line in UTF-16 (5 MB of logs spent a fifth of their time there).
    static func byteOffsets(of phrase: String, in text: String, firstOnly: Bool = false) -> [Int] {
        var text = text
        var phrase = phrase
        return text.withUTF8 { bytes in
            phrase.withUTF8 { needle in
                guard let first = needle.first, needle.count <= bytes.count else { return [] }
                var found: [Int] = []
                var at = 0
                let last = bytes.count - needle.count
                while at <= last {
                    if bytes[at] == first, (1..<needle.count).allSatisfy({ bytes[at + $0] == needle[$0] }) {
                        found.append(at)
                        if firstOnly { break }
                        at += needle.count
                    } else {
                        at += 1
                    }
                }
                return found
            }
        }
    }

    /// The lines of `text`, ended by `\n`, `\r\n` or `\r`, split by bytes (a 5 MB log split by
    /// characters spent its time finding grapheme boundaries).
    static func physicalLines(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0, at = 0
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self))
                    at += byte == UInt8(ascii: "\r") && at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "\n") ? 2 : 1
                    start = at
                } else {
                    at += 1
                }
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
            return lines
        }
    }

    /// `text` without the ASCII characters of `set` at either end, and without spaces and tabs
    /// when `whitespace` (then, as Foundation's `.whitespaces`, any other Unicode space too).
    /// Byte by byte: Foundation's `trimmingCharacters` copied every line through UTF-16, a fifth
    /// of the time of a long log.
    static func trimmed(_ text: some StringProtocol, _ set: String = "", whitespace: Bool = true) -> String {
        let bytes = Array(text.utf8)
        func trims(_ byte: UInt8) -> Bool {
            (whitespace && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t"))) || set.utf8.contains(byte)
        }
        var start = 0, end = bytes.count
        while start < end, trims(bytes[start]) { start += 1 }
        while end > start, trims(bytes[end - 1]) { end -= 1 }
        let result = String(decoding: bytes[start..<end], as: UTF8.self)
        // A non-ASCII end may be another space (U+00A0, U+3000): Foundation's set decides.
        if whitespace, let first = bytes[start..<end].first, let last = bytes[start..<end].last, first >= 0x80 || last >= 0x80 {
            let again = result.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: set)))
            return again == result ? result : trimmed(again, set, whitespace: whitespace)
        }
        return result
    }

    /// Whether `text` holds `phrase` (ASCII), byte by byte (`byteOffsets`).
    static func holds(_ text: String, _ phrase: String) -> Bool { !byteOffsets(of: phrase, in: text, firstOnly: true).isEmpty }

    /// The lines of a paste with each constraint a paste wrapped in two put back on one line
    /// (`"NSAutoresizingMaskLayoutConstraint:0x… UIView:0x….height` then `== UICollectionViewCell:0x….height - 0.5"`):
    /// the first keeps the whole, the second is left empty so line numbers stay; the lines joined.
    static func unwrapped(_ lines: [String]) -> (lines: [String], joined: [Int]) {
        var result = lines
        var joined: [Int] = []
        var index = 0
        while index + 1 < result.count {
            let line = result[index]
            let next = result[index + 1].drop { $0 == " " || $0 == "\t" || $0 == ">" }
            if holds(line, "Constraint:"), !holds(line, " == "), !holds(line, " <= "), !holds(line, " >= "), !holds(line, "H:"), !holds(line, "V:"),
               next.hasPrefix("==") || next.hasPrefix("<=") || next.hasPrefix(">=") {
                var head = Substring(line)
                while let last = head.last, last == " " || last == "\t" { head = head.dropLast() }
                result[index] = head + " " + next
                result[index + 1] = ""
                joined.append(index + 1)
                index += 2
                continue
            }
            index += 1
        }
        return (result, joined)
    }

    /// A line whose underscores markdown turned into emphasis (`*UIRemoteKeyboardPlaceholderView:0x…`
    /// for `_UIRemoteKeyboardPlaceholderView`): a `*` that starts a class name (after a space,
    /// a quote or a bracket, before a capital) is the `_` it was; a multiplier's `*` follows a
    /// number or comes before a space.
    static func emphasisUndone(_ line: String) -> (String, Bool) {
        guard line.utf8.contains(UInt8(ascii: "*")), holds(line, "Constraint:") else { return (line, false) }
        var characters = Array(line)
        var changed = false
        for index in characters.indices where characters[index] == "*" && index + 1 < characters.count {
            let before: Character = index > 0 ? characters[index - 1] : " "
            let after = characters[index + 1]
            if " '\"[(|<".contains(before), after.isASCII, after.isUppercase {
                characters[index] = "_"
                changed = true
            }
        }
        return (String(characters), changed)
    }

    /// A line with markdown's escapes taken out (`\<NSLayoutConstraint:0x1 …\>`, `\_UILayoutGuide`).
    static func unescaped(_ line: String) -> String {
        // Typographic quotes an editor put in for the log's own (never in an ASCII line).
        var line = line
        if !line.utf8.allSatisfy({ $0 < 0x80 }), line.contains(where: { "‘’“”".contains($0) }) {
            line = String(line.map { $0 == "‘" || $0 == "’" ? "'" : $0 == "“" || $0 == "”" ? "\"" : $0 })
        }
        guard line.utf8.contains(UInt8(ascii: "\\")) else { return line }
        var result = ""
        var escaping = false
        for c in line {
            if escaping {
                if !"<>_*[]()#`|".contains(c) { result.append("\\") }
                result.append(c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                result.append(c)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    // MARK: Lines

    /// The text between `<` and the last `>` of a constraint entry, and its column. A paste
    /// may have put spaces after the `<` (`< NSLayoutConstraint:0x…`) or lost the brackets
    /// (`"NSLayoutConstraint:0x… H:[UIView:0x…(70)]",`): the entry is then what follows the
    /// opening quote, up to the closing one.
    static func constraintText(in line: String) -> (String, Int)? {
        // iOS 6's form: the class and address in the brackets, the description after them
        // (`"<NSLayoutConstraint: 0x15ee9630> H:[UIView:0x15d5bff0]-(0)-| ((null), (null))"`).
        if let old = olderForm(line) { return old }
        if let open = line.firstIndex(of: "<"), let close = closingBracket(in: line), open < close {
            let start = line[line.index(after: open)..<close].firstIndex { $0 != " " } ?? close
            let inner = String(line[start..<close])
            if isConstraintClass(inner) { return (inner, line.distance(from: line.startIndex, to: start) + 1) }
        }
        // Without brackets: the line's content, after its indentation and opening quote (one
        // that opens with `<` and never closes is a cut entry, not a bracketless one).
        // (A markdown quote's `> ` before it is no part of it.)
        guard let start = line.firstIndex(where: { !" \t\"(>".contains($0) }), line[start] != "<" else { return nil }
        var inner = line[start...]
        while let last = inner.last, " \t\",>".contains(last) { inner = inner.dropLast() }
        // A quote ends the entry: the `",` after it, or a message after it on the line.
        if let quote = inner.firstIndex(of: "\""), !inner[..<quote].contains("'") { inner = inner[..<quote] }
        guard isConstraintClass(inner), inner.contains(":0x"), inner.contains(" ") else { return nil }
        return (String(inner), line.distance(from: line.startIndex, to: start) + 1)
    }

    /// The text of an entry cut before its closing `>` (after the `<`, without a trailing
    /// quote or comma), and its column; nil when no relation is left in it.
    static func cutEntryText(in line: String) -> (text: String, column: Int)? {
        guard let open = line.firstIndex(of: "<") else { return nil }
        let start = line[line.index(after: open)...].firstIndex { $0 != " " } ?? line.endIndex
        var text = line[start...]
        while let last = text.last, " \t\",".contains(last) { text = text.dropLast() }
        guard holds(String(text), " == ") || holds(String(text), " <= ") || holds(String(text), " >= ") else { return nil }
        // Nothing may follow the relation's right side but a number: a cut name is no constraint.
        guard let last = text.split(separator: " ").last, Double(last) != nil || last.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) else { return nil }
        return (String(text), line.distance(from: line.startIndex, to: start) + 1)
    }

    /// An entry in iOS 6's form, `<NSLayoutConstraint: 0x…> DESCRIPTION (NAMES)`, as the form
    /// UIKit prints since (`NSLayoutConstraint:0x… DESCRIPTION`), with its names clause of
    /// `(null)`s left out; nil for any other line. A description of `(null)` is kept as it is
    /// (read as UIKit's `(null)`: nothing to rebuild).
    static func olderForm(_ line: String) -> (String, Int)? {
        guard let open = line.firstIndex(of: "<"), let colon = line[open...].range(of: ": 0x"),
              let close = line[colon.upperBound...].firstIndex(of: ">") else { return nil }
        let className = line[line.index(after: open)..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
        guard className.hasSuffix("Constraint"), !className.contains(" "),
              line[colon.upperBound..<close].allSatisfy(\.isHexDigit) else { return nil }
        var description = line[line.index(after: close)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t\",>"))
        for clause in ["((null), (null))", "(%28null%29, %28null%29)"] where description.hasSuffix(clause) {
            description = String(description.dropLast(clause.count)).trimmingCharacters(in: .whitespaces)
        }
        guard !description.isEmpty else { return nil }
        let address = line[colon.upperBound..<close]
        return ("\(className):0x\(address) \(description)", line.distance(from: line.startIndex, to: open) + 2)
    }

    /// Whether `line` opens a constraint entry (`<NSLayoutConstraint:0x…`) that never closes.
    static func isCutEntry(_ line: String) -> Bool {
        guard let open = line.firstIndex(of: "<"), closingBracket(in: line).map({ $0 < open }) ?? true else { return false }
        return isConstraintClass(line[line.index(after: open)...].drop { $0 == " " })
    }

    /// The last `>` of `line` that closes an entry: not the one of a relation (`>=`), which a
    /// list cut inside a constraint may end with (`….bottom >= ImageService.NetworkImageView:0x7fc9`).
    static func closingBracket(in line: String) -> String.Index? {
        var index = line.endIndex
        while let found = line[..<index].lastIndex(of: ">") {
            let next = line.index(after: found)
            if next == line.endIndex || line[next] != "=" { return found }
            index = found
        }
        return nil
    }

    /// Whether an entry starts with a constraint's class and address (`NSLayoutConstraint:0x…`,
    /// `SnapKit.LayoutConstraint:0x…@File.swift#4`, `MASLayoutConstraint:key`).
    fileprivate static func isConstraintClass(_ inner: some StringProtocol) -> Bool {
        let className = inner.prefix { $0 != ":" && $0 != " " }
        return className.hasSuffix("Constraint") && inner.dropFirst(className.count).hasPrefix(":")
    }
}
