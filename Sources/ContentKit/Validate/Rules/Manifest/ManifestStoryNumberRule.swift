import ContentFormat
import ContentSupport
import LabyrinthKit

struct ManifestStoryNumberRule: FolderRule {
    init() {}
    let identifier = "manifest.storyNumber"
    let rationale =
        "The app takes the story number from the id and shows a story only when its entry has `story`; the two must agree."
    let severity = Severity.error
    let description = "Each entry's `story` is the number in its id."

    var triggeringExamples: [RuleExample] {
        [
            .manifest(
                #"{"labyrinths": [{"id": "denny_001_easy", "difficulty": "easy", "story": 2}]}"#,
                at: .manifest(.labyrinths) / 0 / ManifestEntryKey.story)
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [.manifest(#"{"labyrinths": [{"id": "denny_001_easy", "difficulty": "easy", "story": 1}]}"#)]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.manifestEntries {
            guard let story = entry.story, let id = entry.id,
                let name = LabyrinthName(fileName: LabyrinthName.fileName(id: id)), name.story != story
            else { continue }
            recorder.report(
                ContentLayout.manifestName, at: entry.pointer / ManifestEntryKey.story,
                "`story` is \(story) but the id \"\(id)\" says \(name.story)")
        }
    }
}
