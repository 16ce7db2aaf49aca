import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicEarlyEndRule: MazeRule {
    init() {}
    let identifier = "organic.earlyEnd"
    let rationale =
        "The app completes a story when the finger comes within the completion radius (30 canvas units) of the end point; a stroke that passes that near earlier ends the story before the child has drawn the rest."
    let severity = Severity.warning
    let description =
        "No earlier part of an organic path's stroke comes within the app's completion radius (`play.completion_radius`) of its end point: the app completes the story there, and the rest of the path is never drawn."

    var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(ExampleStroke.passesItsEnd, at: .pathData(.controlPoints) / 1)]
    }

    var nonTriggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.spike)]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .endReachedEarly, of: labyrinth, into: &recorder)
    }
}
