import ContentFormat
import LabyrinthKit

public struct QuestionRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.question"
    public let severity = Severity.warning
    public let description = "`educational_question` ends with a question mark."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"educational_question": "What lives on the beach."}"#, at: .labyrinth(.educationalQuestion))]
    }
    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(#"{"educational_question": "What lives on the beach?"}"#), .labyrinth(#"{"educational_question": "Who?  "}"#)]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let question = labyrinth.string(.educationalQuestion), !question.allSatisfy(\.isWhitespace) else { return }
        let trimmed = question.reversed().drop { $0.isWhitespace }
        if trimmed.first != "?" {
            recorder.report(labyrinth.file, at: .labyrinth(.educationalQuestion), "`educational_question` does not end with \"?\"; expected a question")
        }
    }
}
