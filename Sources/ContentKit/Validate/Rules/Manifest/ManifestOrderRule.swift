import ContentFormat
import ContentRead
import ContentSupport
import LabyrinthKit

struct ManifestOrderRule: FolderRule {
    init() {}
    let identifier = "manifest.order"
    let rationale =
        "The shipped manifest lists entries story by story, easy to hard; keeping that order keeps diffs small and a missing level easy to see."
    let severity = Severity.warning
    let description = "Entries are ordered by story, then by level (easy, medium, hard)."

    var triggeringExamples: [RuleExample] {
        [
            ExampleManifest.folder(
                ExampleManifest.text(entries: ExampleManifest.entries([.medium, .easy, .hard])),
                at: .manifest(.labyrinths) / 1),
            .manifest(
                #"{"labyrinths": [\#(ExampleManifest.entry(2, "easy")), \#(ExampleManifest.entry(1, "easy"))]}"#,
                at: .manifest(.labyrinths) / 1),
        ]

    }

    var nonTriggeringExamples: [RuleExample] {
        [
            ExampleManifest.folder(),
            .manifest(#"{"labyrinths": [\#(ExampleManifest.entry(1, "hard")), \#(ExampleManifest.entry(2, "easy"))]}"#),
        ]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var previous: (key: (Int, Int), entry: ManifestEntry)?
        for entry in folder.manifestEntries {
            guard let story = entry.story, let level = entry.difficulty.flatMap(folder.profile.levelIndex(of:)) else {
                continue
            }
            let key = (story, level)
            if let previous, key < previous.key {
                recorder.report(
                    ContentLayout.manifestName, at: entry.pointer,
                    "entry \(entry.index) (story \(story), \(entry.difficulty!)) comes after story \(previous.key.0), "
                        + "\(previous.entry.difficulty!); expected order: story, then \(folder.profile.levelNames.joined(separator: ", "))"
                )
            }
            previous = (key, entry)
        }
    }
}
