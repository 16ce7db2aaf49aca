import ContentFormat
import LabyrinthKit
import MazeKit

struct SamplesDecodeRule: FolderRule {
    init() {}
    let identifier = "samples.decode"
    let rationale =
        "The app decodes `difficulty_samples.json` with its own type; if it cannot, the level-picker cards have no mazes."
    let severity = Severity.error
    let description =
        "The app decodes `difficulty_samples.json`: LabyrinthKit's `DifficultySamples` (a drawing for easy, medium and hard) decodes it."

    var triggeringExamples: [RuleExample] {
        [
            ExampleSamples.folder("[]", at: .root),
            ExampleSamples.folder(#"{"easy": 3, "medium": "M 0 0 L 1 0", "hard": "M 0 0 L 1 0"}"#, at: .samples(.easy)),
            ExampleSamples.folder(#"{"easy": "M 0 0 L 1 0", "medium": "M 0 0 L 1 0"}"#, at: .samples(.hard)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let failure = folder.samplesDecodingFailure else { return }
        recorder.report(failure)
    }
}
