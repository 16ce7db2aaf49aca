import ContentFormat
import ContentSupport
import LabyrinthKit

struct LabyrinthQuestionRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.question"
    let rationale =
        "The educational question is asked of the child; the app's content contract has it end with `?`, so it reads as a question on screen."
    let severity = Severity.warning
    let description = "`educational_question` ends with a question mark."
    var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"educational_question": "What lives on the beach."}"#, at: .labyrinth(.educationalQuestion))]
    }
    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(#"{"educational_question": "What lives on the beach?"}"#),
            .labyrinth(#"{"educational_question": "Who?  "}"#),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let question = labyrinth.string(.educationalQuestion), !question.isBlank else {
            return
        }
        let trimmed = question.reversed().drop { $0.isWhitespace }
        if trimmed.first != "?" {
            recorder.report(
                labyrinth.file, at: .labyrinth(.educationalQuestion),
                "`educational_question` does not end with \"?\"; expected a question")
        }
    }
}
