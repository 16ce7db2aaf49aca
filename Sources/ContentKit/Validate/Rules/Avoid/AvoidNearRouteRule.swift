import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

struct AvoidNearRouteRule: MazeRule {
    init() {}
    let identifier = "avoid.nearRoute"
    let rationale =
        "An obstacle far from every passage is never in the way; the story asks the child to go around something that blocks nothing."
    let severity = Severity.warning
    let description =
        "Each obstacle lies within half a cell of some passage: one that no route comes near blocks nothing."
    var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([(x: 25, y: 45)], at: .pathData(.avoidItems) / 0)] }
    var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let rebuilt = maze.report?.maze, let graph = maze.centreLines, maze.clearance != nil else { return }
        let reach = Double(rebuilt.lattice.cellSize) / 2
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            let point = MazeInspection.point(obstacle.point)
            let nearest = graph.edges.lazy.map {
                point.distance(toSegmentFrom: graph.centres[$0.a], to: graph.centres[$0.b])
            }.min()
            if let nearest, nearest > reach {
                recorder.report(
                    labyrinth.file, at: labyrinth.obstaclePointer(index),
                    "obstacle \(index) is \(FixedDecimal.text(nearest, decimals: 1)) canvas units from the nearest passage; no route comes near it"
                )
            }
        }
    }
}
