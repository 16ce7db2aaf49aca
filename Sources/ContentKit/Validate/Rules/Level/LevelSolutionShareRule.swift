import ContentFormat
import ContentSupport
import MazeKit

/// The share is of the shortest route, rebuilt from the drawing; in an avoid story of the shortest route keeping
/// more than the hit radius from every obstacle, the one the child is meant to take and the app shows.
struct LevelSolutionShareRule: MazeRule {
    init() {}
    let identifier = "level.solutionShare"
    let rationale = "The level's minimum solution share keeps the route from being a short cut across a big maze."
    let severity = Severity.warning
    let description =
        "The shortest route visits at least the level's minimum share of the cells; in an avoid story, the shortest route keeping more than the hit radius from the obstacles (the route `solution_path` shows)."
    var triggeringExamples: [RuleExample] {
        [
            ExampleMaze.labyrinth([(.pathData(.endPoint), ExampleMaze.point(230, 250))], at: .pathData(.endPoint)),
            // An avoid story whose obstacle is on the way round, not on the short way to (1,2): 3 of 12 cells.
            ExampleDetour.labyrinth(
                end: ExampleDetour.staircaseTop, obstacle: ExampleDetour.onOutside,
                solution: [ExampleDetour.start, .init(1, 1), ExampleDetour.staircaseTop], at: .pathData(.endPoint)),
        ]
    }
    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text),
            // The shortest route to (1,2) visits 3 of 12 cells, but an obstacle sits on its step: the route round it,
            // the one the child is shown, visits 7.
            ExampleDetour.labyrinth(
                end: ExampleDetour.staircaseTop, obstacle: ExampleDetour.onStep,
                solution: ExampleDetour.outside + [ExampleDetour.staircaseTop]),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .solutionShare(let cells, let inside, let share, let route) in LevelShortfall.of(labyrinth, maze: maze)
        {
            let which =
                switch route {
                case .shortest: "the shortest route"
                case .clear:
                    "the shortest route keeping more than \(labyrinth.profile.avoid.hitRadius.text) from every obstacle (the route the app shows as the solution)"
                }
            recorder.report(
                labyrinth.file, at: .pathData(.endPoint),
                "\(which) visits \(cells) of \(inside) cells (\(Self.percent(share))); the \(level.name) level asks for at least \(Self.percent(level.minSolutionShare))"
            )
        }
    }

    static func percent(_ share: Double) -> String { FixedDecimal.text(share * 100, decimals: 0) + "%" }
}
