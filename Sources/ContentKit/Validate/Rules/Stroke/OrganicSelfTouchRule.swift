import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicSelfTouchRule: MazeRule {
    package init() {}
    package let identifier = "organic.selfTouch"
    package let severity = Severity.warning
    package let description = "An organic path's stroke never comes closer than its width to a part of itself more than two widths of way off: there the two merge on screen and the child no longer sees one way on."

    var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(ExampleStroke.crossesItself, at: .pathData(.controlPoints) / 3)]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.hairpin)] }

    package func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .strokeTouches, of: labyrinth, into: &recorder)
    }
}
