import ContentFormat
import LabyrinthKit

public struct ObstacleCountRule: LabyrinthRule {
    public init() {}
    public let identifier = "level.avoidObstacles"
    public let severity = Severity.warning
    public let description = "An avoid adventure has the level's number of obstacles (config: `avoid_obstacles`)."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([ExampleAvoid.avoidable, (x: 300, y: 110)], at: .pathData(.avoidItems))] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(), .labyrinth(ExampleLabyrinth.adventureText())] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .obstacles(let count) in LevelShortfall.of(labyrinth, maze: nil) {
            recorder.report(labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
                            "the adventure has \(count) obstacle(s); the \(level.name) level promises \(level.avoidObstacles)")
        }
    }
}
