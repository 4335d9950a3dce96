import AutocellSource

/// `{field}` in a template's label text or image path, filled from a row's `data`: the one
/// substitution, for rows as loaded and rows changed by `updateData`. Text is read once, left
/// to right: a value that itself contains `{…}` is not filled again, and a `{` without its `}`
/// stays as written.
enum FieldSubstitution {
    /// A `{name}` the row's data has no field for.
    struct MissingField: AutocellError, Equatable {
        var name: String
        var kind: FailureKind { .input }
        var description: String { "no field '\(name)' in the row's data" }
    }

    /// The `{name}`s `text` asks for, in order.
    static func fields(in text: String) -> [String] {
        var names: [String] = []
        walk(text, literal: { _ in }, field: { names.append($0) })
        return names
    }

    static func fill(_ text: String, from data: [String: String]) throws(MissingField) -> String {
        guard text.contains("{") else { return text }
        var result = "", missing: String?
        walk(text, literal: { result += $0 }) { name in
            guard missing == nil else { return }
            if let value = data[name] { result += value } else { missing = name }
        }
        if let missing { throw MissingField(name: missing) }
        return result
    }

    /// Reads `text` once, left to right: literal runs, and the names between `{` and `}` (a `{`
    /// without its `}` is literal).
    private static func walk(_ text: String, literal: (Substring) -> Void, field: (String) -> Void) {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            literal(rest[..<open])
            field(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        literal(rest)
    }
}
