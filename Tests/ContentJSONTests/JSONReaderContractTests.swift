import Testing

@testable import ContentJSON
@testable import ContentValidate

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

    // PLACES, noted as validate reads: the places a second reading finds, from the first.

    /// Read as validate reads a folder: twice with one memory, so that the second reading takes small objects whole.
    static func readTwice(_ bytes: [UInt8]) throws -> (first: JSONDocument, second: JSONDocument, taken: Int) {
        let padded = bytes + [UInt8](repeating: 32, count: SmallObjectCache.lookahead)
        let memory = JSONReadingMemory(files: 10)
        let first = try JSONReader.parse(padded, reusing: memory)
        let hitsBefore = memory.smallObjects?.hits ?? 0
        let second = try JSONReader.parse(padded, reusing: memory)
        return (first, second, (memory.smallObjects?.hits ?? 0) - hitsBefore)
    }

    /// Every pointer of the document, and for each a key and an index it does not have.
    static func everyPointer(in value: JSONValue) -> [JSONPointer] {
        AppDocumentContractTests.pointers(in: value).flatMap { [$0, $0.appending("missing"), $0.appending(99)] }
    }

    static func expectNotedPlacesAsReadAgain(_ text: String, _ name: String) throws {
        let bytes = Array(text.utf8)
        let (first, second, _) = try readTwice(bytes)
        let pointers = everyPointer(in: first.value)
        let readAgain = JSONReader.lineAndColumn(of: pointers, in: bytes)
        for document in [first, second] {
            let places = try #require(document.shallowPlaces)
            let noted = JSONReader.lineAndColumn(of: pointers, in: bytes, places: places)
            for (pointer, (place, expected)) in zip(pointers, zip(noted, readAgain)) {
                #expect(
                    place?.line == expected?.line && place?.column == expected?.column,
                    "\(name) \(pointer): noted \(String(describing: place)), read again \(String(describing: expected))"
                )
            }
            // The pointers of the noted depths are answered without the text.
            for pointer in pointers where pointer.tokens.count <= JSONShallowPlaces.memberDepth {
                let offsets = bytes.withUnsafeBufferPointer { places.nearestOffsets(of: [pointer], in: $0) }
                #expect(offsets != nil, "\(name) \(pointer) needed the text")
            }
        }
    }

    @Test func notedPlacesAreThePlacesOfALabyrinth() throws {
        try Self.expectNotedPlacesAsReadAgain(ExampleLabyrinth.text, "the example labyrinth")
        try Self.expectNotedPlacesAsReadAgain(ExampleLabyrinth.adventureText(), "the example adventure")
    }

    @Test(arguments: [
        #"{"a": {"x": 1}, "a": {"y": 2}, "b": [1, [2, {"c": null}]], "b": 3}"#,
        #"{"a": [5, 6], "a": {"0": 7}}"#, #"{"a": {"0": 7}, "a": [5, 6]}"#,
        #"{"p": {"q": [1, {"r": 2}], "q": {"s": [3]}}, "p": {"q": [[4, 5]]}}"#,
        "\u{FEFF}{\r\n  \"k\" :\t[ 1 ,\n 2 ] ,\"é\":\"ü\" }\r\n",
        #"{"a/b": {"~": 1}, "\u0041": 2, "A": 3, "": {"": []}, "a\"b": true}"#,
        "  42 ", "[[], [[1]], {\"x\": [null]}, [[[2, [3]]]]]", "{}",
    ])
    func notedPlacesAreThePlacesOfRepeatedAndMissingKeys(_ text: String) throws {
        try Self.expectNotedPlacesAsReadAgain(text, text.debugDescription)
    }

    /// Where the noted places end, the file is read again: an object's members below `memberDepth`, an element
    /// below `elementDepth`; a scalar there has nothing inside to miss.
    @Test func aPointerBelowTheNotedPlacesNeedsTheText() throws {
        let bytes = Array(#"{"d": {"e": {"x": 1}, "l": [{"x": 2}, [3]], "n": 4}, "t": [[[5]]]}"#.utf8)
        let places = try #require(try JSONReader.parse(bytes, reusing: JSONReadingMemory(files: 1)).shallowPlaces)
        func answered(_ pointer: JSONPointer) -> Bool {
            bytes.withUnsafeBufferPointer { places.nearestOffsets(of: [pointer], in: $0) } != nil
        }
        #expect(answered("/d/e") && answered("/d/l/0") && answered("/d/l/9") && answered("/d/n/z"))
        #expect(answered("/d/z/z/z") && answered("/t/0/0"))
        #expect(!answered("/d/e/x") && !answered("/d/l/0/x") && !answered("/d/l/1/0") && !answered("/t/0/0/0"))
    }

    /// A file of more places than a labyrinth has keeps none (what noting costs stays bounded); its pointers are
    /// placed by reading it again, the same places.
    @Test func aFileOfTooManyPlacesNotesNone() throws {
        let many = JSONShallowPlaces.mostPlaces
        let text = "[" + Array(repeating: "1", count: many).joined(separator: ",") + "]"
        let memory = JSONReadingMemory(files: 2)
        let atTheCap = Array(text.utf8)
        let noted = try #require(try JSONReader.parse(atTheCap, reusing: memory).shallowPlaces)
        #expect(noted.places.count == many)
        // At the cap the noted places answer, and as a second reading would.
        let ends = [JSONPointer.root.appending(0), .root.appending(many - 1), .root.appending(many)]
        let answered = JSONReader.lineAndColumn(of: ends, in: atTheCap, places: noted)
        #expect(answered.map { $0?.column } == [2, 2 * many, 1])
        #expect(answered.map { $0?.column } == JSONReader.lineAndColumn(of: ends, in: atTheCap).map { $0?.column })
        let bytes = Array(("[0," + text.dropFirst()).utf8)
        #expect(try JSONReader.parse(bytes, reusing: memory).shallowPlaces == nil)
        let pointers = [JSONPointer.root.appending(0), .root.appending(many), .root.appending(many + 1)]
        #expect(JSONReader.lineAndColumn(of: pointers, in: bytes).map { $0?.column } == [2, 2 * many + 2, 1])
    }

    // LIMITS, counted as the reader reads.

    @Test func theLongestStringAndTheLargestObjectAreCounted() throws {
        let document = try JSONReader.parse(#"{"key": "hello", "o": {"a": 1, "b": [{"c": 2, "d": 3, "e": "\u00e9"}]}}"#)
        // Between the quotes as written: the escape's six bytes, more than its two in UTF-8.
        #expect(document.longestString == 6)
        #expect(document.mostMembers == 3)
        #expect(try JSONReader.parse("[1, 2, 3]").mostMembers == 0)
        #expect(try JSONReader.parse(#"{"a long key": []}"#).longestString == 10)
    }

    /// An object taken whole counts as it counted when it was read: what it holds is kept with it.
    @Test func anObjectTakenWholeIsCountedAsRead() throws {
        for inner in [
            #"{"x": 1, "y": "a longer text than others"}"#, #"{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}"#,
            #"{"s": {"x": 1, "y": 2, "z": 3}, "e": {"x": "abcdefghijkl", "y": 2}}"#,
        ] {
            func around(_ inner: String) -> String {
                #"{"p": {"q": [{"x": 1}, "# + inner + ", " + inner + "]}, \"r\": [[" + inner + "]]}"
            }
            let text = around(inner)
            let fresh = try JSONReader.parse(text)
            // The counts are the inner object's.
            let outside = try JSONReader.parse(around("{}"))
            #expect(fresh.longestString > outside.longestString || fresh.mostMembers > outside.mostMembers)
            let (first, second, taken) = try Self.readTwice(Array(text.utf8))
            #expect(taken > 0, "\(inner) was not taken whole")
            for document in [first, second] {
                #expect(document.longestString == fresh.longestString, "\(inner)")
                #expect(document.mostMembers == fresh.mostMembers, "\(inner)")
            }
        }
    }
}
