import ContentTestSupport
import Foundation
import LabyrinthKit
import TestSupport
import Testing

@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

/// The app's files as they ship now, in `../shared/fixtures/app-today`, next to the repository, when they are there.
enum AppTodayFixture {
    static let folder: URL = Prerequisite.appFolder

    static var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    static func value(of name: String) throws -> JSONValue {
        try JSONReader.parse(Array(Data(contentsOf: folder.appendingPathComponent(name)))).value
    }
}

/// Validate reads LabyrinthKit's documents with `AppDocument` (written out type by type); `JSONValueDecoder`
/// runs the types' own `init(from:)`, the app's definition, over the same value. Both must give the same document,
/// or throw the same error — case, type, coding path and description — on every place of the app's files removed
/// or replaced by a value of every JSON kind, and with two places of one object broken at once (the first error
/// thrown shows the order keys are read in).
@Suite("AppDocument reads what JSONValueDecoder reads, and fails as it fails")
struct AppDocumentContractTests {
    /// A value of every JSON kind, and the removal of the place.
    static let replacements: [(String, JSONValue?)] = [
        ("removed", nil), ("null", .null), ("a string", .string("7")), ("an integer", .int(7)), ("true", .bool(true)),
        ("an empty array", .array([])), ("an empty object", .object([:])),
    ]

    /// Where a number is, also the numbers that read differently as an integer, as a double or not at all.
    static let numbers: [(String, JSONValue?)] = [
        ("a fraction", .number(JSONNumber(literal: "7.5"))), ("1e400", .number(JSONNumber(literal: "1e400"))),
        ("7.0", .number(JSONNumber(literal: "7.0"))), ("7e0", .number(JSONNumber(literal: "7e0"))),
        ("beyond Int", .number(JSONNumber(literal: "9223372036854775808"))), ("-0", .number(JSONNumber(literal: "-0"))),
        ("-0.0", .number(JSONNumber(literal: "-0.0"))),
        ("a long whole number", .number(JSONNumber(literal: "123456789012345678"))),
        ("-12", .int(-12)), ("false", .bool(false)),
    ]

    /// Where an array is, also one holding a value of another kind than its elements'.
    static let arrays: [(String, JSONValue?)] = [
        ("an array of a number", .array([.int(1)])), ("an array of a string", .array([.string("x")])),
    ]

    static func replacements(for value: JSONValue?) -> [(String, JSONValue?)] {
        switch value {
        case .number?: replacements + numbers
        case .array?: replacements + arrays
        default: replacements
        }
    }

    /// What a decoding gave, in a form two decodings can be compared by.
    enum Outcome<Document: Equatable>: Equatable {
        case document(Document)
        case failure(String)

        init(_ decode: () throws -> Document) {
            do { self = .document(try decode()) } catch { self = .failure(Self.describe(error)) }
        }

        static func describe(_ error: any Error) -> String {
            guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
            func path(_ context: DecodingError.Context) -> String {
                context.codingPath.map { "\($0.stringValue)|\($0.intValue.map(String.init) ?? "-")" }.joined(
                    separator: "/")
            }
            switch error {
            case .keyNotFound(let key, let context):
                return "keyNotFound \(key.stringValue) at \(path(context)): \(context.debugDescription)"
            case .valueNotFound(let type, let context):
                return "valueNotFound \(type) at \(path(context)): \(context.debugDescription)"
            case .typeMismatch(let type, let context):
                return "typeMismatch \(type) at \(path(context)): \(context.debugDescription)"
            case .dataCorrupted(let context): return "dataCorrupted at \(path(context)): \(context.debugDescription)"
            @unknown default: return "\(error)"
            }
        }
    }

    static func compare<Document: AppDocument & Decodable & Equatable>(
        _ type: Document.Type, _ value: JSONValue, _ description: @autoclosure () -> String
    ) -> Bool {
        let ours = Outcome { try Document.decode(from: value) }
        let theirs = Outcome { try JSONValueDecoder.decode(type, from: value) }
        #expect(ours == theirs, "\(description())")
        return ours == theirs
    }

    /// Decodes `value` as the document `file` names, both ways; true when they agree.
    @discardableResult
    static func compare(file: String, _ value: JSONValue, _ description: @autoclosure () -> String) -> Bool {
        switch file {
        case ContentLayout.manifestName: compare(LabyrinthManifest.self, value, description())
        case ContentLayout.samplesName: compare(DifficultySamples.self, value, description())
        default: compare(Labyrinth.self, value, description())
        }
    }

    static func decodes(file: String, _ value: JSONValue) -> Bool {
        switch file {
        case ContentLayout.manifestName: (try? LabyrinthManifest.decode(from: value)) != nil
        case ContentLayout.samplesName: (try? DifficultySamples.decode(from: value)) != nil
        default: (try? Labyrinth.decode(from: value)) != nil
        }
    }

    static func pointers(in value: JSONValue, at pointer: JSONPointer = .root) -> [JSONPointer] {
        switch value {
        case .object(let object):
            [pointer] + object.members.flatMap { pointers(in: $0.value, at: pointer.appending($0.key)) }
        case .array(let elements):
            [pointer] + elements.indices.flatMap { pointers(in: elements[$0], at: pointer.appending($0)) }
        default: [pointer]
        }
    }

    /// Every kind of place replaced by every kind of value; stops at the first disagreement, which says enough.
    static func sweep(file: String, _ valid: JSONValue) {
        guard compare(file: file, valid, "\(file) as it is") else { return }
        // Each place of the document's shape twice (the first two segments, not a thousand): the decoders read every
        // element of a list the same way, and the sweep stays a few seconds.
        var seen: [[String]: Int] = [:]
        let places = pointers(in: valid).filter { pointer in
            let shape = pointer.tokens.map { Int($0) == nil ? $0 : "#" }
            seen[shape, default: 0] += 1
            return seen[shape]! <= 2
        }
        for pointer in places {
            for (name, replacement) in replacements(for: valid[pointer: pointer])
            where !pointer.tokens.isEmpty || replacement != nil {
                guard compare(file: file, valid.setting(pointer, to: replacement), "\(file) \(pointer) \(name)") else {
                    return
                }
            }
        }
        compare(file: file, valid.setting("/unknown_key", to: .array([.null])), "\(file) with an unknown key")
    }

    /// Two members of one object broken at once, each way: the error names the one read first. The order is the
    /// type's, so one object of each place in the document's shape is enough (the first segment, not all).
    static func pairs(file: String, _ valid: JSONValue) {
        var shapes: Set<[String]> = []
        for pointer in pointers(in: valid) {
            guard case .object(let object)? = valid[pointer: pointer],
                shapes.insert(pointer.tokens.map { Int($0) == nil ? $0 : "#" }).inserted
            else { continue }
            for first in object.keys {
                for second in object.keys where second != first {
                    let broken = valid.setting(pointer.appending(first), to: .bool(true)).setting(
                        pointer.appending(second), to: nil)
                    guard compare(file: file, broken, "\(file) \(pointer): \(first) wrong, \(second) removed") else {
                        return
                    }
                }
            }
        }
    }

    /// `AppDocument` looks for a key first after the member it found last: members out of that order, and a key
    /// repeated before, at or after its place (the first counts, a `true` where a string or object is wanted), must
    /// read as `JSONValueDecoder` reads them. One object of each place in the document's shape.
    static func reorderings(file: String, _ valid: JSONValue) {
        var shapes: Set<[String]> = []
        for pointer in pointers(in: valid) {
            guard case .object(let object)? = valid[pointer: pointer],
                shapes.insert(pointer.tokens.map { Int($0) == nil ? $0 : "#" }).inserted
            else { continue }
            let members = object.members
            var variants: [(String, [JSONMember])] = [("reversed", members.reversed())]
            for (index, member) in members.enumerated() {
                let repeated = JSONMember(member.key, .bool(true))
                var moved = members
                moved.append(moved.remove(at: index))
                variants.append(("\(member.key) moved last", moved))
                var first = members
                first.insert(first.remove(at: index), at: 0)
                variants.append(("\(member.key) moved first", first))
                for (place, at) in [("first", 0), ("after itself", index + 1), ("last", members.count)] {
                    var variant = members
                    variant.insert(repeated, at: at)
                    variants.append(("\(member.key) repeated \(place)", variant))
                    var swapped = variant
                    if at == index + 1 { swapped.swapAt(index, index + 1) }
                    variants.append(("\(member.key) repeated, the wrong one at its place, \(place)", swapped))
                }
            }
            for (name, variant) in variants {
                let changed = valid.setting(pointer, to: .object(JSONObject(variant)))
                guard compare(file: file, changed, "\(file) \(pointer): \(name)") else { return }
            }
        }
    }

    @Test(
        .enabled(if: Prerequisite.appFixture.admitsTest(), Comment(rawValue: Prerequisite.appFixture.skipReason)),
        arguments: AppTodayFixture.fileNames)
    func everyPlaceOfTheAppsFiles(_ file: String) throws {
        let valid = try AppTodayFixture.value(of: file)
        // The sweep starts from a document both sides accept.
        #expect(Self.decodes(file: file, valid))
        Self.sweep(file: file, valid)
    }

    @Test(
        .enabled(if: Prerequisite.appFixture.admitsTest(), Comment(rawValue: Prerequisite.appFixture.skipReason)),
        arguments: AppTodayFixture.fileNames)
    func keysAreReadInTheOrderOfTheAppsFiles(_ file: String) throws {
        Self.pairs(file: file, try AppTodayFixture.value(of: file))
    }

    @Test(
        .enabled(if: Prerequisite.appFixture.admitsTest(), Comment(rawValue: Prerequisite.appFixture.skipReason)),
        arguments: AppTodayFixture.fileNames)
    func membersOutOfOrderOrRepeatedInTheAppsFiles(_ file: String) throws {
        Self.reorderings(file: file, try AppTodayFixture.value(of: file))
    }

    /// Without the fixture: the project's own documents, an adventure included, and the whole-document cases.
    @Test func everyPlaceOfTheExampleDocuments() throws {
        let documents: [(String, JSONValue)] = try [
            ("denny_001_easy.json", ExampleLabyrinth.value),
            ("denny_001_hard.json", JSONReader.parse(ExampleLabyrinth.adventureText()).value),
            (ContentLayout.manifestName, JSONReader.parse(ExampleManifest.text()).value),
            (ContentLayout.samplesName, JSONReader.parse(Array(ExampleSamples.valid.utf8)).value),
        ]
        for (file, valid) in documents {
            Self.sweep(file: file, valid)
            Self.pairs(file: file, valid)
            Self.reorderings(file: file, valid)
            for (name, replacement) in Self.replacements + Self.numbers + Self.arrays {
                Self.compare(file: file, replacement ?? .null, "\(file): the whole document is \(name)")
            }
        }
    }

    /// The avoid items and control points are optional lists the example leaves out; shipped files have them.
    @Test func optionalListsThatTheExampleLacks() throws {
        let point: JSONValue = .object(["x": .int(1), "y": .number(JSONNumber(literal: "2.5"))])
        let item: JSONValue = .object(["x": .int(1), "y": .int(2), "emoji": .string("🦉"), "on_solution": .bool(false)])
        let valid = ExampleLabyrinth.value.setting("/path_data/control_points", to: .array([point, point]))
            .setting("/path_data/avoid_items", to: .array([item])).setting("/age_range", to: .string("3-6"))
        Self.sweep(file: "denny_001_easy.json", valid)
    }
}
