import ContentFormat
import MazeKit

/// Turns are counted on the shortest route with the fewest turns, rebuilt from the drawing. With loops a child
/// may take any shortest route, so the level's promise must hold for the easiest one; the file's own
/// `solution_path` does not decide it (a route turning often enough is no help when a straighter one is as short).
/// In an avoid story the child is meant to go round the obstacles, on the route the app shows as the solution:
/// there the promise holds for the shortest routes keeping more than the hit radius from every obstacle.
struct LevelTurnsRule: MazeRule {
    init() {}
    let identifier = "level.turns"
    let rationale =
        "The level's minimum turns (3 / 5 / 7) keep the route from being a straight run; a child would finish without thinking. An avoid story's child goes round the obstacles, so there it is the route round them that must turn."
    let severity = Severity.warning
    let description =
        "Every shortest route changes direction at least the level's minimum number of times; in an avoid story, every shortest route keeping more than the hit radius from the obstacles (the route `solution_path` shows)."
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
            // An avoid story whose shortest route, the staircase, turns 3 times; but an obstacle sits on it, and the
            // way round it that the child is shown turns only twice.
            ExampleDetour.labyrinth(
                end: ExampleDetour.corner, obstacle: ExampleDetour.onStaircase,
                solution: ExampleDetour.outside + [ExampleDetour.corner], at: .pathData(.endPoint)),
        ]
    }
    var nonTriggeringExamples: [RuleExample] {
        // A `solution_path` that is no route at all (`maze.solution` reports it) changes nothing here:
        // the maze's one shortest route still turns 5 times.
        [
            .labyrinth(ExampleLabyrinth.text),
            ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 90 250"))]),
            // The example's avoid story: the way round its obstacle turns 5 times.
            ExampleAvoid.labyrinth(changes: [
                (
                    .pathData(.solutionPath),
                    .string(
                        "M 90 390 L 90 250 L 90 110 L 230 110 L 230 250 L 230 390 L 370 390 L 370 250 L 370 110 L 510 110"
                    )
                )
            ]),
            // The staircase with its obstacle on the branch that leads nowhere: the route shown is the staircase.
            ExampleDetour.labyrinth(
                end: ExampleDetour.corner, obstacle: ExampleDetour.onBranch,
                solution: [ExampleDetour.start, .init(1, 1), .init(1, 2), .init(0, 2), ExampleDetour.corner]),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .turns(let turns, let route) in LevelShortfall.of(labyrinth, maze: maze) {
            let message =
                switch route {
                case .shortest:
                    "a shortest route from start to end turns only \(turns) time(s); the \(level.name) level asks for at least \(level.minTurns) on every shortest route"
                case .clear:
                    "a shortest route from start to end that keeps more than \(labyrinth.profile.avoid.hitRadius.text) from every obstacle (the route the app shows as the solution) turns only \(turns) time(s); the \(level.name) level asks for at least \(level.minTurns) on every such route: move the obstacles, or give the maze a way round them that turns more"
                }
            recorder.report(labyrinth.file, at: .pathData(.endPoint), message)
        }
    }
}
