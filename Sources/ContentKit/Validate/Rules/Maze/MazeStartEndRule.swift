import ContentFormat
import MazeKit

public struct MazeStartEndRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.startEnd"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "`start_point` and `end_point` are centres of two different cells of the maze."
    public let codes: Set<MazeFindingCode> = [.startOffCell, .endOffCell, .startIsEnd]

    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.pathData(.startPoint), ExampleMaze.point(95, 390))], at: .pathData(.startPoint)),
         ExampleMaze.labyrinth([(.pathData(.endPoint), ExampleMaze.point(90, 390))], at: .pathData(.endPoint))]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
