import ContentFormat
import LabyrinthKit

struct ManifestDecodeRule: FolderRule {
    init() {}
    let identifier = "manifest.decode"
    let rationale = "The app decodes the manifest with its own type; if it cannot, it shows no stories at all."
    let severity = Severity.error
    let description =
        "The app decodes the manifest: LabyrinthKit's `LabyrinthManifest` (with its packs and entries) decodes it."

    var triggeringExamples: [RuleExample] {
        [
            .manifest("[]", at: .root), .manifest(#"{"total": "3", "labyrinths": []}"#, at: .manifest(.total)),
            .manifest(
                #"{"total": 1, "labyrinths": [{"id": "denny_001_easy", "difficulty": "easy", "theme": "ocean"}]}"#,
                at: .manifest(.labyrinths) / 0 / ManifestEntryKey.title),
            ExamplePacks.manifest(
                #"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": "3", "stories": [1]}]"#,
                at: .manifest(.packs) / 0 / PackKey.freeStories),
            ExamplePacks.manifest(
                #"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": 1, "stories": ["1"]}]"#,
                at: .manifest(.packs) / 0 / PackKey.stories / 0),
            ExamplePacks.manifest("[3]", at: .manifest(.packs) / 0),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            ExampleManifest.folder(), .manifest(#"{"total": 0, "labyrinths": []}"#),
            ExamplePacks.manifest(ExamplePacks.valid),
        ]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let failure = folder.manifestDecodingFailure else { return }
        recorder.report(failure)
    }
}
