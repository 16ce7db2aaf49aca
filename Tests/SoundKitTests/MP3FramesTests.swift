import Testing

@testable import SoundKit

@Suite("MP3 frame headers")
struct MP3FramesTests {
    /// MPEG-1 layer III, no CRC, 128 kbps, 44.1 kHz, mono: what the app's clips are (and what lame writes for them).
    static let mpeg1Header: [UInt8] = [0xFF, 0xFB, 0x90, 0xC4]

    static func frame(_ header: [UInt8], padded: Bool, length: Int) -> [UInt8] {
        var bytes = header
        if padded { bytes[2] |= 0x02 }
        return bytes + [UInt8](repeating: 0x55, count: length - 4 + (padded ? 1 : 0))
    }

    /// LAME's Info frame: side information (17 zero bytes for mono MPEG-1), "Info", flags 0x0F and their fields,
    /// then the LAME extension with this encoder delay and padding.
    static func infoFrame(delay: Int, padding: Int) -> [UInt8] {
        var bytes = mpeg1Header + [UInt8](repeating: 0, count: 17) + Array("Info".utf8) + [0, 0, 0, 0x0F]
        bytes += [UInt8](repeating: 0, count: 4 + 4 + 100 + 4)
        bytes += Array("LAME3.100".utf8) + [UInt8](repeating: 0, count: 12)
        bytes += [UInt8(delay >> 4), UInt8((delay & 0x0F) << 4 | padding >> 8), UInt8(padding & 0xFF)]
        return bytes + [UInt8](repeating: 0, count: 417 - bytes.count)
    }

    static func stream(frames: Int) -> [UInt8] {
        var bytes = infoFrame(delay: 576, padding: 1000)
        for index in 0..<frames { bytes += frame(mpeg1Header, padded: index % 2 == 1, length: 417) }
        return bytes
    }

    @Test func headerFieldsAndFrameLengths() throws {
        let header = try #require(MP3Frames.header(in: Self.mpeg1Header, at: 0))
        #expect(header.version == .mpeg1 && header.layer == 3 && !header.hasCRC)
        #expect(header.bitrateKbps == 128 && header.sampleRate == 44100 && header.channelMode == .mono)
        #expect(header.samplesPerFrame == 1152 && header.frameLength == 417)
        // MPEG-2 layer III, 64 kbps, 22.05 kHz, joint stereo: 576 samples, 72 x 64000 / 22050 bytes.
        let mpeg2 = try #require(MP3Frames.header(in: [0xFF, 0xF3, 0x82, 0x40], at: 0))
        #expect(mpeg2.version == .mpeg2 && mpeg2.layer == 3 && mpeg2.sampleRate == 22050 && mpeg2.padded)
        #expect(mpeg2.bitrateKbps == 64 && mpeg2.samplesPerFrame == 576 && mpeg2.frameLength == 209)
        #expect(mpeg2.channelMode == .jointStereo)
        // MPEG-2.5 at 8 kHz; MPEG-1 layers I and II.
        #expect(MP3Frames.header(in: [0xFF, 0xE3, 0x18, 0x00], at: 0)?.sampleRate == 8000)
        let layer1 = try #require(MP3Frames.header(in: [0xFF, 0xFF, 0x10, 0x00], at: 0))
        #expect(
            layer1.layer == 1 && layer1.bitrateKbps == 32 && layer1.frameLength == 32 && layer1.samplesPerFrame == 384)
        #expect(MP3Frames.header(in: [0xFF, 0xFD, 0x10, 0x00], at: 0)?.layer == 2)
    }

    @Test func invalidHeadersAreNotHeaders() {
        #expect(MP3Frames.header(in: [0xFF, 0xFB, 0xF0, 0xC4], at: 0) == nil)  // bitrate index 15
        #expect(MP3Frames.header(in: [0xFF, 0xFB, 0x00, 0xC4], at: 0) == nil)  // free format
        #expect(MP3Frames.header(in: [0xFF, 0xFB, 0x9C, 0xC4], at: 0) == nil)  // sample rate index 3
        #expect(MP3Frames.header(in: [0xFF, 0xEB, 0x90, 0xC4], at: 0) == nil)  // version 01 is reserved
        #expect(MP3Frames.header(in: [0xFF, 0xF9, 0x90, 0xC4], at: 0) == nil)  // layer 00 is reserved
        #expect(MP3Frames.header(in: [0xFF, 0xFB, 0x90], at: 0) == nil)
        #expect(MP3Frames.header(in: Self.mpeg1Header, at: 1) == nil)
    }

    @Test func aTaggedLAMEStreamReadsItsFramesDurationAndDelay() throws {
        let tag = try ID3v2.tag(userTexts: [.init(description: "mazegen", value: "sha256:0")])
        let bytes = tag + Self.stream(frames: 10) + Array("TAG".utf8) + [UInt8](repeating: 0x20, count: 125)
        let stream = try MP3Frames.read(bytes)
        #expect(stream.id3v2Length == tag.count && stream.firstFrameOffset == tag.count)
        #expect(stream.hasXingOrInfoFrame && stream.frameCount == 10 && stream.isConstantBitrate)
        #expect(stream.encoderDelay == 576 && stream.encoderPadding == 1000)
        #expect(stream.header.bitrateKbps == 128 && stream.header.channelMode == .mono)
        #expect(abs(stream.durationSeconds - 11520.0 / 44100) < 1e-12)
        #expect(abs(stream.playableSeconds - (11520.0 - 1576) / 44100) < 1e-12)
        #expect(!stream.truncatedFinalFrame)
    }

    @Test func withoutAnInfoFrameEveryFrameIsAudio() throws {
        var bytes: [UInt8] = [0, 0, 0xFF, 0x00]  // junk before the first frame, a stray 0xFF among it
        for _ in 0..<3 { bytes += Self.frame(Self.mpeg1Header, padded: false, length: 417) }
        let stream = try MP3Frames.read(bytes + [0, 0, 0, 0])
        #expect(stream.firstFrameOffset == 4 && stream.frameCount == 3 && !stream.hasXingOrInfoFrame)
        #expect(stream.encoderDelay == nil)
    }

    @Test func aBitrateChangeIsVariableBitrate() throws {
        var bytes = Self.frame(Self.mpeg1Header, padded: false, length: 417)
        bytes += Self.frame([0xFF, 0xFB, 0xA0, 0xC4], padded: false, length: 522)  // 160 kbps
        #expect(try !MP3Frames.read(bytes).isConstantBitrate)
    }

    @Test func aCutStreamAndALostSyncAreSaid() throws {
        let whole = Self.stream(frames: 4)
        let cut = try MP3Frames.read(Array(whole.dropLast(100)))
        #expect(cut.truncatedFinalFrame && cut.frameCount == 3)
        #expect(throws: MP3Error.lostSync(offset: whole.count)) {
            try MP3Frames.read(whole + [0x12, 0x34, 0x56, 0x78])
        }
        #expect(throws: MP3Error.noFrame(searchedFrom: 0)) { try MP3Frames.read(Array("not an mp3 at all".utf8)) }
        #expect(throws: MP3Error.noFrame(searchedFrom: 0)) { try MP3Frames.read([]) }
        var badTag = try ID3v2.tag(userTexts: [.init(description: "a", value: "b")])
        badTag[6] = 0x80
        #expect(throws: MP3Error.badID3v2Tag(.notSyncSafe(offset: 6))) { try MP3Frames.read(badTag + whole) }
    }

    @Test func cutAndDamagedStreamsNeverTrap() {
        let bytes = Self.stream(frames: 2)
        for length in stride(from: 0, through: bytes.count, by: 7) {
            _ = try? MP3Frames.read(Array(bytes.prefix(length)))
        }
        for index in Array(0..<200) + Array(410..<430) {
            for value: UInt8 in [0x00, 0x7F, 0xFF] {
                var damaged = bytes
                damaged[index] = value
                _ = try? MP3Frames.read(damaged)
            }
        }
    }
}
