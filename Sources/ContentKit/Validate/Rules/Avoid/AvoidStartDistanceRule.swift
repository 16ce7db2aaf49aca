import ContentFormat
import LabyrinthKit
import MazeKit

public struct AvoidStartDistanceRule: LabyrinthRule {
    public init() {}
    public let identifier = "avoid.startDistance"
    public let severity = Severity.warning
    public let description = "Each obstacle is at least the config's `avoid.min_start_distance` (140) from the start point."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([(x: 160, y: 320)], at: .pathData(.avoidItems) / 0)] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let start = labyrinth.labyrinth?.pathData.startPoint else { return }
        let minimum = labyrinth.profile.avoid.minStartDistance
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            let distance = obstacle.point.distance(to: start)
            if distance < minimum {
                recorder.report(labyrinth.file, at: labyrinth.obstaclePointer(index),
                                "obstacle \(index) is \(FixedDecimal.text(distance, decimals: 1)) from the start; keep it at least \(minimum.text) away")
            }
        }
    }
}
