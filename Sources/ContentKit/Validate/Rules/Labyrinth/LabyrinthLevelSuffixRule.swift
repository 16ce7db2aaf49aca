import ContentFormat
import LabyrinthKit

struct LabyrinthLevelSuffixRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.levelSuffix"
    let rationale =
        "The app matches `difficulty` exactly and loads files by id; a file whose name says one level and whose content another shows at the wrong level."
    let severity = Severity.error
    let description = "The level at the end of the file name agrees with `difficulty`."
    var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "hard"}"#, named: "denny_001_easy.json", at: .labyrinth(.difficulty))]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "hard"}"#, named: "denny_001_hard.json")] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string(.difficulty), let suffix = labyrinth.fileName?.level,
            labyrinth.profile.level(named: suffix) != nil, suffix != difficulty
        else { return }
        recorder.report(
            labyrinth.file, at: .labyrinth(.difficulty),
            "`difficulty` is \"\(difficulty)\" but the file name says \"\(suffix)\"; make them agree")
    }
}
