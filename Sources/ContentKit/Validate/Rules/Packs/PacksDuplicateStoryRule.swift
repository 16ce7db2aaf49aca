import ContentFormat
import ContentRead
import ContentSupport

struct PacksDuplicateStoryRule: FolderRule {
    init() {}
    let identifier = "packs.duplicateStory"
    let rationale = "A story in two packs would be sold twice and free in one but locked in the other."
    let severity = Severity.error
    let description = "A story is in exactly one pack, once."

    var triggeringExamples: [RuleExample] {
        [
            ExamplePacks.manifest(
                #"[{"id": "ocean", "title": "Ocean", "free_stories": 0, "stories": [1, 1]}]"#,
                at: .manifest(.packs) / 0 / PackKey.stories / 1),
            ExamplePacks.manifest(
                #"[{"id": "a", "title": "A", "free_stories": 0, "stories": [1]}, {"id": "b", "title": "B", "free_stories": 0, "stories": [1]}]"#,
                at: .manifest(.packs) / 1 / PackKey.stories / 0),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var firstPack: [Int: Int] = [:]
        for pack in ManifestPack.all(in: folder.manifest) {
            for (story, pointer) in pack.stories ?? [] {
                if let first = firstPack[story] {
                    let place = first == pack.index ? "earlier in this pack" : "in pack \(first)"
                    recorder.report(
                        ContentLayout.manifestName, at: pointer,
                        "story \(story) is already listed \(place); a story belongs to one pack, once")
                } else {
                    firstPack[story] = pack.index
                }
            }
        }
    }
}
