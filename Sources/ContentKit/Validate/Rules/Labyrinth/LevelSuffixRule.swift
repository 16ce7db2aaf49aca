import ContentFormat
import LabyrinthKit

public struct LevelSuffixRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.levelSuffix"
    public let severity = Severity.error
    public let description = "The level at the end of the file name agrees with `difficulty`."
    public var triggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "hard"}"#, named: "denny_001_easy.json", at: .labyrinth(.difficulty))] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "hard"}"#, named: "denny_001_hard.json")] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string(.difficulty), let suffix = labyrinth.fileName?.level,
              labyrinth.profile.level(named: suffix) != nil, suffix != difficulty else { return }
        recorder.report(labyrinth.file, at: .labyrinth(.difficulty),
                        "`difficulty` is \"\(difficulty)\" but the file name says \"\(suffix)\"; make them agree")
    }
}
