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

    static func clip(saying text: String) -> String {
        String(decoding: (try? ClipRecord(madeFrom: text, settings: .standard).tagged([])) ?? [], as: UTF8.self)
    }

    /// An ID3 tag with no record of mazegen's, as another tool writes one.
    static let clipMadeElsewhere = String(
        decoding: (try? ID3v2.tag(userTexts: [ID3v2.UserText(description: "encoder", value: "elsewhere")])) ?? [],
        as: UTF8.self)

    static let completion = "Denny found Mommy Coral. What lives on the beach?"

    var triggeringExamples: [RuleExample] {
        [
            RuleExample([
                "denny_001_easy.json": ExampleLabyrinth.text,
                "audio/denny_001_instruction.mp3": Self.clip(saying: "Can you help Denny find the boat?"),
                "audio/denny_001_completion.mp3": Self.clip(saying: Self.completion),
            ]).finding(in: "denny_001_easy.json", at: .labyrinth(.audioInstruction))
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample([
                "denny_001_easy.json": ExampleLabyrinth.text,
                "audio/denny_001_instruction.mp3": Self.clip(saying: "Can you help Denny find Mommy Coral?"),
                "audio/denny_001_completion.mp3": Self.clip(saying: Self.completion),
            ]),
            // A clip made elsewhere records nothing: its origin is unknown, not stale.
            RuleExample([
                "denny_001_easy.json": ExampleLabyrinth.text, "audio/denny_001_instruction.mp3": Self.clipMadeElsewhere,
                "audio/denny_001_completion.mp3": Self.clipMadeElsewhere,
            ]),
        ]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let settings = folder.profile.narration
        for line in folder.clipScript.lines {
            guard let reading = folder.clipReadings[line.clip], let file = line.files.first else { continue }
            let key = line.role.key.rawValue
            switch reading {
            case .record(let record) where !record.isCurrent(for: line.text, settings: settings):
                let said = record.text.map { "it says \"\(Self.shortened($0))\"" } ?? "it records another text"
                let changed =
                    record.text == line.text
                    ? "was made under other `narration` settings than config.yaml's now"
                    : "was made from another text (\(said)) than the file's \(line.role.spokenKeys) now"
                recorder.report(
                    file, at: .labyrinth(line.role.key),
                    "audio/\(line.clip), named by `\(key)`, \(changed); run `mazegen narrate` to make it again")
            case .unreadable(let reason):
                recorder.report(
                    file, at: .labyrinth(line.role.key),
                    "audio/\(line.clip), named by `\(key)`, cannot be read: \(reason); run `mazegen narrate --force` to make it again"
                )
            case .adopted(let textDigest) where textDigest != AdoptedClips.textDigest(line.text):
                recorder.report(
                    file, at: .labyrinth(line.role.key),
                    "audio/\(line.clip), named by `\(key)`, was adopted by `mazegen import` as saying what the file's "
                        + "\(line.role.spokenKeys) said then; they say another text now: run `mazegen narrate` to make it"
                )
            case .record, .adopted, .noRecord:
                continue
            }
        }
    }

    static func shortened(_ text: String) -> String { text.count <= 80 ? text : text.prefix(77) + "…" }
}
