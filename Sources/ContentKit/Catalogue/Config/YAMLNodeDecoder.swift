import ContentFormat
import ContentSupport
import Foundation
import Yams

/// Decodes the pipeline's `Decodable` types from a YAML node tree the parser has already built.
///
/// It does what `YAMLDecoder` does for the types config and stories use (text, numbers, booleans, lists,
/// mappings, optionals, enums) — same scalar rules (Yams's own `construct(from:)`), same `null`, merge keys
/// (`<<`), keys in document order, and the same `DecodingError` cases at the same coding paths, so every message
/// and position `YAMLSource` makes stays as it was — but never asks the runtime whether a type conforms to a
/// protocol. `YAMLDecoder` asks it for every value (`type as? ScalarConstructible.Type`), and in a statically
/// linked binary the first such question per type scans every conformance record: that was most of the time
/// `generate` spent reading the shipped catalogue.
/// Not handled as Yams handles them, because no config or story type has one: `Date`, `URL`, `Data`, `Decimal`
/// and `UUID` (Yams builds them from the scalar, here they would use their own `init(from:)`), and Yams's
/// anchor-recording types (`YamlAnchorCoding`). Anchors themselves are followed by the parser.
enum YAMLNodeDecoder {
    static func decode<Value: Decodable>(_ type: Value.Type, from node: Node) throws -> Value {
        try Value(from: NodeDecoder(node: node, codingPath: []))
    }
}

/// A mapping's pairs, merge keys followed, looked up as `KeyedContainer` looks them up.
struct NodeFields {
    /// Each pair's key as text, or nil for a key that is not text (copying a `Node` costs several reference counts).
    fileprivate let names: [String?]
    fileprivate let values: [Node]
    /// Every scalar key's text, tagged or not, as Yams lists `allKeys`.
    fileprivate let scalarKeys: [String?]
    let codingPath: [any CodingKey]

    /// The pairs as they are when no key merges (in one pass, no list of pairs made), else flattened.
    fileprivate init(mapping: Node.Mapping, codingPath: [any CodingKey]) {
        if mapping.contains(where: { $0.key.isMergeKey }) {
            self.init(pairs: Node.flattened(mapping), codingPath: codingPath)
        } else {
            self.init(pairs: mapping, codingPath: codingPath)
        }
    }

    fileprivate init<Pairs: Collection<(key: Node, value: Node)>>(pairs: Pairs, codingPath: [any CodingKey]) {
        var scalarKeys: [String?] = []
        var names: [String?] = []
        var values: [Node] = []
        scalarKeys.reserveCapacity(pairs.count)
        names.reserveCapacity(pairs.count)
        values.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            let text = key.string
            scalarKeys.append(text)
            names.append(text.flatMap { key.isTextKey($0) ? $0 : nil })
            values.append(value)
        }
        self.scalarKeys = scalarKeys
        self.names = names
        self.values = values
        self.codingPath = codingPath
    }

    /// Yams leaves out `yamlAnchor` and `yamlTag`, the keys it would add for anchor- and tag-recording types.
    var allKeyNames: [String] {
        zip(scalarKeys, names).compactMap { scalarKey, name in
            name == "yamlAnchor" || name == "yamlTag" ? nil : scalarKey
        }
    }

    /// The last pair with this key, as Yams looks keys up.
    fileprivate func node(named name: String) -> Node? {
        names.lastIndex(of: name).map { values[$0] }
    }
}

private func mismatch(_ expected: Any.Type, _ node: Node, _ path: [any CodingKey]) -> DecodingError {
    .typeMismatch(
        expected,
        .init(codingPath: path, debugDescription: "Expected to decode \(expected) but found \(node.kindName) instead."))
}

extension DecodingError {
    /// The `keyNotFound` Yams's decoder throws for a key a mapping lacks, word for word.
    fileprivate static func missing(_ key: some CodingKey, at codingPath: [any CodingKey]) -> DecodingError {
        .keyNotFound(
            key,
            .init(
                codingPath: codingPath,
                debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
}

extension Node {
    fileprivate var kindName: String {
        switch self {
        case .scalar: "Scalar"
        case .mapping: "Mapping"
        case .sequence: "Sequence"
        case .alias: "Alias"
        }
    }

    /// A merge key, as Yams's merge rule finds one: a plain `<<` without a tag, or a key tagged `!!merge`.
    /// `YAMLSource` parses without resolver rules (each is a regular expression run on every key, and building
    /// the first one starts ICU's regular expressions), so merge keys are recognised here. Parsing (its
    /// duplicate-key check) leaves every untagged key tagged `!!str`, so a plain `!!str <<` or `! <<` merges
    /// too, where Yams read it as text; and a mapping with both `<<: *a` and `"<<": x` is refused as a duplicate
    /// key. Nobody writes those; docs/PERFORMANCE.md lists them.
    fileprivate var isMergeKey: Bool {
        guard case .scalar(let scalar) = self else { return false }
        switch scalar.tag.rawValue {
        case Tag.Name.merge.rawValue: return true
        case Tag.Name.implicit.rawValue, Tag.Name.str.rawValue: return scalar.style == .plain && scalar.string == "<<"
        default: return false
        }
    }

    /// Whether this key is the text `name` as Yams looks keys up: a text scalar, untagged, `!` or `!!str`.
    fileprivate func isTextKey(_ name: String) -> Bool {
        guard case .scalar(let scalar) = self, scalar.string == name else { return false }
        switch scalar.tag.rawValue {
        case Tag.Name.implicit.rawValue, Tag.Name.nonSpecific.rawValue, Tag.Name.str.rawValue: return !isMergeKey
        default: return false
        }
    }

    /// The pairs with merge keys replaced by the pairs they bring, in front, as Yams orders them, so a key of
    /// the mapping itself wins over a merged one.
    fileprivate static func flattened(_ mapping: Node.Mapping) -> [(key: Node, value: Node)] {
        var merged: [(key: Node, value: Node)] = []
        var own: [(key: Node, value: Node)] = []
        for pair in mapping {
            guard pair.key.isMergeKey else {
                own.append(pair)
                continue
            }
            switch pair.value {
            case .mapping(let source): merged.append(contentsOf: flattened(source))
            case .sequence(let sources):
                for source in sources.reversed() {
                    if case .mapping(let mapping) = source { merged.append(contentsOf: flattened(mapping)) }
                }
            default: break
            }
        }
        return merged + own
    }
}

private struct NodeDecoder: Decoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let mapping) = node else { throw mismatch(Node.Mapping.self, node, codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(mapping: mapping, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else { throw mismatch(Node.Sequence.self, node, codingPath) }
        return UnkeyedContainer(elements: Array(sequence), codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleContainer(node: node, codingPath: codingPath)
    }
}

/// One value: scalars by Yams's rules for the type, anything else through the type's own `init(from:)`.
private struct SingleContainer: SingleValueDecodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { node.null != nil }

    private func scalar<T>(_ type: T.Type, _ construct: (Node.Scalar) -> T?) throws -> T {
        guard case .scalar(let scalar) = node else { throw mismatch(Node.Scalar.self, node, codingPath) }
        guard let value = construct(scalar) else { throw mismatch(type, node, codingPath) }
        return value
    }

    /// Yams's rule for an integer, with the numbers config.yaml holds (`600`, `0`) read straight from their digits:
    /// Yams first removes `_` from every number through `NSString`, whose first use was ~0.3 ms of every run's start.
    /// Only digits, no sign and no leading zero (YAML 1.1 reads `012` as octal), unquoted: Yams's rule then ends in
    /// the same `T(text)`; anything else is Yams's.
    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ construct: (Node.Scalar) -> T?) throws -> T {
        try scalar(type) { scalar in
            let digits = scalar.string.utf8
            guard scalar.style == .any || scalar.style == .plain, let first = digits.first,
                first != UInt8(ascii: "0") || digits.count == 1,
                digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return construct(scalar) }
            return T(scalar.string)
        }
    }

    /// Yams's rule for a decimal number, with a plain one (digits, `.`, a sign, an exponent) read without `NSString` as
    /// in `integer`: with no `_`, no `:` and no `.inf` or `.nan`, Yams's rule ends in the same `T(text)`.
    private func decimal<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ construct: (Node.Scalar) -> T?
    ) throws -> T {
        try scalar(type) { scalar in
            let plain = scalar.string.utf8.allSatisfy {
                ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".")
                    || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
            }
            guard scalar.style == .any || scalar.style == .plain, plain else { return construct(scalar) }
            return T(scalar.string)
        }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try scalar(type, Bool.construct) }
    func decode(_ type: String.Type) throws -> String { try scalar(type, String.construct) }
    func decode(_ type: Double.Type) throws -> Double { try decimal(type, Double.construct) }
    func decode(_ type: Float.Type) throws -> Float { try decimal(type, Float.construct) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type, Int.construct) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type, Int8.construct) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type, Int16.construct) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type, Int32.construct) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type, Int64.construct) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type, UInt.construct) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type, UInt8.construct) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type, UInt16.construct) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type, UInt32.construct) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type, UInt64.construct) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: NodeDecoder(node: node, codingPath: codingPath))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: NodeFields
    var codingPath: [any CodingKey] { fields.codingPath }

    init(mapping: Node.Mapping, codingPath: [any CodingKey]) {
        fields = NodeFields(mapping: mapping, codingPath: codingPath)
    }

    var allKeys: [Key] { fields.allKeyNames.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { value(for: key) != nil }

    /// The last pair with this key, as Yams looks keys up.
    private func value(for key: Key) -> Node? {
        fields.node(named: key.stringValue)
    }

    private func single(_ key: Key) throws -> SingleContainer {
        guard let node = value(for: key) else {
            throw DecodingError.missing(key, at: codingPath)
        }
        return SingleContainer(node: node, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try single(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try single(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try single(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try single(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try single(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try single(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try single(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try single(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try single(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try single(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try single(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try single(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try single(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try single(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try single(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try single(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let value = try single(key)
        return try NodeDecoder(node: value.node, codingPath: value.codingPath).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = try single(key)
        return try NodeDecoder(node: value.node, codingPath: value.codingPath).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let node = fields.node(named: "super") else {
            throw DecodingError.missing(SuperCodingKey(), at: codingPath)
        }
        return NodeDecoder(node: node, codingPath: codingPath + [SuperCodingKey()])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let value = try single(key)
        return NodeDecoder(node: value.node, codingPath: value.codingPath)
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [Node]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [Node], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element read by `read`; `expected` names the type in the error at the end of the list.
    private mutating func next<T>(_ expected: Any.Type, _ read: (SingleContainer) throws -> T) throws -> T {
        let key = IndexCodingKey(currentIndex, named: "\(currentIndex)")
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                expected, .init(codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."))
        }
        let value = try read(SingleContainer(node: elements[currentIndex], codingPath: codingPath + [key]))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool { try next(Any?.self) { $0.decodeNil() } }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try next(KeyedDecodingContainer<NestedKey>.self) {
            try NodeDecoder(node: $0.node, codingPath: $0.codingPath).container(keyedBy: type)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next((any UnkeyedDecodingContainer).self) {
            try NodeDecoder(node: $0.node, codingPath: $0.codingPath).unkeyedContainer()
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self) { NodeDecoder(node: $0.node, codingPath: $0.codingPath) }
    }
}
