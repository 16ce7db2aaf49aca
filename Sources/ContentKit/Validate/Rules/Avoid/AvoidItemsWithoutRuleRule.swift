import ContentFormat
import LabyrinthKit
import MazeKit

public struct AvoidItemsWithoutRuleRule: LabyrinthRule {
    public init() {}
    public let identifier = "avoid.withoutRule"
    public let severity = Severity.warning
    public let description = "Obstacles (`avoid_items`) belong to an avoid story; the app ignores them elsewhere."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(changes: [(.labyrinth(.itemRule), nil), (.labyrinth(.itemEmoji), nil)], at: .pathData(.avoidItems))] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard !labyrinth.isAvoidStory, !labyrinth.obstacles.isEmpty else { return }
        recorder.report(labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
                        "the file has \(labyrinth.obstacles.count) obstacle(s) but `item_rule` is not avoid; the app will not show them")
    }
}
