/// The coding key of `superDecoder()` in the value decoders (`JSONValueDecoder`, `YAMLNodeDecoder`).
struct SuperCodingKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// A list position as a coding key. `stringValue` is how the decoder being imitated names it — Foundation's
/// "Index 3", Yams's "3" — since messages and coding paths must stay what they were.
struct IndexCodingKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int, named name: String) {
        intValue = index
        stringValue = name
    }

    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.init(intValue, named: "\(intValue)") }
}
