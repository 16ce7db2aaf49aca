import ContentFormat

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
            let stories = value[pointer: JSONPointer(PackKey.stories)]?.arrayValue.map { elements in
                elements.enumerated().compactMap { position, element in
                    element.intValue.map { ($0, pointer / PackKey.stories / position) }
                }
            }
            return ManifestPack(
                index: index, pointer: pointer, id: value[pointer: JSONPointer(PackKey.id)]?.stringValue, title: value[pointer: JSONPointer(PackKey.title)]?.stringValue,
                freeStories: value[pointer: JSONPointer(PackKey.freeStories)]?.intValue, stories: stories)
        }
    }
}

enum ExamplePacks {
    static func manifest(_ packs: String) -> RuleExample { ExampleManifest.folder(ExampleManifest.text(packs: packs)) }
    /// That folder, on whose manifest the rule reports at `pointer`.
    static func manifest(_ packs: String, at pointer: JSONPointer?) -> RuleExample {
        ExampleManifest.folder(ExampleManifest.text(packs: packs), at: pointer)
    }
    static let valid = #"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": 1, "stories": [1]}]"#
}
