import ContentCatalogue
import ContentFormat
import ContentRead
import LabyrinthKit
import SoundKit

/// A clip says what it was made from (`ClipRecord`); one made from another text than its labyrinths hold now, or
/// under other narration settings, is stale. A clip with no record (made elsewhere) is not judged: nothing says what
/// it was made from.
struct AudioStaleRule: FolderRule {
    init() {}
    let identifier = "audio.stale"
    let rationale =
        "The app plays the clip a labyrinth names to a child who cannot read: a clip made from an earlier text asks another question than the screen shows, and nothing else would notice."
    let severity = Severity.warning
    let description =
        "Every clip in `audio/` that records what it was made from was made from the text its labyrinths hold now (`tts_instruction`; `completion_message` then `educational_question`) under the config's `narration` settings."

    static let completion = "Denny found Mommy Coral. What lives on the beach?"
    static let instruction = "audio/denny_001_instruction.mp3"
    static let completionClip = "audio/denny_001_completion.mp3"

    var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                ["denny_001_easy.json": ExampleLabyrinth.text],
                binaryFiles: [
                    Self.instruction: ExampleClip.saying("Can you help Denny find the boat?"),
                    Self.completionClip: ExampleClip.saying(Self.completion),
                ]
            ).finding(in: "denny_001_easy.json", at: .labyrinth(.audioInstruction))
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                ["denny_001_easy.json": ExampleLabyrinth.text],
                binaryFiles: [
                    Self.instruction: ExampleClip.saying("Can you help Denny find Mommy Coral?"),
                    Self.completionClip: ExampleClip.saying(Self.completion),
                ]),
            // A clip made elsewhere records nothing: its origin is unknown, not stale.
            RuleExample(
                ["denny_001_easy.json": ExampleLabyrinth.text],
                binaryFiles: [
                    Self.instruction: ExampleClip.madeElsewhere, Self.completionClip: ExampleClip.madeElsewhere,
                ]
            ),
        ]
    }

    /// Asks the one judgement of a clip (`FolderClips.status`); the reading only words a stale clip's message.
    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let clips = folder.clips
        for line in clips.script.lines {
            guard let file = line.files.first else { continue }
            let key = line.role.key.rawValue
            switch clips.status(of: line, settings: folder.profile.narration) {
            case .stale:
                let message: String
                if case .adopted? = clips.readings[line.clip] {
                    message =
                        "audio/\(line.clip), named by `\(key)`, was adopted by `mazegen import` as saying what the file's "
                        + "\(line.role.spokenKeys) said then; they say another text now: run `mazegen narrate` to make it"
                } else {
                    let record: ClipRecord? =
                        if case .record(let record)? = clips.readings[line.clip] { record } else { nil }
                    let said = record?.text.map { "it says \"\(Self.shortened($0))\"" } ?? "it records another text"
                    let changed =
                        record?.text == line.text
                        ? "was made under other `narration` settings than config.yaml's now"
                        : "was made from another text (\(said)) than the file's \(line.role.spokenKeys) now"
                    message =
                        "audio/\(line.clip), named by `\(key)`, \(changed); run `mazegen narrate` to make it again"
                }
                recorder.report(file, at: .labyrinth(line.role.key), message)
            case .unreadable(let reason):
                recorder.report(
                    file, at: .labyrinth(line.role.key),
                    "audio/\(line.clip), named by `\(key)`, cannot be read: \(reason); run `mazegen narrate --force` to make it again"
                )
            case .current, .missing, .unknownOrigin, .unplayable, .notAFile:
                continue
            }
        }
    }

    static func shortened(_ text: String) -> String { text.count <= 80 ? text : text.prefix(77) + "…" }
}
