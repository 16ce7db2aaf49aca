import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicStartEndRule: MazeRule {
    init() {}
    let identifier = "organic.startEndApart"
    let rationale = "The app team's quality check wants an organic path's start at least 150 from its end on the 600 x 500 canvas (CLOSE_START_END): a child who starts beside the end has arrived before setting out."
    let severity = Severity.warning
    let description = "An organic path's start point lies at least `play.min_start_end_distance` (150) in a straight line from its end point."

    var triggeringExamples: [RuleExample] {
        // Up, across and down again: start and end 120 apart.
        [ExampleOrganic.labyrinth(ExampleStroke.path([(200, 466), (200, 200), (320, 200), (320, 466)]), at: .pathData(.endPoint))]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth()] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .startNearEnd, of: labyrinth, into: &recorder)
    }
}
