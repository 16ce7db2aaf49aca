import ContentFormat
import LabyrinthKit
import MazeKit

/// The same completion rule for mazes, along the file's own route (`solution_path`).
struct MazeEarlyEndRule: MazeRule {
    init() {}
    let identifier = "maze.earlyEnd"
    let rationale =
        "The app completes a story when the finger comes within the completion radius (30 canvas units) of the end point; a route that passes that near earlier ends the story before the child gets there."
    let severity = Severity.warning
    let description =
        "A maze's route (`solution_path`) comes within the app's completion radius (`play.completion_radius`) of the end point only at its end: a route passing near the end earlier finishes the story there."

    var triggeringExamples: [RuleExample] {
        // Past the end cell's centre (510, 110), back to (370, 110) and to the end again.
        [
            .labyrinth(
                ExampleLabyrinth.text(
                    setting: .pathData(.solutionPath),
                    to: .string(ExampleLabyrinth.solutionDrawing + " L 370 110 L 510 110")),
                at: .pathData(.solutionPath))
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text), ExampleOrganic.labyrinth()] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let route = maze.route, let arrival = route.earlyArrival(within: labyrinth.profile.play.completionRadius)
        else { return }
        let radius = DrawnPoint.formatted(labyrinth.profile.play.completionRadius)
        recorder.report(
            labyrinth.file, at: .pathData(.solutionPath),
            "the route comes within \(radius) canvas units of the end point at \(Int((route.share(at: arrival) * 100).rounded())) % of the way, at \(route.points[arrival].rounded), and the app completes the story there; the rest of the route is never drawn"
        )
    }
}
