import ContentFormat
import MazeKit

public struct MazeClosedRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.closed"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "The walls close the maze all round: the start's region does not reach the outside."
    public let codes: Set<MazeFindingCode> = [.openToOutside]
    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([ExampleMaze.svgWithout("M 20 320 L 20 460")], at: .pathData(.startPoint))]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
