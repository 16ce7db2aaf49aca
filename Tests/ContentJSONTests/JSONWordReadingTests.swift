import Foundation
import Testing

@testable import ContentJSON

/// The reader passes indentation and plain string bytes eight at a time and keeps short texts between files; a
/// byte that needs a look of its own can sit at any place in a word, and the file can end anywhere after it.
@Suite("JSON reader, a word at a time")
struct JSONWordReadingTests {
    static let specials: [(String, String)] = [
        ("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("\\u00e9", "é"), ("é", "é"), ("🐚", "🐚"), ("~", "~"),
    ]

    @Test func aStringReadsTheSameWhereverItsSpecialByteFalls() throws {
        let memory = JSONReadingMemory(files: 100)
        for length in 0...20 {
            for offset in 0...length {
                for (written, meant) in Self.specials {
                    let plain = String(repeating: "a", count: length)
                    let text = "[\"" + plain.prefix(offset) + written + plain.dropFirst(offset) + "\"]"
                    let expected = String(plain.prefix(offset)) + meant + String(plain.dropFirst(offset))
                    for reader in [
                        { try JSONReader.parse(Array(text.utf8)) },
                        { try JSONReader.parse(Array(text.utf8), reusing: memory) },
                    ] {
                        #expect(try reader().value == .array([.string(expected)]), "\(text)")
                    }
                }
            }
        }
    }

    @Test func aControlCharacterIsFoundAtEveryPlaceOfAWord() {
        for offset in 0..<17 {
            let bytes =
                Array("[\"".utf8) + Array(repeating: UInt8(ascii: "b"), count: offset) + [0x01]
                + Array("bbbbbbbbbb\"]".utf8)
            #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(bytes) }
        }
    }

    @Test func indentationOfEveryWidthIsPassed() throws {
        for width in 0...19 {
            let indent = String(repeating: " ", count: width)
            let text =
                "{\n" + indent + "\"k\":" + indent + "1,\n" + indent + "\"j\": [" + indent + "]" + indent + "}" + indent
            let document = try JSONReader.parse(text)
            #expect(document.value == .object(["k": .int(1), "j": .array([])]))
        }
    }

    @Test func shortTextsKeptBetweenFilesAreTheFilesOwn() throws {
        let memory = JSONReadingMemory(files: 100)
        let first = try JSONReader.parse(Array(#"{"x": 55, "y": "grid", "z": -0}"#.utf8), reusing: memory)
        let second = try JSONReader.parse(Array(#"{"x": 56, "y": "gris", "xx": 55}"#.utf8), reusing: memory)
        #expect(first.value == .object(["x": .int(55), "y": .string("grid"), "z": .number(JSONNumber(literal: "-0"))]))
        #expect(second.value == .object(["x": .int(56), "y": .string("gris"), "xx": .int(55)]))
    }

    @Test func aFileThatFailedLeavesNothingForTheNext() throws {
        let memory = JSONReadingMemory(files: 100)
        #expect(throws: JSONSyntaxError.self) {
            try JSONReader.parse(Array(#"{"a": [1, 2, {"b": "#.utf8), reusing: memory)
        }
        #expect(
            try JSONReader.parse(Array(#"[{"c": 3}]"#.utf8), reusing: memory).value == .array([.object(["c": .int(3)])])
        )
    }
}
