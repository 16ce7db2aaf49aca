// ContentFormat's JSON writer: the one place the app's JSON style is made, byte by byte. `JSONWriter` writes a parsed
// `JSONValue` (the manifest, a rewritten file); `LabyrinthDocument` and `ManifestDocument` stream their documents
// through `JSONStreamWriter` without building a tree. A document changes in its builder (which keys, in which order:
// the order is the builder's calls, the keys' spelling LabyrinthKit's coding keys, `FormatKeys.swift`), never here.
// JSONWriterTests holds each claim below; GoldenOutputTests holds the bytes of every file generate writes.
//
// WHAT IS WRITTEN.
// - Two spaces of indentation a level, one member or element a line, `"key": value` (one space after the colon), a
//   comma straight after each value but the last; `[]` and `{}` for an empty container, on the line of their key.
// - No line break after the root value; `finish()` adds one line feed (`finish(finalNewline: false)` none).
// - Strings: UTF-8 as the `String` holds it (an emoji is itself, never `\u` escaped, no normalisation); `"` and `\`
//   escaped with a backslash, line feed, carriage return, tab, backspace and form feed as `\n` `\r` `\t` `\b` `\f`,
//   any other byte below 0x20 as `\u00XX` (lower-case hex); nothing else escaped (`/` and DEL stay as they are).
// - Numbers: an `Int` as Swift prints it (`String(number)`), a `JSONNumber` as its literal text, byte for byte.
// - `true`, `false`, `null`.
// - Keys in the order they are given; a key given twice is written twice (the writer checks nothing).
//
// TUNED FOR SPEED (generate writes thousands of labyrinths; each path gives the bytes the plain way gives):
// - The bytes go into one buffer the writer owns (`JSONStreamWriter` is `~Copyable`: one owner, freed when it
//   ends), written through its pointer; space is made before each piece of known size, doubling when short.
//   `finish()` copies the written bytes into an array of their exact size.
// - Indentation: a line feed, then spaces stored eight at a time (a word of spaces), the last word's excess left past
//   the end of the written bytes, where the next piece overwrites it.
// - Strings: a short one is copied and looked at for a byte that needs escaping in one pass, a long one (32 bytes
//   and more) looked at eight bytes at a time (`needsEscaping`) and copied whole; only a string that has such a
//   byte is written again, byte by byte, escaped.
// - Integers: the digits are counted, then written from the last one back, straight into the buffer.
//
// INVARIANTS A CHANGE MUST KEEP.
// - `count <= capacity` always; a write makes room (`reserve`) for everything it stores, the word of spaces past the
//   indentation included.
// - The bytes of every document equal those of the plain writer this replaced (GoldenOutputTests' digests, and
//   JSONWriterTests' round trip of the legacy fixture and its tree-against-stream comparison).

import ContentJSON
import MazeKit

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
struct JSONStreamWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var depth = 0
    /// Whether the innermost open container has nothing in it yet.
    private var containerIsEmpty = true
    /// Whether a key was just written, so the next value goes on the same line.
    private var afterKey = false

    /// `capacity`: bytes made room for at once; a labyrinth file is 4-31 KB, so one buffer of the default holds it.
    init(capacity: Int = 32 * 1024) {
        self.capacity = max(capacity, 64)
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    consuming func finish(finalNewline: Bool = true) -> [UInt8] {
        if finalNewline { append(UInt8(ascii: "\n")) }
        return Array(UnsafeBufferPointer(start: start, count: count))
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
        reserve(2)
        start[count] = UInt8(ascii: ":")
        start[count + 1] = UInt8(ascii: " ")
        count += 2
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
        append(flag ? "true" : "false")
    }

    mutating func value(_ value: JSONValue) {
        switch value {
        case .null:
            startElement()
            append("null")
        case .bool(let flag): self.value(flag)
        case .number(let number):
            startElement()
            appendRaw(number.literal)
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
        append(open)
        depth += 1
        containerIsEmpty = true
        body(&self)
        depth -= 1
        if !containerIsEmpty { newline() }
        append(close)
        containerIsEmpty = false
    }

    /// Puts the separator and the line break before a value or key, except right after a key.
    private mutating func startElement() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !containerIsEmpty { append(UInt8(ascii: ",")) }
        containerIsEmpty = false
        newline()
    }

    /// Eight spaces, stored as one word.
    private static let spaces = UInt64(0x2020_2020_2020_2020)

    /// A line feed and the indentation of `depth`, eight spaces at a time: the last word may store up to seven
    /// spaces past the indentation, inside the room made for it and overwritten by what follows.
    private mutating func newline() {
        let indent = depth &* 2
        reserve(indent + 9)
        start[count] = UInt8(ascii: "\n")
        let raw = UnsafeMutableRawPointer(start + count + 1)
        var offset = 0
        while offset < indent {
            raw.storeBytes(of: Self.spaces, toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        count += 1 + indent
    }

    /// The decimal digits of `number`, written straight into the buffer: a labyrinth file is mostly coordinates.
    private mutating func appendDecimal(_ number: Int) {
        reserve(20)
        count = DecimalDigits.write(number, at: start + count) - start
    }

    private mutating func writeString(_ text: String) {
        let length = text.utf8.count
        reserve(length + 2)
        start[count] = UInt8(ascii: "\"")
        let destination = start + count + 1
        // Almost every string of the app's files needs no escaping. A short one (a key, a level name) is copied and
        // looked at in one pass; a long one (a drawing) is looked at a word at a time, then copied whole.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let source = bytes.baseAddress else { return true }
            var offset = 0
            if bytes.count >= 32 {
                while offset &+ 8 <= bytes.count {
                    let word = UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self)
                    if Self.needsEscaping(word) { return false }
                    offset &+= 8
                }
                destination.initialize(from: source, count: offset)
            }
            while offset < bytes.count {
                let byte = source[offset]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                destination[offset] = byte
                offset &+= 1
            }
            return true
        }
        if copied == true {
            count += length + 1
        } else {
            count += 1
            writeEscaped(text)
        }
        append(UInt8(ascii: "\""))
    }

    /// Whether any of eight bytes is a quote, a backslash or below 0x20: the JSON reader's test (`ByteWord`, kept in
    /// its module). Subtracting 0x01 (or 0x20) from each byte borrows into the high bit of exactly a byte that was
    /// 0x00 (below 0x20), and a borrow only ever starts at such a byte, so the answer is exact; bytes from 0x80 up
    /// have their high bit cleared by `~word`.
    private static func needsEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let marks =
            ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)
        return marks & highBits != 0
    }

    private mutating func writeEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20:
                append("\\u00")
                let hex: StaticString = "0123456789abcdef"
                append(hex.utf8Start[Int(byte >> 4)])
                append(hex.utf8Start[Int(byte & 0xF)])
            default: append(byte)
            }
        }
    }

    // MARK: Bytes

    private mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(toHold: count + more) }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let larger = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    private mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (start + count).initialize(from: text.utf8Start, count: length)
        count += length
    }

    /// Text written as it is, unescaped (a number's literal).
    private mutating func appendRaw(_ text: String) {
        for byte in text.utf8 { append(byte) }
    }
}
