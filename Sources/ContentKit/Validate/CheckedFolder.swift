import ContentFormat
import ContentSupport
import LabyrinthKit

/// A file that could not be read, kept so a rule can report it.
public struct UnreadableFile: Sendable, Equatable {
    public var file: String
    public var error: FileSystemError
}

/// A file that is not valid UTF-8 JSON, with where the reader stopped.
public struct UnparsableFile: Sendable, Equatable {
    public var file: String
    public var error: JSONSyntaxError
}

/// One entry of the manifest's `labyrinths` array, with the types the rules need already checked:
/// a field of the wrong type is nil here and reported by `manifest.decode`.
public struct ManifestEntry: Sendable, Equatable {
    public var index: Int
    public var pointer: JSONPointer
    public var id: String?
    public var difficulty: String?
    public var story: Int?
    public var theme: String?
    public var title: String?
    public var location: String?

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

/// What the folder-wide rules see: the listing, the manifest and samples as parsed values, and the
/// few facts kept from each labyrinth file.
public struct CheckedFolder: Sendable {
    public static let audioFolder = "audio"

    public let profile: ValidationProfile
    /// The folder's own entries, sorted by name.
    public let entries: [ContentEntry]
    /// The names in `audio/`, sorted; nil when there is no `audio/` sub-folder.
    public let audioFiles: [String]?
    /// The labyrinth files: every `.json` named `<universe>_<NNN>_<level>.json` except the old layout's,
    /// sorted by file name.
    public let labyrinths: [LabyrinthFacts]
    /// `*_lv1.json` … `*_lv5.json`, sorted.
    public let legacyFiles: [String]
    /// Other `.json` files whose names are not labyrinth names, sorted.
    public let otherJSONFiles: [String]
    public let hasManifestFile: Bool
    /// Nil when the manifest is missing, unreadable or not JSON.
    public let manifest: JSONValue?
    public let hasSamplesFile: Bool
    public let samples: JSONValue?
    public let unreadableFiles: [UnreadableFile]
    public let unparsableFiles: [UnparsableFile]
    /// True when every labyrinth file is in the old 5-level layout.
    public let isWhollyLegacy: Bool
    /// The manifest's entries that are objects; empty when there is no usable `labyrinths` array.
    public let manifestEntries: [ManifestEntry]
    /// Why the app's decoder (LabyrinthKit's `LabyrinthManifest`) refuses the manifest; nil when it decodes
    /// or there is no parsed manifest.
    public var manifestDecodingFailure: DecodingFailure?
    /// The same for `difficulty_samples.json` and LabyrinthKit's `DifficultySamples`.
    public var samplesDecodingFailure: DecodingFailure?

    public init(
        profile: ValidationProfile, entries: [ContentEntry], audioFiles: [String]?, labyrinths: [LabyrinthFacts],
        legacyFiles: [String], otherJSONFiles: [String], hasManifestFile: Bool, manifest: JSONValue?, hasSamplesFile: Bool, samples: JSONValue?,
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
        manifestEntries = (manifest?[pointer: .manifest(.labyrinths)]?.arrayValue ?? []).enumerated().compactMap { index, value in
            value.objectValue == nil ? nil : ManifestEntry(index: index, value: value)
        }
    }

    /// The manifest's story numbers and every story number in a labyrinth file name, sorted.
    public var knownStories: [Int] {
        let fromManifest = manifestEntries.compactMap(\.story)
        let fromFiles = labyrinths.compactMap { $0.fileName?.story }
        return Array(Set(fromManifest + fromFiles)).sorted()
    }
}
