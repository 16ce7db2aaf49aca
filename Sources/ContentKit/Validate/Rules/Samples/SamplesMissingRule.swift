import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

struct SamplesMissingRule: FolderRule {
    init() {}
    let identifier = "samples.missing"
    let rationale =
        "The level-picker cards draw the sample mazes of `difficulty_samples.json`; without it the cards are empty."
    let severity = Severity.error
    let description = "The folder has a `difficulty_samples.json`: the level-picker cards show it."
    var triggeringExamples: [RuleExample] {
        [RuleExample.labyrinth(ExampleLabyrinth.text).finding(in: ContentLayout.samplesName, at: .wholeFile)]
    }
    var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        if !folder.hasSamplesFile {
            recorder.report(
                ContentLayout.samplesName,
                "the folder has no difficulty_samples.json; the level picker shows a sample maze per level from it")
        }
    }
}
