import ContentFormat
import ContentSupport
import LabyrinthKit

struct ManifestEntryWithoutFileRule: FolderRule {
    static let id = "manifest.entryWithoutFile"
    init() {}
    let identifier = id
    let rationale =
        "The app loads each manifest entry's file by id; an entry without a file fails to load when the child opens it."
    let severity = Severity.error
    let description = "Every manifest entry has its labyrinth file."

    var triggeringExamples: [RuleExample] {
        [
            ExampleManifest.folder(
                ExampleManifest.text(
                    total: 4,
                    entries: ExampleManifest.entries(DifficultyLevel.allCases) + [ExampleManifest.entry(2, "easy")]),
                at: .manifest(.labyrinths) / 3 / ManifestEntryKey.id)
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest != nil else { return }
        let files = Set(folder.labyrinths.map(\.stem) + folder.legacyFiles.map(LabyrinthName.id(fileName:)))
        for entry in folder.manifestEntries {
            guard let id = entry.id, ContentFileName.isPlain(id), !files.contains(id) else { continue }
            recorder.report(
                ContentLayout.manifestName, at: entry.pointer / ManifestEntryKey.id,
                "the entry \"\(id)\" has no file \(id).json in the folder")
        }
    }
}

extension Finding {
    /// The rule that finds a manifest entry without its file, for the preview's card of such a file.
    package static let entryWithoutFileRule = ManifestEntryWithoutFileRule.id

    /// A manifest entry without its file: generate's partial runs (`--only`) leave other stories' files to other runs.
    package var isEntryWithoutFile: Bool { ruleIdentifier == ManifestEntryWithoutFileRule.id }
}
