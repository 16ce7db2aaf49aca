import ContentFormat
import ContentJSON
import LabyrinthKit

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
    package static func all(in manifest: JSONValue?) -> [ManifestEntry] {
        (manifest?[pointer: .manifest(.labyrinths)]?.arrayValue ?? []).enumerated().compactMap { index, value in
            value.objectValue == nil ? nil : ManifestEntry(index: index, value: value)
        }
    }

    package init(index: Int, value: JSONValue) {
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
