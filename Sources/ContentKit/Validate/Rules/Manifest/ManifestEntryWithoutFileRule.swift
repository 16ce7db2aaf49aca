import ContentFormat
import ContentSupport
import LabyrinthKit

public struct ManifestEntryWithoutFileRule: FolderRule {
    public init() {}
    public let identifier = "manifest.entryWithoutFile"
    public let severity = Severity.error
    public let description = "Every manifest entry has its labyrinth file."

    public var triggeringExamples: [RuleExample] {
        [ExampleManifest.folder(ExampleManifest.text(total: 4, entries: ["easy", "medium", "hard"].map { ExampleManifest.entry(1, $0) } + [ExampleManifest.entry(2, "easy")]),
                                at: .manifest(.labyrinths) / 3 / ManifestEntryKey.id)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest != nil else { return }
        let files = Set(folder.labyrinths.map(\.stem) + folder.legacyFiles.map(LabyrinthName.id(fileName:)))
        for entry in folder.manifestEntries {
            guard let id = entry.id, ContentFileName.isPlain(id), !files.contains(id) else { continue }
            recorder.report(ContentLayout.manifestName, at: entry.pointer / ManifestEntryKey.id, "the entry \"\(id)\" has no file \(id).json in the folder")
        }
    }
}
