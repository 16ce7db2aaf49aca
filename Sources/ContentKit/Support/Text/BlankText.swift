// ContentSupport's test for text a child would see as nothing: `isBlank` below. BlankTextTests holds each claim.
//
// WHAT IS BLANK. A text is blank when every one of its characters is whitespace as `Character.isWhitespace` says
// (a character whose first scalar has Unicode's White_Space property); the empty text is blank. `isBlank` answers
// exactly what `text.allSatisfy(\.isWhitespace)` answers, for every text.
//
// TUNED FOR SPEED (`validate` asks it of every story text of every file; almost all start with an ASCII letter):
// - The UTF-8 bytes are scanned while they are ASCII. The ASCII scalars with White_Space are tab, line feed, vertical
//   tab, form feed, carriage return and space (0x09-0x0D, 0x20); any other ASCII byte met after only those starts a
//   character of its own (no ASCII scalar joins the one before it except a line feed after a carriage return, both
//   whitespace), so the text is not blank. A text of those six bytes alone is blank.
// - The first byte from 0x80 up hands the whole text to `allSatisfy(\.isWhitespace)`, which knows graphemes.
//
// INVARIANTS A CHANGE MUST KEEP. The answer equals `allSatisfy(\.isWhitespace)` (BlankTextTests compares the two on
// every ASCII byte alone and after whitespace, and on texts that mix in non-ASCII whitespace and combining marks).

// On `String` itself, not `StringProtocol`: a generic getter, called across modules unspecialized, cost more
// than the byte scan saves.
extension String {
    /// True when the text is empty or all whitespace, e.g. `"  \n"`.
    package var isBlank: Bool {
        for byte in utf8 {
            if byte >= 0x80 { return allSatisfy(\.isWhitespace) }
            if byte != 0x20, !(0x09...0x0D).contains(byte) { return false }
        }
        return true
    }
}
