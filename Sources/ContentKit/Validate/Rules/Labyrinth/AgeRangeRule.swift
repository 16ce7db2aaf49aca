import ContentFormat
import LabyrinthKit

public struct AgeRangeRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.ageRange"
    public let severity = Severity.warning
    public let description = "`age_range` is a leftover of the old layout; the migration removes it."
    public var triggeringExamples: [RuleExample] { [.labyrinth(#"{"age_range": "3-4"}"#, at: .labyrinth(.ageRange))] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if labyrinth.value(.ageRange) != nil {
            recorder.report(labyrinth.file, at: .labyrinth(.ageRange), "`age_range` is still present; remove it (mazegen migrate does)")
        }
    }
}
