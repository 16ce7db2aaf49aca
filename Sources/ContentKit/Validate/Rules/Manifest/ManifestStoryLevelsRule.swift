import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit

struct ManifestStoryLevelsRule: FolderRule {
    init() {}
    let identifier = "manifest.storyLevels"
    let rationale =
        "A story is played at each of the three levels; with one missing the app falls back to another level (medium, easy, hard), not the one the child chose."
    let severity = Severity.error
    let description = "Every story in the manifest has all the levels."

    var triggeringExamples: [RuleExample] {
        [
            ExampleManifest.folder(
                ExampleManifest.text(total: 2, entries: ExampleManifest.entries([.easy, .hard])),
                at: .manifest(.labyrinths) / 0)
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var levelsByStory: [Int: (first: JSONPointer, levels: Set<String>)] = [:]
        for entry in folder.manifestEntries {
            guard let story = entry.story else { continue }
            levelsByStory[story, default: (entry.pointer, [])].levels.insert(entry.difficulty ?? "")
        }
        for story in levelsByStory.keys.sorted() {
            let (first, levels) = levelsByStory[story]!
            let missing = folder.profile.levelNames.filter { !levels.contains($0) }
            if !missing.isEmpty {
                recorder.report(
                    ContentLayout.manifestName, at: first,
                    "story \(story) has no \(missing.joined(separator: ", ")) level; every story has \(folder.profile.levelNames.joined(separator: ", "))"
                )
            }
        }
    }
}
