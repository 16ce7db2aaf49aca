import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicSharpBendRule: MazeRule {
    package init() {}
    package let identifier = "organic.sharpBend"
    package let severity = Severity.warning
    package let description = "An organic path turns at most `play.max_bend` degrees at a control point (120: a triangle's corner, which children copy from about five, and the sharpest at which the stroke's two sides part within one width)."

    var triggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(ExampleStroke.spike, at: .pathData(.controlPoints) / 1)] }

    var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.crossesItself)] }

    package func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .sharpBend, of: labyrinth, into: &recorder)
    }
}
