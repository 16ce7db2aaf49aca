import ContentJSON
import Foundation
import TestSupport
import Testing

@testable import ContentFormat

@Suite("JSON writer")
struct JSONWriterTests {
    @Test(
        "parse → write reproduces every legacy file byte for byte",
        .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
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

    /// The tuned writer against the style written plainly (`PlainJSONText`) on seeded random documents: strings of
    /// every byte below 0x80, emoji and accents, numbers of every width and both ends of `Int`, nesting past the
    /// indentation's words, empty containers, and a buffer made to grow many times.
    @Test(arguments: [64, 32 * 1024])
    func writesWhatThePlainStyleWrites(capacity: Int) {
        var random = SeededRandom(state: UInt64(capacity))
        for round in 0..<200 {
            var value = PlainJSONText.randomValue(depth: round % 8, using: &random)
            if round % 10 == 0 {
                value = (0..<40).reduce(value) { inner, level in
                    level % 2 == 0 ? .array([.null, inner]) : .object(["k": inner])
                }
            }
            var json = JSONStreamWriter(capacity: capacity)
            json.value(value)
            let written = json.finish()
            let plain = Array((PlainJSONText.render(value, depth: 0) + "\n").utf8)
            #expect(written == plain, "round \(round)")
            if written != plain { break }
        }
    }

    /// Integers are written digit by digit: every width of number, and both ends of `Int`.
    @Test(arguments: [0, 7, 10, 99, 600, -1, -10, 123_456_789, Int.max, Int.min])
    func writesIntegersAsSwiftPrintsThem(_ number: Int) {
        var json = JSONStreamWriter()
        json.value(number)
        #expect(json.finish(finalNewline: false) == Array(String(number).utf8))
    }
}

/// The app's JSON style written the plain way, by building text: what the tuned writer must equal.
enum PlainJSONText {
    static func render(_ value: JSONValue, depth: Int) -> String {
        let inner = String(repeating: "  ", count: depth + 1)
        let outer = String(repeating: "  ", count: depth)
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.literal
        case .string(let text): return quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + render($0, depth: depth + 1) }.joined(separator: ",\n") + "\n"
                + outer + "]"
        case .object(let object):
            guard !object.isEmpty else { return "{}" }
            return "{\n"
                + object.members.map { inner + quoted($0.key) + ": " + render($0.value, depth: depth + 1) }
                .joined(separator: ",\n") + "\n" + outer + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static let texts = [
        "", "denny_001_easy", "🐚", "Café", "e\u{301}", "/ and \u{7F}", String(repeating: "long ", count: 40),
    ]

    static func randomValue(depth: Int, using random: inout SeededRandom) -> JSONValue {
        let kind = depth == 0 ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<7, using: &random)
        switch kind {
        case 0: return Bool.random(using: &random) ? .null : .bool(Bool.random(using: &random))
        case 1:
            let numbers = [0, 7, -1, 10, 99, 600, -600, 123_456_789, Int.max, Int.min]
            return Bool.random(using: &random)
                ? .int(numbers.randomElement(using: &random)!) : .number(JSONNumber(literal: "-1.25e+3"))
        case 2, 3: return .string(randomText(using: &random))
        case 4:
            let count = Int.random(in: 0..<4, using: &random)
            return .array((0..<count).map { _ in randomValue(depth: depth - 1, using: &random) })
        default:
            let count = Int.random(in: 0..<4, using: &random)
            return .object(
                JSONObject(
                    (0..<count).map { _ in
                        JSONMember(randomText(using: &random), randomValue(depth: depth - 1, using: &random))
                    }))
        }
    }

    /// Mostly the texts of the app's files; sometimes a few bytes of anything below 0x80 (every control byte), alone
    /// or inside a long text, so a byte to escape falls in every place of a word.
    static func randomText(using random: inout SeededRandom) -> String {
        let choice = Int.random(in: 0..<4, using: &random)
        guard choice < 2 else { return texts.randomElement(using: &random)! }
        let count = Int.random(in: 0..<12, using: &random)
        let bytes = String(
            String.UnicodeScalarView(
                (0..<count).map { _ in Unicode.Scalar(UInt8.random(in: 0..<0x80, using: &random)) }))
        guard choice == 1 else { return bytes }
        let prefix = String(repeating: "é🐚 a", count: Int.random(in: 0..<12, using: &random))
        return prefix + bytes + texts.randomElement(using: &random)!
    }
}

/// A seeded generator, so a failing document can be made again.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
