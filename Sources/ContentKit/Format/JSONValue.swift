/// A JSON value that keeps what the app's files care about and `Codable` loses:
/// the order of object members and the exact text of numbers.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public static func int(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var intValue: Int? {
        if case .number(let n) = self { return n.intValue }
        return nil
    }

    public var doubleValue: Double? {
        if case .number(let n) = self { return n.doubleValue }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The name of the JSON type, as a user reads it in a message ("expected a string, found a number").
    public var typeName: String {
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
    public subscript(pointer pointer: JSONPointer) -> JSONValue? {
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
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    public let literal: String

    public init(_ value: Int) { literal = String(value) }

    /// Callers must pass text that is a valid JSON number; the reader guarantees it.
    public init(literal: String) { self.literal = literal }

    public var intValue: Int? { Int(literal) }
    public var doubleValue: Double? { Double(literal) }
    public var description: String { literal }
}

public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// An object whose members keep the order they were written or inserted in.
/// Lookup is linear: the app's objects have a few dozen keys at most.
public struct JSONObject: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var members: [JSONMember]

    public init(_ members: [JSONMember] = []) { self.members = members }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { JSONMember($0.0, $0.1) }
    }

    public var keys: [String] { members.map(\.key) }
    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }

    public func makeIterator() -> IndexingIterator<[JSONMember]> { members.makeIterator() }

    /// The first member with this key; JSON allows duplicates, and the validator reports them separately.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(JSONMember(key, newValue))
            }
        }
    }

    public mutating func append(_ key: String, _ value: JSONValue) {
        members.append(JSONMember(key, value))
    }

    /// Keys that occur more than once, in the order of their second occurrence.
    public var duplicateKeys: [String] {
        var seen: Set<String> = []
        var duplicates: [String] = []
        for member in members where !seen.insert(member.key).inserted {
            duplicates.append(member.key)
        }
        return duplicates
    }
}
