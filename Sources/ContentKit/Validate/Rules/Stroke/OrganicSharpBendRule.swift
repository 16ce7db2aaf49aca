import ContentFormat
import LabyrinthKit
import MazeKit

public struct OrganicSharpBendRule: MazeRule {
    public init() {}
    public let identifier = "organic.sharpBend"
    public let severity = Severity.warning
    public let description = "An organic path turns at most `play.max_bend` degrees at a control point (120: a triangle's corner, which children copy from about five, and the sharpest at which the stroke's two sides part within one width)."

    public var triggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(ExampleStroke.spike, at: .pathData(.controlPoints) / 1)] }

    public var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.crossesItself)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .sharpBend, of: labyrinth, into: &recorder)
    }
}
