import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicSharpBendRule: MazeRule {
    init() {}
    let identifier = "organic.sharpBend"
    let rationale =
        "Children aged 3-6 overshoot a corner sharper than a triangle's; the finger leaves the stroke and the path folds onto itself on screen."
    let severity = Severity.warning
    let description =
        "An organic path turns at most `play.max_bend` degrees at a control point (120: a triangle's corner, which children copy from about five, and the sharpest at which the stroke's two sides part within one width)."

    var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(ExampleStroke.spike, at: .pathData(.controlPoints) / 1)]
    }

    var nonTriggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.crossesItself)]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .sharpBend, of: labyrinth, into: &recorder)
    }
}
