import Testing

@testable import SoundKit

@Suite("ID3v2 user texts")
struct ID3v2Tests {
    static func syncSafe(_ value: Int) -> [UInt8] { [21, 14, 7, 0].map { UInt8((value >> $0) & 0x7F) } }
    static func plain(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }

    /// A tag of these frames (id, flags' second byte, content), sizes as the version writes them.
    static func tag(major: UInt8, flags: UInt8 = 0, frames: [(String, UInt8, [UInt8])], padding: Int = 0) -> [UInt8] {
        var body: [UInt8] = []
        for (id, format, content) in frames {
            body += Array(id.utf8) + (major == 4 ? syncSafe(content.count) : plain(content.count)) + [0, format]
            body += content
        }
        body += [UInt8](repeating: 0, count: padding)
        return Array("ID3".utf8) + [major, 0, flags] + syncSafe(body.count) + body
    }

    @Test func aWrittenTagIsExactlyTheseBytes() throws {
        let bytes = try ID3v2.tag(userTexts: [.init(description: "a", value: "b")])
        #expect(
            bytes == [
                0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 14,  // "ID3", v2.4.0, no flags, 14 bytes of frames
                0x54, 0x58, 0x58, 0x58, 0, 0, 0, 4, 0, 0,  // "TXXX", 4 bytes, no flags
                3, 0x61, 0, 0x62,  // UTF-8, "a", separator, "b"
            ])
    }

    @Test func writtenTextsReadBackInOrderWhateverTheirCharacters() throws {
        let texts: [ID3v2.UserText] = [
            .init(description: "mazegen-source", value: "sha256:9f86d081884c7d659a2feaa0c55ad015"),
            .init(description: "Stimme", value: "Grüße, 🐢 und ひらがな"),
            .init(description: "", value: ""),
        ]
        let bytes = try ID3v2.tag(userTexts: texts)
        let tag = try #require(try ID3v2.read(bytes + [0xFF, 0xFB]))
        #expect(tag.majorVersion == 4 && tag.length == bytes.count)
        #expect(tag.userTexts == texts && tag.frameIDs == ["TXXX", "TXXX", "TXXX"])
        #expect(tag.userText("Stimme") == "Grüße, 🐢 und ひらがな" && tag.userText("other") == nil)
        #expect(try ID3v2.tagLength(bytes) == bytes.count)
        // A size past 127 needs the sync-safe encoding's second byte.
        let long = try ID3v2.tag(userTexts: [.init(description: "d", value: String(repeating: "x", count: 300))])
        #expect(try ID3v2.read(long)?.userTexts.first?.value.count == 300)
    }

    @Test func retaggingReplacesTheTagAndKeepsTheAudio() throws {
        let audio: [UInt8] = [0xFF, 0xFB, 0x90, 0xC4, 1, 2, 3]
        let first = try ID3v2.retagged(audio, userTexts: [.init(description: "a", value: "1")])
        let second = try ID3v2.retagged(first, userTexts: [.init(description: "a", value: "2")])
        #expect(second == (try ID3v2.tag(userTexts: [.init(description: "a", value: "2")])) + audio)
        #expect(try ID3v2.tagLength(audio) == 0 && ID3v2.read(audio) == nil)
    }

    @Test func version3TagsWithOtherEncodingsAndFramesRead() throws {
        let latin1: [UInt8] = [0] + Array("caf".utf8) + [0xE9, 0] + Array("v".utf8)
        let utf16: [UInt8] = [1, 0xFF, 0xFE, 0x64, 0x00, 0, 0, 0xFF, 0xFE, 0xE9, 0x00, 0, 0]
        let utf16BigEndian: [UInt8] = [2, 0x00, 0x6B, 0, 0, 0x00, 0x77]
        let bytes = Self.tag(
            major: 3,
            frames: [
                ("TIT2", 0, [3] + Array("title".utf8)), ("TXXX", 0, latin1), ("TXXX", 0, utf16),
                ("TXXX", 0, utf16BigEndian), ("TXXX", 0x80, [3, 0x61, 0, 0x62]),  // compressed: skipped
            ], padding: 20)
        let tag = try #require(try ID3v2.read(bytes))
        #expect(tag.majorVersion == 3 && tag.frameIDs == ["TIT2", "TXXX", "TXXX", "TXXX", "TXXX"])
        #expect(
            tag.userTexts == [
                .init(description: "café", value: "v"), .init(description: "d", value: "é"),
                .init(description: "k", value: "w"),
            ])
    }

    @Test func version4FlagsFooterAndExtendedHeaderAreHonoured() throws {
        // Unsynchronised (0x02) with a data length indicator (0x01): 0xFF 0x00 in the frame is 0xFF in the text.
        let unsynchronised: [UInt8] = [0, 0, 0, 5] + [0, 0x6B, 0, 0xFF, 0x00, 0x78]
        let grouped: [UInt8] = [7] + [3, 0x67, 0, 0x68]
        let compressed: [UInt8] = [3, 0x63, 0, 0x64]
        var bytes = Self.tag(
            major: 4, flags: 0x50,
            frames: [("TXXX", 0x03, unsynchronised), ("TXXX", 0x40, grouped), ("TXXX", 0x08, compressed)])
        // The extended header (6 bytes: its size, one flag byte, no flags) goes before the frames.
        bytes.insert(contentsOf: [0, 0, 0, 6, 1, 0], at: 10)
        bytes.replaceSubrange(6..<10, with: Self.syncSafe(bytes.count - 10))
        bytes += Array("3DI".utf8) + [4, 0, 0x50] + Array(bytes[6..<10])  // the footer
        let tag = try #require(try ID3v2.read(bytes + [0xFF]))
        #expect(tag.length == bytes.count)
        #expect(tag.userTexts == [.init(description: "k", value: "ÿx"), .init(description: "g", value: "h")])
    }

    @Test func damagedTagsAreTypedErrorsNotReadsPastTheEnd() throws {
        // A tag that says 256 MiB, in 10 bytes: refused before anything is allocated for it.
        let huge: [UInt8] = Array("ID3".utf8) + [4, 0, 0, 0x7F, 0x7F, 0x7F, 0x7F]
        #expect(throws: ID3v2Error.truncated(needed: 10 + ID3v2.maximumSize, available: 10)) { try ID3v2.read(huge) }
        #expect(throws: ID3v2Error.truncated(needed: 10, available: 5)) {
            try ID3v2.tagLength(Array("ID3\u{4}\0".utf8))
        }
        #expect(throws: ID3v2Error.notSyncSafe(offset: 6)) {
            try ID3v2.read(Array("ID3".utf8) + [4, 0, 0, 0, 0, 0x80, 0])
        }
        var overrun = Self.tag(major: 4, frames: [("TXXX", 0, [3, 0x61, 0, 0x62])])
        overrun[17] = 100
        #expect(throws: ID3v2Error.frameOverrunsTag(id: "TXXX", offset: 10, size: 100)) { try ID3v2.read(overrun) }
        var notSyncSafeFrame = Self.tag(major: 4, frames: [("TXXX", 0, [3, 0x61, 0, 0x62])])
        notSyncSafeFrame[17] = 0x84
        #expect(throws: ID3v2Error.notSyncSafe(offset: 14)) { try ID3v2.read(notSyncSafeFrame) }
        #expect(throws: ID3v2Error.badFrameID(offset: 10)) {
            try ID3v2.read(Self.tag(major: 4, frames: [("txxx", 0, [3, 0x61, 0, 0x62])]))
        }
        #expect(throws: ID3v2Error.unknownTextEncoding(5, offset: 10)) {
            try ID3v2.read(Self.tag(major: 4, frames: [("TXXX", 0, [5, 0x61, 0, 0x62])]))
        }
        #expect(throws: ID3v2Error.emptyUserText(offset: 10)) {
            try ID3v2.read(Self.tag(major: 4, frames: [("TXXX", 0, [])]))
        }
        #expect(throws: ID3v2Error.extendedHeaderOverrunsTag) {
            try ID3v2.read(Self.tag(major: 4, flags: 0x40, frames: [("TXXX", 0, [3, 0x61, 0, 0x62])]))
        }
        // ID3v2.2 is skipped by its size but not read.
        let version2 = Self.tag(major: 2, frames: [])
        #expect(try ID3v2.tagLength(version2) == 10)
        #expect(throws: ID3v2Error.unsupportedVersion(2)) { try ID3v2.read(version2) }
        #expect(throws: ID3v2Error.nulInText(description: "a")) {
            try ID3v2.tag(userTexts: [.init(description: "a", value: "b\u{0}c")])
        }
    }

    @Test func cutAndDamagedTagsNeverTrap() throws {
        let bytes = try ID3v2.tag(userTexts: [
            .init(description: "mazegen-source", value: "sha256:abc"), .init(description: "b", value: "ü"),
        ])
        for length in 0...bytes.count { _ = try? ID3v2.read(Array(bytes.prefix(length))) }
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0x01, 0x02, 0x7F, 0x80, 0xFF] {
                var damaged = bytes
                damaged[index] = value
                _ = try? ID3v2.read(damaged)
                _ = try? ID3v2.tagLength(damaged)
            }
        }
    }
}
