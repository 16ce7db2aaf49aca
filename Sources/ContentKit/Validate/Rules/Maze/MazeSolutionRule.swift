import ContentFormat
import MazeKit

struct MazeSolutionRule: MazeCodeRule {
    init() {}
    let identifier = "maze.solution"
    let rationale =
        "Once the story is complete the app draws `solution_path` over the maze and turns the start character along its first step; a route through walls shows a wrong solution."
    let severity = Severity.error
    let description = "`solution_path` is one polyline from start to end through cell centres and open passages."
    let codes: Set<MazeFindingCode> = [
        .solutionUnparsable, .solutionNotPolyline, .solutionWrongStart, .solutionWrongEnd, .solutionOffCell,
        .solutionDiagonalStep, .solutionThroughWall,
    ]

    var triggeringExamples: [RuleExample] {
        [
            ExampleMaze.labyrinth(
                [(.pathData(.solutionPath), .string("M 90 390 L 510 110"))], at: .pathData(.solutionPath)),
            ExampleMaze.labyrinth(
                [(.pathData(.solutionPath), .string("M 90 390 L 230 390 L 370 390 L 510 390 L 510 250 L 510 110"))],
                at: .pathData(.solutionPath)),
            ExampleMaze.labyrinth(
                [(.pathData(.solutionPath), .string("M 90 390 L 90 250"))], at: .pathData(.solutionPath)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
