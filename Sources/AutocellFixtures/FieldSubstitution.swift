/// `{field}` in a template's label text or image path, filled from a row's `data`: the one
/// substitution, for rows as loaded and rows changed by `updateData`. Text is read once, left
/// to right: a value that itself contains `{…}` is not filled again, and a `{` without its `}`
/// stays as written.
enum FieldSubstitution {
    /// A `{name}` the row's data has no field for.
    struct MissingField: Error, Equatable {
        var name: String
    }

    /// The `{name}`s `text` asks for, in order.
    static func fields(in text: String) -> [String] {
        guard text.contains("{") else { return [] }
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    static func fill(_ text: String, from data: [String: String]) throws(MissingField) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { return result + rest[open...] }
            let key = String(rest[rest.index(after: open)..<close])
            guard let value = data[key] else { throw MissingField(name: key) }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
