import ContentFormat
import ContentRead
import ContentSupport

struct PacksStoryInNoPackRule: FolderRule {
    init() {}
    let identifier = "packs.storyInNoPack"
    let rationale = "A story in no pack is never offered on the bookshelf."
    let severity = Severity.error
    let description = "Every story of the manifest (or of a labyrinth file name) is in a pack."

    var triggeringExamples: [RuleExample] {
        // Story 1 is in no pack: the finding points at its first manifest entry.
        [
            ExamplePacks.manifest(
                #"[{"id": "ocean", "title": "Ocean", "free_stories": 0, "stories": [2]}]"#,
                at: .manifest(.labyrinths) / 0)
        ]

    }

    var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest?[pointer: .manifest(.packs)]?.arrayValue?.isEmpty == false else { return }
        let packed = Set(ManifestPack.all(in: folder.manifest).flatMap { ($0.stories ?? []).map(\.story) })
        for story in folder.knownStories where !packed.contains(story) {
            let entry = folder.manifestEntries.first { $0.story == story }
            recorder.report(
                ContentLayout.manifestName, at: entry?.pointer ?? .manifest(.packs),
                "story \(story) is in no pack; the app cannot sell or show it")
        }
    }
}
