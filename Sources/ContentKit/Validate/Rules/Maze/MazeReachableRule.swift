import ContentFormat
import MazeKit

struct MazeReachableRule: MazeCodeRule {
    init() {}
    let identifier = "maze.reachable"
    let rationale = "If no passage leads from start to end, the child can never finish the story."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description = "The end can be reached from the start through open passages."
    let codes: Set<MazeFindingCode> = [.unreachableEnd]
    var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 440 40 L 440 180")], at: .pathData(.endPoint))]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
