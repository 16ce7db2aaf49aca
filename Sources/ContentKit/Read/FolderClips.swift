import ContentCatalogue
import ContentFormat
import ContentSupport

/// A folder's narration as read: what its clips say (from its labyrinths), and what each clip in `audio/` records.
package struct FolderClips: Sendable {
    package var script: ClipScript
    /// By clip name, for the clips in `audio/` that a labyrinth names.
    package var readings: [String: ClipReading]
    /// The names in `audio/` (whatever each holds), sorted; nil without an `audio/` folder.
    package var audioFiles: [String]?
    /// The playing time of each clip the app can play, by clip name, from the same reading.
    package var seconds: [String: Double]
    /// What the folder holds under the name `audio` when it is no folder (a symlink, a file, a FIFO): nothing is
    /// read or written through it. Nil when `audio/` is a folder or there is none.
    package var audioFolderInTheWay: ContentEntry.Kind?

    package init(
        script: ClipScript, readings: [String: ClipReading], audioFiles: [String]?, seconds: [String: Double] = [:],
        audioFolderInTheWay: ContentEntry.Kind? = nil
    ) {
        self.script = script
        self.readings = readings
        self.audioFiles = audioFiles
        self.seconds = seconds
        self.audioFolderInTheWay = audioFolderInTheWay
    }

    /// Where each clip of the script stands under `settings`: the one judgement of a clip.
    package func status(of line: ClipScript.Line, settings: NarrationConfig) -> ClipStatus {
        guard audioFiles?.contains(line.clip) == true else { return .missing }
        switch readings[line.clip] {
        case .record(let record)?: return record.isCurrent(for: line.text, settings: settings) ? .current : .stale
        case .adopted(let textDigest)?: return textDigest == AdoptedClips.textDigest(line.text) ? .current : .stale
        case .noRecord?: return .unknownOrigin
        case .unreadable(let reason)?: return .unreadable(reason)
        case .unplayable(let reason)?: return .unplayable(reason)
        case .notAFile(let what)?: return .notAFile(what)
        case nil: return .missing
        }
    }
}
