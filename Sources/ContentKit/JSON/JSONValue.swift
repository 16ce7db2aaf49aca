// TUNED FOR SPEED: `JSONObject[key]` (the decoders' and the rules' lookups) tells apart keys whose first bytes
// differ and are both ASCII without `String ==`. INVARIANT: a lookup finds what `members.first { $0.key == key }`
// finds, canonically equivalent spellings included (JSONKeyEquivalenceTests).

/// A JSON value that keeps what the app's files care about and `Codable` loses:
/// the order of object members and the exact text of numbers.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    package static func int(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    package var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    package var intValue: Int? {
        if case .number(let n) = self { return n.intValue }
        return nil
    }

    package var doubleValue: Double? {
        if case .number(let n) = self { return n.doubleValue }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    package var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The name of the JSON type, as a user reads it in a message ("expected a string, found a number").
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value at an RFC 6901 pointer such as `/path_data/segments/0/start`.
    package subscript(pointer pointer: JSONPointer) -> JSONValue? {
        var current = self
        for token in pointer.tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(token), array.indices.contains(index) else { return nil }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }
}

/// A number kept as the text it was written with, so rewriting a file never turns `40` into `40.0`.
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    package let literal: String

    package init(_ value: Int) { literal = String(value) }

    /// Callers must pass text that is a valid JSON number; the reader guarantees it.
    package init(literal: String) { self.literal = literal }

    package var intValue: Int? { Int(literal) }
    package var doubleValue: Double? { Double(literal) }
    package var description: String { literal }
}

package struct JSONMember: Sendable, Equatable {
    package var key: String
    package var value: JSONValue

    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// An object whose members keep the order they were written or inserted in.
/// Lookup is linear: the app's objects have a few dozen keys at most.
package struct JSONObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    package private(set) var members: [JSONMember]

    package init(_ members: [JSONMember] = []) { self.members = members }

    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { JSONMember($0.0, $0.1) }
    }

    package var keys: [String] { members.map(\.key) }
    package var count: Int { members.count }
    package var isEmpty: Bool { members.isEmpty }

    package func makeIterator() -> IndexingIterator<[JSONMember]> { members.makeIterator() }

    /// The first member with this key; JSON allows duplicates, and the validator reports them separately.
    package subscript(key: String) -> JSONValue? {
        get {
            for member in members where Self.sameKey(member.key, key) { return member.value }
            return nil
        }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(JSONMember(key, newValue))
            }
        }
    }

    /// `a == b`, canonical equivalence and all (JSONKeyEquivalenceTests). Most keys a lookup passes differ from it
    /// in their first byte, and where both first bytes are ASCII that alone tells them apart: an ASCII scalar
    /// neither decomposes nor moves, so it stays first in both texts' canonical forms. Asking `==` of every key
    /// passed was most of a lookup, and lookups 9% of validate's run.
    @inline(__always)
    static func sameKey(_ a: String, _ b: String) -> Bool {
        let (one, two) = (a.utf8, b.utf8)
        if !one.isEmpty, !two.isEmpty {
            let first = one[one.startIndex]
            let other = two[two.startIndex]
            if first != other, first | other < 0x80 { return false }
        }
        return a == b
    }

    package mutating func append(_ key: String, _ value: JSONValue) {
        members.append(JSONMember(key, value))
    }

    /// Keys that occur more than once, in the order of their second occurrence.
    package var duplicateKeys: [String] {
        var seen: Set<String> = []
        var duplicates: [String] = []
        for member in members where !seen.insert(member.key).inserted {
            duplicates.append(member.key)
        }
        return duplicates
    }
}
