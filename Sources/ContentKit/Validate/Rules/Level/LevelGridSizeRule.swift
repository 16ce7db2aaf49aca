import ContentFormat
import MazeKit

struct LevelGridSizeRule: MazeRule {
    init() {}
    let identifier = "level.gridSize"
    let rationale =
        "The grid size is the level's promise (3x4 / 6x8 / 10x13): easy mazes small for the youngest, hard ones large."
    let severity = Severity.warning
    let description = "A rectangular maze has its level's grid; a shaped maze's grid is not smaller than the level's."

    var triggeringExamples: [RuleExample] {
        [
            ExampleMaze.labyrinth([(.labyrinth(.difficulty), .string("medium"))], at: .pathData(.svgPath)),
            ExampleMaze.labyrinth(
                [(.labyrinth(.difficulty), .string("hard")), (.pathData(.mazeType), .string("shaped_tree"))],
                at: .pathData(.svgPath)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text), ExampleMaze.labyrinth([(.pathData(.mazeType), .string("shaped_circle"))])]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .grid(let rows, let cols, let isRectangular) in LevelShortfall.of(labyrinth, maze: maze) {
            let grid = "\(rows) x \(cols)"
            let expected = "\(level.grid.rows) x \(level.grid.cols)"
            recorder.report(
                labyrinth.file, at: .pathData(.svgPath),
                isRectangular
                    ? "the maze is \(grid) cells; the \(level.name) level is \(expected)"
                    : "the shaped maze's grid is \(grid) cells, smaller than the \(level.name) level's \(expected)")
        }
    }
}
