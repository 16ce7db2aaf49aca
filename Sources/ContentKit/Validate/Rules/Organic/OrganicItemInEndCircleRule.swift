import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicItemInEndCircleRule: MazeRule {
    init() {}
    let identifier = "organic.itemInEndCircle"
    let rationale =
        "The app completes a story when the finger comes within the completion radius (30 canvas units) of the end point; an item inside that circle is never gathered."
    let severity = Severity.warning
    let description =
        "No item of an organic path lies inside the end point's completion circle (`play.completion_radius`): the story ends before the finger reaches it."

    var triggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(
                ExampleStroke.path([(300, 466), (200, 300), (400, 200), (300, 60), (300, 34)], items: [(300, 60)]),
                at: .pathData(.items) / 0)
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.itemOnAControlPoint] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .itemInEndCircle, of: labyrinth, into: &recorder)
    }
}
