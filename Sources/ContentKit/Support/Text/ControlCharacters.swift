// ContentSupport's escaping of text a person reads: what is shown as an escape, and how, is `isEscaped` and
// `escape` below; everything else here only finds those scalars fast. ControlCharactersTests holds each claim.
//
// WHAT IS ESCAPED. Each Unicode scalar for which `isEscaped` is true is replaced by `escape(scalar)`: `\r`, `\n`,
// `\t`, otherwise `\u{` its upper-case hex `}`; every other scalar stays as it is, byte for byte. A caller may escape
// some ASCII bytes its own way first (`append(_:to:replacing:)`: GitHub's `%25`, `%0D`, `%0A`).
//
// TUNED FOR SPEED (`validate` escapes every file name and message it prints; almost all are plain ASCII):
// - The text's UTF-8 bytes are scanned, not its scalars: a byte from 0x20 to 0x7E (other than a caller's replaced
//   byte) is never escaped and is passed over, eight at a time where no byte is replaced (`mayHoldEscaped`: a word
//   with a byte below 0x20 or from 0x7F up, and maybe others, is looked at byte by byte); only a byte from 0x80 up
//   starts a scalar that is decoded and asked `isEscaped`, whose own quick answers keep the Unicode property lookup
//   for scalars from U+00AD.
// - The runs between escaped scalars are copied whole into the caller's buffer (`append`); `escaped` returns its
//   argument itself when nothing in it is escaped.
//
// INVARIANTS A CHANGE MUST KEEP.
// - The bytes written equal the scalar-by-scalar escaping (each scalar's `escape` when `isEscaped`, else its UTF-8)
//   for every scalar (ControlCharactersTests compares the two over all of Unicode).
// - A scan advances by a whole scalar (1-4 bytes, from its lead byte) and never reads past the text's last byte: a
//   `String`'s UTF-8 is well formed.

/// Text from a file (its contents or its name) printed for a person: a control character in it would act on the
/// terminal or the CI log (clear the screen, return to the line start and write a fake summary), so each is
/// shown as an escape instead — `\r`, `\n`, `\t`, otherwise `\u{1B}` — for C0, DEL and C1 alike. Invisible
/// format characters are shown the same way: a direction override (U+202E) makes a log show a line's characters
/// in another order than the file holds them, and a zero-width one hides that two names differ.
package enum ControlCharacters {
    package static func escaped(_ text: String) -> String {
        var text = text
        let plain = text.withUTF8 { escapedScalarStart(in: $0, from: 0, replacing: .none) == $0.count }
        if plain { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Each line of `text` escaped on its own: for a message mazegen lays out over several lines itself.
    package static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(
            separator: "\n")
    }

    /// Appends `text` to `output` as UTF-8, escaped. `replacing`: ASCII bytes the caller shows its own way, with
    /// what each becomes; they are looked up before the escapes, so one may also be a control character.
    package static func append(_ text: String, to output: inout [UInt8], replacing: [UInt8: String] = [:]) {
        var text = text
        let replaced = ASCIIBytes(replacing.keys)
        text.withUTF8 { bytes in
            var runStart = 0
            while runStart < bytes.count {
                let stop = escapedScalarStart(in: bytes, from: runStart, replacing: replaced)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<stop]))
                guard stop < bytes.count else { return }
                let (scalar, length) = scalar(in: bytes, at: stop)
                if scalar.isASCII, let replacement = replacing[UInt8(truncatingIfNeeded: scalar.value)] {
                    output.append(contentsOf: replacement.utf8)
                } else {
                    output.append(contentsOf: escape(scalar).utf8)
                }
                runStart = stop &+ length
            }
        }
    }

    /// Whether `scalar` is shown as an escape: a control character, a line or paragraph separator (a line break
    /// to some viewers), or an invisible format character (Unicode's category Cf: direction marks, embeddings,
    /// overrides and isolates, zero-width spaces, the byte order mark, tags) other than the zero-width joiner,
    /// which only joins emoji such as the app's obstacles and reorders nothing.
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        // Plain text never reaches the property lookup below: the reporters run this on every scalar they print.
        if scalar.value < 0xAD { return false }
        if scalar.value == 0x200D { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\r": "\\r"
        case "\n": "\\n"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// A set of ASCII bytes as two words of bits.
    struct ASCIIBytes {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        static let none = ASCIIBytes()

        init() {}

        var isEmpty: Bool { low == 0 && high == 0 }

        init(_ bytes: some Sequence<UInt8>) {
            for byte in bytes where byte < 0x80 {
                if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte &- 64) }
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low >> byte & 1 != 0 : high >> (byte &- 64) & 1 != 0
        }
    }

    /// Where the first scalar at or after `start` that is escaped or replaced begins; `bytes.count` if none.
    private static func escapedScalarStart(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, replacing replaced: ASCIIBytes
    ) -> Int {
        var index = start
        let wholeWords = replaced.isEmpty
        while index < bytes.count {
            if wholeWords && index &+ 8 <= bytes.count
                && !mayHoldEscaped(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            {
                index &+= 8
                continue
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                if replaced.contains(byte) { return index }
                index &+= 1
                continue
            }
            if byte < 0x80 { return index }
            let (scalar, length) = scalar(in: bytes, at: index)
            if isEscaped(scalar) { return index }
            index &+= length
        }
        return index
    }

    /// Whether one of eight bytes is below 0x20 or from 0x7F up (some answers yes for a byte that is not: the bytes
    /// are then looked at one by one). A byte below 0x20 borrows in the subtraction, one from 0x7F carries or has
    /// its high bit already.
    private static func mayHoldEscaped(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let below = (word &- ones &* 0x20) & ~word & highBits
        let fromDelete = ((word &+ ones) | word) & highBits
        return below | fromDelete != 0
    }

    /// The scalar whose UTF-8 starts at `index` of well-formed text, and how many bytes it takes.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index &+ offset] & 0x3F) }
        return (Unicode.Scalar(value)!, length)
    }
}
