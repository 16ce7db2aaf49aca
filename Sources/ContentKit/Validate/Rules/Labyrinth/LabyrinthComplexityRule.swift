import ContentFormat
import LabyrinthKit

struct LabyrinthComplexityRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.complexity"
    let rationale =
        "`path_data.complexity` and `difficulty` name the level twice; when they differ one of them is wrong."
    let severity = Severity.error
    let description = "`path_data.complexity` equals `difficulty`."
    var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "easy", "path_data": {"complexity": "hard"}}"#, at: .pathData(.complexity))]
    }
    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "easy", "path_data": {"complexity": "easy"}}"#)]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string(.difficulty),
            let complexity = labyrinth.string(.pathData, PathDataKey.complexity)
        else { return }
        if complexity != difficulty {
            recorder.report(
                labyrinth.file, at: .pathData(.complexity),
                "`path_data.complexity` is \"\(complexity)\"; expected \"\(difficulty)\", the file's difficulty")
        }
    }
}
