import ContentFormat
import LabyrinthKit
import MazeKit

struct AvoidMissingRule: LabyrinthRule {
    init() {}
    let identifier = "avoid.missing"
    let rationale =
        "An avoid story without obstacles has nothing to go around: the texts promise what the maze does not have."
    let severity = Severity.error
    let description =
        "An avoid story has obstacles in `path_data.avoid_items`: without them there is nothing to go around."
    var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([], at: .pathData(.avoidItems))] }
    var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(), .labyrinth(ExampleLabyrinth.text)] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard labyrinth.isAvoidStory, labyrinth.obstacles.isEmpty else { return }
        recorder.report(
            labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
            "`item_rule` is avoid but `path_data.avoid_items` holds no obstacle; expected the level's obstacles")
    }
}
