import ContentFormat
import LabyrinthKit
import MazeKit

struct MazeUnknownShapeRule: LabyrinthRule {
    init() {}
    let identifier = "maze.unknownShape"
    let rationale =
        "The app draws whatever the path says, but the generator cannot remake a shape the config does not know."
    let severity = Severity.warning
    let description =
        "`maze_type` names a shape the config knows; another name still draws (the app draws what the path says) and is checked like any maze."
    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(
                ExampleLabyrinth.text(setting: .pathData(.mazeType), to: .string("shaped_starfish")),
                at: .pathData(.mazeType))
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text),
            .labyrinth(ExampleLabyrinth.text(setting: .pathData(.mazeType), to: .string("corridor_shell"))),
            ExampleOrganic.labyrinth(),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let mazeType = labyrinth.labyrinth?.pathData.mazeType, let type = LatticeMazeType(parsing: mazeType),
            !labyrinth.profile.shapeNames.contains(type.shapeName)
        else { return }
        recorder.report(
            labyrinth.file, at: .pathData(.mazeType),
            "the shape \"\(type.shapeName)\" is not in the config's shapes (\(labyrinth.profile.shapeNames.joined(separator: ", "))); the maze is still checked from its drawing"
        )
    }
}
