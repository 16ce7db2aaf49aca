import SoundKit

/// Whether a clip's bytes are an MP3 the app can play, decided here alone: the folder's reading asks it of every
/// clip (`FolderReader.readClips`), and validate, the preview, stats, narrate and the studio take its answer from
/// there; import asks it before it adopts a clip.
///
/// Past an ID3v2 tag (skipped by its own size), MPEG layer III frames follow one another (`MP3Frames`): each header
/// valid (frame sync, version, layer, bitrate and sample-rate indexes not reserved) and the next one where the
/// frame's length puts it, to the end of the file or a trailing tag, with at least one frame of audio. An empty
/// file, a tag alone, other bytes (a WAV under an `.mp3` name), a stream of another layer or one that loses its
/// frames part way is not a clip the app can play. The bytes are the clip as read, within `limits.file_bytes`.
package enum PlayableClip {
    /// The clip's playing time (`MP3Frames.Stream.playableSeconds`); throws why the app could not play it.
    package static func seconds(_ bytes: [UInt8]) throws(UnplayableClip) -> Double {
        guard !bytes.isEmpty else { throw UnplayableClip("the file is empty (0 bytes)") }
        if bytes.starts(with: Array("RIFF".utf8)) {
            throw UnplayableClip("it is a RIFF (WAV) file, not an MP3: the app plays MPEG layer III clips")
        }
        let stream: MP3Frames.Stream
        do throws(MP3Error) { stream = try MP3Frames.read(bytes) } catch {
            throw UnplayableClip("it is not MPEG audio: \(error)")
        }
        guard stream.header.layer == 3 else {
            throw UnplayableClip(
                "it is MPEG layer \(stream.header.layer) audio; the app plays layer III (MP3) clips")
        }
        guard stream.frameCount > 0 else { throw UnplayableClip("it holds no frame of audio") }
        return stream.playableSeconds
    }
}

/// Why a clip's bytes are no MP3 the app can play, for a person.
package struct UnplayableClip: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: String

    package init(_ reason: String) {
        self.reason = reason
    }

    package var description: String { reason }
}
