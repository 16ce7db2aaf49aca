import ContentFormat
import ContentSupport
import LabyrinthKit

struct LabyrinthItemRuleRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.itemRule"
    let rationale =
        "Items without an `item_rule` mean nothing to the app: it does not know whether to gather them or go around them."
    let severity = Severity.warning
    let description =
        "A file with `path_data.items` has an `item_rule` (and an `item_emoji`), so the app knows what to do with them."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.adventureText(changes: [(.labyrinth(.itemRule), nil)]), at: .pathData(.items)),
            .labyrinth(
                ExampleLabyrinth.adventureText(changes: [(.labyrinth(.itemEmoji), .string(""))]), at: .pathData(.items)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.adventureText()),
            .labyrinth(ExampleLabyrinth.text(setting: .pathData(.items), to: .array([]))),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let items = labyrinth.value(.pathData, PathDataKey.items)?.arrayValue, !items.isEmpty else { return }
        for key in [LabyrinthKey.itemRule, .itemEmoji] {
            let value = labyrinth.string(key) ?? ""
            if value.isBlank {
                recorder.report(
                    labyrinth.file, at: .pathData(.items),
                    "the file has \(items.count) items but no `\(key.rawValue)`; expected one for an adventure")
            }
        }
    }
}
