import ContentFormat
import MazeKit

public struct MazeSolutionRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.solution"
    public let severity = Severity.error
    public let description = "`solution_path` is one polyline from start to end through cell centres and open passages."
    public let codes: Set<MazeFindingCode> = [
        .solutionUnparsable, .solutionNotPolyline, .solutionWrongStart, .solutionWrongEnd, .solutionOffCell,
        .solutionDiagonalStep, .solutionThroughWall,
    ]

    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 510 110"))], at: .pathData(.solutionPath)),
         ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 230 390 L 370 390 L 510 390 L 510 250 L 510 110"))],
                               at: .pathData(.solutionPath)),
         ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 90 250"))], at: .pathData(.solutionPath))]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
