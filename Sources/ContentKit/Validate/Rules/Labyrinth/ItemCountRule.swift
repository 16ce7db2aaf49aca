import ContentFormat
import LabyrinthKit

public struct ItemCountRule: LabyrinthRule {
    public init() {}
    public let identifier = "level.itemCount"
    public let severity = Severity.warning
    public let description = "A collect adventure has the level's number of items."
    public var triggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.adventureText(itemCount: 3), at: .pathData(.items))] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.adventureText(itemCount: 2)), .labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .items(let count) in LevelShortfall.of(labyrinth, maze: nil) {
            recorder.report(labyrinth.file, at: .pathData(.items),
                            "the adventure has \(count) items; the \(level.name) level promises \(level.adventureItems)")
        }
    }
}
