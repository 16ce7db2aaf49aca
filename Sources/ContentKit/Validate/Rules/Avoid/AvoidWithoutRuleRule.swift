import ContentFormat
import LabyrinthKit
import MazeKit

struct AvoidWithoutRuleRule: LabyrinthRule {
    init() {}
    let identifier = "avoid.withoutRule"
    let rationale =
        "The app uses `avoid_items` only in avoid stories; elsewhere they are dead weight and usually a mistake."
    let severity = Severity.warning
    let description = "Obstacles (`avoid_items`) belong to an avoid story; the app ignores them elsewhere."
    var triggeringExamples: [RuleExample] {
        [
            ExampleAvoid.labyrinth(
                changes: [(.labyrinth(.itemRule), nil), (.labyrinth(.itemEmoji), nil)], at: .pathData(.avoidItems))
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard !labyrinth.isAvoidStory, !labyrinth.obstacles.isEmpty else { return }
        recorder.report(
            labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
            "the file has \(labyrinth.obstacles.count) obstacle(s) but `item_rule` is not avoid; the app will not show them"
        )
    }
}
