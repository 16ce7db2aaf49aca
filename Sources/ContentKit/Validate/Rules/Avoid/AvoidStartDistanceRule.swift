import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

struct AvoidStartDistanceRule: LabyrinthRule {
    init() {}
    let identifier = "avoid.startDistance"
    let rationale =
        "The app team's check wants every obstacle at least 140 from the start, so the child's first move is not a hit."
    let severity = Severity.warning
    let description = "Each obstacle is at least the config's `avoid.min_start_distance` (140) from the start point."
    var triggeringExamples: [RuleExample] {
        [ExampleAvoid.labyrinth([(x: 160, y: 320)], at: .pathData(.avoidItems) / 0)]
    }
    var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let start = labyrinth.labyrinth?.pathData.startPoint else { return }
        let minimum = labyrinth.profile.avoid.minStartDistance
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            let distance = obstacle.point.distance(to: start)
            if distance < minimum {
                recorder.report(
                    labyrinth.file, at: labyrinth.obstaclePointer(index),
                    "obstacle \(index) is \(FixedDecimal.text(distance, decimals: 1)) canvas units from the start; keep it at least \(minimum.text) canvas units away"
                )
            }
        }
    }
}
