/// A JSON document built in code, written with its keys in the order given, so output is the
/// same on every run.
public indirect enum JSONValue: Equatable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Compact JSON on one line.
    public func rendered() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .number(let value): out += JSONValue.format(value)
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += ", " }
                JSONValue.writeString(member.0, to: &out)
                out += ": "
                member.1.write(to: &out)
            }
            out += "}"
        }
    }

    /// Whole numbers without a fraction, others in Swift's shortest round-trip form; -0 as 0.
    /// Non-finite numbers have no JSON form and are written as null.
    public static func format(_ value: Double) -> String { numberText(value, .json) }

    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
