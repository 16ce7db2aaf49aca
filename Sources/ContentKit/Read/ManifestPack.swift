import ContentFormat
import ContentJSON
import LabyrinthKit

/// One pack object of the manifest, with the fields of the right types (others nil, reported by manifest.decode).
package struct ManifestPack {
    package var index: Int
    package var pointer: JSONPointer
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
