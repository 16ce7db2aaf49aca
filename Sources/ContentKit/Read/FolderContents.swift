import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit

/// A content folder as read: the listing, the manifest and samples as parsed values, the few facts kept from each
/// labyrinth file, and what each clip the labyrinths name records. Validate's folder rules judge it; narrate, the
/// preview, stats and generate's clip note read it as it is. Nothing here is a judgement but a clip's state
/// (`clips`).
package struct FolderContents: Sendable, Equatable {
    /// The folder's own entries, sorted by name.
    package let entries: [ContentEntry]
    /// The names in `audio/` (whatever each holds: `clipReadings` says), sorted; nil when there is no `audio/`
    /// sub-folder.
    package let audioFiles: [String]?
    /// The labyrinth files: every `.json` named `<universe>_<NNN>_<level>.json` except the old layout's,
    /// sorted by file name.
    package let labyrinths: [LabyrinthFacts]
    /// `*_lv1.json` … `*_lv5.json`, sorted.
    package let legacyFiles: [String]
    /// Other `.json` files whose names are not labyrinth names, sorted.
    package let otherJSONFiles: [String]
    package let hasManifestFile: Bool
    /// Nil when the manifest is missing, unreadable or not JSON.
    package let manifest: JSONValue?
    package let hasSamplesFile: Bool
    package let samples: JSONValue?
    package let unreadableFiles: [UnreadableFile]
    package let unparsableFiles: [UnparsableFile]
    /// True when every labyrinth file is in the old 5-level layout: the labyrinths are then not read.
    package let isWhollyLegacy: Bool
    /// The manifest's entries that are objects; empty when there is no usable `labyrinths` array.
    package let manifestEntries: [ManifestEntry]
    /// Why the app's decoder (LabyrinthKit's `LabyrinthManifest`) refuses the manifest; nil when it decodes
    /// or there is no parsed manifest.
    package var manifestDecodingFailure: DecodingFailure?
    /// The same for `difficulty_samples.json` and LabyrinthKit's `DifficultySamples`.
    package var samplesDecodingFailure: DecodingFailure?
    /// The folder as the user named it (`ContentSource.folderPath`), for hints that name a command to run on it.
    package var folderPath: String?
    /// What each clip in `audio/` that a labyrinth names records of its making, by clip name.
    package var clipReadings: [String: ClipReading] = [:]
    /// The playing time of each of those clips the app can play, by clip name.
    package var clipSeconds: [String: Double] = [:]

    /// What every clip of the folder says, from its labyrinths.
    package var clipScript: ClipScript { ClipScript(labyrinths.map { ($0.file, $0.clips) }) }

    /// The folder's narration: what its clips say, and what each records of its making.
    package var clips: FolderClips {
        FolderClips(
            script: clipScript, readings: clipReadings, audioFiles: audioFiles, seconds: clipSeconds,
            audioFolderInTheWay: entries.first { $0.name == ContentLayout.audioFolderName && $0.kind != .directory }?
                .kind)
    }

    package init(
        entries: [ContentEntry], audioFiles: [String]?, labyrinths: [LabyrinthFacts],
        legacyFiles: [String], otherJSONFiles: [String], hasManifestFile: Bool, manifest: JSONValue?,
        hasSamplesFile: Bool, samples: JSONValue?,
        unreadableFiles: [UnreadableFile], unparsableFiles: [UnparsableFile], isWhollyLegacy: Bool
    ) {
        self.entries = entries
        self.audioFiles = audioFiles
        self.labyrinths = labyrinths
        self.legacyFiles = legacyFiles
        self.otherJSONFiles = otherJSONFiles
        self.hasManifestFile = hasManifestFile
        self.manifest = manifest
        self.hasSamplesFile = hasSamplesFile
        self.samples = samples
        self.unreadableFiles = unreadableFiles
        self.unparsableFiles = unparsableFiles
        self.isWhollyLegacy = isWhollyLegacy
        manifestEntries = ManifestEntry.all(in: manifest)
    }

    /// The manifest's story numbers and every story number in a labyrinth file name, sorted.
    package var knownStories: [Int] {
        let fromManifest = manifestEntries.compactMap(\.story)
        let fromFiles = labyrinths.compactMap { $0.fileName?.story }
        return Array(Set(fromManifest + fromFiles)).sorted()
    }
}
