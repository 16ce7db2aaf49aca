import ContentSupport

/// Decodes `Decodable` types from a `JSONValue` the reader has already parsed, running the types' own
/// `init(from:)`: for LabyrinthKit's documents, the app's decoding rules over the value, without parsing the file a
/// second time. For the value types those documents use (strings, booleans, integers, floating-point numbers,
/// arrays, objects, optionals) it follows Foundation's decoder — an integer from any number with a whole value
/// (`60.0`, `6e1`), a floating-point number only when the type holds it (`1e400` fails), unknown keys ignored,
/// `null` as an absent optional, the first of duplicate keys — and throws the same `DecodingError` cases at the
/// same coding paths; the decoder-contract test runs both on every place of the documents. Foundation's special
/// types (`Date`, `URL`, `Data`, `Decimal`) are not among them. `validate` reads the documents with `AppDocument`,
/// written out type by type without this decoder's runtime casts; this decoder, driven by the app's own
/// conformances, is what the AppDocument contract test holds it to.
enum JSONValueDecoder {
    static func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
        try Value(from: ValueDecoder(value: value, codingPath: []))
    }
}

private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw mismatch([String: Any].self, value, codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self, value, codingPath) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleContainer(value: value, codingPath: codingPath)
    }
}

/// The error Foundation's decoder throws for a value of the wrong type (`null` counts as missing).
private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
    if value == .null {
        return .valueNotFound(
            type, .init(codingPath: path, debugDescription: "Expected \(type) value but found null instead."))
    }
    return .typeMismatch(
        type,
        .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(value.typeName) instead."))
}

private func decodeScalar<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> T {
    switch type {
    case is String.Type:
        guard case .string(let text) = value else { throw mismatch(type, value, path) }
        return text as! T
    case is Bool.Type:
        guard case .bool(let flag) = value else { throw mismatch(type, value, path) }
        return flag as! T
    case is Double.Type:
        return try double(value, path) as! T
    case is Float.Type:
        return try float(value, path) as! T
    case let integerType as any FixedWidthInteger.Type:
        return try integer(integerType, value, path) as! T
    default:
        // Containers and the documents' own types; a scalar type not handled above would come straight back
        // here through its single-value `init(from:)`, so those are refused instead.
        guard !(type is any LosslessStringConvertible.Type) else {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: path, debugDescription: "\(type) is not a type the app's documents use."))
        }
        return try T(from: ValueDecoder(value: value, codingPath: path))
    }
}

private func double(_ value: JSONValue, _ path: [any CodingKey]) throws -> Double {
    guard case .number(let number) = value else { throw mismatch(Double.self, value, path) }
    guard let double = number.doubleValue, double.isFinite else {
        throw DecodingError.dataCorrupted(
            .init(codingPath: path, debugDescription: "Number \(number.literal) is not representable in Swift."))
    }
    return double
}

private func float(_ value: JSONValue, _ path: [any CodingKey]) throws -> Float {
    let wide = try double(value, path)
    guard Float(wide).isFinite else {
        throw DecodingError.dataCorrupted(
            .init(codingPath: path, debugDescription: "Number \(wide) does not fit in Float."))
    }
    return Float(wide)
}

private func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> I {
    guard case .number(let number) = value else { throw mismatch(type, value, path) }
    if let exact = I(number.literal) { return exact }
    guard let double = number.doubleValue, let whole = I(exactly: double) else {
        throw DecodingError.dataCorrupted(
            .init(codingPath: path, debugDescription: "Parsed JSON number <\(number.literal)> does not fit in \(type).")
        )
    }
    return whole
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func child(_ key: Key) throws -> JSONValue {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue).")
            )
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeScalar(type, try child(key), codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = object[key.stringValue], value != .null else { return nil }
        return try decodeScalar(type, value, codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ValueDecoder(value: try child(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: try child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    /// As Foundation: the value under `super`, or null when there is none.
    func superDecoder() throws -> any Decoder {
        ValueDecoder(value: object["super"] ?? .null, codingPath: codingPath + [SuperCodingKey()])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next(_ type: Any.Type) throws -> (JSONValue, [any CodingKey]) {
        let path = codingPath + [IndexCodingKey(currentIndex, named: "Index \(currentIndex)")]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        let (value, _) = try next(Any?.self)
        guard value == .null else {
            currentIndex -= 1  // not null: the element is still to be decoded
            return false
        }
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try decodeScalar(type, value, path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let (value, path) = try next([String: Any].self)
        return try ValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try ValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return ValueDecoder(value: value, codingPath: path)
    }
}

private struct SingleContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeScalar(type, value, codingPath) }
}
