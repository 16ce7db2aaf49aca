import ContentFormat
import ContentSupport
import MazeKit

struct LevelSolutionShareRule: MazeRule {
    init() {}
    let identifier = "level.solutionShare"
    let rationale = "The level's minimum solution share keeps the route from being a short cut across a big maze."
    let severity = Severity.warning
    let description = "The shortest route visits at least the level's minimum share of the cells."
    var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.pathData(.endPoint), ExampleMaze.point(230, 250))], at: .pathData(.endPoint))]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .solutionShare(let cells, let inside, let share) in LevelShortfall.of(labyrinth, maze: maze) {
            recorder.report(
                labyrinth.file, at: .pathData(.endPoint),
                "the shortest route visits \(cells) of \(inside) cells (\(Self.percent(share))); the \(level.name) level asks for at least \(Self.percent(level.minSolutionShare))"
            )
        }
    }

    static func percent(_ share: Double) -> String { FixedDecimal.text(share * 100, decimals: 0) + "%" }
}
