import ContentFormat
import MazeKit

struct MazeDrawingRule: MazeCodeRule {
    init() {}
    let identifier = "maze.drawing"
    let rationale =
        "The app draws `svg_path` as the maze; a drawing that does not parse or leaves the canvas shows a broken maze."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description =
        "`svg_path` parses as `M x y L x y` pieces, stays on the canvas and on one cell lattice, in the style `maze_type` names."
    let codes: Set<MazeFindingCode> = [
        .svgUnparsable, .drawingEmpty, .drawingOffCanvas, .latticeUnknown, .wallOffLattice, .corridorOffLattice,
        .corridorNotNeighbours,
    ]

    var triggeringExamples: [RuleExample] {
        [
            ExampleMaze.labyrinth([(.pathData(.svgPath), .string("M 20 40 Q 160 40"))], at: .pathData(.svgPath)),
            ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 580 40 L 700 40")], at: .pathData(.svgPath)),
            ExampleMaze.labyrinth([(.pathData(.svgPath), .string(""))], at: .pathData(.svgPath)),
            ExampleMaze.labyrinth([(.pathData(.mazeType), .string("spiral"))], at: .pathData(.mazeType)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard maze.report != nil || maze.organic != nil else {
            return recorder.report(
                labyrinth.file, at: .pathData(.mazeType),
                "`maze_type` is \"\(maze.mazeType)\"; expected grid, shaped_<shape>, corridor_<shape> or organic")
        }
        for finding in maze.report?.findings ?? [] where codes.contains(finding.code) {
            recorder.report(labyrinth.file, at: finding.element?.pointer ?? .pathData(.svgPath), Self.message(finding))
        }
    }
}
