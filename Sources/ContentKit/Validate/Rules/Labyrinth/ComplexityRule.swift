import ContentFormat
import LabyrinthKit

public struct ComplexityRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.complexity"
    public let severity = Severity.error
    public let description = "`path_data.complexity` equals `difficulty`."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "easy", "path_data": {"complexity": "hard"}}"#, at: .pathData(.complexity))]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "easy", "path_data": {"complexity": "easy"}}"#)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string(.difficulty), let complexity = labyrinth.string(.pathData, PathDataKey.complexity) else { return }
        if complexity != difficulty {
            recorder.report(labyrinth.file, at: .pathData(.complexity),
                            "`path_data.complexity` is \"\(complexity)\"; expected \"\(difficulty)\", the file's difficulty")
        }
    }
}
