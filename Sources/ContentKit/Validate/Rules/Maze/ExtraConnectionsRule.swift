import ContentFormat
import MazeKit

public struct ExtraConnectionsRule: MazeRule {
    public init() {}
    public let identifier = "level.extraConnections"
    public let severity = Severity.warning
    public let description = "The maze has as many loops (passages − cells + 1) as the level's extra connections."
    public var triggeringExamples: [RuleExample] { [ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 160 180 L 160 320")], at: .pathData(.svgPath))] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .loops(let loops) in LevelShortfall.of(labyrinth, maze: maze) {
            recorder.report(labyrinth.file, at: .pathData(.svgPath),
                            "the maze has \(loops) loop(s); the \(level.name) level has \(labyrinth.isAvoidStory && labyrinth.profile.avoid.loops == .atLeast ? "at least " : "")\(level.extraConnections) extra connection(s)")
        }
    }
}
