import ContentFormat
import ContentSupport
import LabyrinthKit

struct ManifestTotalRule: FolderRule {
    init() {}
    let identifier = "manifest.total"
    let rationale =
        "The app's manifest decoder requires `total`; keeping it equal to the entries keeps the file honest for tools that read it."
    let severity = Severity.warning
    let description = "`total` equals the number of entries in `labyrinths`."
    var triggeringExamples: [RuleExample] {
        [ExampleManifest.folder(ExampleManifest.text(total: 60), at: .manifest(.total))]
    }
    var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let manifest = folder.manifest, let total = manifest[pointer: .manifest(.total)]?.intValue,
            let entries = manifest[pointer: .manifest(.labyrinths)]?.arrayValue, total != entries.count
        else { return }
        recorder.report(
            ContentLayout.manifestName, at: .manifest(.total),
            "`total` is \(total); expected \(entries.count), the number of entries in `labyrinths`")
    }
}
