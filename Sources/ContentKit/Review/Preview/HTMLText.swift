import ContentFormat
import ContentSupport

/// Text made safe for HTML (and XML: the page is also well-formed XHTML, which its tests rely on).
package enum HTMLText {
    /// For element content and attribute values alike: every character that could end either.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // Control characters are not allowed in XML 1.0; a file holding one shows a replacement mark.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A coordinate or length as SVG reads it: integers without a decimal point, others with up to 2 decimals.
    package static func number(_ value: Double) -> String {
        if let exact = Int(exactly: value) { return String(exact) }
        var text = FixedDecimal.text(value, decimals: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// An identifier usable in `id` and in a URL fragment: letters, digits, `-` and `_`, anything else as `-`.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "-" })
    }
}
