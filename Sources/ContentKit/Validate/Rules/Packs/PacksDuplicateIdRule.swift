import ContentFormat
import ContentRead
import ContentSupport

struct PacksDuplicateIdRule: FolderRule {
    init() {}
    let identifier = "packs.duplicateId"
    let rationale =
        "The pack id names the purchase; with two packs of one id the app cannot tell which purchase unlocks which stories."
    let severity = Severity.error
    let description = "No two packs share an id."

    var triggeringExamples: [RuleExample] {
        [
            ExamplePacks.manifest(
                #"[{"id": "ocean", "title": "A", "free_stories": 0, "stories": [1]}, {"id": "ocean", "title": "B", "free_stories": 0, "stories": []}]"#,
                at: .manifest(.packs) / 1 / PackKey.id)
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var seen: Set<String> = []
        for pack in ManifestPack.all(in: folder.manifest) {
            guard let id = pack.id else { continue }
            if !seen.insert(id).inserted {
                recorder.report(
                    ContentLayout.manifestName, at: pack.pointer / PackKey.id,
                    "the pack id \"\(id)\" is used by an earlier pack; pack ids are unique")
            }
        }
    }
}
