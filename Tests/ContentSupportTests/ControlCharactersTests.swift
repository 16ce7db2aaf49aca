import Testing

@testable import ContentSupport

/// The byte scan of `ControlCharacters` against the plain escaping it stands for: each scalar on its own, its escape
/// when `isEscaped`, else itself.
@Suite("Control characters: the byte scan escapes what the scalar-by-scalar escaping does")
struct ControlCharactersTests {
    static func plain(_ text: String, replacing: [UInt8: String] = [:]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let replacement = replacing[UInt8(scalar.value)] {
                result += replacement
            } else if ControlCharacters.isEscaped(scalar) {
                result += ControlCharacters.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func appended(_ text: String, replacing: [UInt8: String] = [:]) -> String {
        var bytes = Array("before ".utf8)
        ControlCharacters.append(text, to: &bytes, replacing: replacing)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every scalar of Unicode, each between an ASCII letter and a two-byte one, so it is met at every offset of
    /// a run and after every length of lead byte; in texts of 4,096 scalars.
    @Test func everyScalarIsEscapedAsThePlainEscapingDoes() {
        let scalars = (0...0x10FFFF).lazy.compactMap(Unicode.Scalar.init)
        var text = ""
        var count = 0
        var differences: [String] = []
        func compare() {
            let escaped = ControlCharacters.escaped(text)
            if escaped != Self.plain(text) || Self.appended(text) != "before " + Self.plain(text) {
                differences.append(
                    text.unicodeScalars.filter { ControlCharacters.escaped(String($0)) != Self.plain(String($0)) }
                        .map { String($0.value, radix: 16) }.joined(separator: " "))
            }
            text = ""
            count = 0
        }
        for scalar in scalars {
            text.unicodeScalars.append("a")
            text.unicodeScalars.append(scalar)
            text.unicodeScalars.append("é")
            count += 1
            if count == 4096 { compare() }
        }
        compare()
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    /// Each class `isEscaped` names, alone, at the start and at the end of a text, next to another, and after every
    /// length of plain ASCII (the scan passes over eight bytes at a time), plus the ASCII on either side of the class.
    @Test(arguments: [
        "\u{0}", "\u{1B}", "\r", "\n", "\t", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{AD}", "\u{61C}", "\u{200B}",
        "\u{200F}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{E0041}", "\r\n",
    ])
    func eachEscapedClassAtEveryPlace(escaped: String) {
        let padded = (0...17).map {
            String(repeating: "a", count: $0) + escaped + String(repeating: "~", count: 17 - $0)
        }
        let around = ["\u{1F}", " ", "~", "\u{7F}"].map { String(repeating: "b", count: 9) + $0 + escaped + $0 }
        for text in [escaped, "x" + escaped, escaped + "x", "é" + escaped + escaped + "🦈", "a\u{200D}" + escaped]
            + padded + around
        {
            #expect(ControlCharacters.escaped(text) == Self.plain(text), "\(text.unicodeScalars.map(\.value))")
            #expect(Self.appended(text) == "before " + Self.plain(text))
        }
    }

    @Test func aTextWithNothingEscapedIsReturnedAsItIs() {
        let everyPlainByte = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        for text in ["", "plain ASCII ~ 100% `width`", everyPlainByte, "🦈 👨\u{200D}👩\u{200D}👧 é 日本 עברית"] {
            #expect(ControlCharacters.escaped(text) == text)
            #expect(Self.appended(text) == "before " + text)
        }
    }

    /// A caller's own escapes of ASCII bytes (GitHub's) come before the others, control characters included.
    @Test func replacedBytesComeFirst() {
        let replacing: [UInt8: String] = [UInt8(ascii: "%"): "%25", UInt8(ascii: "\r"): "%0D", UInt8(ascii: "~"): "T"]
        for text in ["100%", "%\r\n%", "a\u{1B}%\u{202E}~", "~", "é%é", "\r"] {
            #expect(Self.appended(text, replacing: replacing) == "before " + Self.plain(text, replacing: replacing))
        }
    }
}
