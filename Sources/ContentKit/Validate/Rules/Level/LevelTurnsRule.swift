import ContentFormat
import MazeKit

/// Turns are counted on the shortest route with the fewest turns, rebuilt from the drawing. With loops a child
/// may take any shortest route, so the level's promise must hold for the easiest one; the file's own
/// `solution_path` does not decide it (a route turning often enough is no help when a straighter one is as short).
struct LevelTurnsRule: MazeRule {
    init() {}
    let identifier = "level.turns"
    let rationale =
        "The level's minimum turns (3 / 5 / 7) keep the route from being a straight run; a child would finish without thinking."
    let severity = Severity.warning
    let description = "Every shortest route changes direction at least the level's minimum number of times."
    var triggeringExamples: [RuleExample] {
        // The only route to (1, 1) turns once.
        [
            ExampleMaze.labyrinth([(.pathData(.endPoint), ExampleMaze.point(230, 250))], at: .pathData(.endPoint)),
            // From (2, 2) to (0, 0) two routes are shortest, round either side of the loop: `solution_path` takes
            // the one turning 3 times, as the level asks, but the other turns only twice.
            ExampleMaze.labyrinth(
                [
                    (.pathData(.startPoint), ExampleMaze.point(370, 390)),
                    (.pathData(.endPoint), ExampleMaze.point(90, 110)),
                    (.pathData(.solutionPath), .string("M 370 390 L 230 390 L 230 250 L 90 250 L 90 110")),
                ],
                at: .pathData(.endPoint)),
        ]
    }
    var nonTriggeringExamples: [RuleExample] {
        // A `solution_path` that is no route at all (`maze.solution` reports it) changes nothing here:
        // the maze's one shortest route still turns 5 times.
        [
            .labyrinth(ExampleLabyrinth.text),
            ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 90 250"))]),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .turns(let turns) in LevelShortfall.of(labyrinth, maze: maze) {
            recorder.report(
                labyrinth.file, at: .pathData(.endPoint),
                "a shortest route from start to end turns only \(turns) time(s); the \(level.name) level asks for at least \(level.minTurns) on every shortest route"
            )
        }
    }
}
