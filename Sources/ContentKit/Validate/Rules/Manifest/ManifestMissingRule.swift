import ContentFormat
import ContentSupport
import LabyrinthKit

struct ManifestMissingRule: FolderRule {
    init() {}
    let identifier = "manifest.missing"
    let rationale = "The app finds every story through `manifest.json`; without it the folder shows nothing."
    let severity = Severity.error
    let description = "The folder has a `manifest.json`."
    var triggeringExamples: [RuleExample] {
        [RuleExample.labyrinth(ExampleLabyrinth.text).finding(in: ContentLayout.manifestName, at: .wholeFile)]
    }
    var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        if !folder.hasManifestFile {
            recorder.report(
                ContentLayout.manifestName, "the folder has no manifest.json; the app lists its labyrinths from it")
        }
    }
}
