import ContentFormat
import LabyrinthKit

struct ComplexityRule: LabyrinthRule {
    package init() {}
    package let identifier = "labyrinth.complexity"
    package let severity = Severity.error
    package let description = "`path_data.complexity` equals `difficulty`."
    var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "easy", "path_data": {"complexity": "hard"}}"#, at: .pathData(.complexity))]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "easy", "path_data": {"complexity": "easy"}}"#)] }

    package func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string(.difficulty), let complexity = labyrinth.string(.pathData, PathDataKey.complexity) else { return }
        if complexity != difficulty {
            recorder.report(labyrinth.file, at: .pathData(.complexity),
                            "`path_data.complexity` is \"\(complexity)\"; expected \"\(difficulty)\", the file's difficulty")
        }
    }
}
