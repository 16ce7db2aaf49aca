import ContentFormat

/// Every level of a story names the same two clips; a clip can say one text only.
struct AudioTextsDifferRule: FolderRule {
    init() {}
    let identifier = "audio.textsDiffer"
    let rationale =
        "The levels of a story share their clips: when two files naming one clip give it different texts, the clip is wrong for one of them, and narrate cannot make it."
    let severity = Severity.warning
    let description =
        "Labyrinths that name the same clip give it the same text (`tts_instruction`; `completion_message` and `educational_question`)."

    var triggeringExamples: [RuleExample] {
        [
            RuleExample([
                "denny_001_easy.json": ExampleLabyrinth.text,
                "denny_001_medium.json": ExampleLabyrinth.text(
                    setting: .labyrinth(.ttsInstruction), to: .string("Where is Mommy Coral?")),
            ]).finding(in: "denny_001_medium.json", at: .labyrinth(.audioInstruction))
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_easy.json": ExampleLabyrinth.text, "denny_001_medium.json": ExampleLabyrinth.text])]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for conflict in folder.clipScript.conflicts {
            recorder.report(
                conflict.file, at: .labyrinth(conflict.role.key),
                "gives the clip \"\(conflict.clip)\" another text than \(conflict.otherFile); the levels of a story share their clips: make the texts equal"
            )
        }
    }
}
