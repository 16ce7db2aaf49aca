import ContentFormat
import ContentJSON
import MazeKit

struct MazeItemsRule: MazeCodeRule {
    init() {}
    let identifier = "maze.items"
    let rationale =
        "A child can only gather an item on a cell the finger can reach; one on start or end, or two on a cell, cannot be collected as the story says."
    let severity = Severity.error
    let description =
        "Items sit on reachable cell centres on the canvas, not on start or end, one per cell, with a true `on_solution`."
    let codes: Set<MazeFindingCode> = [
        .itemOffCanvas, .itemOffCell, .itemUnreachable, .itemOnStartOrEnd, .itemSharesCell, .itemOnSolutionWrong,
    ]

    var triggeringExamples: [RuleExample] {
        let item = { (x: Int, y: Int, on: Bool) -> JSONValue in
            .object(["x": .int(x), "y": .int(y), "emoji": .string("🐚"), "on_solution": .bool(on)])
        }
        return [
            .labyrinth(
                ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 0, item(90, 390, true))]),
                at: .pathData(.items) / 0),
            .labyrinth(
                ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 0, item(700, 110, false))]),
                at: .pathData(.items) / 0),
            .labyrinth(
                ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 0, item(100, 110, false))]),
                at: .pathData(.items) / 0),
            .labyrinth(
                ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 1, item(230, 250, true))]),
                at: .pathData(.items) / 1),
            .labyrinth(
                ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 0 / ItemKey.onSolution, .bool(false))]),
                at: .pathData(.items) / 0),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.adventureText())] }
}
