import ContentFormat
import ContentRead
import ContentSupport

struct PacksEmptyTitleRule: FolderRule {
    init() {}
    let identifier = "packs.emptyTitle"
    let rationale = "The pack's title is the book's name on the bookshelf; an empty one shows a nameless book."
    let severity = Severity.warning
    let description = "Every pack (and its id) has a non-empty title."
    var triggeringExamples: [RuleExample] {
        [
            ExamplePacks.manifest(
                #"[{"id": "ocean", "title": " ", "free_stories": 0, "stories": [1]}]"#,
                at: .manifest(.packs) / 0 / PackKey.title)
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for pack in ManifestPack.all(in: folder.manifest) {
            for (key, value) in [(PackKey.id, pack.id), (.title, pack.title)] {
                if let value, value.isBlank {
                    recorder.report(
                        ContentLayout.manifestName, at: pack.pointer / key,
                        "pack \(pack.index) has an empty `\(key.rawValue)`")
                }
            }
        }
    }
}
