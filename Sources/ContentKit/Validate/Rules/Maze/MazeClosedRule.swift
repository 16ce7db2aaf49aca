import ContentFormat
import MazeKit

struct MazeClosedRule: MazeCodeRule {
    init() {}
    let identifier = "maze.closed"
    let rationale = "A maze whose walls leave a gap lets the child leave it and walk round to the end."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description = "The walls close the maze all round: the start's region does not reach the outside."
    let codes: Set<MazeFindingCode> = [.openToOutside]
    var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([ExampleMaze.svgWithout("M 20 320 L 20 460")], at: .pathData(.startPoint))]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
