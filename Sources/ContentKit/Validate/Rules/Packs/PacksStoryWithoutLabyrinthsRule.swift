import ContentFormat
import ContentRead
import ContentSupport

struct PacksStoryWithoutLabyrinthsRule: FolderRule {
    init() {}
    let identifier = "packs.storyWithoutLabyrinths"
    let rationale = "A pack that sells a story with no labyrinths shows an empty book."
    let severity = Severity.error
    let description = "Every story a pack sells has labyrinths in the manifest."
    var triggeringExamples: [RuleExample] {
        [
            ExamplePacks.manifest(
                #"[{"id": "ocean", "title": "Ocean", "free_stories": 0, "stories": [1, 2]}]"#,
                at: .manifest(.packs) / 0 / PackKey.stories / 1)
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let stories = Set(folder.manifestEntries.compactMap(\.story))
        for pack in ManifestPack.all(in: folder.manifest) {
            for (story, pointer) in pack.stories ?? [] where !stories.contains(story) {
                recorder.report(
                    ContentLayout.manifestName, at: pointer,
                    "pack \"\(pack.id ?? "?")\" sells story \(story), which has no labyrinths in the manifest")
            }
        }
    }
}
