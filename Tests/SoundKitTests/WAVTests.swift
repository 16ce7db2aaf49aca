import Testing

@testable import SoundKit

@Suite("WAV bytes")
struct WAVTests {
    /// A RIFF file assembled from chunks, so each test says only what differs.
    static func riff(_ chunks: [(String, [UInt8])], declaredSizes: [String: UInt32] = [:]) -> [UInt8] {
        var body: [UInt8] = Array("WAVE".utf8)
        for (id, data) in chunks {
            body += Array(id.utf8)
            body += le32(declaredSizes[id] ?? UInt32(data.count))
            body += data
            if data.count % 2 == 1 { body.append(0) }
        }
        return Array("RIFF".utf8) + le32(UInt32(body.count)) + body
    }

    static func format(tag: UInt16, channels: UInt16, rate: UInt32, bits: UInt16) -> [UInt8] {
        let frameBytes = channels * bits / 8
        return le16(tag) + le16(channels) + le32(rate) + le32(rate * UInt32(frameBytes)) + le16(frameBytes)
            + le16(bits)
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) } }

    @Test func writtenMonoPCMIsTheCanonicalHeaderAndReadsBack() throws {
        let bytes = WAVFile.pcm16Mono(samples: [0, 1, -1, 32767, -32768], sampleRate: 22050)
        let expectedHeader: [UInt8] =
            Array("RIFF".utf8) + Self.le32(36 + 10) + Array("WAVEfmt ".utf8) + Self.le32(16)
            + Self.format(tag: 1, channels: 1, rate: 22050, bits: 16) + Array("data".utf8) + Self.le32(10)
        #expect(Array(bytes.prefix(44)) == expectedHeader)
        #expect(Array(bytes.dropFirst(44)) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x80])
        let audio = try WAVFile.read(bytes)
        #expect(audio.sampleRate == 22050 && audio.channelCount == 1 && audio.encoding == .pcm16)
        let step: Float = 1.0 / 32768
        let expected: [Float] = [0, step, -step, 32767 * step, -1]
        #expect(audio.samples == expected)
        #expect(abs(audio.durationSeconds - 5.0 / 22050) < 1e-12)
    }

    @Test func stereoIsMixedDownToTheMeanOfItsChannels() throws {
        let frames: [Int16] = [16384, 0, -16384, -16384]  // (0.5, 0), (-0.5, -0.5)
        let data = frames.flatMap { Self.le16(UInt16(bitPattern: $0)) }
        let bytes = Self.riff([("fmt ", Self.format(tag: 1, channels: 2, rate: 44100, bits: 16)), ("data", data)])
        let audio = try WAVFile.read(bytes)
        #expect(audio.channelCount == 2 && audio.samples == [0.25, -0.5])
    }

    @Test func floatSamplesAreKeptAsWrittenAndExtensibleIsRead() throws {
        let values: [Float] = [0.5, -1.25, 0.125]
        let data = values.flatMap { Self.le32($0.bitPattern) }
        let plain = Self.riff([("fmt ", Self.format(tag: 3, channels: 1, rate: 48000, bits: 32)), ("data", data)])
        #expect(try WAVFile.read(plain).samples == values)
        #expect(try WAVFile.read(plain).encoding == .float32)
        // WAVE_FORMAT_EXTENSIBLE: 18 more bytes (size, valid bits, channel mask, a GUID starting with the format).
        var extensible = Self.format(tag: 0xFFFE, channels: 1, rate: 48000, bits: 32)
        extensible += Self.le16(22) + Self.le16(32) + Self.le32(4) + Self.le16(3) + [UInt8](repeating: 0x11, count: 14)
        let bytes = Self.riff([("fmt ", extensible), ("data", data)])
        #expect(try WAVFile.read(bytes).samples == values)
    }

    @Test func unknownChunksAreSkippedWithTheirPadByte() throws {
        let bytes = Self.riff([
            ("LIST", Array("odd".utf8)),  // 3 bytes and a pad byte
            ("fmt ", Self.format(tag: 1, channels: 1, rate: 8000, bits: 16)),
            ("fact", [1, 0, 0, 0]),
            ("data", Self.le16(16384)),
        ])
        #expect(try WAVFile.read(bytes).samples == [0.5])
    }

    /// What a writer on a pipe leaves: it could not go back to fill in the sizes.
    @Test func aDataSizeLargerThanTheFileReadsToTheEndInWholeFrames() throws {
        let data = Self.le16(16384) + Self.le16(0) + Self.le16(100)  // a stereo frame and half of one
        let bytes = Self.riff(
            [("fmt ", Self.format(tag: 1, channels: 2, rate: 8000, bits: 16)), ("data", data)],
            declaredSizes: ["data": 0xFFFF_FFFF])
        #expect(try WAVFile.read(bytes).samples == [0.25])
    }

    @Test func whatIsNotReadIsATypedErrorThatSaysWhat() {
        let pcm = Self.format(tag: 1, channels: 1, rate: 8000, bits: 16)
        #expect(throws: WAVError.tooShort(byteCount: 0)) { try WAVFile.read([]) }
        #expect(throws: WAVError.notRIFFWAVE) { try WAVFile.read(Array("RIFF\0\0\0\0AVI LIST".utf8)) }
        #expect(throws: WAVError.missingChunk("fmt ")) { try WAVFile.read(Self.riff([])) }
        #expect(throws: WAVError.missingChunk("data")) { try WAVFile.read(Self.riff([("fmt ", pcm)])) }
        #expect(throws: WAVError.dataBeforeFormat) { try WAVFile.read(Self.riff([("data", [0, 0]), ("fmt ", pcm)])) }
        #expect(throws: WAVError.unsupportedEncoding(formatTag: 1, bitsPerSample: 24)) {
            try WAVFile.read(
                Self.riff([("fmt ", Self.format(tag: 1, channels: 1, rate: 8000, bits: 24)), ("data", [])]))
        }
        #expect(throws: WAVError.unsupportedEncoding(formatTag: 6, bitsPerSample: 8)) {
            try WAVFile.read(
                Self.riff([("fmt ", Self.format(tag: 6, channels: 1, rate: 8000, bits: 8)), ("data", [])]))
        }
        #expect(throws: WAVError.unsupportedChannelCount(0)) {
            try WAVFile.read(
                Self.riff([("fmt ", Self.format(tag: 1, channels: 0, rate: 8000, bits: 16)), ("data", [])]))
        }
        #expect(throws: WAVError.unsupportedSampleRate(0)) {
            try WAVFile.read(Self.riff([("fmt ", Self.format(tag: 1, channels: 1, rate: 0, bits: 16)), ("data", [])]))
        }
        #expect(throws: WAVError.badFormatChunk(size: 14)) {
            try WAVFile.read(Self.riff([("fmt ", Array(pcm.prefix(14))), ("data", [])]))
        }
        #expect(throws: WAVError.chunkOverrunsFile(id: "LIST", size: 1000)) {
            try WAVFile.read(Self.riff([("LIST", [1, 2]), ("fmt ", pcm)], declaredSizes: ["LIST": 1000]))
        }
        #expect(!WAVError.unsupportedEncoding(formatTag: 1, bitsPerSample: 24).description.isEmpty)
    }

    /// Every prefix and every one-byte change of a valid file reads or fails with a WAVError: no crash, no trap.
    @Test func cutAndDamagedFilesNeverTrap() {
        let bytes = Self.riff([
            ("LIST", [1, 2, 3]), ("fmt ", Self.format(tag: 1, channels: 2, rate: 8000, bits: 16)),
            ("data", [1, 2, 3, 4, 5, 6, 7, 8]),
        ])
        for length in 0...bytes.count { _ = try? WAVFile.read(Array(bytes.prefix(length))) }
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
                var damaged = bytes
                damaged[index] = value
                _ = try? WAVFile.read(damaged)
            }
        }
    }
}
