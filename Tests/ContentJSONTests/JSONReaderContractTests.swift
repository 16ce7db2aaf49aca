import Testing

@testable import ContentJSON

/// The claims of the contract at the top of JSONReader.swift that no other suite holds: what is refused, what is
/// accepted beyond RFC 8259, what is kept as written, and how places are counted.
@Suite("JSON reader: the contract written at the top of JSONReader.swift")
struct JSONReaderContractTests {
    static func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    static func syntaxError(_ text: String) -> JSONSyntaxError? { syntaxError(Array(text.utf8)) }

    @Test(arguments: [
        "[1,]", #"{"a": 1,}"#, "[1 /* note */]", "// note\n[1]", "['a']", "[NaN]", "[Infinity]", "[+1]", "[.5]", "[1.]",
        "[1e]", "[0x10]", "[-]", "[01]", "[\"a\tb\"]", #"["\ud800"]"#, #"["\udc00"]"#, #"["\ud800\u0041"]"#, #"["\a"]"#,
        "[1]\u{0C}", "[1]\u{A0}", "\u{A0}[1]", " \u{FEFF}[1]", "[1] [2]", "{\"a\" 1}", "", " \r\n\t",
    ])
    func refuses(_ text: String) {
        #expect(Self.syntaxError(text) != nil, "\(text.debugDescription) was read")
    }

    /// Overlong forms, an encoded surrogate, a cut sequence, a byte that never starts one: in a string and outside.
    @Test(
        arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xFF], [0xF8, 0x88, 0x80, 0x80, 0x80]] as [[UInt8]]
    )
    func refusesBytesThatAreNotUTF8(_ bad: [UInt8]) {
        #expect(Self.syntaxError(Array(#"["a"#.utf8) + bad + Array(#"b"]"#.utf8)) != nil)
        #expect(Self.syntaxError(Array("[".utf8) + bad + Array("]".utf8)) != nil)
    }

    @Test func nestingIsBoundedAt256() throws {
        let deepest =
            String(repeating: "[", count: JSONReader.maximumDepth)
            + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(JSONReader.maximumDepth == 256)
        _ = try JSONReader.parse(deepest)
        let objects = String(repeating: #"{"a": "#, count: 255) + "[]" + String(repeating: "}", count: 255)
        _ = try JSONReader.parse(objects)
        #expect(Self.syntaxError("[" + deepest + "]")?.message.contains("nesting deeper than 256") == true)
        #expect(Self.syntaxError(#"{"a": "# + deepest + "}") != nil)
    }

    @Test(arguments: ["42", "\"x\"", "null", "true", "-0", " [] ", "{}\n"])
    func anyValueIsADocument(_ text: String) throws {
        _ = try JSONReader.parse(text)
    }

    @Test func numbersKeepTheirTextAtAnySize() throws {
        let text = "[1e400, -0, 1.50, 123456789012345678901234567890, 2E-3]"
        let value = try JSONReader.parse(text).value
        let literals = value.arrayValue?.compactMap { element -> String? in
            if case .number(let number) = element { return number.literal }
            return nil
        }
        #expect(literals == ["1e400", "-0", "1.50", "123456789012345678901234567890", "2E-3"])
    }

    @Test func aRepeatedKeyIsKeptAndTheFirstIsLookedUp() throws {
        let document = try JSONReader.parse(#"{"a": 1, "a": 2}"#)
        let object = try #require(document.value.objectValue)
        #expect(object.count == 2 && object["a"] == .int(1))
        #expect(document.mayRepeatKeys)
    }

    @Test func aByteOrderMarkIsPassedOverOnlyAtTheStart() throws {
        let marked = try JSONReader.parse("\u{FEFF}{\"a\": 1}\n")
        #expect(marked.value == .object(["a": .int(1)]) && marked.trailingWhitespace == "\n")
        #expect(Self.syntaxError("[\u{FEFF}1]") != nil)
        // Places count the mark's three bytes.
        let error = try #require(Self.syntaxError("\u{FEFF}[1, x]"))
        #expect((error.offset, error.line, error.column) == (7, 1, 8))
    }

    @Test func aColumnCountsBytes() throws {
        let error = try #require(Self.syntaxError(#"["é", tru]"#))
        #expect((error.line, error.column) == (1, 8), "the 7th character, the 8th byte")
        let map = try #require(try JSONReader.parse(#"{"é": 1, "b": 2}"#, recordingLocations: true).sourceMap)
        #expect(map.members["/b"]?.column == 11)
        #expect(JSONReader.lineAndColumn(of: ["/b"], in: Array(#"{"é": 1, "b": 2}"#.utf8)).first??.column == 11)
    }

    @Test func aLineEndsAtALineFeedOnly() throws {
        let crlf = try #require(Self.syntaxError("[1,\r\n x]"))
        #expect((crlf.line, crlf.column) == (2, 2))
        let cr = try #require(Self.syntaxError("[1,\r x]"))
        #expect((cr.line, cr.column) == (1, 6))
    }

    @Test func aStringThatIsNotUTF8IsPlacedAtItsQuote() throws {
        let error = try #require(Self.syntaxError(Array("[1, \"ab".utf8) + [0xFF] + Array("\"]".utf8)))
        #expect((error.offset, error.column) == (4, 5) && error.message.contains("UTF-8"))
    }
}
