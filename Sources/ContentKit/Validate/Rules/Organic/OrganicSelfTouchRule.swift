import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicSelfTouchRule: MazeRule {
    init() {}
    let identifier = "organic.selfTouch"
    let rationale =
        "Two parts of a stroke closer than its width merge on screen, and a child no longer sees which way goes on."
    let severity = Severity.warning
    let description =
        "An organic path's stroke never comes closer than its width to a part of itself more than two widths of way off, except round a junction (within two widths of a place where the line passes through an earlier part of itself at an angle): elsewhere the two merge on screen and the child no longer sees one way on."

    var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(ExampleStroke.runsAlongside, at: .pathData(.controlPoints) / 2)]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.hairpin),
            ExampleOrganic.labyrinth(ExampleStroke.crossesItself),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .strokeTouches, of: labyrinth, into: &recorder)
    }
}
