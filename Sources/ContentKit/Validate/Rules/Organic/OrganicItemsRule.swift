import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicItemsRule: MazeRule {
    init() {}
    let identifier = "organic.items"
    let rationale =
        "On an organic path the whole path is the way; an item off the control points, or not on the solution, is not where the story puts it."
    let severity = Severity.warning
    let description =
        "An organic path's items sit on its control points and say `on_solution: true`: the whole path is the way."

    var triggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(
                [(.pathData(.items), .array([.object(["x": .int(250), "y": .int(383), "emoji": .string("🌰")])]))],
                at: .pathData(.items) / 0)
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.itemOnAControlPoint] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let report = maze.organic else { return }
        OrganicPathRule.report(report.warnings, of: labyrinth, into: &recorder)
    }
}
