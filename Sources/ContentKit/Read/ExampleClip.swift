import ContentCatalogue
import SoundKit

/// Clips for the rules' examples, as bytes: the smallest MP3 the app plays (MPEG-1 layer III frames of silence),
/// the same carrying a record of its making or a tag of another tool, and the junk a folder may hold at a clip's
/// name (an empty file, bytes of no format, a WAV under an `.mp3` name). `package`: validate's rule examples and the
/// tests build folders from them.
package enum ExampleClip {
    /// One frame's header: sync, MPEG-1, layer III, no CRC; 32 kbit/s, 48 kHz, no padding; mono. A frame is then
    /// 144 x 32000 / 48000 = 96 bytes; its side information and audio all zero, which decodes to silence.
    static let frameHeader: [UInt8] = [0xFF, 0xFB, 0x14, 0xC0]
    static let frameLength = 96

    /// `frames` frames of silence, 24 ms each.
    package static func silence(frames: Int = 8) -> [UInt8] {
        let frame = frameHeader + [UInt8](repeating: 0, count: frameLength - frameHeader.count)
        return Array([[UInt8]](repeating: frame, count: frames).joined())
    }

    /// Silence that records it says `text`, as narrate made it under `settings`.
    package static func saying(_ text: String, settings: NarrationConfig = .standard) -> [UInt8] {
        (try? ClipRecord(madeFrom: text, settings: settings).tagged(silence())) ?? []
    }

    /// Silence with an ID3 tag of another tool's: a clip made elsewhere.
    package static let madeElsewhere: [UInt8] =
        ((try? ID3v2.tag(userTexts: [ID3v2.UserText(description: "encoder", value: "elsewhere")])) ?? []) + silence()

    /// 4 KiB of bytes of no format (a fixed sequence, the same every run).
    package static let noise: [UInt8] = {
        var state: UInt32 = 0x2545_F491
        return (0..<4096).map { _ in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
    }()

    /// A WAV file (16-bit mono PCM, 100 ms of a quiet triangle wave) under an `.mp3` name.
    package static let wav = WAVFile.pcm16Mono(
        samples: (0..<4800).map { Int16(abs($0 % 64 - 32) * 100 - 1600) }, sampleRate: 48000)

    /// What an example clip holds, for a person reading the rule's examples.
    package static func describe(_ bytes: [UInt8]) -> String {
        let tag = (try? ID3v2.tagLength(bytes)) ?? 0
        let audio = bytes.dropFirst(tag)
        let what: String
        if audio.isEmpty {
            what = "nothing"
        } else if audio.starts(with: Array("RIFF".utf8)) {
            what = "a WAV file"
        } else if audio.starts(with: frameHeader) {
            what = "\(audio.count / frameLength) MPEG layer III frames"
        } else {
            what = "bytes of no format"
        }
        return tag > 0 ? "an ID3 tag, then \(what)" : what
    }
}
