import ContentFormat
import ContentSupport
import LabyrinthKit

struct ManifestUniverseRule: FolderRule {
    init() {}
    let identifier = "manifest.universe"
    let rationale =
        "The app never reads `universe`, but mazegen does: a manifest of another universe belongs to another catalogue, which generate would not remake."
    let severity = Severity.warning
    let description = "The manifest's `universe` is the config's universe."
    var triggeringExamples: [RuleExample] { [.manifest(#"{"universe": "otto"}"#, at: .manifest(.universe))] }
    var nonTriggeringExamples: [RuleExample] { [.manifest(#"{"universe": "denny"}"#)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let universe = folder.manifest?[pointer: .manifest(.universe)]?.stringValue,
            universe != folder.profile.universe
        else { return }
        recorder.report(
            ContentLayout.manifestName, at: .manifest(.universe),
            "`universe` is \"\(universe)\"; expected \"\(folder.profile.universe)\"")
    }
}
