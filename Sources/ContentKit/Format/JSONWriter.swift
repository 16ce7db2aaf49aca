import ContentJSON

/// Writes JSON the way the app's files are written: 2-space indent, `"key": value`, one member or element
/// per line, `[]` and `{}` when empty, UTF-8 text with emoji as themselves, numbers as their literal text.
package enum JSONWriter {
    package static func bytes(_ value: JSONValue, finalNewline: Bool = true) -> [UInt8] {
        var stream = JSONStreamWriter()
        stream.value(value)
        return stream.finish(finalNewline: finalNewline)
    }

    package static func string(_ value: JSONValue, finalNewline: Bool = true) -> String {
        String(decoding: bytes(value, finalNewline: finalNewline), as: UTF8.self)
    }

    /// Rewrites a parsed document in the app's style, keeping the document's own end of file.
    package static func bytes(_ document: JSONDocument) -> [UInt8] {
        var output = bytes(document.value, finalNewline: false)
        output.append(contentsOf: document.trailingWhitespace.utf8)
        return output
    }
}

/// The one place the app's JSON style is written, token by token. `JSONWriter` walks a `JSONValue` through
/// it; `generate` writes its thousands of labyrinths through it directly, without building a tree first.
///
///     var json = JSONStreamWriter()
///     json.object { json in
///         json.member("id", "denny_001_easy")
///         json.member("points") { json in json.array { json in json.value(.int(1)) } }
///     }
///     let bytes = json.finish()
struct JSONStreamWriter {
    private var output: [UInt8] = []
    private var depth = 0
    /// Whether the innermost open container has nothing in it yet.
    private var containerIsEmpty = true
    /// Whether a key was just written, so the next value goes on the same line.
    private var afterKey = false

    init(capacity: Int = 16 * 1024) {
        output.reserveCapacity(capacity)
    }

    mutating func finish(finalNewline: Bool = true) -> [UInt8] {
        if finalNewline { output.append(UInt8(ascii: "\n")) }
        return output
    }

    // MARK: Containers

    mutating func object(_ body: (inout JSONStreamWriter) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
    }

    mutating func array(_ body: (inout JSONStreamWriter) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), body)
    }

    mutating func key(_ key: String) {
        startElement()
        writeString(key)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        afterKey = true
    }

    // MARK: Values

    mutating func value(_ text: String) {
        startElement()
        writeString(text)
    }

    mutating func value(_ number: Int) {
        startElement()
        appendDecimal(number)
    }

    mutating func value(_ flag: Bool) {
        startElement()
        output.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    mutating func value(_ value: JSONValue) {
        switch value {
        case .null:
            startElement()
            output.append(contentsOf: "null".utf8)
        case .bool(let flag): self.value(flag)
        case .number(let number):
            startElement()
            output.append(contentsOf: number.literal.utf8)
        case .string(let text): self.value(text)
        case .array(let elements):
            array { json in
                for element in elements { json.value(element) }
            }
        case .object(let object):
            self.object { json in
                for member in object.members {
                    json.key(member.key)
                    json.value(member.value)
                }
            }
        }
    }

    // MARK: Members, for readable document builders

    mutating func member(_ key: String, _ text: String) {
        self.key(key)
        value(text)
    }

    mutating func member(_ key: String, _ number: Int) {
        self.key(key)
        value(number)
    }

    mutating func member(_ key: String, _ flag: Bool) {
        self.key(key)
        value(flag)
    }

    mutating func member(_ key: String, _ value: JSONValue) {
        self.key(key)
        self.value(value)
    }

    /// A member whose value is written by `body` (an object or an array).
    mutating func member(_ key: String, _ body: (inout JSONStreamWriter) -> Void) {
        self.key(key)
        body(&self)
    }

    // MARK: Layout

    private mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONStreamWriter) -> Void) {
        startElement()
        output.append(open)
        depth += 1
        containerIsEmpty = true
        body(&self)
        depth -= 1
        if !containerIsEmpty { newline() }
        output.append(close)
        containerIsEmpty = false
    }

    /// Puts the separator and the line break before a value or key, except right after a key.
    private mutating func startElement() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !containerIsEmpty { output.append(UInt8(ascii: ",")) }
        containerIsEmpty = false
        newline()
    }

    /// A newline followed by up to 64 spaces; deeper levels append the rest one by one.
    private static let indentation: [UInt8] = [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 64)

    private mutating func newline() {
        let indent = depth * 2
        if indent < Self.indentation.count {
            output.append(contentsOf: Self.indentation[0...indent])
        } else {
            output.append(contentsOf: Self.indentation)
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent - (Self.indentation.count - 1)))
        }
    }

    /// The decimal digits of `number`, without making a `String` for it: a labyrinth file is mostly coordinates.
    private mutating func appendDecimal(_ number: Int) {
        if number < 0 {
            output.append(UInt8(ascii: "-"))
        }
        var magnitude = number.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            output.append(contentsOf: buffer[(20 - count)...])
        }
    }

    private mutating func writeString(_ text: String) {
        output.append(UInt8(ascii: "\""))
        // Almost every string of the app's files needs no escaping: copy those in one go.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        if copied != true { writeEscaped(text) }
        output.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscaped(_ text: String) {
        let hex = Array("0123456789abcdef".utf8)
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
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
    }
}
