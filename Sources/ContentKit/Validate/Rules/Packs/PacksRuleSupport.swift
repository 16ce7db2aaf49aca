import ContentFormat
import ContentJSON

enum ExamplePacks {
    static func manifest(_ packs: String) -> RuleExample { ExampleManifest.folder(ExampleManifest.text(packs: packs)) }
    /// That folder, on whose manifest the rule reports at `pointer`.
    static func manifest(_ packs: String, at pointer: JSONPointer?) -> RuleExample {
        ExampleManifest.folder(ExampleManifest.text(packs: packs), at: pointer)
    }
    static let valid = #"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": 1, "stories": [1]}]"#
}
