import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit
import MazeKit

struct SamplesKeysRule: FolderRule {
    init() {}
    let identifier = "samples.keys"
    let rationale =
        "The app reads only the level keys of `difficulty_samples.json`; any other key is ignored, often an old level name."
    let severity = Severity.warning
    let description =
        "`difficulty_samples.json` has no keys besides the levels (a missing level is `samples.decode`'s); the app ignores others, so they are warnings."

    /// A level the app does not have, for the example.
    static let unknownLevel = "beginner"

    var triggeringExamples: [RuleExample] {
        [
            ExampleSamples.folder(
                #"{"\#(Self.unknownLevel)": "M 0 0 L 1 0", "easy": "M 0 0 L 1 0", "medium": "M 0 0 L 1 0", "hard": "M 0 0 L 1 0"}"#,
                at: JSONPointer(tokens: [Self.unknownLevel]))
        ]

    }

    var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let samples = folder.samples?.objectValue else { return }
        let levels = folder.profile.levelNames
        let known = Set(levels + DifficultyLevel.allCases.map(\.rawValue))
        for member in samples where !known.contains(member.key) {
            let hint =
                folder.profile.legacyLevelNames.contains(member.key)
                ? " (an old level name; `mazegen migrate \(ShellWord.folder(folder.folderPath))` renames it)" : ""
            recorder.report(
                ContentLayout.samplesName, at: JSONPointer(tokens: [member.key]),
                "\"\(member.key)\" is not a level\(hint); expected exactly \(levels.joined(separator: ", "))")
        }
    }
}
