/// Text from a file (its contents or its name) printed for a person: a control character in it would act on the
/// terminal or the CI log (clear the screen, return to the line start and write a fake summary), so each is
/// shown as an escape instead — `\r`, `\n`, `\t`, otherwise `\u{1B}` — for C0, DEL and C1 alike.
package enum ControlCharacters {
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else { result.unicodeScalars.append(scalar); continue }
            result += escape(scalar)
        }
        return result
    }

    /// Each line of `text` escaped on its own: for a message mazegen lays out over several lines itself.
    package static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
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
