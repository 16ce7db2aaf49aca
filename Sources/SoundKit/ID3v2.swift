/// ID3v2 tags: their length (to skip one), their user text (`TXXX`) frames read, and an ID3v2.4 tag of `TXXX`
/// frames written, so a clip can carry what it was made from inside the file.
///
/// Writing (`tag(userTexts:)`): an ID3v2.4.0 header with no flags, then one `TXXX` frame a pair in the order given:
/// encoding 3 (UTF-8), the description, a 0x00, the value. Sizes are sync-safe (7 bits a byte), no padding, no
/// unsynchronisation (v2.4 needs none for UTF-8 text), so the same pairs always give the same bytes. A description
/// or value holding U+0000 (the separator) is refused, and so is a tag past the format's 256 MiB.
///
/// Reading (`read`): versions 2.3 and 2.4 (2.2, with its 3-letter frame ids, is refused by name).
/// - The header's size must be sync-safe and the tag (with a v2.4 footer) must fit the bytes; an extended header is
///   skipped by its size; frames are walked to the tag's end or to the padding (a zero byte where an id is due).
/// - A frame whose size passes the tag's end is an error, not a read past it; compressed or encrypted frames are
///   skipped; unsynchronised ones (the v2.3 tag flag, the v2.4 tag or frame flag) are restored first.
/// - `TXXX` text in ISO-8859-1, UTF-16 with a byte order mark, UTF-16BE or UTF-8 is decoded; a frame with an
///   encoding byte outside 0...3 is an error.
/// Nothing is allocated beyond the tag's bytes (a frame restored from unsynchronisation is at most its size), and
/// every size is checked before it is used: hostile bytes give an `ID3v2Error`, never a crash or a large
/// allocation.
public enum ID3v2 {
    public struct UserText: Sendable, Equatable, Hashable {
        public var description: String
        public var value: String

        public init(description: String, value: String) {
            self.description = description
            self.value = value
        }
    }

    public struct Tag: Sendable, Equatable {
        /// 3 or 4.
        public var majorVersion: Int
        /// The whole tag's bytes: header, frames, padding and footer.
        public var length: Int
        /// The ids of every frame in order.
        public var frameIDs: [String]
        public var userTexts: [UserText]

        /// The value of the first `TXXX` frame of this description.
        public func userText(_ description: String) -> String? {
            userTexts.first { $0.description == description }?.value
        }
    }

    /// The largest size a sync-safe 28-bit integer holds.
    public static let maximumSize = (1 << 28) - 1

    /// The length of the ID3v2 tag the bytes start with, 0 when they start with none.
    public static func tagLength(_ bytes: [UInt8]) throws(ID3v2Error) -> Int {
        guard let header = try header(bytes) else { return 0 }
        return header.length
    }

    /// The tag the bytes start with, or `nil` when they do not start with "ID3".
    public static func read(_ bytes: [UInt8]) throws(ID3v2Error) -> Tag? {
        guard let header = try header(bytes) else { return nil }
        guard header.major == 3 || header.major == 4 else { throw .unsupportedVersion(header.major) }
        let tagUnsynchronised = header.flags & 0x80 != 0
        let hasExtendedHeader = header.flags & 0x40 != 0
        let framesEnd = 10 + header.size
        // In v2.3 the tag-level flag covers the whole tag, extended header included; restore it once.
        var body = Array(bytes[10..<framesEnd])
        if header.major == 3 && tagUnsynchronised { body = resynchronised(body[...]) }
        var offset = 0
        if hasExtendedHeader {
            guard body.count >= 4 else { throw .extendedHeaderOverrunsTag }
            let size: Int
            if header.major == 4 {
                guard let value = syncSafe(body, at: 0) else { throw .notSyncSafe(offset: 10) }
                size = value  // includes its own 4 bytes
            } else {
                size = bigEndian32(body, at: 0) + 4  // excludes them
            }
            guard size >= 4, size <= body.count else { throw .extendedHeaderOverrunsTag }
            offset = size
        }
        var tag = Tag(majorVersion: header.major, length: header.length, frameIDs: [], userTexts: [])
        while offset + 10 <= body.count {
            guard body[offset] != 0 else { break }  // padding
            let idBytes = body[offset..<offset + 4]
            guard idBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) }) else {
                throw .badFrameID(offset: 10 + offset)
            }
            let id = String(decoding: idBytes, as: UTF8.self)
            let size: Int
            if header.major == 4 {
                guard let value = syncSafe(body, at: offset + 4) else { throw .notSyncSafe(offset: 10 + offset + 4) }
                size = value
            } else {
                size = bigEndian32(body, at: offset + 4)
            }
            let format = body[offset + 9]
            let frameOffset = 10 + offset
            let start = offset + 10
            guard size <= body.count - start else { throw .frameOverrunsTag(id: id, offset: 10 + offset, size: size) }
            tag.frameIDs.append(id)
            offset = start + size
            guard id == "TXXX" else { continue }
            var content = body[start..<start + size]
            if header.major == 4 {
                if format & 0x0C != 0 { continue }  // compressed or encrypted
                if format & 0x40 != 0 { content = content.dropFirst(1) }  // group id
                if format & 0x02 != 0 || tagUnsynchronised { content = resynchronised(content)[...] }
                if format & 0x01 != 0 { content = content.dropFirst(4) }  // data length indicator
            } else if format & 0xC0 != 0 {
                continue  // compressed or encrypted
            } else if format & 0x20 != 0 {
                content = content.dropFirst(1)  // group id
            }
            let text = try userText(content, frameOffset: frameOffset)
            tag.userTexts.append(text)
        }
        return tag
    }

    /// An ID3v2.4 tag of these `TXXX` frames (see the top of this file).
    public static func tag(userTexts: [UserText]) throws(ID3v2Error) -> [UInt8] {
        var frames: [UInt8] = []
        for text in userTexts {
            let description = Array(text.description.utf8)
            let value = Array(text.value.utf8)
            guard !description.contains(0), !value.contains(0) else { throw .nulInText(description: text.description) }
            let size = 1 + description.count + 1 + value.count
            guard size <= maximumSize else { throw .tooLarge(size: size) }
            frames += "TXXX".utf8
            frames += syncSafeBytes(size)
            frames += [0, 0, 3]
            frames += description
            frames.append(0)
            frames += value
        }
        guard frames.count <= maximumSize else { throw .tooLarge(size: frames.count) }
        return Array("ID3".utf8) + [4, 0, 0] + syncSafeBytes(frames.count) + frames
    }

    /// The MP3 bytes with the ID3v2 tag they start with (if any) replaced by a v2.4 tag of these frames.
    public static func retagged(_ bytes: [UInt8], userTexts: [UserText]) throws(ID3v2Error) -> [UInt8] {
        let existing = try tagLength(bytes)
        return try tag(userTexts: userTexts) + bytes[existing...]
    }

    private struct Header {
        var major: Int
        var flags: UInt8
        var size: Int
        var length: Int
    }

    private static func header(_ bytes: [UInt8]) throws(ID3v2Error) -> Header? {
        guard bytes.count >= 3, bytes[0..<3].elementsEqual("ID3".utf8) else { return nil }
        guard bytes.count >= 10 else { throw .truncated(needed: 10, available: bytes.count) }
        let major = Int(bytes[3])
        guard major >= 2 && major <= 4, bytes[4] != 0xFF else { throw .unsupportedVersion(major) }
        guard let size = syncSafe(bytes, at: 6) else { throw .notSyncSafe(offset: 6) }
        let flags = bytes[5]
        let footer = major == 4 && flags & 0x10 != 0 ? 10 : 0
        let length = 10 + size + footer
        guard length <= bytes.count else { throw .truncated(needed: length, available: bytes.count) }
        return Header(major: major, flags: flags, size: size, length: length)
    }

    private static func userText(_ content: ArraySlice<UInt8>, frameOffset: Int) throws(ID3v2Error) -> UserText {
        guard let encoding = content.first else { throw .emptyUserText(offset: frameOffset) }
        let text = content.dropFirst()
        let wide = encoding == 1 || encoding == 2
        guard encoding <= 3 else { throw .unknownTextEncoding(encoding, offset: frameOffset) }
        // The description ends at the first terminator: one 0x00, or 0x00 0x00 on a 2-byte boundary in UTF-16.
        var split = text.endIndex
        var index = text.startIndex
        while index < text.endIndex {
            if wide {
                guard index + 1 < text.endIndex else { break }
                if text[index] == 0 && text[index + 1] == 0 {
                    split = index
                    break
                }
                index += 2
            } else {
                if text[index] == 0 {
                    split = index
                    break
                }
                index += 1
            }
        }
        let description = text[text.startIndex..<split]
        let valueStart = min(text.endIndex, split + (wide ? 2 : 1))
        var value = text[valueStart...]
        // A value may end with its own terminator.
        if wide {
            while value.count >= 2, value.last == 0, value[value.endIndex - 2] == 0 { value = value.dropLast(2) }
        } else {
            while value.last == 0 { value = value.dropLast() }
        }
        return UserText(description: decode(description, encoding: encoding), value: decode(value, encoding: encoding))
    }

    private static func decode(_ bytes: ArraySlice<UInt8>, encoding: UInt8) -> String {
        switch encoding {
        case 0:
            var text = ""
            text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
            return text
        case 3:
            return String(decoding: bytes, as: UTF8.self)
        default:
            var units = bytes
            var bigEndian = true
            if encoding == 1, units.count >= 2 {
                if units[units.startIndex] == 0xFF && units[units.startIndex + 1] == 0xFE {
                    bigEndian = false
                    units = units.dropFirst(2)
                } else if units[units.startIndex] == 0xFE && units[units.startIndex + 1] == 0xFF {
                    units = units.dropFirst(2)
                }
            }
            var codeUnits: [UInt16] = []
            codeUnits.reserveCapacity(units.count / 2)
            var index = units.startIndex
            while index + 1 < units.endIndex {
                let (first, second) = (UInt16(units[index]), UInt16(units[index + 1]))
                codeUnits.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            return String(decoding: codeUnits, as: UTF16.self)
        }
    }

    /// Undoes unsynchronisation: every 0xFF 0x00 becomes 0xFF.
    private static func resynchronised(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            if !(previous == 0xFF && byte == 0) { output.append(byte) }
            previous = byte
        }
        return output
    }

    private static func syncSafe(_ bytes: [UInt8], at offset: Int) -> Int? {
        guard offset + 4 <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[offset..<offset + 4] {
            guard byte & 0x80 == 0 else { return nil }
            value = value << 7 | Int(byte)
        }
        return value
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func syncSafeBytes(_ value: Int) -> [UInt8] {
        [21, 14, 7, 0].map { UInt8((value >> $0) & 0x7F) }
    }
}

public enum ID3v2Error: Error, Sendable, Equatable, CustomStringConvertible {
    case truncated(needed: Int, available: Int)
    case unsupportedVersion(Int)
    case notSyncSafe(offset: Int)
    case extendedHeaderOverrunsTag
    case badFrameID(offset: Int)
    case frameOverrunsTag(id: String, offset: Int, size: Int)
    case emptyUserText(offset: Int)
    case unknownTextEncoding(UInt8, offset: Int)
    case nulInText(description: String)
    case tooLarge(size: Int)

    public var description: String {
        switch self {
        case .truncated(let needed, let available):
            return "the ID3v2 tag needs \(needed) bytes but the file has \(available): it is cut short"
        case .unsupportedVersion(let major):
            return "ID3v2.\(major): expected ID3v2.3 or ID3v2.4; tag the file again (e.g. with a current tagger)"
        case .notSyncSafe(let offset):
            return "the size at byte \(offset) is not sync-safe (a byte has its top bit set): the tag is damaged"
        case .extendedHeaderOverrunsTag:
            return "the ID3v2 extended header is larger than the tag: the tag is damaged"
        case .badFrameID(let offset):
            return "no frame id at byte \(offset) (expected 4 of A-Z and 0-9): the tag is damaged"
        case .frameOverrunsTag(let id, let offset, let size):
            return "the \(id) frame at byte \(offset) says \(size) bytes, past the end of the tag: the tag is damaged"
        case .emptyUserText(let offset):
            return "the TXXX frame at byte \(offset) is empty: expected an encoding byte, a description and a value"
        case .unknownTextEncoding(let encoding, let offset):
            return "the TXXX frame at byte \(offset) has text encoding \(encoding): expected 0 to 3"
        case .nulInText(let description):
            return "the user text '\(description)' holds U+0000, which ID3 uses as a separator: remove it"
        case .tooLarge(let size):
            return "\(size) bytes of ID3v2 frames: the format holds at most \(ID3v2.maximumSize)"
        }
    }
}
