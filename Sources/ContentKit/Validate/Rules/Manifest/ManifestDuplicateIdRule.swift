import ContentFormat
import ContentSupport
import LabyrinthKit

struct ManifestDuplicateIdRule: FolderRule {
    init() {}
    let identifier = "manifest.duplicateId"
    let rationale = "The app loads files by the manifest's ids; a repeated id shows the same labyrinth twice."
    let severity = Severity.error
    let description = "No id appears twice in `labyrinths`."

    var triggeringExamples: [RuleExample] {
        [
            ExampleManifest.folder(
                ExampleManifest.text(total: 4, entries: ExampleManifest.entries(DifficultyLevel.allCases + [.hard])),
                at: .manifest(.labyrinths) / 3 / ManifestEntryKey.id)
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var firstIndex: [String: Int] = [:]
        firstIndex.reserveCapacity(folder.manifestEntries.count)
        for entry in folder.manifestEntries {
            guard let id = entry.id else { continue }
            if let first = firstIndex[id] {
                recorder.report(
                    ContentLayout.manifestName, at: entry.pointer / ManifestEntryKey.id,
                    "the id \"\(id)\" is listed again (first at entry \(first)); list each labyrinth once")
            } else {
                firstIndex[id] = entry.index
            }
        }
    }
}
