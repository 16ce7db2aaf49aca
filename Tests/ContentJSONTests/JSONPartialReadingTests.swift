import Testing

@testable import ContentJSON
@testable import ContentValidate

/// `JSONReader.parse(_:reusing:buildingDepth:)`: containers below the building depth are read and counted as a full
/// reading reads and counts them, refused where it refuses them, and stand in the value as empty ones.
@Suite("JSON reader: containers read but not built")
struct JSONPartialReadingTests {
    /// `value` with every container deeper than `depth` (the root's own is 1) emptied.
    static func cut(_ value: JSONValue, below depth: Int, at level: Int = 1) -> JSONValue {
        switch value {
        case .array(let elements):
            guard level <= depth else { return .array([]) }
            return .array(elements.map { cut($0, below: depth, at: level + 1) })
        case .object(let object):
            guard level <= depth else { return .object(JSONObject()) }
            return .object(JSONObject(object.map { JSONMember($0.key, cut($0.value, below: depth, at: level + 1)) }))
        case .null, .bool, .number, .string:
            return value
        }
    }

    /// How many containers deep `value` goes (a number 0, `[]` 1).
    static func levels(_ value: JSONValue) -> Int {
        switch value {
        case .array(let elements): 1 + (elements.map(levels).max() ?? 0)
        case .object(let object): 1 + (object.map { levels($0.value) }.max() ?? 0)
        case .null, .bool, .number, .string: 0
        }
    }

    static func reading(_ read: () throws(JSONSyntaxError) -> JSONDocument) -> Result<JSONDocument, JSONSyntaxError> {
        do { return .success(try read()) } catch { return .failure(error) }
    }

    /// The partial reading of `bytes` at each depth against the full reading: the same error, or the same counts and
    /// the same value above the depth.
    static func expectSameAsAFullReading(_ bytes: [UInt8], _ comment: Comment? = nil) {
        let full = reading { () throws(JSONSyntaxError) in try JSONReader.parse(bytes) }
        let memory = JSONReadingMemory(files: 2)
        for depth in 0...4 {
            let partial = reading { () throws(JSONSyntaxError) in
                try JSONReader.parse(bytes, reusing: memory, buildingDepth: depth)
            }
            switch (full, partial) {
            case (.failure(let whole), .failure(let part)):
                #expect(whole == part, "depth \(depth): \(comment ?? "")")
            case (.success(let whole), .success(let part)):
                let cut = cut(whole.value, below: depth)
                #expect(part.value == cut, "depth \(depth): \(comment ?? "")")
                #expect(part.isWhole == (Self.levels(whole.value) <= depth), "depth \(depth): \(comment ?? "")")
                #expect(part.longestString == whole.longestString, "depth \(depth): \(comment ?? "")")
                #expect(part.mostMembers == whole.mostMembers, "depth \(depth): \(comment ?? "")")
                #expect(part.trailingWhitespace == whole.trailingWhitespace)
                #expect(part.mayRepeatKeys || !whole.mayRepeatKeys, "depth \(depth): \(comment ?? "")")
            default:
                Issue.record("depth \(depth): full \(full), partial \(partial): \(comment ?? "")")
            }
        }
        // What the partial readings left in the memory changes nothing a full reading with it gives.
        let again = reading { () throws(JSONSyntaxError) in try JSONReader.parse(bytes, reusing: memory) }
        switch (full, again) {
        case (.failure(let whole), .failure(let later)): #expect(whole == later, "after: \(comment ?? "")")
        case (.success(let whole), .success(let later)):
            #expect(later.value == whole.value, "after: \(comment ?? "")")
            #expect(later.mayRepeatKeys == whole.mayRepeatKeys, "after: \(comment ?? "")")
        default: Issue.record("after: full \(full), full with the memory \(again): \(comment ?? "")")
        }
    }

    @Test(arguments: [
        #"{"a": [[1, {"b": "c"}], {}], "d": {"e": {"f": [true, false, null]}}}"#,
        #"[[["\u00e9\n", "é🐚", -0.5e+3, 0]]]"#,
        #"{"a": {"b": {"c": {"d": 1, "d": 2}}}}"#,
        #"{"a": {"b": {"k": 1, "l": 2, "m": 3, "n": 4, "o": 5}}}"#,
        #"{"a": [{"long": "a string of more than fifteen bytes, \"escaped\"\t"}]}"#,
        #"{"a": [[1, 2], [3]]  }"# + "\n", "[]", "{}", "42", "\"x\"",
        // Refused deep inside: syntax, escapes, control characters, numbers, words, keys, colons, ends.
        #"{"a": [{"b": [1, 2,]}]}"#, #"{"a": [{"b": "\q"}]}"#, #"{"a": [{"b": "\ud800"}]}"#,
        #"{"a": [{"b": "\udc00"}]}"#, #"{"a": [{"b": "\u12"}]}"#, "{\"a\": [{\"b\": \"x\u{01}\"}]}",
        #"{"a": [{"b": 01}]}"#, #"{"a": [{"b": 1.}]}"#, #"{"a": [{"b": -}]}"#, #"{"a": [{"b": tru}]}"#,
        #"{"a": [{"b" 1}]}"#, #"{"a": [{"b\"c" 1}]}"#, #"{"a": [{1: 2}]}"#, #"{"a": [{"b": 1 "c": 2}]}"#,
        #"{"a": [{"b": [1 2]}]}"#, #"{"a": [{"b": [1"#, #"{"a": [{"b": "never closed"#, #"{"a": [{"b": }]}"#,
        #"{"a": [{"b": 1}]} x"#, #"{"a": [{"b": [}]}"#,
    ])
    func readsAsAFullReadingReads(_ text: String) {
        Self.expectSameAsAFullReading(Array(text.utf8), "\(text)")
    }

    /// Bytes that are not UTF-8 in a string, and outside one, below the depth.
    @Test(
        arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xFF], [0xF8, 0x88, 0x80, 0x80, 0x80]] as [[UInt8]]
    )
    func refusesBytesThatAreNotUTF8Below(_ bad: [UInt8]) {
        Self.expectSameAsAFullReading(Array(#"{"a": [{"b": "x"#.utf8) + bad + Array(#"y"}]}"#.utf8))
        Self.expectSameAsAFullReading(Array(#"{"a": [{"b": "x\n"#.utf8) + bad + Array(#"y"}]}"#.utf8))
        Self.expectSameAsAFullReading(Array(#"{"a": [{"b": "#.utf8) + bad + Array(#"}]}"#.utf8))
    }

    /// The nesting limit counts the containers not built: 257 levels is refused at the same byte.
    @Test func theDepthLimitHoldsBelow() {
        for levels in [256, 257] {
            let text = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            Self.expectSameAsAFullReading(Array(text.utf8), "\(levels) levels")
        }
    }

    /// A labyrinth, then copies of it with a byte changed here and there (most land in the segments' and points'
    /// objects, below the depth the facts read).
    @Test func aLabyrinthAndItsMutationsReadAsAFullReadingReads() {
        let labyrinth = Array(ExampleLabyrinth.text.utf8)
        Self.expectSameAsAFullReading(labyrinth)
        let replacements = Array(#""\{}[],:0-.e \#u{01}"#.utf8) + [0xFF, 0xC3]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<400 {
            var bytes = labyrinth
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let position = Int(state >> 33) % bytes.count
            bytes[position] = replacements[Int(state >> 13) % replacements.count]
            Self.expectSameAsAFullReading(bytes, "byte \(position)")
        }
    }

    /// `passPlainly` looks at a string's bytes eight at a time: an escape, a control character, a byte that is not
    /// ASCII or a closing quote at each place of a word, from a string's first byte on, and near the file's end.
    @Test(arguments: [#"\n"#, #"\""#, #"\u00e9"#, #"\q"#, #"\ud800"#, "\u{01}", "\u{1F}", "é", "\"", "\\"])
    func aStringsOddByteAtEachPlaceOfAWord(_ odd: String) {
        for before in 0...17 {
            let text = String(repeating: "a", count: before) + odd + "bc"
            Self.expectSameAsAFullReading(Array(#"{"a": [{"k": "\#(text)", "l": 1}]}"#.utf8), "\(before): \(text)")
            Self.expectSameAsAFullReading(Array(#"{"a": [{"\#(text)": 2}]}"#.utf8), "key \(before): \(text)")
            Self.expectSameAsAFullReading(Array(#"{"a": ["\#(text)"]}"#.utf8), "end \(before): \(text)")
            // The odd byte where a key's closing quote would be, a colon after it.
            let key = String(repeating: "a", count: before) + odd
            Self.expectSameAsAFullReading(Array(#"{"a": [{"\#(key): 1, "l": 2}]}"#.utf8), "colon \(before): \(key)")
        }
        for bad: UInt8 in [0xFF, 0xC3, 0x80, 0x00] {
            for before in 0...9 {
                let bytes =
                    Array(#"{"a": [{"k": ""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: before) + [bad]
                    + Array(#"b"}]}"#.utf8)
                Self.expectSameAsAFullReading(bytes, "byte \(bad) after \(before)")
            }
        }
    }

    /// Numbers, well and badly formed, as values of an object and elements of an array passed over, and at the
    /// file's last bytes.
    @Test(arguments: [
        "0", "-0", "7", "-7", "10", "1234567890123456789012345", "1.5", "-0.25", "1e5", "1E+5", "1e-05", "0e0",
        "01", "-01", "00", "-", "--1", "-a", "+1", ".5", "1.", "1.e5", "1e", "1e+", "1E-", "1.5e", "0x1", "12a",
        "1.2.3", "1 2", "Infinity", "NaN", "tru", "true", "false", "null", "nul", "truex",
    ])
    func numbersAndWordsPassedOver(_ number: String) {
        Self.expectSameAsAFullReading(Array(#"{"a": [{"x": \#(number), "y": 2}]}"#.utf8), "\(number)")
        Self.expectSameAsAFullReading(Array(#"{"a": [[\#(number), \#(number)]]}"#.utf8), "\(number)")
        Self.expectSameAsAFullReading(Array(#"{"a": [{"x": \#(number)}]}"#.utf8), "\(number)")
        Self.expectSameAsAFullReading(Array("[[\(number)".utf8), "\(number)")
        Self.expectSameAsAFullReading(Array("[[\(number)]]".utf8), "\(number)")
    }

    /// Indentation after a line feed of every length across a word, tabs and carriage returns, and a control
    /// character at each place of it (refused where a full reading refuses it).
    @Test func whitespacePassedOver() {
        for spaces in 0...18 {
            let indent = "\n" + String(repeating: " ", count: spaces)
            let text = "{\"a\": [{\(indent)\"x\": \(indent)1,\(indent)\"y\":[\(indent)2\(indent)]\(indent)}\(indent)]}"
            Self.expectSameAsAFullReading(Array(text.utf8), "\(spaces) spaces")
            Self.expectSameAsAFullReading(
                Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8), "CRLF \(spaces)")
            Self.expectSameAsAFullReading(Array(text.replacingOccurrences(of: "  ", with: "\t").utf8), "tabs \(spaces)")
            for bad: UInt8 in [0x0B, 0x0C, 0x00, 0x1F] where spaces > 0 {
                for place in 0..<spaces {
                    var bytes = Array("{\"a\": [{\"x\":\(indent)1}]}".utf8)
                    bytes[#"{"a": [{"x":"#.utf8.count + 1 + place] = bad
                    Self.expectSameAsAFullReading(bytes, "byte \(bad) at \(place) of \(spaces)")
                }
            }
        }
    }

    /// Containers nested deeper than `passPlainly` follows, and around the reader's limit, below the depth.
    @Test func nestingBelowTheDepth() {
        let plain = JSONReader.plainlyPassedLevels
        for levels in [plain - 1, plain, plain + 1, plain + 2, 255, 256, 257, 300] {
            let arrays = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            Self.expectSameAsAFullReading(Array(#"{"a": [\#(arrays), {"k": 1, "l": 2, "m": 3}]}"#.utf8), "\(levels)")
            let objects =
                String(repeating: #"{"k": "#, count: levels) + "1, \"l\": 2" + String(repeating: "}", count: levels)
            Self.expectSameAsAFullReading(Array(#"{"a": [\#(objects)]}"#.utf8), "objects \(levels)")
        }
    }

    /// Members counted by object, the largest object anywhere below the depth, and empty containers.
    @Test(arguments: [
        #"{"a": [{"k": {"a": 1, "b": 2, "c": 3}, "l": [{}, [], {"d": []}]}, {"m": 1}]}"#,
        #"{"a": [[{}], [[]], {"k": [1, {"a": 1, "b": 2, "c": 3, "d": 4}], "l": {}}, {}]}"#,
        #"{"a": [{"k": 1, "l": 2, "m": 3, "n": 4}, {"o": {"p": {"q": 5}}}]}"#, #"{"a": [{ }, [ ], {"k" : [ ] } ]}"#,
        #"{"a": [{"k": 1},]}"#, #"{"a": [{"k": 1,}]}"#, #"{"a": [{"k": 1]}]}"#, #"{"a": [[1}]}"#, #"{"a": [{,}]}"#,
        #"{"a": [[,]]}"#, #"{"a": [{"k"}]}"#, #"{"a": [{"k":}]}"#, #"{"a": [{"k": 1}"#, #"{"a": [{"#, #"{"a": [["#,
    ])
    func objectsAndArraysPassedOver(_ text: String) {
        Self.expectSameAsAFullReading(Array(text.utf8), "\(text)")
    }
}
