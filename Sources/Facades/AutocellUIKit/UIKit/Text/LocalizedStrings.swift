import Foundation

// `String(localized:…)` and `String.LocalizationValue` (Foundation on iOS 15 and later), which
// Foundation on Linux does not have and cells use for every label. The key is the literal with
// each interpolation as its format specifier (`"\(count) items"` is "%lld items", as Xcode
// extracts it), looked up in the bundle's strings table; the specifiers of the found (or
// unlocalized) format are then replaced by the interpolated values in order (or by position,
// `%2$@`). Declared disfavoured, so that a Foundation that has them wins.

extension String {
    /// `String.LocalizationValue`: a localizable literal with its interpolations.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The strings-table key: the literal, interpolations as format specifiers.
        public let key: String
        let arguments: [String]

        public init(stringLiteral value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            arguments = []
        }

        public init(_ value: String) { self.init(stringLiteral: value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [String] = []
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
            public mutating func appendInterpolation(_ value: String) { append("%@", value) }
            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) { append("%lld", "\(value)") }
            public mutating func appendInterpolation(_ value: Double) { append("%lf", "\(value)") }
            public mutating func appendInterpolation<Value>(_ value: Value) { append("%@", String(describing: value)) }
            private mutating func append(_ specifier: String, _ argument: String) {
                key += specifier
                arguments.append(argument)
            }
        }

        /// The format found for the key (or the key itself), its specifiers replaced.
        func resolved(table: String?, bundle: Bundle?, fallback: String? = nil) -> String {
            let format = (bundle ?? .main).localizedString(forKey: key, value: fallback ?? key, table: table)
            return Self.substitute(format, arguments)
        }

        /// Replaces `%@`, `%d`, `%ld`, `%lld`, `%f`, `%lf`, `%u`… (also positional `%2$@`) by the
        /// arguments, and `%%` by `%`.
        static func substitute(_ format: String, _ arguments: [String]) -> String {
            var out = ""
            var next = 0
            var scalars = Substring(format).unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "%" else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                var spec = ""
                while let c = scalars.first, "0123456789$lhqzjt.".unicodeScalars.contains(c) {
                    spec.unicodeScalars.append(c)
                    scalars.removeFirst()
                }
                guard let conversion = scalars.popFirst() else {
                    out += "%" + spec
                    break
                }
                if conversion == "%" {
                    out += "%"
                    continue
                }
                guard "@dDiuUxXoOfFeEgGcsSp".unicodeScalars.contains(conversion) else {
                    out += "%" + spec + String(conversion)
                    continue
                }
                var index = next
                if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]) {
                    index = position - 1
                } else {
                    next += 1
                }
                out += arguments.indices.contains(index) ? arguments[index] : "%" + spec + String(conversion)
            }
            return out
        }
    }

    @_disfavoredOverload
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved(table: table, bundle: bundle)
    }

    @_disfavoredOverload
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        let found = (bundle ?? .main).localizedString(forKey: "\(key)", value: defaultValue.key, table: table)
        self = LocalizationValue.substitute(found, defaultValue.arguments)
    }
}
