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
    /// found, which the decoder's error does not carry, and only along the way down to that place.
    package init(_ error: DecodingError, file: String, data: Data) {
        self.init(error, file: file, found: { JSONShape.describe(at: $0, in: data) })
    }

    /// Reads what went wrong from the decoder's error; `found` names the JSON type at a coding path (`a string`,
    /// `null`, `nothing` where the document has no value), from what the caller already read.
    package init(_ error: DecodingError, file: String, found describe: ([String]) -> String) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(file: file, codingPath: Self.tokens(context.codingPath + [key]), problem: .missing)
        case .valueNotFound(let type, let context):
            self.init(
                file: file, codingPath: Self.tokens(context.codingPath), problem: .null(expected: Self.name(of: type)))
        case .typeMismatch(let type, let context):
            let path = Self.tokens(context.codingPath)
            let found = describe(path)
            if found == "null" {
                self.init(file: file, codingPath: path, problem: .null(expected: Self.name(of: type)))
            } else {
                self.init(
                    file: file, codingPath: path, problem: .wrongType(expected: Self.name(of: type), found: found))
            }
        case .dataCorrupted(let context):
            self.init(
                file: file, codingPath: Self.tokens(context.codingPath), problem: .unreadable(context.debugDescription))
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

/// The JSON type at one place of a document, found by decoding only the way down to it with the same decoder, so
/// the two readings stay in step: nothing beside the way is kept, whatever the document's size.
struct JSONShape: Decodable {
    /// The coding path to describe, handed to every level of the decoding.
    static let pathKey = CodingUserInfoKey(rawValue: "LabyrinthKit.JSONShape.path")!

    var typeName: String

    init(from decoder: any Decoder) throws {
        let path = decoder.userInfo[Self.pathKey] as? [String] ?? []
        let depth = decoder.codingPath.count
        guard depth == path.count else {
            self = try Self.step(into: path[depth], of: decoder)
            return
        }
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                typeName = "null"
                return
            }
            if (try? container.decode(Bool.self)) != nil {
                typeName = "a boolean"
                return
            }
            if (try? container.decode(Double.self)) != nil {
                typeName = "a number"
                return
            }
            if (try? container.decode(String.self)) != nil {
                typeName = "a string"
                return
            }
        }
        if (try? decoder.unkeyedContainer()) != nil {
            typeName = "an array"
            return
        }
        if (try? decoder.container(keyedBy: AnyKey.self)) != nil {
            typeName = "an object"
            return
        }
        // Only a number too large for any Swift type is left.
        typeName = "a number"
    }

    /// One level down the path: a member of an object or an element of an array; `nothing` where there is none.
    private static func step(into token: String, of decoder: any Decoder) throws -> JSONShape {
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            let key = AnyKey(stringValue: token)
            return object.contains(key)
                ? try object.decode(JSONShape.self, forKey: key) : JSONShape(typeName: "nothing")
        }
        if var array = try? decoder.unkeyedContainer(), let index = Int(token) {
            var position = 0
            while !array.isAtEnd {
                if position == index { return try array.decode(JSONShape.self) }
                _ = try array.decode(Passed.self)
                position += 1
            }
        }
        return JSONShape(typeName: "nothing")
    }

    private init(typeName: String) { self.typeName = typeName }

    static func describe(at path: [String], in data: Data) -> String {
        let decoder = JSONDecoder()
        decoder.userInfo[pathKey] = path
        return (try? decoder.decode(JSONShape.self, from: data).typeName) ?? "something else"
    }

    /// An element before the one on the path: stepped over, not looked at.
    private struct Passed: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
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
