/// How deep square brackets nest in Swift source, outside comments and string literals (but
/// inside interpolations, which are code), found in one pass over the bytes before the file is
/// parsed. swift-syntax's parser takes time that doubles with each level of `[` nested in `[`
/// or `(` (`[[[…]]]`, `[([(…)])]`, `[[[Int]]]` as a type): 22 levels took a minute, so a
/// file of 75 bytes could hold the rewriter for hours (issue 49). Real code nests a few.
enum BracketDepth {
    /// The deepest nesting of `[` and the byte offset of the `[` that reached it first.
    static func deepest(in source: String) -> (depth: Int, offset: Int) {
        let bytes = Array(source.utf8)
        var deepest = (depth: 0, offset: 0)
        var depth = 0
        // What encloses the cursor: code (with the parenthesis depth of an interpolation, to
        // know where it closes), or a string (its delimiter's `#` count and whether it is
        // multi-line).
        enum Context {
            case code(parentheses: Int)
            case string(hashes: Int, multiLine: Bool)
        }
        var contexts: [Context] = [.code(parentheses: 0)]
        var index = 0
        func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        func count(_ byte: UInt8, from offset: Int) -> Int {
            var end = offset
            while end < bytes.count, bytes[end] == byte { end += 1 }
            return end - offset
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch contexts[contexts.count - 1] {
            case .code(let parentheses):
                switch byte {
                case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                    var level = 1
                    index += 2
                    while index < bytes.count, level > 0 {
                        if bytes[index] == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") { level += 1; index += 2; continue }
                        if bytes[index] == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") { level -= 1; index += 2; continue }
                        index += 1
                    }
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    let hashes = count(UInt8(ascii: "#"), from: index)
                    guard at(index + hashes) == UInt8(ascii: "\"") else {
                        index += max(1, hashes)
                        continue
                    }
                    let quotes = count(UInt8(ascii: "\""), from: index + hashes)
                    let multiLine = quotes >= 3
                    index += hashes + (multiLine ? 3 : 1)
                    contexts.append(.string(hashes: hashes, multiLine: multiLine))
                    continue
                case UInt8(ascii: "("):
                    contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                case UInt8(ascii: ")"):
                    if parentheses == 0, contexts.count > 1 {
                        contexts.removeLast()   // the interpolation's end: back in its string
                    } else {
                        contexts[contexts.count - 1] = .code(parentheses: max(0, parentheses - 1))
                    }
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > deepest.depth { deepest = (depth, index) }
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                default:
                    break
                }
                index += 1
            case .string(let hashes, let multiLine):
                if byte == UInt8(ascii: "\\"), count(UInt8(ascii: "#"), from: index + 1) >= hashes {
                    let after = index + 1 + hashes
                    if at(after) == UInt8(ascii: "(") {
                        contexts.append(.code(parentheses: 0))
                        index = after + 1
                    } else {
                        index = after + 1   // an escaped character
                    }
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiLine ? 3 : 1
                    if count(UInt8(ascii: "\""), from: index) >= quotes, count(UInt8(ascii: "#"), from: index + quotes) >= hashes {
                        contexts.removeLast()
                        index += quotes + hashes
                        continue
                    }
                }
                // A single-line string ends at the line's end, closed or not (the parser says so).
                if byte == UInt8(ascii: "\n"), !multiLine { contexts.removeLast() }
                index += 1
            }
        }
        return deepest
    }
}
