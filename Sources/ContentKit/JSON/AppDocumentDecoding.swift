// TUNED FOR SPEED (the contract of the whole file is at the top of JSONReader.swift: the keys a type's synthesized
// `init(from:)` reads, in its order, and the very `DecodingError` `JSONValueDecoder` throws). `MemberReader` looks
// for a key first at the member after the last one it found in place, then from there on: never before it, where
// every member carries a key read already. INVARIANT: it finds the first member with the key, as `JSONObject[key]`
// does, in any member order and with any key repeated (AppDocumentContractTests: members reordered, each key
// repeated before, at and after its place). A type reads each of its keys once. Points and segments written
// `{"x": …, "y": …}` and `{"start": …, "end": …}` are read without a `MemberReader`; any other shape goes
// through it.

import ContentSupport
import LabyrinthKit

/// LabyrinthKit's documents read straight from a parsed `JSONValue`, written out type by type, so validate's
/// decoding asks the runtime nothing. `JSONValueDecoder` runs the types' own `init(from:)` over the same value,
/// and every value it hands a type costs a runtime cast (`type is String.Type`, `as? FixedWidthInteger.Type`,
/// a conformance lookup that scans every record in a static binary) plus a boxed container: that was two fifths
/// of validate's time. What the app decodes stays defined by LabyrinthKit's `Codable` conformances; this file
/// reads the same keys in the same order (the order the synthesized `init(from:)` reads the properties in) with
/// the same rules and throws the very `DecodingError` `JSONValueDecoder` throws, at the same coding path. The
/// app-document decoder contract test holds the two equal on every place of the app's files, replaced by a
/// value of every JSON kind; a new property in LabyrinthKit fails it until it is read here too.
package protocol AppDocument {
    init(reading value: JSONValue) throws(ValueProblem)
}

extension AppDocument {
    /// The document in `value`, or the error `JSONValueDecoder` would throw for it.
    package static func decode(from value: JSONValue) throws(DecodingError) -> Self {
        do { return try Self(reading: value) } catch { throw error.decodingError }
    }
}

/// A decoding error on its way up: each container it leaves adds its key, so the coding path is built only
/// for a document that fails, and never for one that decodes.
package struct ValueProblem: Error {
    enum Kind {
        case keyNotFound(any CodingKey)
        case valueNotFound(Any.Type, String)
        case typeMismatch(Any.Type, String)
        case dataCorrupted(String)
    }

    var kind: Kind
    /// Innermost key first.
    var reversedPath: [any CodingKey] = []

    var decodingError: DecodingError {
        let path = Array(reversedPath.reversed())
        switch kind {
        case .keyNotFound(let key):
            return .keyNotFound(
                key, .init(codingPath: path, debugDescription: "No value associated with key \(key.stringValue)."))
        case .valueNotFound(let type, let description):
            return .valueNotFound(type, .init(codingPath: path, debugDescription: description))
        case .typeMismatch(let type, let description):
            return .typeMismatch(type, .init(codingPath: path, debugDescription: description))
        case .dataCorrupted(let description):
            return .dataCorrupted(.init(codingPath: path, debugDescription: description))
        }
    }

    /// A value of the wrong JSON type for `type`; `null` counts as missing, as in `JSONValueDecoder`.
    static func mismatch(_ type: Any.Type, _ value: JSONValue) -> ValueProblem {
        if value == .null {
            return ValueProblem(kind: .valueNotFound(type, "Expected \(type) value but found null instead."))
        }
        return ValueProblem(
            kind: .typeMismatch(type, "Expected to decode \(type) but found \(value.typeName) instead."))
    }
}

/// Runs `read` with `key` as the next step of the coding path of whatever it throws.
@inline(__always)
private func under<T>(_ key: some CodingKey, _ read: () throws(ValueProblem) -> T) throws(ValueProblem) -> T {
    do { return try read() } catch {
        var problem = error
        problem.reversedPath.append(key)
        throw problem
    }
}

/// The scalars, as `JSONValueDecoder` reads them.
enum ValueScalar {
    static func string(_ value: JSONValue) throws(ValueProblem) -> String {
        guard case .string(let text) = value else { throw .mismatch(String.self, value) }
        return text
    }

    static func bool(_ value: JSONValue) throws(ValueProblem) -> Bool {
        guard case .bool(let flag) = value else { throw .mismatch(Bool.self, value) }
        return flag
    }

    static func double(_ value: JSONValue) throws(ValueProblem) -> Double {
        guard case .number(let number) = value else { throw .mismatch(Double.self, value) }
        guard let double = wholeNumber(number.literal) ?? number.doubleValue, double.isFinite else {
            throw ValueProblem(kind: .dataCorrupted("Number \(number.literal) is not representable in Swift."))
        }
        return double
    }

    static func int(_ value: JSONValue) throws(ValueProblem) -> Int {
        guard case .number(let number) = value else { throw .mismatch(Int.self, value) }
        if let exact = Int(number.literal) { return exact }
        guard let double = number.doubleValue, let whole = Int(exactly: double) else {
            throw ValueProblem(kind: .dataCorrupted("Parsed JSON number <\(number.literal)> does not fit in Int."))
        }
        return whole
    }

    /// Most numbers in the app's files are short whole numbers (coordinates, sizes): read digit by digit, they
    /// skip the general text-to-double conversion. Exact below 2^53, so the same double that conversion gives;
    /// `-0` is left to it, for its sign.
    @inline(__always)
    static func wholeNumber(_ literal: String) -> Double? {
        // A number's text is short, so it is kept in the string itself: its bytes are read from a copy on the
        // stack, where walking the string's UTF-8 view would take them out one call at a time.
        literal.utf8.withContiguousStorageIfAvailable(wholeNumber(utf8:)) ?? nil
    }

    static func wholeNumber(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let first = bytes.first else { return nil }
        let negative = first == UInt8(ascii: "-")
        let digits = negative ? bytes.dropFirst() : bytes[...]
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        var whole = 0
        for byte in digits {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            // Fifteen digits at most stay below 10^15: no overflow to check.
            whole = whole &* 10 &+ Int(digit)
        }
        if negative && whole == 0 { return nil }
        return Double(negative ? -whole : whole)
    }
}

/// The members of one object, read by the keys of one type: absent keys and `null`s as `JSONValueDecoder`
/// treats them (the first of duplicate keys counts).
///
/// A type reads its keys in the order the app's files write them, so the member after the last one found in
/// place is asked first, and the rest of the object is searched only when it holds another key. No member before
/// it has the key asked: every one was found in place under a key read earlier, each key is read once, and a
/// type's keys differ from one another (none canonically equivalent to another). So the member found is the first
/// with its key, as `JSONObject[key]` finds it.
struct MemberReader<Key: CodingKey> {
    let object: JSONObject
    /// Every member before it carries a key already read.
    private var next = 0

    init(_ value: JSONValue) throws(ValueProblem) {
        guard case .object(let object) = value else { throw .mismatch([String: Any].self, value) }
        self.object = object
    }

    /// The first member with this key's value.
    @inline(__always)
    private mutating func member(_ key: Key) -> JSONValue? {
        let name = key.stringValue
        let members = object.members
        if next < members.count, members[next].key == name {
            next += 1
            return members[next - 1].value
        }
        // No member before `next` has this key, so the search starts there. Found out of place, a member leaves
        // `next` where it is: the members before `next` stay ones already read.
        for index in next..<members.count where JSONObject.sameKey(members[index].key, name) {
            return members[index].value
        }
        return nil
    }

    mutating func required(_ key: Key) throws(ValueProblem) -> JSONValue {
        guard let value = member(key) else { throw ValueProblem(kind: .keyNotFound(key)) }
        return value
    }

    /// Nil when the key is absent or `null`.
    mutating func optional(_ key: Key) -> JSONValue? {
        switch member(key) {
        case nil, .null?: return nil
        case let value?: return value
        }
    }

    mutating func read<T>(_ key: Key, _ read: (JSONValue) throws(ValueProblem) -> T) throws(ValueProblem) -> T {
        let value = try required(key)
        return try under(key) { () throws(ValueProblem) -> T in try read(value) }
    }

    mutating func readIfPresent<T>(
        _ key: Key, _ read: (JSONValue) throws(ValueProblem) -> T
    ) throws(ValueProblem) -> T? {
        guard let value = optional(key) else { return nil }
        return try under(key) { () throws(ValueProblem) -> T in try read(value) }
    }

    mutating func string(_ key: Key) throws(ValueProblem) -> String { try read(key, ValueScalar.string) }
    mutating func stringIfPresent(_ key: Key) throws(ValueProblem) -> String? {
        try readIfPresent(key, ValueScalar.string)
    }
    mutating func double(_ key: Key) throws(ValueProblem) -> Double { try read(key, ValueScalar.double) }
    mutating func int(_ key: Key) throws(ValueProblem) -> Int { try read(key, ValueScalar.int) }
    mutating func document<T: AppDocument>(_ key: Key) throws(ValueProblem) -> T {
        try read(key) { value throws(ValueProblem) in try T(reading: value) }
    }
}

/// An array, element by element, as `Array`'s own `init(from:)` reads it.
func readArray<T>(_ value: JSONValue, _ read: (JSONValue) throws(ValueProblem) -> T) throws(ValueProblem) -> [T] {
    guard case .array(let elements) = value else { throw .mismatch([Any].self, value) }
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
        do { result.append(try read(element)) } catch {
            var problem = error
            problem.reversedPath.append(IndexCodingKey(index, named: "Index \(index)"))
            throw problem
        }
    }
    return result
}

func readDocuments<T: AppDocument>(_ value: JSONValue) throws(ValueProblem) -> [T] {
    try readArray(value) { element throws(ValueProblem) in try T(reading: element) }
}

extension Labyrinth: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(
            id: try members.string(.id),
            difficulty: try members.string(.difficulty),
            theme: try members.string(.theme),
            location: try members.stringIfPresent(.location),
            title: try members.string(.title),
            storySetup: try members.string(.storySetup),
            instruction: try members.string(.instruction),
            ttsInstruction: try members.string(.ttsInstruction),
            characterStart: try members.document(.characterStart),
            characterEnd: try members.document(.characterEnd),
            educationalQuestion: try members.string(.educationalQuestion),
            funFact: try members.string(.funFact),
            completionMessage: try members.string(.completionMessage),
            itemRule: try members.stringIfPresent(.itemRule),
            itemEmoji: try members.stringIfPresent(.itemEmoji),
            pathData: try members.document(.pathData),
            visualTheme: try members.document(.visualTheme),
            audioInstruction: try members.stringIfPresent(.audioInstruction),
            audioCompletion: try members.stringIfPresent(.audioCompletion),
            ageRange: try members.stringIfPresent(.ageRange))
    }
}

extension LabyrinthCharacter: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(
            type: try members.string(.type), description: try members.string(.description),
            position: try members.string(.position),
            name: try members.stringIfPresent(.name), imageAsset: try members.stringIfPresent(.imageAsset))
    }
}

extension VisualTheme: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(
            backgroundColor: try members.string(.backgroundColor),
            decorativeElements: try members.read(.decorativeElements) { value throws(ValueProblem) in
                try readArray(value, ValueScalar.string)
            })
    }
}

extension PathData: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(
            svgPath: try members.string(.svgPath),
            solutionPath: try members.string(.solutionPath),
            width: try members.double(.width),
            complexity: try members.string(.complexity),
            mazeType: try members.string(.mazeType),
            startPoint: try members.document(.startPoint),
            endPoint: try members.document(.endPoint),
            segments: try members.read(.segments, readDocuments),
            canvasWidth: try members.double(.canvasWidth),
            canvasHeight: try members.double(.canvasHeight),
            controlPoints: try members.readIfPresent(.controlPoints, readDocuments),
            items: try members.readIfPresent(.items, readDocuments),
            avoidItems: try members.readIfPresent(.avoidItems, readDocuments))
    }
}

extension PathPoint: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        // Points are most of a file's objects, and nearly all are written `{"x": …, "y": …}`: read so, they need
        // no search by key (two members with those keys cannot repeat one). Any other shape takes the general way.
        // Whole numbers, the common case, are read here directly; anything else (decimals, a number too large,
        // a wrong type) goes the general way, which also words the error.
        if case .object(let object) = value, object.count == 2,
            // Literals on purpose, and only as a guard: a coding key's raw value is made anew on every ask (or, kept
            // in a static, retained on every compare), 4% of validate's instructions here. A renamed key only
            // sends every point the general way below, which reads by the coding keys.
            object.members[0].key == "x", object.members[1].key == "y",
            case .number(let x) = object.members[0].value, case .number(let y) = object.members[1].value,
            let wholeX = ValueScalar.wholeNumber(x.literal), let wholeY = ValueScalar.wholeNumber(y.literal)
        {
            self.init(x: wholeX, y: wholeY)
            return
        }
        var members = try MemberReader<CodingKeys>(value)
        self.init(x: try members.double(.x), y: try members.double(.y))
    }
}

extension PathSegment: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        // As for points: `{"start": …, "end": …}` needs no search by key.
        if case .object(let object) = value, object.count == 2,
            object.members[0].key == "start", object.members[1].key == "end"
        {
            self.init(
                start: try under(CodingKeys.start) { () throws(ValueProblem) in
                    try PathPoint(reading: object.members[0].value)
                },
                end: try under(CodingKeys.end) { () throws(ValueProblem) in
                    try PathPoint(reading: object.members[1].value)
                })
            return
        }
        var members = try MemberReader<CodingKeys>(value)
        self.init(start: try members.document(.start), end: try members.document(.end))
    }
}

extension PathItem: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(
            x: try members.double(.x), y: try members.double(.y), emoji: try members.string(.emoji),
            onSolution: try members.readIfPresent(.onSolution, ValueScalar.bool))
    }
}

extension LabyrinthManifest: AppDocument {
    /// As LabyrinthKit's own `init(from:)`: `universe` is not read.
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(
            total: try members.int(.total),
            packs: try members.readIfPresent(.packs, readDocuments),
            labyrinths: try members.read(.labyrinths, readDocuments))
    }
}

extension LabyrinthManifest.Entry: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(
            id: try members.string(.id), difficulty: try members.string(.difficulty),
            story: try members.readIfPresent(.story, ValueScalar.int), theme: try members.string(.theme),
            location: try members.stringIfPresent(.location), title: try members.string(.title))
    }
}

extension PackInfo: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(
            id: try members.string(.id), title: try members.string(.title), freeStories: try members.int(.freeStories),
            stories: try members.read(.stories) { value throws(ValueProblem) in try readArray(value, ValueScalar.int) })
    }
}

extension DifficultySamples: AppDocument {
    package init(reading value: JSONValue) throws(ValueProblem) {
        var members = try MemberReader<CodingKeys>(value)
        self.init(easy: try members.string(.easy), medium: try members.string(.medium), hard: try members.string(.hard))
    }
}
