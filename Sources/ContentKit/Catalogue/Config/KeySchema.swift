import ContentFormat

/// The keys a YAML document may contain. Codable silently ignores keys it does not know, so a typo such
/// as `extra_conections` would quietly fall back to nothing; the schema lets the loader reject it.
/// It is derived from each type's `CodingKeys`, so the two cannot drift apart.
indirect enum KeySchema: Sendable {
    struct Field: Sendable {
        let name: String
        let schema: KeySchema
    }

    /// Anything; its content is left to Codable (scalars, free-form mappings).
    case value
    /// A scalar that must be one of the listed words.
    case choice([String])
    /// A mapping whose keys must all be among the fields.
    case object([Field])
    /// A sequence whose elements all follow the schema.
    case list(KeySchema)

    /// Fields from the type's coding keys; keys without an entry in `nested` are plain values.
    static func object<Key: CodingKey & CaseIterable & Hashable>(
        _ keys: Key.Type, nested: [Key: KeySchema] = [:]
    ) -> KeySchema {
        .object(keys.allCases.map { Field(name: $0.stringValue, schema: nested[$0] ?? .value) })
    }

    static func choice<Word: CaseIterable & RawRepresentable>(_ type: Word.Type) -> KeySchema
    where Word.RawValue == String {
        .choice(type.allCases.map(\.rawValue))
    }
}

/// A type read from a YAML source file with unknown keys rejected.
protocol SchemaDescribed: Decodable {
    static var keySchema: KeySchema { get }
}
