import ContentFormat
import ContentJSON
import ContentSupport

struct LayoutLegacyNameRule: LabyrinthRule, FolderRule {
    init() {}
    let identifier = "layout.legacyName"
    let rationale =
        "The app dropped `beginner` and `expert`; a level it does not know falls back to easy, so the file is shown at the wrong level or not at all."
    let severity = Severity.error
    let description = "No labyrinth or manifest entry still uses an old level name (`beginner`, `expert`)."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(#"{"difficulty": "beginner"}"#, at: .labyrinth(.difficulty)),
            .labyrinth(#"{"path_data": {"complexity": "expert"}}"#, at: .pathData(.complexity)),
            .manifest(
                #"{"labyrinths": [{"id": "denny_001_easy", "difficulty": "expert"}]}"#,
                at: .manifest(.labyrinths) / 0 / ManifestEntryKey.difficulty),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text),
            .manifest(#"{"labyrinths": [{"id": "denny_001_easy", "difficulty": "easy"}]}"#),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for (name, pointer) in [
            (labyrinth.string(.difficulty), JSONPointer.labyrinth(.difficulty)),
            (labyrinth.string(.pathData, PathDataKey.complexity), JSONPointer.pathData(.complexity)),
        ] {
            if let name, labyrinth.profile.legacyLevelNames.contains(name) {
                recorder.report(
                    labyrinth.file, at: pointer,
                    "\"\(name)\" is an old level name; `mazegen migrate \(ShellWord.folder(labyrinth.folderPath))` renames it"
                )
            }
        }
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.manifestEntries {
            if let name = entry.difficulty, folder.profile.legacyLevelNames.contains(name) {
                recorder.report(
                    ContentLayout.manifestName, at: entry.pointer / ManifestEntryKey.difficulty,
                    "\"\(name)\" is an old level name; `mazegen migrate \(ShellWord.folder(folder.folderPath))` renames it"
                )
            }
        }
    }
}
