import ContentFormat
import LabyrinthKit

public struct StoryTextRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.emptyText"
    public let severity = Severity.warning
    public let description = "The theme, the title and the story texts are not empty or blank."
    public var triggeringExamples: [RuleExample] { [.labyrinth(#"{"fun_fact": ""}"#, at: .labyrinth(.funFact)), .labyrinth(#"{"title": "  \n"}"#, at: .labyrinth(.title))] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"fun_fact": "Crabs walk sideways."}"#), .labyrinth("{}")] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for key in [.theme] + Labyrinth.storyTextKeys {
            guard let text = labyrinth.string(key) else { continue }
            if text.allSatisfy(\.isWhitespace) {
                recorder.report(labyrinth.file, at: .labyrinth(key), "`\(key.rawValue)` is empty; expected text for the child")
            }
        }
    }
}
