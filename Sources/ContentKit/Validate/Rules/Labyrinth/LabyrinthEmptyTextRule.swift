import ContentFormat
import ContentSupport
import LabyrinthKit

struct LabyrinthEmptyTextRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.emptyText"
    let rationale = "The texts are what the child hears and reads; an empty one leaves a silent or blank screen."
    let severity = Severity.warning
    let description = "The theme, the title and the story texts are not empty or blank."
    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(#"{"fun_fact": ""}"#, at: .labyrinth(.funFact)),
            .labyrinth(#"{"title": "  \n"}"#, at: .labyrinth(.title)),
        ]
    }
    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(#"{"fun_fact": "Crabs walk sideways."}"#), .labyrinth("{}")]
    }

    private static let keys: [LabyrinthKey] = [.theme] + Labyrinth.storyTextKeys

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for key in Self.keys {
            guard let text = labyrinth.string(key) else { continue }
            if text.isBlank {
                recorder.report(
                    labyrinth.file, at: .labyrinth(key), "`\(key.rawValue)` is empty; expected text for the child")
            }
        }
    }
}
