import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicItemSpacingRule: MazeRule {
    init() {}
    let identifier = "organic.itemSpacing"
    let rationale =
        "A collect story promises things found along the way; items bunched together are gathered in one sweep and leave the rest of the way empty."
    let severity = Severity.warning
    let description =
        "The items of an organic path lie at least `play.item_spacing` (a tenth) of the way apart, measured along the drawn stroke."

    var triggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(
                ExampleStroke.path(
                    [(300, 466), (200, 300), (210, 290), (400, 200), (300, 34)], items: [(200, 300), (210, 290)]),
                at: .pathData(.items) / 1)
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(),
            ExampleOrganic.labyrinth(
                ExampleStroke.path([(300, 466), (200, 300), (400, 200), (300, 34)], items: [(250, 329), (350, 225)])),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .itemsCrowded, of: labyrinth, into: &recorder)
    }
}
