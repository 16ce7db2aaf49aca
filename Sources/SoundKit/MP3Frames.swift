/// What an MP3 file's frame headers say, read from its bytes without decoding any audio.
///
/// - An ID3v2 tag at the start is skipped by its own size (`ID3v2.tagLength`); an ID3v1 tag (`TAG`, 128 bytes), an
///   APEv2 tag (`APETAGEX`) or an appended ID3v2 tag at the end stop the walk.
/// - The first frame is the first sync word (11 set bits) after the tag whose header is valid and is followed by
///   another valid header of the same version, layer and sample rate at the offset its length gives (or by the
///   end): a stray 0xFF in padding is not taken for audio. Up to `maximumSyncSearch` bytes are searched for it.
/// - From there, frames follow each other by their lengths (MPEG-1, 2 and 2.5; layers I, II and III; free-format
///   streams, bitrate index 0, are refused). A byte sequence that is not a header where one is due is
///   `MP3Error.lostSync`, unless only zero bytes are left; a last frame cut short is not counted and
///   `truncatedFinalFrame` says so.
/// - A Layer III first frame carrying a `Xing` or `Info` header (what LAME writes) is a metadata frame, not audio:
///   it is not counted, and its LAME extension's encoder delay and padding, when present, are reported.
/// - `durationSeconds` is audio frames x samples a frame / sample rate; `playableSeconds` takes the encoder's delay
///   and padding off when the LAME tag gives them.
/// Every offset is checked against the bytes; the walk allocates nothing a frame.
public enum MP3Frames {
    public enum Version: String, Sendable, Equatable {
        case mpeg1 = "MPEG-1"
        case mpeg2 = "MPEG-2"
        case mpeg25 = "MPEG-2.5"
    }

    public enum ChannelMode: String, Sendable, Equatable {
        case stereo
        case jointStereo = "joint stereo"
        case dualChannel = "dual channel"
        case mono
    }

    public struct Header: Sendable, Equatable {
        public var version: Version
        public var layer: Int
        public var hasCRC: Bool
        public var bitrateKbps: Int
        public var sampleRate: Int
        public var padded: Bool
        public var channelMode: ChannelMode

        public var samplesPerFrame: Int {
            switch layer {
            case 1: return 384
            case 2: return 1152
            default: return version == .mpeg1 ? 1152 : 576
            }
        }

        public var frameLength: Int {
            let bitsPerSecond = bitrateKbps * 1000
            switch layer {
            case 1: return (12 * bitsPerSecond / sampleRate + (padded ? 1 : 0)) * 4
            case 2: return 144 * bitsPerSecond / sampleRate + (padded ? 1 : 0)
            default: return (version == .mpeg1 ? 144 : 72) * bitsPerSecond / sampleRate + (padded ? 1 : 0)
            }
        }
    }

    public struct Stream: Sendable, Equatable {
        /// The bytes of the ID3v2 tag at the start (0 when there is none).
        public var id3v2Length: Int
        /// The offset of the first frame (the Xing/Info frame when there is one).
        public var firstFrameOffset: Int
        /// The first audio frame's header.
        public var header: Header
        /// Audio frames (the Xing/Info frame not counted).
        public var frameCount: Int
        /// Whether every audio frame has the first one's bitrate.
        public var isConstantBitrate: Bool
        public var hasXingOrInfoFrame: Bool
        /// From the LAME extension of the Info frame: samples the encoder put before and after the audio.
        public var encoderDelay: Int?
        public var encoderPadding: Int?
        public var truncatedFinalFrame: Bool

        public var durationSeconds: Double {
            Double(frameCount * header.samplesPerFrame) / Double(header.sampleRate)
        }

        public var playableSeconds: Double {
            let samples = frameCount * header.samplesPerFrame - (encoderDelay ?? 0) - (encoderPadding ?? 0)
            return Double(max(0, samples)) / Double(header.sampleRate)
        }
    }

    public static let maximumSyncSearch = 64 * 1024

    static let bitrates: [[Int]] = [
        [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],  // MPEG-1 layer I
        [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],  // MPEG-1 layer II
        [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],  // MPEG-1 layer III
        [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],  // MPEG-2/2.5 layer I
        [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],  // MPEG-2/2.5 layers II and III
    ]

    /// The header at `offset`, or `nil` when the four bytes there are not a valid one.
    public static func header(in bytes: [UInt8], at offset: Int) -> Header? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        let (b1, b2, b3) = (bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
        guard bytes[offset] == 0xFF, b1 & 0xE0 == 0xE0 else { return nil }
        let version: Version
        switch (b1 >> 3) & 3 {
        case 0: version = .mpeg25
        case 2: version = .mpeg2
        case 3: version = .mpeg1
        default: return nil
        }
        let layerBits = Int((b1 >> 1) & 3)
        guard layerBits != 0 else { return nil }
        let layer = 4 - layerBits
        let bitrateIndex = Int(b2 >> 4)
        let rateIndex = Int((b2 >> 2) & 3)
        guard bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
        let table = version == .mpeg1 ? layer - 1 : (layer == 1 ? 3 : 4)
        let baseRates = [44100, 48000, 32000]
        let divisor = version == .mpeg1 ? 1 : (version == .mpeg2 ? 2 : 4)
        let modes: [ChannelMode] = [.stereo, .jointStereo, .dualChannel, .mono]
        return Header(
            version: version, layer: layer, hasCRC: b1 & 1 == 0, bitrateKbps: bitrates[table][bitrateIndex],
            sampleRate: baseRates[rateIndex] / divisor, padded: (b2 >> 1) & 1 == 1, channelMode: modes[Int(b3 >> 6)])
    }

    public static func read(_ bytes: [UInt8]) throws(MP3Error) -> Stream {
        let tagLength: Int
        do { tagLength = try ID3v2.tagLength(bytes) } catch { throw .badID3v2Tag(error) }
        guard let first = firstFrame(in: bytes, from: tagLength) else { throw .noFrame(searchedFrom: tagLength) }
        var offset = first.offset
        var stream = Stream(
            id3v2Length: tagLength, firstFrameOffset: first.offset, header: first.header, frameCount: 0,
            isConstantBitrate: true, hasXingOrInfoFrame: false, encoderDelay: nil, encoderPadding: nil,
            truncatedFinalFrame: false)
        if let info = xingInfo(in: bytes, frameAt: offset, header: first.header) {
            stream.hasXingOrInfoFrame = true
            stream.encoderDelay = info.delay
            stream.encoderPadding = info.padding
            offset += first.header.frameLength
        }
        var audioHeader: Header?
        while offset < bytes.count {
            if isTrailingTag(bytes, at: offset) { break }
            // Zero bytes after the last frame (some writers pad a file so) are not a damaged frame.
            if bytes[offset] == 0, bytes[offset...].allSatisfy({ $0 == 0 }) { break }
            guard let header = header(in: bytes, at: offset),
                header.version == first.header.version, header.layer == first.header.layer,
                header.sampleRate == first.header.sampleRate
            else {
                throw .lostSync(offset: offset)
            }
            guard offset + header.frameLength <= bytes.count else {
                stream.truncatedFinalFrame = true
                break
            }
            if let audioHeader {
                if header.bitrateKbps != audioHeader.bitrateKbps { stream.isConstantBitrate = false }
            } else {
                audioHeader = header
                stream.header = header
            }
            stream.frameCount += 1
            offset += header.frameLength
        }
        return stream
    }

    private static func firstFrame(in bytes: [UInt8], from start: Int) -> (offset: Int, header: Header)? {
        let end = min(bytes.count, start + maximumSyncSearch)
        var offset = start
        while offset < end {
            if bytes[offset] == 0xFF, let header = header(in: bytes, at: offset) {
                let next = offset + header.frameLength
                if next == bytes.count || isTrailingTag(bytes, at: next) { return (offset, header) }
                if let following = Self.header(in: bytes, at: next), following.version == header.version,
                    following.layer == header.layer, following.sampleRate == header.sampleRate
                {
                    return (offset, header)
                }
            }
            offset += 1
        }
        return nil
    }

    private static func isTrailingTag(_ bytes: [UInt8], at offset: Int) -> Bool {
        func starts(_ text: String) -> Bool {
            let marker = Array(text.utf8)
            return offset + marker.count <= bytes.count && bytes[offset..<offset + marker.count].elementsEqual(marker)
        }
        return starts("TAG") || starts("APETAGEX") || starts("ID3")
    }

    /// The Xing/Info header of a Layer III frame, with the LAME extension's delay and padding when present.
    private static func xingInfo(in bytes: [UInt8], frameAt frame: Int, header: Header) -> (delay: Int?, padding: Int?)?
    {
        guard header.layer == 3 else { return nil }
        // The side information's size sits between the header (and its CRC) and the Xing header.
        let sideInfo: Int
        switch (header.version == .mpeg1, header.channelMode == .mono) {
        case (true, false): sideInfo = 32
        case (true, true): sideInfo = 17
        case (false, false): sideInfo = 17
        case (false, true): sideInfo = 9
        }
        let start = frame + 4 + (header.hasCRC ? 2 : 0) + sideInfo
        let frameEnd = min(bytes.count, frame + header.frameLength)
        guard start + 8 <= frameEnd else { return nil }
        let marker = bytes[start..<start + 4]
        guard marker.elementsEqual("Xing".utf8) || marker.elementsEqual("Info".utf8) else { return nil }
        let flags = bytes[start + 7]
        var field = start + 8
        if flags & 1 != 0 { field += 4 }  // frame count
        if flags & 2 != 0 { field += 4 }  // byte count
        if flags & 4 != 0 { field += 100 }  // table of contents
        if flags & 8 != 0 { field += 4 }  // quality
        // The LAME extension: a 9-byte encoder version, then 12 bytes, then delay and padding in 3 bytes.
        let delayAt = field + 21
        guard delayAt + 3 <= frameEnd, bytes[field..<field + 4].elementsEqual("LAME".utf8) else { return (nil, nil) }
        let delay = Int(bytes[delayAt]) << 4 | Int(bytes[delayAt + 1]) >> 4
        let padding = Int(bytes[delayAt + 1] & 0x0F) << 8 | Int(bytes[delayAt + 2])
        return (delay, padding)
    }
}

public enum MP3Error: Error, Sendable, Equatable, CustomStringConvertible {
    case badID3v2Tag(ID3v2Error)
    case noFrame(searchedFrom: Int)
    case lostSync(offset: Int)

    public var description: String {
        switch self {
        case .badID3v2Tag(let error):
            return "the ID3v2 tag at the start cannot be skipped: \(error)"
        case .noFrame(let start):
            return "no MPEG audio frame within \(MP3Frames.maximumSyncSearch) bytes of offset \(start): expected two "
                + "valid frame headers in a row (is it an MP3 file?)"
        case .lostSync(let offset):
            return "no valid frame header at offset \(offset), where the previous frame ends: the file is damaged "
                + "or holds something else there; encode it again"
        }
    }
}
