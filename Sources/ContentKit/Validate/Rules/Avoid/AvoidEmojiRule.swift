import ContentFormat
import LabyrinthKit
import MazeKit

struct AvoidEmojiRule: LabyrinthRule {
    init() {}
    let identifier = "avoid.emoji"
    let rationale =
        "The texts ask the child to go around the story's thing; an obstacle showing something else does not match the story."
    let severity = Severity.warning
    let description = "Each obstacle shows the story's `item_emoji`, the thing the texts ask to go around."
    var triggeringExamples: [RuleExample] {
        [ExampleAvoid.labyrinth(emoji: "🐌", at: .pathData(.avoidItems) / 0 / ItemKey.emoji)]
    }
    var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard labyrinth.isAvoidStory, let emoji = labyrinth.labyrinth?.itemEmoji else { return }
        for (index, obstacle) in labyrinth.obstacles.enumerated() where obstacle.emoji != emoji {
            recorder.report(
                labyrinth.file, at: labyrinth.obstaclePointer(index) / ItemKey.emoji,
                "obstacle \(index) shows \"\(obstacle.emoji)\"; the story asks to go around \"\(emoji)\"")
        }
    }
}
