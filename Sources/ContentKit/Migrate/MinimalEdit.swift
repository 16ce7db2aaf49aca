import ContentFormat
import ContentJSON

/// Edits a JSON file in its own bytes: replaces single values and removes members, leaving every other byte
/// as it was, so `git diff` shows only the lines that really change.
struct MinimalEdit {
    enum Failure: Error, Equatable {
        case notLocated(JSONPointer)
        case duplicateKey(JSONPointer)
        case overlapping(JSONPointer)
        case unexpectedLayout(JSONPointer)
        case resultDiffers
    }

    var replacements: [(pointer: JSONPointer, value: JSONValue)] = []
    var removals: [JSONPointer] = []

    private struct Splice {
        var range: Range<Int>
        var bytes: [UInt8]
        var pointer: JSONPointer
    }

    /// The edited bytes and the value they hold. The bytes are re-read and must equal the document's value with
    /// the same edits applied, so a mistake here can never reach a file.
    func apply(to bytes: [UInt8], document: JSONDocument) throws(Failure) -> (bytes: [UInt8], value: JSONValue) {
        guard let map = document.sourceMap else { throw .notLocated(.root) }
        var expected = document.value
        var splices: [Splice] = []
        for (pointer, value) in replacements {
            try checkUnique(pointer, in: document.value)
            guard let range = map.values[pointer] else { throw .notLocated(pointer) }
            splices.append(
                Splice(
                    range: range.start..<range.end, bytes: JSONWriter.bytes(value, finalNewline: false),
                    pointer: pointer))
            expected = expected.setting(pointer, to: value)
        }
        for pointer in removals {
            try checkUnique(pointer, in: document.value)
            guard let member = map.members[pointer] else { throw .notLocated(pointer) }
            guard let range = Self.removalRange(of: member.start..<member.end, in: bytes) else {
                throw .unexpectedLayout(pointer)
            }
            splices.append(Splice(range: range, bytes: [], pointer: pointer))
            expected = expected.setting(pointer, to: nil)
        }
        splices.sort { $0.range.lowerBound > $1.range.lowerBound }
        var result = bytes
        var limit = bytes.count
        for splice in splices {
            guard splice.range.upperBound <= limit else { throw .overlapping(splice.pointer) }
            result.replaceSubrange(splice.range, with: splice.bytes)
            limit = splice.range.lowerBound
        }
        guard let reread = try? JSONReader.parse(result), reread.value == expected,
            reread.trailingWhitespace == document.trailingWhitespace
        else { throw .resultDiffers }
        return (result, reread.value)
    }

    private func checkUnique(_ pointer: JSONPointer, in value: JSONValue) throws(Failure) {
        guard let key = pointer.tokens.last else { return }
        let parent = JSONPointer(tokens: Array(pointer.tokens.dropLast()))
        if let object = value[pointer: parent]?.objectValue, object.duplicateKeys.contains(key) {
            throw .duplicateKey(pointer)
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    /// The bytes to cut so that a member disappears with the right comma: its whole line when it sits on a line
    /// of its own, otherwise just the member and its separator.
    static func removalRange(of member: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        var after = member.upperBound
        while after < bytes.count, isWhitespace(bytes[after]) { after += 1 }
        guard after < bytes.count else { return nil }
        if bytes[after] == UInt8(ascii: ",") {
            var lineStart = member.lowerBound
            while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            let aloneBefore = bytes[lineStart..<member.lowerBound].allSatisfy(isBlank)
            let commaOnSameLine = bytes[member.upperBound..<after].allSatisfy(isBlank)
            var lineEnd = after + 1
            while lineEnd < bytes.count, isBlank(bytes[lineEnd]) { lineEnd += 1 }
            if aloneBefore, commaOnSameLine, lineEnd < bytes.count, bytes[lineEnd] == 0x0A {
                return lineStart..<(lineEnd + 1)
            }
            var next = after + 1
            while next < bytes.count, isWhitespace(bytes[next]) { next += 1 }
            return member.lowerBound..<next
        }
        guard bytes[after] == UInt8(ascii: "}") else { return nil }
        var before = member.lowerBound - 1
        while before >= 0, isWhitespace(bytes[before]) { before -= 1 }
        guard before >= 0 else { return nil }
        if bytes[before] == UInt8(ascii: ",") { return before..<member.upperBound }
        if bytes[before] == UInt8(ascii: "{") { return (before + 1)..<after }
        return nil
    }
}
