import ContentFormat
import LabyrinthKit

struct LevelItemCountRule: LabyrinthRule {
    init() {}
    let identifier = "level.itemCount"
    let rationale =
        "Each level promises its number of things to collect (2 / 4 / 6); too few makes the adventure trivial, too many makes it long for a small child."
    let severity = Severity.warning
    let description = "A collect adventure has the level's number of items."
    var triggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.adventureText(itemCount: 3), at: .pathData(.items))]
    }
    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.adventureText(itemCount: 2)), .labyrinth(ExampleLabyrinth.text)]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .items(let count) in LevelShortfall.of(labyrinth, maze: nil) {
            recorder.report(
                labyrinth.file, at: .pathData(.items),
                "the adventure has \(count) items; the \(level.name) level promises \(level.adventureItems)")
        }
    }
}
