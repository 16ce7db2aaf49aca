import ContentFormat
import ContentRead
import ContentSupport

struct PacksFreeStoriesRule: FolderRule {
    init() {}
    let identifier = "packs.freeStories"
    let rationale =
        "The first `free_stories` stories of a pack are free; a count outside the pack's stories gives away nothing or more than the pack holds."
    let severity = Severity.error
    let description = "`free_stories` is between 0 and the pack's number of stories."

    var triggeringExamples: [RuleExample] {
        [
            ExamplePacks.manifest(
                #"[{"id": "ocean", "title": "Ocean", "free_stories": 2, "stories": [1]}]"#,
                at: .manifest(.packs) / 0 / PackKey.freeStories),
            ExamplePacks.manifest(
                #"[{"id": "ocean", "title": "Ocean", "free_stories": -1, "stories": [1]}]"#,
                at: .manifest(.packs) / 0 / PackKey.freeStories),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            ExamplePacks.manifest(ExamplePacks.valid),
            ExamplePacks.manifest(#"[{"id": "ocean", "title": "Ocean", "free_stories": 0, "stories": [1]}]"#),
        ]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for pack in ManifestPack.all(in: folder.manifest) {
            guard let free = pack.freeStories, let stories = pack.stories else { continue }
            if free < 0 || free > stories.count {
                recorder.report(
                    ContentLayout.manifestName, at: pack.pointer / PackKey.freeStories,
                    "`free_stories` is \(free); expected 0 to \(stories.count), the pack's number of stories")
            }
        }
    }
}
