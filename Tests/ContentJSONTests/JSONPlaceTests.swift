import Foundation
import TestSupport
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentValidate

/// `JSONReader.lineAndColumn(of:in:)` finds a finding's place by reading the file again; the places it gives must
/// be the ones a full source map gives (how validate placed findings before): the member's key, else the value,
/// else the nearest enclosing place, the last of repeated keys winning.
@Suite("JSON: a pointer's line and column, found when asked")
struct JSONPlaceTests {
    /// The place as validate found it from a source map of every value.
    static func placeFromSourceMap(_ pointer: JSONPointer, in map: JSONSourceMap?) -> (line: Int, column: Int)? {
        guard let map else { return nil }
        var pointer = pointer
        while true {
            if let range = map.members[pointer] ?? map.values[pointer] { return (range.line, range.column) }
            guard !pointer.tokens.isEmpty else { return nil }
            pointer = JSONPointer(tokens: Array(pointer.tokens.dropLast()))
        }
    }

    /// Every pointer of the document, and for each a key and an index it does not have.
    static func pointers(in bytes: [UInt8]) -> [JSONPointer] {
        guard let value = try? JSONReader.parse(bytes).value else { return [.root, "/a", "/a/0"] }
        return AppDocumentContractTests.pointers(in: value).flatMap { [$0, $0.appending("missing"), $0.appending(99)] }
    }

    static func expectSamePlaces(_ bytes: [UInt8], _ name: String) {
        let pointers = pointers(in: bytes)
        let found = JSONReader.lineAndColumn(of: pointers, in: bytes)
        #expect(found.count == pointers.count)
        let map = (try? JSONReader.parse(bytes, recordingLocations: true))?.sourceMap
        for (pointer, place) in zip(pointers, found) {
            let expected = placeFromSourceMap(pointer, in: map)
            #expect(
                place?.line == expected?.line && place?.column == expected?.column,
                "\(name) \(pointer): found \(String(describing: place)), the source map says \(String(describing: expected))"
            )
        }
    }

    static let tricky: [(String, String)] = [
        ("repeated keys, nested differently", #"{"a": {"x": 1}, "a": {"y": 2}, "b": [1, [2, {"c": null}]], "b": 3}"#),
        ("an array, then an object with the key 0", #"{"a": [5, 6], "a": {"0": 7}}"#),
        ("an object with the key 0, then an array", #"{"a": {"0": 7}, "a": [5, 6]}"#),
        ("byte order mark, CRLF, spaces", "\u{FEFF}{\r\n  \"k\" :\t[ 1 ,\n 2 ] ,\"é\":\"ü\" }\r\n"),
        ("escaped and odd keys", #"{"a/b": {"~": 1}, "\u0041": 2, "A": 3, "": {"": []}, "a\"b": true}"#),
        ("a scalar root", "  42 "),
        ("an array root", "[[], [[1]], {\"x\": [null]}]"),
        ("not JSON", #"{"a": 1"#),
        ("trailing garbage", #"{"a": 1} x"#),
    ]

    @Test(arguments: tricky.map(\.0))
    func trickyDocuments(_ name: String) {
        let text = Self.tricky.first { $0.0 == name }!.1
        Self.expectSamePlaces(Array(text.utf8), name)
    }

    @Test func theExampleLabyrinths() {
        Self.expectSamePlaces(Array(ExampleLabyrinth.text.utf8), "the example labyrinth")
        Self.expectSamePlaces(Array(ExampleLabyrinth.adventureText().utf8), "the example adventure")
    }

    @Test(
        .enabled(if: Prerequisite.appFixture.admitsTest(), Comment(rawValue: Prerequisite.appFixture.skipReason)),
        arguments: AppTodayFixture.fileNames)
    func theAppsFiles(_ file: String) throws {
        let bytes = try JSONWriter.bytes(AppTodayFixture.value(of: file))
        let shipped = try Array(Data(contentsOf: AppTodayFixture.folder.appendingPathComponent(file)))
        Self.expectSamePlaces(shipped, file)
        Self.expectSamePlaces(bytes, "\(file) as mazegen writes it")
    }

    @Test func notJSONHasNoPlaces() {
        #expect(JSONReader.lineAndColumn(of: [.root, "/a"], in: Array(#"{"a": tru}"#.utf8)).allSatisfy { $0 == nil })
        #expect(JSONReader.lineAndColumn(of: [], in: Array("{}".utf8)).isEmpty)
    }

    /// Pointers that reach into few of the containers: the others are skimmed, and what follows them must still be
    /// placed as a full reading places it, brackets, quotes and backslashes inside their texts included.
    @Test(arguments: [
        [JSONPointer("/c/d")], [JSONPointer("/a")], [JSONPointer.root], [JSONPointer("/c"), JSONPointer("/z")],
        [JSONPointer("/a/3/0")], [JSONPointer("/a/2/b"), JSONPointer("/c/d/e")],
    ])
    func skimmedContainersLeaveTheLaterPlacesAsTheyWere(_ pointers: [JSONPointer]) {
        let bytes =
            Array(#"{"a": ["]", "\"]\\", {"b": "}{["}, [[], {"x": "\\\""}]],"#.utf8)
            + Array(#"\#n  "c": {"d": [1, {"e": 2}]}}"#.utf8)
        let map = (try? JSONReader.parse(bytes, recordingLocations: true))?.sourceMap
        #expect(map != nil)
        for (pointer, place) in zip(pointers, JSONReader.lineAndColumn(of: pointers, in: bytes)) {
            let expected = Self.placeFromSourceMap(pointer, in: map)
            #expect(place?.line == expected?.line && place?.column == expected?.column, "\(pointer)")
        }
    }

    @Test func aKnownPlace() {
        let bytes = Array("{\n  \"a\": [\n    1,\n    {\"b\": 2}\n  ]\n}".utf8)
        let places = JSONReader.lineAndColumn(of: ["/a/1/b", "/a/0", "/a/1/c", "/z"], in: bytes)
        #expect(places.map { $0?.line } == [4, 3, 4, 1])
        #expect(places.map { $0?.column } == [6, 5, 5, 1])
    }
}
