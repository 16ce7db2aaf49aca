import ContentFormat
public struct UnreadableFileRule: FolderRule {
    public init() {}
    public let identifier = "file.unreadable"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "Every file of the folder (and the audio/ sub-folder) can be read."
    public var triggeringExamples: [RuleExample] {
        [RuleExample([:], symlinks: ["denny_001_easy.json": "denny_009_easy.json"]).finding(in: "denny_001_easy.json", at: .wholeFile)]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for file in folder.unreadableFiles {
            recorder.report(file.file, "cannot \(file.error.operation): \(file.error.reason)")
        }
    }
}
