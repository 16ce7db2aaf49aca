@testable import ContentKit
import Testing

/// The reader notes whether any object repeats a key, so `json.duplicateKey` walks only files that do; the note
/// must never be false for a file with a repeat, at any depth.
@Suite("JSON: the reader notes repeated keys")
struct JSONRepeatedKeyTests {
    static let repeating = [
        #"{"a": 1, "a": 2}"#, #"{"a": {"b": [{"c": 1, "d": 2, "c": 3}]}}"#, #"[[{"x": 1}, {"y": 1, "y": 1}]]"#,
        #"{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "a": 8}"#, #"{"": 1, "": 2}"#, #"{"\u0041": 1, "A": 2}"#,
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

enum DuplicateKeyRuleTests {
    /// What the rule finds walking the whole value, as it does for a document not read by the reader.
    static func duplicates(in text: String) -> Int {
        var recorder = FindingRecorder()
        DuplicateKeyRule.report(try! JSONReader.parse(text).value, at: .root, file: "x.json", into: &recorder)
        return recorder.findings.count
    }
}

/// A reader that keeps its scratch between files reads every file as a fresh one does, after a failed one too.
@Suite("JSON: reading with a kept scratch")
struct JSONScratchTests {
    @Test func keptScratchReadsAsAFreshOne() throws {
        let scratch = JSONReadingScratch()
        var texts = [ExampleLabyrinth.text, ExampleLabyrinth.adventureText(), #"{"a": [1, {"b": "#, #"{"x": 1, "y": -0, "x": 1.5e3}"#,
                     #"["", "short", "exactly15bytes!", "sixteen bytes!!!", "é", "\u0041", 123456789012345, 1234567890123456]"#]
        texts += texts.reversed()
        for text in texts {
            let fresh = Result { () throws(JSONSyntaxError) in try JSONReader.parse(Array(text.utf8)) }
            let kept = Result { () throws(JSONSyntaxError) in try JSONReader.parse(Array(text.utf8), reusing: scratch) }
            switch (fresh, kept) {
            case (.success(let a), .success(let b)):
                #expect(a.value == b.value && a.trailingWhitespace == b.trailingWhitespace && a.mayRepeatKeys == b.mayRepeatKeys)
            case (.failure(let a), .failure(let b)): #expect(a == b)
            default: Issue.record("fresh and kept disagree on \(text.prefix(60))")
            }
        }
    }

    /// Many different short texts through the same slots: each reads back as itself.
    @Test func shortTextsStayThemselves() throws {
        let scratch = JSONReadingScratch()
        let numbers = (0..<5000).map { "\($0 * 7919 % 100003)" }
        let text = "[" + numbers.joined(separator: ",") + "]"
        for _ in 0..<2 {
            let value = try JSONReader.parse(Array(text.utf8), reusing: scratch).value
            let literals = value.arrayValue?.map { element -> String in
                guard case .number(let number) = element else { return "not a number" }
                return number.literal
            }
            #expect(literals == numbers)
        }
    }
}
