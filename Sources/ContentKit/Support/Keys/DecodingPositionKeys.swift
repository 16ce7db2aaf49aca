/// The coding key of `superDecoder()` in the value decoders (`JSONValueDecoder`, `YAMLNodeDecoder`).
package struct SuperCodingKey: CodingKey {
    package var stringValue: String { "super" }
    package var intValue: Int? { nil }
    package init() {}
    package init?(stringValue: String) { nil }
    package init?(intValue: Int) { nil }
}

/// A list position as a coding key. `stringValue` is how the decoder being imitated names it — Foundation's
/// "Index 3", Yams's "3" — since messages and coding paths must stay what they were.
package struct IndexCodingKey: CodingKey {
    package let intValue: Int?
    package let stringValue: String

    package init(_ index: Int, named name: String) {
        intValue = index
        stringValue = name
    }

    package init?(stringValue: String) { nil }
    package init?(intValue: Int) { self.init(intValue, named: "\(intValue)") }
}
