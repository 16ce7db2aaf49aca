import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

public struct SamplesDrawingRule: FolderRule {
    public init() {}
    public let identifier = "samples.drawing"
    public let severity = Severity.error
    public let description = "Each sample is a wall drawing (`M x y L x y` pieces on one cell lattice, on the canvas)."

    public var triggeringExamples: [RuleExample] {
        [ExampleSamples.folder(#"{"easy": "M 20 40 C 1 2"}"#, at: .samples(.easy)),
         ExampleSamples.folder(#"{"easy": ""}"#, at: .samples(.easy)), ExampleSamples.folder(#"{"easy": "M 20 40 L 900 40"}"#, at: .samples(.easy))]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid), ExampleSamples.folder(ExampleSamples.standard)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for sample in SampleMaze.all(in: folder) {
            // A sample that is not a string is `samples.decode`'s finding.
            guard let outcome = sample.outcome else { continue }
            let errors = outcome.findings.filter { $0.severity == .error }
            for finding in errors {
                recorder.report(ContentLayout.samplesName, at: sample.pointer, "the \(sample.level.name) sample is not a wall drawing: \(finding.message) (\(finding.code.rawValue))")
            }
            if errors.isEmpty, outcome.maze == nil {
                recorder.report(ContentLayout.samplesName, at: sample.pointer, "the \(sample.level.name) sample draws no maze")
            }
        }
    }
}
