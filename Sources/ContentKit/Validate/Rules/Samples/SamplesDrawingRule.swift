import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

struct SamplesDrawingRule: FolderRule {
    init() {}
    let identifier = "samples.drawing"
    let rationale =
        "The level-picker cards draw each sample as walls; a sample that is not a wall drawing shows nothing or garbage."
    let severity = Severity.error
    let description = "Each sample is a wall drawing (`M x y L x y` pieces on one cell lattice, on the canvas)."

    var triggeringExamples: [RuleExample] {
        [
            ExampleSamples.folder(#"{"easy": "M 20 40 C 1 2"}"#, at: .samples(.easy)),
            ExampleSamples.folder(#"{"easy": ""}"#, at: .samples(.easy)),
            ExampleSamples.folder(#"{"easy": "M 20 40 L 900 40"}"#, at: .samples(.easy)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [ExampleSamples.folder(ExampleSamples.valid), ExampleSamples.folder(ExampleSamples.standard)]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for sample in SampleMaze.all(in: folder) {
            // A sample that is not a string is `samples.decode`'s finding.
            guard let outcome = sample.outcome else { continue }
            let errors = outcome.findings.filter { $0.severity == .error }
            for finding in errors {
                recorder.report(
                    ContentLayout.samplesName, at: sample.pointer,
                    "the \(sample.level.name) sample is not a wall drawing: \(finding.message)")
            }
            if errors.isEmpty, outcome.maze == nil {
                recorder.report(
                    ContentLayout.samplesName, at: sample.pointer, "the \(sample.level.name) sample draws no maze")
            }
        }
    }
}
