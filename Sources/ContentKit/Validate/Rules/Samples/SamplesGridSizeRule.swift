import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

struct SamplesGridSizeRule: FolderRule {
    init() {}
    let identifier = "samples.gridSize"
    let rationale =
        "The level-picker card shows what a level looks like; a sample of another size shows the wrong level."
    let severity = Severity.warning
    let description = "Each level's sample maze has the level's grid size."

    var triggeringExamples: [RuleExample] {
        [
            ExampleSamples.folder(#"{"medium": "\#(ExampleLabyrinth.wallDrawing)"}"#, at: .samples(.medium)),
            ExampleSamples.folder(
                #"{"hard": "\#(ExampleLabyrinth.serpentineWalls(rows: 8, cols: 10))"}"#, at: .samples(.hard)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.standard)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for sample in SampleMaze.all(in: folder) {
            guard let maze = sample.maze, maze.rows != sample.level.grid.rows || maze.cols != sample.level.grid.cols
            else { continue }
            recorder.report(
                ContentLayout.samplesName, at: sample.pointer,
                "the \(sample.level.name) sample is \(maze.rows) x \(maze.cols) cells; the level is \(sample.level.grid.rows) x \(sample.level.grid.cols)"
            )
        }
    }
}
