import ContentFormat
import LabyrinthKit
import MazeKit

public struct AvoidObstaclesMissingRule: LabyrinthRule {
    public init() {}
    public let identifier = "avoid.missing"
    public let severity = Severity.error
    public let description = "An avoid story has obstacles in `path_data.avoid_items`: without them there is nothing to go around."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([], at: .pathData(.avoidItems))] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(), .labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard labyrinth.isAvoidStory, labyrinth.obstacles.isEmpty else { return }
        recorder.report(labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
                        "`item_rule` is avoid but `path_data.avoid_items` holds no obstacle; expected the level's obstacles")
    }
}
