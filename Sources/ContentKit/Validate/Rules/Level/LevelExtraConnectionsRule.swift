import ContentFormat
import MazeKit

struct LevelExtraConnectionsRule: MazeRule {
    init() {}
    let identifier = "level.extraConnections"
    let rationale =
        "Each level promises its number of loops (1 / 4 / 8): more than one way through, but not so many that the maze is open."
    let severity = Severity.warning
    let description = "The maze has as many loops (passages − cells + 1) as the level's extra connections."
    var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 160 180 L 160 320")], at: .pathData(.svgPath))]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .loops(let loops) in LevelShortfall.of(labyrinth, maze: maze) {
            recorder.report(
                labyrinth.file, at: .pathData(.svgPath),
                "the maze has \(loops) loop(s); the \(level.name) level has \(labyrinth.isAvoidStory && labyrinth.profile.avoid.loops == .atLeast ? "at least " : "")\(level.extraConnections) extra connection(s)"
            )
        }
    }
}
