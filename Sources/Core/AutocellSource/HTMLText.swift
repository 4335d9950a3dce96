/// Text put into HTML (the diff report, the inspector page): the characters markup gives a
/// meaning to, as entities, so that text stays text inside elements and quoted attributes.
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
