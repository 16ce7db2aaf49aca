import ContentFormat
import ContentSupport
import LabyrinthKit

/// An id or an audio name with `..`, `/` or an absolute path would make the app (or a tool) reach outside the folder.
struct PathOutsideRule: LabyrinthRule, FolderRule {
    init() {}
    let identifier = "path.outside"
    let rationale =
        "Ids and audio names become file names in the app; `..` or `/` would reach outside the content folder."
    let severity = Severity.error
    let description = "Ids and audio file names are plain names: no `..`, no `/`, no absolute paths."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(#"{"id": "../denny_001_easy"}"#, at: .labyrinth(.id)),
            .labyrinth(#"{"audio_instruction": "/etc/passwd"}"#, at: .labyrinth(.audioInstruction)),
            .manifest(#"{"labyrinths": [{"id": "../../x"}]}"#, at: .manifest(.labyrinths) / 0 / ManifestEntryKey.id),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text), .manifest(#"{"labyrinths": [{"id": "denny_001_easy"}]}"#)]
    }

    static let referenceKeys: [LabyrinthKey] = [.id, .audioInstruction, .audioCompletion]

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for key in Self.referenceKeys {
            if let name = labyrinth.string(key), !name.isEmpty, !ContentFileName.isPlain(name) {
                recorder.report(
                    labyrinth.file, at: .labyrinth(key),
                    "`\(key.rawValue)` is \"\(name)\", which reaches outside the folder; expected a plain name")
            }
        }
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.manifestEntries {
            if let id = entry.id, !id.isEmpty, !ContentFileName.isPlain(id) {
                recorder.report(
                    ContentLayout.manifestName, at: entry.pointer / ManifestEntryKey.id,
                    "the id \"\(id)\" reaches outside the folder; expected a plain name")
            }
        }
    }
}
