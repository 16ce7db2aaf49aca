import Testing

@testable import ContentJSON
@testable import ContentValidate

/// The reader notes whether any object repeats a key, so `json.duplicateKey` walks only files that do; the note
/// must never be false for a file with a repeat, at any depth.
@Suite("JSON: the reader notes repeated keys")
struct JSONRepeatedKeyTests {
    static let repeating = [
        #"{"a": 1, "a": 2}"#, #"{"a": {"b": [{"c": 1, "d": 2, "c": 3}]}}"#, #"[[{"x": 1}, {"y": 1, "y": 1}]]"#,
        #"{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "a": 8}"#, #"{"": 1, "": 2}"#,
        #"{"\u0041": 1, "A": 2}"#,
    ]
    static let notRepeating = [
        #"{"a": 1, "b": {"a": 2}}"#, #"[{"a": 1}, {"a": 1}]"#, "{}", "[]", "7", #"{"a": 1, "A": 2, "a ": 3}"#,
    ]

    @Test func repeatsAreNoted() throws {
        for text in Self.repeating {
            #expect(try JSONReader.parse(text).mayRepeatKeys, "\(text)")
            #expect(DuplicateKeyRuleTests.duplicates(in: text) > 0, "\(text)")
        }
    }

    @Test func documentsWithoutRepeatsSaySo() throws {
        for text in Self.notRepeating + [ExampleLabyrinth.text, ExampleLabyrinth.adventureText()] {
            #expect(try !JSONReader.parse(text).mayRepeatKeys, "\(text.prefix(80))")
            #expect(DuplicateKeyRuleTests.duplicates(in: text) == 0, "\(text.prefix(80))")
        }
    }
}

/// `validate` runs on files anyone may send: an object of many keys must cost time in proportion to its keys.
@Suite("JSON: an object of many keys is read in linear time")
struct JSONManyKeysTests {
    static func object(keys count: Int, repeating: Bool) -> [UInt8] {
        var text = "{" + (0..<count).map { #""key\#($0)": \#($0)"# }.joined(separator: ",")
        if repeating { text += #","key\#(count / 2)": 0"# }
        return Array((text + "}").utf8)
    }

    @Test func aHundredThousandKeysAreReadQuickly() {
        let clock = ContinuousClock()
        let plain = Self.object(keys: 100_000, repeating: false)
        let repeating = Self.object(keys: 100_000, repeating: true)
        var noted: [Bool?] = []
        let elapsed = clock.measure {
            noted = [
                (try? JSONReader.parse(plain))?.mayRepeatKeys, (try? JSONReader.parse(repeating))?.mayRepeatKeys,
                (try? JSONReader.parse(repeating, reusing: JSONReadingMemory(files: 2)))?.mayRepeatKeys,
            ]
        }
        #expect(noted == [false, true, true])
        // Comparing every pair took minutes; a debug build hashes them in well under a second.
        #expect(elapsed < .seconds(15), "\(elapsed)")
    }
}

enum DuplicateKeyRuleTests {
    /// What the rule finds walking the whole value, as it does for a document not read by the reader.
    static func duplicates(in text: String) -> Int {
        var recorder = FindingRecorder()
        JSONDuplicateKeyRule.report(try! JSONReader.parse(text).value, at: .root, file: "x.json", into: &recorder)
        return recorder.findings.count
    }
}
