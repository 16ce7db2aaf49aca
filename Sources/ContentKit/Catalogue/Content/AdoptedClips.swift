import ContentSupport

/// The clips `mazegen import` adopted from a shipped folder: made elsewhere, they record nothing of their making, so
/// the catalogue records it for them, in `narration.yaml` of the stories folder (the shipped folder itself is left
/// byte for byte). Each is kept as its bytes' digest, so a clip replaced since is not taken for the one adopted, and
/// its text's digest, the text its labyrinths held when it was adopted: once they say another, the clip is stale.
package struct AdoptedClips: Sendable, Equatable {
    package struct Clip: Sendable, Equatable {
        package var clip: String
        /// `sha256:` and the hex digest of the clip's bytes as they shipped.
        package var bytes: String
        /// `sha256:` and the hex digest of the text it was taken to say (`AdoptedClips.textDigest`).
        package var text: String

        package init(clip: String, bytes: String, text: String) {
            self.clip = clip
            self.bytes = bytes
            self.text = text
        }
    }

    package static let fileName = "narration.yaml"

    /// By clip name.
    package var clips: [String: Clip]

    package init(_ clips: [Clip] = []) {
        self.clips = Dictionary(clips.map { ($0.clip, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package static func bytesDigest(_ bytes: [UInt8]) -> String { "sha256:" + SHA256.hex(bytes) }
    package static func textDigest(_ text: String) -> String { "sha256:" + SHA256.hex(text) }

    /// The stories folder's record; empty when it has none.
    package static func read(storiesFolder: String, limit: Int) throws(SourceError) -> AdoptedClips {
        let path = storiesFolder + "/" + fileName
        var problems: [SourceProblem] = []
        switch StoryCatalogue.isThere(fileName, in: storiesFolder, problems: &problems) {
        case false?: return AdoptedClips()
        case nil: throw SourceError(problems: problems)
        case true?: break
        }
        let text = try YAMLSource.readText(path: path, limit: limit)
        return try YAMLSource.parse(text, file: path).decode(AdoptedClips.self)
    }

    /// The file's text, clips in name order.
    package var text: String {
        var lines = [
            "# Clips made elsewhere that `mazegen import` adopted: each as it shipped (the digest of its bytes) and",
            "# the text its labyrinths held then (a digest). validate reports such a clip stale once that text",
            "# changes, and `mazegen narrate` then makes it anew. Written by import; no need to edit it.",
            "adopted:",
        ]
        for clip in clips.values.sorted(by: { $0.clip < $1.clip }) {
            lines += ["  - clip: \(YAMLScalar.text(clip.clip))", "    bytes: \(clip.bytes)", "    text: \(clip.text)"]
        }
        if clips.isEmpty { lines[lines.count - 1] = "adopted: []" }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension AdoptedClips: SchemaDescribed {
    enum FileKey: String, CodingKey, CaseIterable { case adopted }
    enum ClipKey: String, CodingKey, CaseIterable { case clip, bytes, text }

    static var keySchema: KeySchema { .object(FileKey.self, nested: [.adopted: .list(.object(ClipKey.self))]) }

    package init(from decoder: any Decoder) throws {
        self.init(try decoder.container(keyedBy: FileKey.self).decode([Clip].self, forKey: .adopted))
    }
}

extension AdoptedClips.Clip: Decodable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AdoptedClips.ClipKey.self)
        self.init(
            clip: try container.decode(String.self, forKey: .clip),
            bytes: try container.decode(String.self, forKey: .bytes),
            text: try container.decode(String.self, forKey: .text))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
