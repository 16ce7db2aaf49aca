/// WAV (RIFF) bytes to samples and back, with no file I/O: the caller reads and writes the files.
///
/// Reading (`WAVFile.read`):
/// - accepts a RIFF `WAVE` file whose `fmt ` chunk says PCM 16-bit integer (format 1) or IEEE 32-bit float
///   (format 3), or WAVE_FORMAT_EXTENSIBLE (0xFFFE) whose sub-format is one of those two; any channel count of
///   1 to 16 and any sample rate of 1 Hz to 1 MHz;
/// - mixes every frame down to one channel, the mean of its channels (speech engines write mono; a stereo file of
///   one voice on both channels reads as that voice);
/// - scales 16-bit samples by 1/32768 so they lie in [-1, 1); float samples are kept as written (a float file may
///   go past full scale);
/// - skips chunks it does not know (`LIST`, `fact`, ...), an odd-sized chunk's pad byte included; a `data` chunk
///   whose size says more than the bytes hold (what a streaming writer leaves when it cannot seek back, e.g.
///   0xFFFFFFFF) is read to the end of the bytes, whole frames only;
/// - anything else is a `WAVError` saying what was found, never a crash: every size is checked against the
///   bytes before it is used, and nothing is allocated beyond the samples the bytes hold.
///
/// Writing (`WAVFile.pcm16Mono`): a canonical 44-byte header (`RIFF`, `fmt ` of 16 bytes, `data`) and the
/// samples little-endian, nothing else, so the same samples always give the same bytes.
public enum WAVFile {
    /// Samples of a file, mixed down to mono.
    public struct Audio: Sendable, Equatable {
        public var sampleRate: Int
        /// The channel count the file had before the mix-down.
        public var channelCount: Int
        public var encoding: Encoding
        /// One value a frame, in full-scale units (1.0 is 0 dBFS).
        public var samples: [Float]

        public init(sampleRate: Int, channelCount: Int, encoding: Encoding, samples: [Float]) {
            self.sampleRate = sampleRate
            self.channelCount = channelCount
            self.encoding = encoding
            self.samples = samples
        }

        public var durationSeconds: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }
    }

    public enum Encoding: Sendable, Equatable {
        case pcm16
        case float32
    }

    static let maximumChannels = 16
    static let maximumSampleRate = 1_000_000

    public static func read(_ bytes: [UInt8]) throws(WAVError) -> Audio {
        guard bytes.count >= 12 else { throw .tooShort(byteCount: bytes.count) }
        guard bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw .notRIFFWAVE
        }
        var format: (encoding: Encoding, channels: Int, sampleRate: Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let declared = Int(littleEndian32(bytes, offset + 4))
            let bodyStart = offset + 8
            let available = bytes.count - bodyStart
            if id == "fmt " {
                guard declared >= 16, declared <= available else { throw .badFormatChunk(size: declared) }
                format = try readFormat(bytes, at: bodyStart, size: declared)
            } else if id == "data" {
                guard let format else { throw .dataBeforeFormat }
                let size = min(declared, available)
                return decode(bytes, from: bodyStart, size: size, format: format)
            }
            guard declared <= available else { throw .chunkOverrunsFile(id: id, size: declared) }
            offset = bodyStart + declared + (declared & 1)
        }
        throw format == nil ? .missingChunk("fmt ") : .missingChunk("data")
    }

    private static func readFormat(
        _ bytes: [UInt8], at start: Int, size: Int
    ) throws(WAVError) -> (encoding: Encoding, channels: Int, sampleRate: Int) {
        var tag = Int(littleEndian16(bytes, start))
        let channels = Int(littleEndian16(bytes, start + 2))
        let sampleRate = Int(littleEndian32(bytes, start + 4))
        let bits = Int(littleEndian16(bytes, start + 14))
        if tag == 0xFFFE {
            // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID at offset 24.
            guard size >= 40 else { throw .badFormatChunk(size: size) }
            tag = Int(littleEndian16(bytes, start + 24))
        }
        guard (1...maximumChannels).contains(channels) else { throw .unsupportedChannelCount(channels) }
        guard (1...maximumSampleRate).contains(sampleRate) else { throw .unsupportedSampleRate(sampleRate) }
        switch (tag, bits) {
        case (1, 16): return (.pcm16, channels, sampleRate)
        case (3, 32): return (.float32, channels, sampleRate)
        default: throw .unsupportedEncoding(formatTag: tag, bitsPerSample: bits)
        }
    }

    private static func decode(
        _ bytes: [UInt8], from start: Int, size: Int, format: (encoding: Encoding, channels: Int, sampleRate: Int)
    ) -> Audio {
        let bytesPerSample = format.encoding == .pcm16 ? 2 : 4
        let frameBytes = bytesPerSample * format.channels
        let frames = size / frameBytes
        var samples = [Float](repeating: 0, count: frames)
        let scale = 1 / Float(format.channels)
        for frame in 0..<frames {
            var sum: Float = 0
            for channel in 0..<format.channels {
                let at = start + frame * frameBytes + channel * bytesPerSample
                switch format.encoding {
                case .pcm16: sum += Float(Int16(bitPattern: littleEndian16(bytes, at))) / 32768
                case .float32: sum += Float(bitPattern: littleEndian32(bytes, at))
                }
            }
            samples[frame] = format.channels == 1 ? sum : sum * scale
        }
        return Audio(
            sampleRate: format.sampleRate, channelCount: format.channels, encoding: format.encoding, samples: samples)
    }

    /// A 16-bit mono PCM WAV file of these samples.
    public static func pcm16Mono(samples: [Int16], sampleRate: Int) -> [UInt8] {
        let dataSize = UInt32(truncatingIfNeeded: samples.count * 2)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + samples.count * 2)
        bytes += "RIFF".utf8
        append32(&bytes, 36 &+ dataSize)
        bytes += "WAVEfmt ".utf8
        append32(&bytes, 16)
        append16(&bytes, 1)  // PCM
        append16(&bytes, 1)  // one channel
        append32(&bytes, UInt32(truncatingIfNeeded: sampleRate))
        append32(&bytes, UInt32(truncatingIfNeeded: sampleRate * 2))  // bytes a second
        append16(&bytes, 2)  // bytes a frame
        append16(&bytes, 16)  // bits a sample
        bytes += "data".utf8
        append32(&bytes, dataSize)
        for sample in samples { append16(&bytes, UInt16(bitPattern: sample)) }
        return bytes
    }

    private static func littleEndian16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func littleEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }

    private static func append16(_ bytes: inout [UInt8], _ value: UInt16) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8(value >> 8))
    }

    private static func append32(_ bytes: inout [UInt8], _ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
}

/// Why bytes are not a WAV file SoundKit reads; each message says what was found and what is read instead.
public enum WAVError: Error, Sendable, Equatable, CustomStringConvertible {
    case tooShort(byteCount: Int)
    case notRIFFWAVE
    case badFormatChunk(size: Int)
    case chunkOverrunsFile(id: String, size: Int)
    case dataBeforeFormat
    case missingChunk(String)
    case unsupportedEncoding(formatTag: Int, bitsPerSample: Int)
    case unsupportedChannelCount(Int)
    case unsupportedSampleRate(Int)

    public var description: String {
        switch self {
        case .tooShort(let count):
            return "only \(count) bytes: a WAV file starts with a 12-byte RIFF/WAVE header"
        case .notRIFFWAVE:
            return "not a WAV file: expected the bytes to start with 'RIFF', then 'WAVE' at offset 8"
        case .badFormatChunk(let size):
            return
                "the 'fmt ' chunk is \(size) bytes: expected at least 16 (40 for WAVE_FORMAT_EXTENSIBLE) within the file"
        case .chunkOverrunsFile(let id, let size):
            return "the '\(id)' chunk says \(size) bytes, more than the file holds: the file is cut short"
        case .dataBeforeFormat:
            return "the 'data' chunk comes before the 'fmt ' chunk: expected the format first"
        case .missingChunk(let id):
            return "no '\(id)' chunk: a WAV file needs both 'fmt ' and 'data'"
        case .unsupportedEncoding(let tag, let bits):
            return "format \(tag) with \(bits)-bit samples: expected PCM 16-bit (format 1) or 32-bit float (format 3); "
                + "convert it first (e.g. sox IN -b 16 -e signed-integer OUT.wav)"
        case .unsupportedChannelCount(let count):
            return "\(count) channels: expected 1 to \(WAVFile.maximumChannels)"
        case .unsupportedSampleRate(let rate):
            return "a sample rate of \(rate) Hz: expected 1 to \(WAVFile.maximumSampleRate)"
        }
    }
}
