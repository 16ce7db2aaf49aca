import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

public struct SamplesMissingRule: FolderRule {
    public init() {}
    public let identifier = "samples.missing"
    public let severity = Severity.error
    public let description = "The folder has a `difficulty_samples.json`: the level-picker cards show it."
    public var triggeringExamples: [RuleExample] {
        [RuleExample.labyrinth(ExampleLabyrinth.text).finding(in: ContentLayout.samplesName, at: .wholeFile)]
    }
    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        if !folder.hasSamplesFile {
            recorder.report(ContentLayout.samplesName, "the folder has no difficulty_samples.json; the level picker shows a sample maze per level from it")
        }
    }
}
