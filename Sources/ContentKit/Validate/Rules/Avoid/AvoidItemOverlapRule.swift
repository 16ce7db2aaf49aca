import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

struct AvoidItemOverlapRule: LabyrinthRule {
    init() {}
    let identifier = "avoid.itemOverlap"
    let rationale =
        "Gathering an item within the hit radius of an obstacle hits the obstacle too: the story asks for both at once."
    let severity = Severity.error
    let description = "No collect item lies within the hit radius of an obstacle: gathering it would hit the obstacle."

    var triggeringExamples: [RuleExample] {
        [
            ExampleAvoid.labyrinth(
                changes: [
                    (
                        .pathData(.items),
                        .array([
                            .object([
                                "x": .int(ExampleAvoid.avoidable.x), "y": .int(ExampleAvoid.avoidable.y),
                                "emoji": .string("⭐"),
                            ])
                        ])
                    )
                ], at: .pathData(.avoidItems) / 0)
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [ExampleAvoid.labyrinth(), .labyrinth(ExampleLabyrinth.adventureText())]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        let items = labyrinth.labyrinth?.pathData.items ?? []
        let radius = labyrinth.profile.avoid.hitRadius
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            for (itemIndex, item) in items.enumerated() where item.point.distance(to: obstacle.point) <= radius {
                recorder.report(
                    labyrinth.file, at: labyrinth.obstaclePointer(index),
                    "obstacle \(index) is within \(FixedDecimal.text(radius, decimals: 0)) canvas units of item \(itemIndex); collecting the item would hit it"
                )
            }
        }
    }
}
