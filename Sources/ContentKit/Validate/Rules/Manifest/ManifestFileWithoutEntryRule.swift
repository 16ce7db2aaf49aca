import LabyrinthKit

struct ManifestFileWithoutEntryRule: FolderRule {
    init() {}
    let identifier = "manifest.fileWithoutEntry"
    let rationale = "The app shows only what the manifest lists; a file without an entry is never seen."
    let severity = Severity.error
    let description = "Every labyrinth file has an entry in the manifest (the app never shows a file it does not list)."
    var triggeringExamples: [RuleExample] {
        [
            ExampleManifest.folder(extraFiles: ["denny_002_easy.json": "{}"]).finding(
                in: "denny_002_easy.json", at: .wholeFile)
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest != nil else { return }
        let listed = Set(folder.manifestEntries.compactMap(\.id))
        for labyrinth in folder.labyrinths where !listed.contains(labyrinth.stem) {
            recorder.report(
                labyrinth.file, "the manifest has no entry \"\(labyrinth.stem)\"; the app will not show this labyrinth")
        }
    }
}
