import ContentFormat
import LabyrinthKit

struct LabyrinthStartTooHighRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.startTooHigh"
    let rationale =
        "The app team's check wants the start's y above 100 (its START_TOO_HIGH): the top of the canvas sits under the pull-down, and a finger there opens it instead of drawing."
    let severity = Severity.warning
    let description = "The start point's `y` is more than the config's `play.start_top_margin` (100)."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(
                ExampleLabyrinth.text(setting: .pathData(.startPoint), to: .object(["x": .int(90), "y": .int(100)])),
                at: .pathData(.startPoint))
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text),
            .labyrinth(
                ExampleLabyrinth.text(setting: .pathData(.startPoint), to: .object(["x": .int(90), "y": .int(101)]))),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let start = labyrinth.labyrinth?.pathData.startPoint else { return }
        let margin = labyrinth.profile.play.startTopMargin
        if start.y <= margin {
            recorder.report(
                labyrinth.file, at: .pathData(.startPoint),
                "the start \(start.text) is \(start.y.text) from the top of the canvas; expected more than \(margin.text), below the pull-down"
            )
        }
    }
}
