import Foundation
import TestSupport
import Testing

@testable import ContentJSON

@Suite("JSON reader")
struct JSONReaderTests {
    @Test func keepsMemberOrderAndNumberText() throws {
        let document = try JSONReader.parse(#"{"z": 1.50, "a": -0, "m": 2e3}"#)
        #expect(document.value.objectValue?.keys == ["z", "a", "m"])
        #expect(document.value[pointer: "/z"] == .number(JSONNumber(literal: "1.50")))
        #expect(document.value[pointer: "/m"]?.doubleValue == 2000)
    }

    @Test func decodesEscapes() throws {
        let document = try JSONReader.parse(#"["\u00e9\ud83d\udc1a\/\t"]"#)
        #expect(document.value[pointer: "/0"]?.stringValue == "é🐚/\t")
    }

    @Test(arguments: [
        ("", 1, 1, "empty"),
        ("{\n  \"a\": 1,\n}", 3, 1, "expected a key"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("[1, 2", 1, 6, "expected ','"),
        ("{\"a\": tru}", 1, 7, "expected a value"),
        ("[01]", 1, 3, "leading zero"),
        ("{} x", 1, 4, "after the end"),
        ("[\"a\nb\"]", 1, 4, "control character"),
        ("[\"\\x\"]", 1, 4, "invalid escape"),
        ("[\"abc", 1, 2, "never closed"),
        ("\n\n  [1,,]", 3, 6, "expected a value"),
    ])
    func reportsSyntaxErrorsWithLineAndColumn(text: String, line: Int, column: Int, fragment: String) {
        #expect {
            _ = try JSONReader.parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == line && error.column == column && error.message.contains(fragment)
        }
    }

    @Test func rejectsInvalidUTF8() {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF, 0xFE] + Array("\"]".utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(bytes) }
    }

    @Test func boundsNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(deep) }
    }

    @Test func recordsSourceLocations() throws {
        let text = "{\n  \"id\": \"x\",\n  \"age_range\": \"3-4\",\n  \"list\": [\n    7\n  ]\n}"
        let document = try JSONReader.parse(text, recordingLocations: true)
        let map = try #require(document.sourceMap)
        let id = try #require(map.values["/id"])
        #expect((id.line, id.column) == (2, 9))
        #expect(Array(text.utf8)[id.start..<id.end] == Array("\"x\"".utf8)[...])
        let member = try #require(map.members["/age_range"])
        #expect((member.line, member.column) == (3, 3))
        #expect(
            String(decoding: Array(text.utf8)[member.start..<member.end], as: UTF8.self) == "\"age_range\": \"3-4\"")
        #expect(map.values["/list/0"]?.line == 5)
    }

    @Test func recordsLocationsOnlyAsDeepAsAsked() throws {
        let text = #"{"id": "x", "path_data": {"complexity": "easy", "segments": [{"x": 1}]}}"#
        let document = try JSONReader.parse(text, recordingLocations: true, locationDepth: 2)
        let map = try #require(document.sourceMap)
        #expect(map.values["/path_data/complexity"]?.column == 41)
        #expect(map.members["/path_data/complexity"] != nil)
        #expect(map.values["/path_data/segments/0"] == nil)
        #expect(map.values["/path_data/segments/0/x"] == nil)
        #expect(map.values.count == 5, "root, /id, /path_data and its two members")
    }

    /// A file of the old layout that is an array of numbers: migrate locates places for its edits of members, and
    /// recording each element made such a file of 1 MB take seconds to refuse.
    @Test func aBoundedDepthRecordsNoArrayElements() throws {
        let text = "[" + String(repeating: "1, ", count: 9) + "{\"id\": [2]}]"
        let map = try #require(try JSONReader.parse(text, recordingLocations: true, locationDepth: 2).sourceMap)
        #expect(Array(map.values.keys) == [.root] && map.members.isEmpty)
        let everywhere = try #require(try JSONReader.parse(text, recordingLocations: true).sourceMap)
        #expect(everywhere.values["/9/id/0"]?.column == 37 && everywhere.values.count == 13)
    }

    @Test func pointersEscapeAndResolve() {
        let pointer = JSONPointer("/a~1b/c~0d/0")
        #expect(pointer.tokens == ["a/b", "c~d", "0"])
        #expect(pointer.description == "/a~1b/c~0d/0")
        let value: JSONValue = .object(["a/b": .object(["c~d": .array([.int(5)])])])
        #expect(value[pointer: pointer] == .int(5))
        #expect(value[pointer: "/missing"] == nil)
    }

    @Test func duplicateKeysAreKeptAndReported() throws {
        let document = try JSONReader.parse(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(document.value.objectValue?.duplicateKeys == ["a"])
        #expect(document.value.objectValue?.count == 3)
    }

    @Test func neverCrashesOnMutatedInput() throws {
        let seedText = Array(#"{"id": "x", "n": [1, 2.5e-3, true, null, {"k": "🐚\n"}]}"#.utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var bytes = seedText
            for _ in 0..<3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let position = Int(state >> 33) % bytes.count
                bytes[position] = UInt8(truncatingIfNeeded: state >> 17)
            }
            _ = try? JSONReader.parse(bytes, recordingLocations: true)
        }
    }
}
