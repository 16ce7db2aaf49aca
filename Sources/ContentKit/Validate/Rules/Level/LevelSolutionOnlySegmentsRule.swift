import ContentFormat
import MazeKit

struct LevelSolutionOnlySegmentsRule: MazeRule {
    init() {}
    let identifier = "level.solutionOnlySegments"
    let rationale =
        "With only the solution's steps in `segments`, the app's hit test rejects every other passage the child tries."
    let severity = Severity.warning
    let description = "`segments` holds every passage, not only the solution's steps (the old style)."

    var triggeringExamples: [RuleExample] {
        let steps = zip(ExampleLabyrinth.solution, ExampleLabyrinth.solution.dropFirst()).map { a, b in
            ExampleMaze.segment(ExampleLabyrinth.centre(a), ExampleLabyrinth.centre(b))
        }
        return [ExampleMaze.labyrinth([(.pathData(.segments), .array(steps))], at: .pathData(.segments))]

    }

    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let metrics = soundMetrics(maze), metrics.segmentCoverage == .solutionOnly else { return }
        recorder.report(
            labyrinth.file, at: .pathData(.segments),
            "`segments` holds only the solution's steps (the old style); expected every passage, so the child can draw anywhere"
        )
    }
}
