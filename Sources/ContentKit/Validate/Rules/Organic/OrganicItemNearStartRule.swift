import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicItemNearStartRule: MazeRule {
    init() {}
    let identifier = "organic.itemNearStart"
    let rationale =
        "The app gathers an item when the finger comes within the level's tolerance of it; one at the start is gathered before the child has set out, and the story's promise of things found along the way is lost."
    let severity = Severity.warning
    let description = "No item of an organic path lies closer than `play.item_start_distance` (60) to its start point."

    var triggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(
                ExampleStroke.path([(300, 466), (300, 420), (200, 300), (400, 200), (300, 34)], items: [(300, 420)]),
                at: .pathData(.items) / 0)
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.itemOnAControlPoint] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .itemNearStart, of: labyrinth, into: &recorder)
    }
}
