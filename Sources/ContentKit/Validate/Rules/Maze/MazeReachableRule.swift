import ContentFormat
import MazeKit

public struct MazeReachableRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.reachable"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "The end can be reached from the start through open passages."
    public let codes: Set<MazeFindingCode> = [.unreachableEnd]
    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 440 40 L 440 180")], at: .pathData(.endPoint))]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
