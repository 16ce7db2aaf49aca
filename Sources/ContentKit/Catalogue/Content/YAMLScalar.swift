import Yams

/// Writes a text as a YAML scalar that reads back as exactly the same bytes: plain when that is safe, otherwise
/// double-quoted with escapes. "Safe" is decided by asking Yams, not by a hand-made list of special characters:
/// the plain form is parsed back with the default resolver and must be a plain string with the same bytes, so
/// `yes`, `12`, `a: b`, `x # y`, leading spaces and the like are quoted.
package enum YAMLScalar {
    package static func text(_ value: String) -> String {
        isSafePlain(value) ? value : doubleQuoted(value)
    }

    package static func isSafePlain(_ value: String) -> Bool {
        guard !value.isEmpty, !value.unicodeScalars.contains(where: { $0.properties.isWhitespace && $0 != " " }) else {
            return false
        }
        guard let node = parsedValue("key: " + value + "\n", resolver: .default), let scalar = node.scalar else {
            return false
        }
        return scalar.style == .plain && Resolver.default.resolveTag(of: node) == .str
            && scalar.string.utf8.elementsEqual(value.utf8)
    }

    /// A YAML double-quoted scalar: `"` and `\` escaped, every line break and non-printable character as an
    /// escape, everything else (emoji, accents) as itself.
    package static func doubleQuoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            result += escaped(scalar)
        }
        return result + "\""
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x09: return "\\t"
        case 0x0D: return "\\r"
        case 0x00: return "\\0"
        case 0x85: return "\\N"
        case 0x2028: return "\\L"
        case 0x2029: return "\\P"
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...: return String(scalar)
        default: return hexEscape(scalar.value)
        }
    }

    /// YAML's printable set leaves out C0/C1 controls, DEL, the byte order mark and U+FFFE/U+FFFF.
    private static func hexEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        if value <= 0xFF { return "\\x" + String(repeating: "0", count: 2 - digits.count) + digits }
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The value of `key` in a one-line document, read with `resolver`; nil when it is not that.
    static func parsedValue(_ document: String, resolver: Resolver) -> Node? {
        guard let root = try? Parser(yaml: document, resolver: resolver).singleRoot(), let mapping = root.mapping,
            mapping.count == 1
        else { return nil }
        return mapping["key"]
    }

    /// How the catalogue loader reads the scalar back (its resolver keeps every scalar text).
    static func readsBack(_ rendered: String, as value: String) -> Bool {
        guard let node = parsedValue("key: " + rendered + "\n", resolver: Resolver.basic.appending(.merge)),
            let scalar = node.scalar
        else { return false }
        return scalar.string.utf8.elementsEqual(value.utf8)
    }
}
