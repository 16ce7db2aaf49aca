import ContentFormat
import MazeKit

struct MazeReachableRule: MazeCodeRule {
    init() {}
    let identifier = "maze.reachable"
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description = "The end can be reached from the start through open passages."
    let codes: Set<MazeFindingCode> = [.unreachableEnd]
    var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 440 40 L 440 180")], at: .pathData(.endPoint))]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
