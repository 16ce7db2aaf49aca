import ContentFormat
import ContentSupport

struct PacksMissingRule: FolderRule {
    init() {}
    let identifier = "packs.missing"
    let rationale = "Stories are sold in packs; without packs the bookshelf has nothing to offer."
    let severity = Severity.error
    let description = "The manifest has a non-empty `packs` array: every story is sold in a pack."

    var triggeringExamples: [RuleExample] {
        [
            ExamplePacks.manifest("[]", at: .manifest(.packs)),
            .manifest(#"{"universe": "denny", "total": 0, "labyrinths": []}"#, at: .manifest(.packs)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let manifest = folder.manifest, manifest.objectValue != nil else { return }
        switch manifest[pointer: .manifest(.packs)] {
        case .none, .some(.null):
            recorder.report(
                ContentLayout.manifestName, at: .manifest(.packs),
                "the manifest has no `packs`; expected an array of packs")
        case .some(.array(let packs)) where packs.isEmpty:
            recorder.report(
                ContentLayout.manifestName, at: .manifest(.packs), "`packs` is empty; expected at least one pack")
        default:
            break  // not an array: `manifest.decode` reports it
        }
    }
}
