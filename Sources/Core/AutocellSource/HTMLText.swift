/// Text put into HTML (the diff report, the inspector page): the characters markup gives a
/// meaning to, as entities, so that text stays text inside elements and quoted attributes.
///
/// Escaped per Unicode scalar, never per `Character`: a Swift `Character` is a grapheme
/// cluster, and `"\u{600}<"` (a prepended Arabic number sign) or `">\u{301}"` (a combining
/// mark after it) is one `Character` that compares equal to neither `<` nor `>`, while a
/// browser tokenizes code point by code point and would read the markup (issue 49).
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // NUL is replaced by the parser anyway; said as the replacement character so a
            // page never depends on how a browser treats it.
            case "\u{0}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
