import ContentFormat
import LabyrinthKit

public struct DifficultyRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.difficulty"
    public let severity = Severity.error
    public let description = "`difficulty` is one of the config's levels (old level names are reported by layout.legacyName)."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "tricky"}"#, at: .labyrinth(.difficulty)), .labyrinth(#"{"difficulty": "Easy"}"#, at: .labyrinth(.difficulty))]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "easy"}"#), .labyrinth(#"{"difficulty": "beginner"}"#)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string(.difficulty) else { return }
        let profile = labyrinth.profile
        if profile.level(named: difficulty) == nil, !profile.legacyLevelNames.contains(difficulty) {
            recorder.report(labyrinth.file, at: .labyrinth(.difficulty),
                            "`difficulty` is \"\(difficulty)\"; expected one of \(profile.levelNames.joined(separator: ", "))")
        }
    }
}
