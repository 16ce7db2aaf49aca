/// Writes JSON the way the app's files are written: 2-space indent, `"key": value`, one member or element
/// per line, `[]` and `{}` when empty, UTF-8 text with emoji as themselves, numbers as their literal text.
public enum JSONWriter {
    public static func bytes(_ value: JSONValue, finalNewline: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(16 * 1024)
        write(value, indent: 0, into: &output)
        if finalNewline { output.append(UInt8(ascii: "\n")) }
        return output
    }

    public static func string(_ value: JSONValue, finalNewline: Bool = true) -> String {
        String(decoding: bytes(value, finalNewline: finalNewline), as: UTF8.self)
    }

    /// Rewrites a parsed document in the app's style, keeping the document's own end of file.
    public static func bytes(_ document: JSONDocument) -> [UInt8] {
        var output = bytes(document.value, finalNewline: false)
        output.append(contentsOf: Array(document.trailingWhitespace.utf8))
        return output
    }

    static func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.literal.utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: [0x5B, 0x5D]) }
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 2, into: &output)
                write(element, indent: indent + 2, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else { return output.append(contentsOf: [0x7B, 0x7D]) }
            output.append(UInt8(ascii: "{"))
            for (position, member) in object.members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 2, into: &output)
                writeString(member.key, into: &output)
                output.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
                write(member.value, indent: indent + 2, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A newline followed by up to 64 spaces; deeper levels fall back to appending spaces one by one.
    private static let indentation: [UInt8] = [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 64)

    static func newline(_ indent: Int, into output: inout [UInt8]) {
        if indent < indentation.count {
            output.append(contentsOf: indentation[0...indent])
        } else {
            output.append(contentsOf: indentation)
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent - (indentation.count - 1)))
        }
    }

    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Almost every string of the app's files needs no escaping: copy those in one go.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            output.append(UInt8(ascii: "\""))
            return
        }
        writeEscaped(text, into: &output)
        output.append(UInt8(ascii: "\""))
    }

    static func writeEscaped(_ text: String, into output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: Array("\\u00".utf8))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
    }
}
