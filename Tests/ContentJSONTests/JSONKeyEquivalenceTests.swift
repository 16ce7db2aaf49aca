import Testing

@testable import ContentJSON

/// Keys are the same when their texts are canonically equivalent, as for Swift's `String` and the app's decoder
/// (its keyed container is a dictionary of `String`s): the Kelvin sign is a "K", and "é" is "e" and an acute
/// accent. A faster way of telling keys apart (by their length, say) must not change that.
@Suite("JSON keys compared as the app compares them")
struct JSONKeyEquivalenceTests {
    static let equivalent: [(String, String)] = [
        ("K", "\u{212A}"), ("Kx", "\u{212A}x"), ("xK", "x\u{212A}"), ("\u{E9}", "e\u{301}"),
        ("caf\u{E9}", "cafe\u{301}"),
        ("\u{E9}t\u{E9}", "e\u{301}te\u{301}"), ("a\u{301}\u{316}", "a\u{316}\u{301}"),
    ]

    @Test func aKeyIsFoundUnderAnEquivalentSpelling() {
        for (some, other) in Self.equivalent {
            let object = JSONObject([JSONMember("id", .int(0)), JSONMember(other, .int(1))])
            #expect(object[some] == .int(1))
        }
    }

    @Test func aKeyRepeatedUnderAnEquivalentSpellingIsARepeat() throws {
        for (some, other) in Self.equivalent {
            #expect(JSONObject([JSONMember(some, .int(1)), JSONMember(other, .int(2))]).duplicateKeys == [other])
        }
    }

    @Test func theReaderSeesAKeyRepeatedUnderAnEquivalentSpelling() throws {
        let memory = JSONReadingMemory(files: 100)
        for (some, other) in Self.equivalent {
            let bytes = Array(#"{"\#(some)": 1, "\#(other)": 2}"#.utf8)
            #expect(try JSONReader.parse(bytes).mayRepeatKeys)
            #expect(try JSONReader.parse(bytes, reusing: memory).mayRepeatKeys)
        }
    }

    /// An object too large to compare its keys pair by pair has them hashed; the hashing must agree with `==`.
    @Test func aLargeObjectWithAKeyRepeatedUnderAnEquivalentSpellingRepeatsIt() throws {
        let filler = (0..<40).map { #""k\#($0)": 0"# }.joined(separator: ", ")
        for (some, other) in Self.equivalent {
            let text = #"{"\#(some)": 1, \#(filler), "\#(other)": 2}"#
            #expect(try JSONReader.parse(text).mayRepeatKeys, "\(some) and \(other)")
        }
        #expect(try !JSONReader.parse(#"{"K": 1, \#(filler), "k": 2}"#).mayRepeatKeys)
    }
}
