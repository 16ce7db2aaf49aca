import ContentFormat
import MazeKit

struct MazeStartEndRule: MazeCodeRule {
    init() {}
    let identifier = "maze.startEnd"
    let rationale =
        "The start and end characters stand on cell centres; a point between cells, or both on one cell, is not a maze to solve."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description = "`start_point` and `end_point` are centres of two different cells of the maze."
    let codes: Set<MazeFindingCode> = [.startOffCell, .endOffCell, .startIsEnd]

    var triggeringExamples: [RuleExample] {
        [
            ExampleMaze.labyrinth([(.pathData(.startPoint), ExampleMaze.point(95, 390))], at: .pathData(.startPoint)),
            ExampleMaze.labyrinth([(.pathData(.endPoint), ExampleMaze.point(90, 390))], at: .pathData(.endPoint)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
