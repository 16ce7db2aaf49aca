import ContentFormat
import MazeKit

struct MazeSegmentsRule: MazeCodeRule {
    init() {}
    let identifier = "maze.segments"
    let rationale =
        "The app hit-tests the finger against `segments`; a segment that does not follow a passage lets the finger through a wall."
    let severity = Severity.error
    let description =
        "Each segment joins the centres of two neighbouring cells through an open passage; the solution's steps all have one."
    let codes: Set<MazeFindingCode> = [
        .segmentOffCell, .segmentNotNeighbours, .segmentThroughWall, .segmentUnreachable, .segmentsMissSolution,
    ]

    var triggeringExamples: [RuleExample] {
        // Segment 7 is the passage (0, 0)-(1, 0), off the solution: replacing it breaks nothing else.
        [
            ExampleMaze.labyrinth(
                [(.pathData(.segments) / 7, ExampleMaze.segment((90, 390), (370, 390)))], at: .pathData(.segments) / 7),
            ExampleMaze.labyrinth(
                [(.pathData(.segments) / 7, ExampleMaze.segment((90, 390), (230, 390)))], at: .pathData(.segments) / 7),
            ExampleMaze.labyrinth([(.pathData(.segments), .array([]))], at: .labyrinth(.pathData)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
