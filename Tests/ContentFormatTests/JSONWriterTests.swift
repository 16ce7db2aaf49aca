import ContentJSON
import Foundation
import TestSupport
import Testing

@testable import ContentFormat

@Suite("JSON writer")
struct JSONWriterTests {
    @Test(
        "parse → write reproduces every legacy file byte for byte",
        .enabled(if: LegacyFixture.isAvailable, Comment(rawValue: LegacyFixture.skipReason)))
    func fixtureRoundTrip() throws {
        let files = try LegacyFixture.jsonFiles()
        #expect(files.count == 102)
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            let document = try JSONReader.parse(bytes)
            #expect(JSONWriter.bytes(document) == bytes, "\(file.lastPathComponent) changed on a round trip")
        }
    }

    @Test func roundTripKeepsTheEndOfFileConvention() throws {
        for text in ["{\n  \"a\": 1\n}", "{\n  \"a\": 1\n}\n"] {
            let document = try JSONReader.parse(text)
            #expect(String(decoding: JSONWriter.bytes(document), as: UTF8.self) == text)
        }
    }

    @Test func writesTheAppStyle() {
        let value: JSONValue = .object([
            "id": .string("denny_001_easy"),
            "width": .int(40),
            "emoji": .string("🐚"),
            "control_points": .array([]),
            "nested": .object(["x": .int(1), "ok": .bool(true), "none": .null]),
            "quote": .string("say \"hi\"\n\u{1}"),
        ])
        let expected = """
            {
              "id": "denny_001_easy",
              "width": 40,
              "emoji": "🐚",
              "control_points": [],
              "nested": {
                "x": 1,
                "ok": true,
                "none": null
              },
              "quote": "say \\"hi\\"\\n\\u0001"
            }

            """
        #expect(JSONWriter.string(value) == expected)
    }

    @Test func streamingGivesTheSameBytesAsTheTree() {
        var json = JSONStreamWriter()
        json.object { json in
            json.member("id", "x")
            json.member("n", 12)
            json.member("ok", false)
            json.member("empty") { $0.array { _ in } }
            json.member("none") { $0.object { _ in } }
            json.member("list") { json in
                json.array { json in
                    json.value(0)
                    json.object { $0.member("k", "say \"hi\"") }
                    json.value(.null)
                }
            }
        }
        let tree: JSONValue = .object([
            "id": .string("x"), "n": .int(12), "ok": .bool(false), "empty": .array([]), "none": .object([:]),
            "list": .array([.int(0), .object(["k": .string("say \"hi\"")]), .null]),
        ])
        #expect(json.finish() == JSONWriter.bytes(tree))
        var bare = JSONStreamWriter()
        bare.value(-7)
        #expect(bare.finish(finalNewline: false) == Array("-7".utf8))
    }

    /// Integers are written digit by digit: every width of number, and both ends of `Int`.
    @Test(arguments: [0, 7, 10, 99, 600, -1, -10, 123_456_789, Int.max, Int.min])
    func writesIntegersAsSwiftPrintsThem(_ number: Int) {
        var json = JSONStreamWriter()
        json.value(number)
        #expect(json.finish(finalNewline: false) == Array(String(number).utf8))
    }
}
