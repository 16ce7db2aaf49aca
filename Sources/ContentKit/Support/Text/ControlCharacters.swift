/// Text from a file (its contents or its name) printed for a person: a control character in it would act on the
/// terminal or the CI log (clear the screen, return to the line start and write a fake summary), so each is
/// shown as an escape instead — `\r`, `\n`, `\t`, otherwise `\u{1B}` — for C0, DEL and C1 alike. Invisible
/// format characters are shown the same way: a direction override (U+202E) makes a log show a line's characters
/// in another order than the file holds them, and a zero-width one hides that two names differ.
package enum ControlCharacters {
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            guard isEscaped(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            result += escape(scalar)
        }
        return result
    }

    /// Each line of `text` escaped on its own: for a message mazegen lays out over several lines itself.
    package static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(
            separator: "\n")
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
}
