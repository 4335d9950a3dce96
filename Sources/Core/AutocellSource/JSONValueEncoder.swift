/// Encodes any `Encodable` into a `JSONValue`, keeping object keys in the order the type
/// encodes them, so the library's `Encodable` shapes (`ConflictReport`) print exactly as the
/// rest of the command's JSON. Numbers go through `JSONValue`'s one formatter.
public enum JSONValueEncoder {
    public static func encode(_ value: some Encodable) throws -> JSONValue {
        let node = Node()
        try node.store(value)
        return node.value
    }

    /// One value being built: a leaf, or an object or array of nodes still filling up.
    final class Node {
        enum Content {
            case leaf(JSONValue)
            case object([(String, Node)])
            case array([Node])
        }

        var content = Content.leaf(.null)

        var value: JSONValue {
            switch content {
            case .leaf(let value): value
            case .object(let members): .object(members.map { ($0.0, $0.1.value) })
            case .array(let items): .array(items.map(\.value))
            }
        }

        func store(_ value: some Encodable) throws {
            if let leaf = Self.leaf(value) {
                content = .leaf(leaf)
            } else {
                try value.encode(to: NodeEncoder(node: self))
            }
        }

        func child(_ key: String) -> Node {
            let node = Node()
            if case .object(var members) = content {
                members.append((key, node))
                content = .object(members)
            } else {
                content = .object([(key, node)])
            }
            return node
        }

        func appended() -> Node {
            let node = Node()
            if case .array(var items) = content {
                items.append(node)
                content = .array(items)
            } else {
                content = .array([node])
            }
            return node
        }

        var count: Int {
            if case .array(let items) = content { return items.count }
            return 0
        }

        /// Strings, booleans and every standard number type as themselves. Their own
        /// `encode(to:)` asks a single-value container to encode them again, which would come
        /// straight back here: every primitive must be a leaf.
        static func leaf(_ value: some Encodable) -> JSONValue? {
            switch value {
            case let text as String: .string(text)
            case let flag as Bool: .bool(flag)
            case let number as any BinaryFloatingPoint: .number(Double(number))
            case let number as any BinaryInteger: .number(Double(number))
            default: nil
            }
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .leaf = node.content { node.content = .object([]) }
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .leaf = node.content { node.content = .array([]) }
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.child(key.stringValue).content = .leaf(.null) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try node.child(key.stringValue).store(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.child("super"), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]
        var count: Int { node.count }

        mutating func encodeNil() throws { node.appended().content = .leaf(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { try node.appended().store(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: node.appended(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.appended(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appended(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.content = .leaf(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value) }
    }
}

extension JSONValue {
    /// A library shape that is `Encodable`, as a `JSONValue`. Only a type's own `encode(to:)`
    /// can throw here, never the encoder, and what it throws is Autocell's bug (its shapes are
    /// its own), so it is thrown as an `InternalError`.
    public init(_ value: some Encodable) throws(InternalError) {
        do {
            self = try JSONValueEncoder.encode(value)
        } catch {
            throw InternalError("cannot encode \(type(of: value)) as JSON: \(error)")
        }
    }
}
