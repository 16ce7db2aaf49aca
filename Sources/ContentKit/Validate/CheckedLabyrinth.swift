import ContentFormat
import ContentJSON
import ContentRead
import ContentSupport
import LabyrinthKit
import MazeKit

/// One parsed labyrinth file as a `LabyrinthRule` sees it.
package struct CheckedLabyrinth: Sendable {
    /// The file name relative to the folder.
    package let file: String
    package let root: JSONValue
    /// The file as the app decodes it (LabyrinthKit's `Labyrinth`), or why the app cannot.
    let decoded: Result<Labyrinth, DecodingFailure>
    package let profile: ValidationProfile
    /// The names in `audio/`, sorted; nil when the folder has no `audio/` sub-folder.
    let audioFiles: [String]?
    /// False when the reader found no object with a key twice (`JSONDocument.mayRepeatKeys`).
    package let mayRepeatKeys: Bool
    // Every rule asks for these on every file; worked out once here, they are read without copying the
    // decoded file (a `Labyrinth` is some thirty references to retain and release) or parsing the name again.
    /// The file's name read as an id, when it is one.
    package let fileName: LabyrinthName?
    /// The decoded file, when the app can decode it.
    package let labyrinth: Labyrinth?
    /// The level the file claims in `difficulty`, when it is one of the profile's.
    package let level: ValidationProfile.Level?
    /// The file's kind, when the app can decode it.
    package let kind: StoryKind?
    /// True when the file has an `item_rule`, even one the app does not know.
    package let isAdventure: Bool
    /// The folder as the user named it, for hints that name a command to run on it.
    var folderPath: String?
    /// Where the file holds more than the profile's limits allow; when any, only the limit rules judge it.
    package let limitExcesses: [LimitExcess]
    /// The first `path_data` member, when it is an object: a dozen rules ask for its members, and it comes late in
    /// the app's files, so each look-up from the root passed over every text first.
    let pathData: JSONObject?

    package init(
        file: String, root: JSONValue, decoded: Result<Labyrinth, DecodingFailure>, profile: ValidationProfile,
        audioFiles: [String]?,
        mayRepeatKeys: Bool = true, longestString: Int = .max, mostMembers: Int = .max
    ) {
        self.file = file
        self.root = root
        self.decoded = decoded
        self.profile = profile
        self.audioFiles = audioFiles
        self.mayRepeatKeys = mayRepeatKeys
        fileName = LabyrinthName(parsing: file)
        labyrinth = try? decoded.get()
        kind = labyrinth.map { StoryKind($0) }
        let object = root.objectValue
        pathData = object?[LabyrinthKey.pathData]?.objectValue
        level = object?[LabyrinthKey.difficulty]?.stringValue.flatMap(profile.level(named:))
        isAdventure = object?[LabyrinthKey.itemRule].map { $0 != .null } ?? false
        limitExcesses = LimitExcess.all(
            in: root, limits: profile.limits, longestString: longestString, mostMembers: mostMembers)
    }

    package subscript(_ pointer: JSONPointer) -> JSONValue? { root[pointer: pointer] }

    /// A top-level member, e.g. `value(.ageRange)`. Rules ask on every file, so this is a direct walk:
    /// no pointer is built or parsed, no key list allocated.
    package func value(_ key: LabyrinthKey) -> JSONValue? { root.objectValue?[key] }

    /// A member of a top-level object, its key naming the object's type: `value(.pathData, PathDataKey.items)`.
    package func value(_ key: LabyrinthKey, _ member: some CodingKey) -> JSONValue? {
        (key == .pathData ? pathData : value(key)?.objectValue)?[member]
    }

    package func string(_ key: LabyrinthKey) -> String? { value(key)?.stringValue }

    package func string(_ key: LabyrinthKey, _ member: some CodingKey) -> String? { value(key, member)?.stringValue }
}
