import ContentFormat
import LabyrinthKit

struct LevelStartOnTopRowRule: LabyrinthRule, MazeRule {
    init() {}
    let identifier = "level.startOnTopRow"
    let rationale = "A finger starting on the top row of an iPad opens the notification curtain instead of drawing."
    let severity = Severity.warning
    let description = "The start is not on the top row: a finger there opens the iPad's notification curtain."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(
                #"{"character_start": {"position": "top_left"}}"#,
                at: .labyrinth(.characterStart) / CharacterKey.position),
            .labyrinth(
                ExampleLabyrinth.text(setting: .pathData(.startPoint), to: .object(["x": .int(90), "y": .int(110)])),
                at: .pathData(.startPoint)),
        ]

    }

    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(#"{"character_start": {"position": "bottom_left"}}"#), .labyrinth(ExampleLabyrinth.text)]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if let position = labyrinth.string(.characterStart, CharacterKey.position), position.hasPrefix("top") {
            recorder.report(
                labyrinth.file, at: .labyrinth(.characterStart) / CharacterKey.position,
                "the start is \"\(position)\", on the top row; expected a start below it")
        }
    }

    /// The drawing can put the start on the top row whatever the position's name says; reported once.
    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        if labyrinth.string(.characterStart, CharacterKey.position)?.hasPrefix("top") == true { return }
        if let cell = maze.startCell(labyrinth), cell.row == 0 {
            recorder.report(
                labyrinth.file, at: .pathData(.startPoint),
                "the start is on the top row of the maze; expected a start below it")
        }
    }
}
