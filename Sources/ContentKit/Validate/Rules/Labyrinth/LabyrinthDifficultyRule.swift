import ContentFormat
import LabyrinthKit

struct LabyrinthDifficultyRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.difficulty"
    let rationale =
        "The app matches `difficulty` exactly (`Easy` decodes but is never shown); any other value hides the file."
    let severity = Severity.error
    let description = "`difficulty` is one of the config's levels (old level names are reported by layout.legacyName)."
    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(#"{"difficulty": "tricky"}"#, at: .labyrinth(.difficulty)),
            .labyrinth(#"{"difficulty": "Easy"}"#, at: .labyrinth(.difficulty)),
        ]
    }
    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "easy"}"#), .labyrinth(#"{"difficulty": "beginner"}"#)]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string(.difficulty) else { return }
        let profile = labyrinth.profile
        if profile.level(named: difficulty) == nil, !profile.legacyLevelNames.contains(difficulty) {
            recorder.report(
                labyrinth.file, at: .labyrinth(.difficulty),
                "`difficulty` is \"\(difficulty)\"; expected one of \(profile.levelNames.joined(separator: ", "))")
        }
    }
}
