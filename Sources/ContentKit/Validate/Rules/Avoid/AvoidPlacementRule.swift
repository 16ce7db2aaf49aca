import ContentFormat
import LabyrinthKit
import MazeKit

struct AvoidPlacementRule: MazeRule {
    init() {}
    let identifier = "avoid.placement"
    let rationale = "An obstacle off the canvas cannot be seen, and one on the start or end cell cannot be avoided."
    let severity = Severity.error
    let description = "Each obstacle is on the canvas and off the start and end cells: one there cannot be avoided."

    var triggeringExamples: [RuleExample] {
        [
            ExampleAvoid.labyrinth([(x: 700, y: 250)], at: .pathData(.avoidItems) / 0),
            ExampleAvoid.labyrinth([(x: 90, y: 390)], at: .pathData(.avoidItems) / 0),
            ExampleAvoid.labyrinth([(x: 500, y: 100)], at: .pathData(.avoidItems) / 0),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let pathData = labyrinth.labyrinth?.pathData else { return }
        let lattice = maze.report?.maze?.lattice
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            let point = obstacle.point
            if point.x < 0 || point.y < 0 || point.x > pathData.canvasWidth || point.y > pathData.canvasHeight {
                recorder.report(
                    labyrinth.file, at: labyrinth.obstaclePointer(index),
                    "obstacle \(index) at \(point.text) is outside the \(pathData.canvasWidth.text) x \(pathData.canvasHeight.text) canvas"
                )
                continue
            }
            guard let lattice, let cell = lattice.cell(containing: point) else { continue }
            for (name, end) in [("start", pathData.startPoint), ("end", pathData.endPoint)]
            where lattice.cell(containing: end) == cell {
                recorder.report(
                    labyrinth.file, at: labyrinth.obstaclePointer(index),
                    "obstacle \(index) at \(point.text) is on the \(name) cell; no way can avoid it")
            }
        }
    }
}
