import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit

/// A file that could not be read, kept so a rule can report it.
package struct UnreadableFile: Sendable, Equatable {
    package var file: String
    package var error: FileSystemError
}

/// A file that is not valid UTF-8 JSON, with where the reader stopped.
package struct UnparsableFile: Sendable, Equatable {
    package var file: String
    package var error: JSONSyntaxError
}

/// One entry of the manifest's `labyrinths` array, with the types the rules need already checked:
/// a field of the wrong type is nil here and reported by `manifest.decode`.
package struct ManifestEntry: Sendable, Equatable {
    package var index: Int
    package var pointer: JSONPointer
    package var id: String?
    package var difficulty: String?
    package var story: Int?
    package var theme: String?
    package var title: String?
    package var location: String?

    /// The entries of `manifest`'s `labyrinths` array that are objects; none when there is no such array.
    static func all(in manifest: JSONValue?) -> [ManifestEntry] {
        (manifest?[pointer: .manifest(.labyrinths)]?.arrayValue ?? []).enumerated().compactMap { index, value in
            value.objectValue == nil ? nil : ManifestEntry(index: index, value: value)
        }
    }

    init(index: Int, value: JSONValue) {
        self.index = index
        pointer = JSONPointer.manifest(.labyrinths) / index
        let object = value.objectValue
        id = object?[ManifestEntryKey.id]?.stringValue
        difficulty = object?[ManifestEntryKey.difficulty]?.stringValue
        story = object?[ManifestEntryKey.story]?.intValue
        theme = object?[ManifestEntryKey.theme]?.stringValue
        title = object?[ManifestEntryKey.title]?.stringValue
        location = object?[ManifestEntryKey.location]?.stringValue
    }
}

/// One pack object of the manifest, with the fields of the right types (others nil, reported by manifest.decode).
package struct ManifestPack {
    var index: Int
    var pointer: JSONPointer
    package var id: String?
    package var title: String?
    package var freeStories: Int?
    /// The story numbers with their places in the file.
    package var stories: [(story: Int, pointer: JSONPointer)]?

    package static func all(in manifest: JSONValue?) -> [ManifestPack] {
        (manifest?[pointer: .manifest(.packs)]?.arrayValue ?? []).enumerated().compactMap { index, value in
            guard value.objectValue != nil else { return nil }
            let pointer = JSONPointer.manifest(.packs) / index
            let stories = value.objectValue?[PackKey.stories]?.arrayValue.map { elements in
                elements.enumerated().compactMap { position, element in
                    element.intValue.map { ($0, pointer / PackKey.stories / position) }
                }
            }
            return ManifestPack(
                index: index, pointer: pointer, id: value.objectValue?[PackKey.id]?.stringValue,
                title: value.objectValue?[PackKey.title]?.stringValue,
                freeStories: value.objectValue?[PackKey.freeStories]?.intValue,
                stories: stories)
        }
    }
}

/// What the folder-wide rules see: the listing, the manifest and samples as parsed values, and the
/// few facts kept from each labyrinth file.
package struct CheckedFolder: Sendable {
    static let audioFolder = ContentLayout.audioFolderName

    package let profile: ValidationProfile
    /// The folder's own entries, sorted by name.
    package let entries: [ContentEntry]
    /// The names in `audio/`, sorted; nil when there is no `audio/` sub-folder.
    let audioFiles: [String]?
    /// The labyrinth files: every `.json` named `<universe>_<NNN>_<level>.json` except the old layout's,
    /// sorted by file name.
    package let labyrinths: [LabyrinthFacts]
    /// `*_lv1.json` … `*_lv5.json`, sorted.
    package let legacyFiles: [String]
    /// Other `.json` files whose names are not labyrinth names, sorted.
    let otherJSONFiles: [String]
    let hasManifestFile: Bool
    /// Nil when the manifest is missing, unreadable or not JSON.
    package let manifest: JSONValue?
    let hasSamplesFile: Bool
    package let samples: JSONValue?
    let unreadableFiles: [UnreadableFile]
    let unparsableFiles: [UnparsableFile]
    /// True when every labyrinth file is in the old 5-level layout.
    let isWhollyLegacy: Bool
    /// The manifest's entries that are objects; empty when there is no usable `labyrinths` array.
    package let manifestEntries: [ManifestEntry]
    /// Why the app's decoder (LabyrinthKit's `LabyrinthManifest`) refuses the manifest; nil when it decodes
    /// or there is no parsed manifest.
    var manifestDecodingFailure: DecodingFailure?
    /// The same for `difficulty_samples.json` and LabyrinthKit's `DifficultySamples`.
    var samplesDecodingFailure: DecodingFailure?
    /// The folder as the user named it (`ContentSource.folderPath`), for hints that name a command to run on it.
    var folderPath: String?
    /// What each clip in `audio/` that a labyrinth names records of its making, by clip name.
    package var clipReadings: [String: ClipReading] = [:]

    /// What every clip of the folder says, from its labyrinths.
    package var clipScript: ClipScript { ClipScript(labyrinths.map { ($0.file, $0.clips) }) }

    package init(
        profile: ValidationProfile, entries: [ContentEntry], audioFiles: [String]?, labyrinths: [LabyrinthFacts],
        legacyFiles: [String], otherJSONFiles: [String], hasManifestFile: Bool, manifest: JSONValue?,
        hasSamplesFile: Bool, samples: JSONValue?,
        unreadableFiles: [UnreadableFile], unparsableFiles: [UnparsableFile], isWhollyLegacy: Bool
    ) {
        self.profile = profile
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
    var knownStories: [Int] {
        let fromManifest = manifestEntries.compactMap(\.story)
        let fromFiles = labyrinths.compactMap { $0.fileName?.story }
        return Array(Set(fromManifest + fromFiles)).sorted()
    }
}
