import Foundation

/// Why the app cannot decode a file: where (the coding path, as JSON object keys and array indexes) and what
/// was expected there. Built from the decoder's own error, so it says exactly what the app's decoder said.
public struct DecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong at the place.
    public enum Problem: Sendable, Equatable {
        /// A required key is absent.
        case missing
        /// A required value is `null`; `expected` names what the app needs instead.
        case null(expected: String)
        /// A value of the wrong type: `expected` and what the file holds.
        case wrongType(expected: String, found: String)
        /// Not JSON at all, or a value no Swift type can hold (a number such as `1e400`).
        case unreadable(String)
    }

    /// The file, relative to the content folder.
    public var file: String
    /// Keys and array indexes from the document's root to the place; empty for the document itself.
    public var codingPath: [String]
    /// What is wrong there.
    public var problem: Problem

    /// A failure at a place, for an app's own tests and previews.
    public init(file: String, codingPath: [String], problem: Problem) {
        self.file = file
        self.codingPath = codingPath
        self.problem = problem
    }

    /// Reads what went wrong from the decoder's error; `data` is looked at again only to name the type it
    /// found, which the decoder's error does not carry.
    package init(_ error: DecodingError, file: String, data: Data) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(file: file, codingPath: Self.tokens(context.codingPath + [key]), problem: .missing)
        case .valueNotFound(let type, let context):
            self.init(file: file, codingPath: Self.tokens(context.codingPath), problem: .null(expected: Self.name(of: type)))
        case .typeMismatch(let type, let context):
            let path = Self.tokens(context.codingPath)
            let found = JSONShape.describe(at: path, in: data)
            if found == "null" {
                self.init(file: file, codingPath: path, problem: .null(expected: Self.name(of: type)))
            } else {
                self.init(file: file, codingPath: path, problem: .wrongType(expected: Self.name(of: type), found: found))
            }
        case .dataCorrupted(let context):
            self.init(file: file, codingPath: Self.tokens(context.codingPath), problem: .unreadable(context.debugDescription))
        @unknown default:
            self.init(file: file, codingPath: [], problem: .unreadable(String(describing: error)))
        }
    }

    /// The place as a person reads it: `path_data.segments[3].start`, or the file's name for its root.
    public var place: String {
        guard !codingPath.isEmpty else { return "`\(file)`" }
        var text = ""
        for token in codingPath {
            if !token.isEmpty, token.allSatisfy(\.isASCII), token.allSatisfy(\.isNumber) {
                text += "[\(token)]"
            } else {
                text += text.isEmpty ? token : "." + token
            }
        }
        return "`" + text + "`"
    }

    /// What is wrong, without the file name.
    public var message: String {
        switch problem {
        case .missing: "missing \(place); the app cannot decode the file without it"
        case .null(let expected): "\(place) is null; the app requires \(expected)"
        case .wrongType(let expected, let found): "\(place) must be \(expected), found \(found)"
        case .unreadable(let why): "\(place) cannot be decoded: \(why)"
        }
    }

    /// The file and the message: `denny_007_easy.json: missing `title`; …`.
    public var description: String { "\(file): \(message)" }

    static func tokens(_ path: [any CodingKey]) -> [String] {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }
    }

    /// The JSON type a Swift type decodes from, as a message names it.
    static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "an integer"
        case is Double.Type, is Float.Type: "a number"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}

/// Any JSON value, reduced to what a failure message needs: its type. Decoding with the same decoder keeps
/// the two readings in step.
enum JSONShape: Decodable {
    case null, bool, number, string
    case array([JSONShape])
    case object([String: JSONShape])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if (try? container.decode(Bool.self)) != nil { self = .bool; return }
        if (try? container.decode(Double.self)) != nil { self = .number; return }
        if (try? container.decode(String.self)) != nil { self = .string; return }
        if let elements = try? container.decode([JSONShape].self) { self = .array(elements); return }
        if let members = try? container.decode([String: JSONShape].self) { self = .object(members); return }
        // Only a number too large for any Swift type is left.
        self = .number
    }

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    static func describe(at path: [String], in data: Data) -> String {
        guard var value = try? JSONDecoder().decode(JSONShape.self, from: data) else { return "something else" }
        for token in path {
            switch value {
            case .object(let members): guard let next = members[token] else { return "nothing" }; value = next
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return "nothing" }
                value = elements[index]
            default: return "nothing"
            }
        }
        return value.typeName
    }
}

extension Decodable {
    /// Decodes a document of this type as the app does, turning the decoder's error into a `DecodingFailure`.
    package static func decodeAsApp(_ data: Data, file: String) throws(DecodingFailure) -> Self {
        do {
            return try JSONDecoder().decode(Self.self, from: data)
        } catch let error as DecodingError {
            throw DecodingFailure(error, file: file, data: data)
        } catch {
            throw DecodingFailure(file: file, codingPath: [], problem: .unreadable(String(describing: error)))
        }
    }
}
