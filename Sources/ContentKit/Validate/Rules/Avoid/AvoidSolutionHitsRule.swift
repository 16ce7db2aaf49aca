import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

struct AvoidSolutionHitsRule: MazeRule {
    init() {}
    let identifier = "avoid.solutionHits"
    let rationale =
        "Once the story is complete the app draws `solution_path` as the solution; a route passing an obstacle within the hit radius (18) shows the child a way that hits it."
    let severity = Severity.warning
    let description =
        "An avoid maze's `solution_path` keeps more than the app's hit radius (`avoid.hit_radius`, 18) from every obstacle."

    var triggeringExamples: [RuleExample] {
        // The example's solution runs straight through the avoidable obstacle, between (1,0) and (1,1).
        [ExampleAvoid.labyrinth(at: .pathData(.solutionPath))]
    }

    var nonTriggeringExamples: [RuleExample] {
        // The same maze, its solution round the loop: (1,0) → (0,0) → (0,1) → (1,1), 70 from the obstacle.
        [
            ExampleAvoid.labyrinth(changes: [
                (
                    .pathData(.solutionPath),
                    .string(
                        "M 90 390 L 90 250 L 90 110 L 230 110 L 230 250 L 230 390 L 370 390 L 370 250 L 370 110 L 510 110"
                    )
                )
            ]),
            .labyrinth(ExampleLabyrinth.text),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard labyrinth.isAvoidStory, let route = maze.report?.solutionPoints, let first = route.first else { return }
        let radius = labyrinth.profile.avoid.hitRadius
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            let centre = MazeInspection.point(obstacle.point)
            let nearest = zip(route, route.dropFirst()).reduce(centre.distance(to: first)) { closest, piece in
                min(closest, centre.distance(toSegmentFrom: piece.0, to: piece.1))
            }
            if nearest <= radius {
                recorder.report(
                    labyrinth.file, at: .pathData(.solutionPath),
                    "the solution passes obstacle \(index) at \(FixedDecimal.text(nearest, decimals: 1)) canvas units, within the hit radius of \(radius.text): the app shows the child this route as the solution; expected a route keeping more than \(radius.text) from every obstacle"
                )
            }
        }
    }
}
