import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicItemOffStrokeRule: MazeRule {
    init() {}
    let identifier = "organic.itemOffStroke"
    let rationale =
        "The child's finger follows the drawn stroke; an item beside it is passed by and never gathered, and the story cannot be finished as told."
    let severity = Severity.warning
    let description =
        "An organic path's items lie on the stroke as drawn: within half its width of the drawn line. The curves cut a sharp corner, so an item on its control point can sit beside the stroke, and a finger tracing the stroke passes it by."

    var triggeringExamples: [RuleExample] {
        // (200, 300) is a control point, but the curve round it passes 38 units away.
        [
            ExampleOrganic.labyrinth(
                ExampleStroke.path([(300, 466), (200, 300), (400, 200), (300, 34)], items: [(200, 300)]),
                at: .pathData(.items) / 0)
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(),
            ExampleOrganic.labyrinth(
                ExampleStroke.path([(300, 466), (200, 300), (400, 200), (300, 34)], items: [(250, 329)])),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .itemOffStroke, of: labyrinth, into: &recorder)
    }
}
