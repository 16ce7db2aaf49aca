import Testing

@testable import ContentSupport

/// `isBlank`'s byte scan against what it stands for: every character whitespace.
@Suite("Blank text: the byte scan answers what allSatisfy(isWhitespace) answers")
struct BlankTextTests {
    static func plain(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

    @Test("every ASCII scalar alone, after whitespace and before it")
    func asciiScalars() {
        for value in UInt8(0)..<0x80 {
            let scalar = String(UnicodeScalar(value))
            for text in [scalar, " " + scalar, "\r" + scalar, scalar + " ", "\t\n" + scalar + "\r\n"] {
                #expect(text.isBlank == Self.plain(text), "\(Array(text.utf8))")
            }
        }
    }

    @Test(
        "texts with non-ASCII scalars",
        arguments: [
            "", " ", "\r\n", "\u{A0}", " \u{2003}\n", "\u{85}", "\u{3000}a", " \u{301}", "a\u{301}", "\u{301} ",
            "\u{1C}", "\u{200B}", " é", "  Crabs walk sideways.", "\u{FEFF}", " \u{2028}\u{2029}",
        ])
    func mixed(_ text: String) {
        #expect(text.isBlank == Self.plain(text))
    }

    @Test("the answers themselves")
    func answers() {
        #expect("".isBlank)
        #expect(" \t\r\n\u{0B}\u{0C}".isBlank)
        #expect("\u{A0}\u{2003}".isBlank)
        #expect(!"  x".isBlank)
        #expect(!"\u{1F}".isBlank)
        #expect(!"é".isBlank)
        #expect(" \u{301}".isBlank)  // one character, whose first scalar is the space
    }
}
