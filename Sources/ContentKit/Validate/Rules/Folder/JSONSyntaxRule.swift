import ContentFormat
public struct JSONSyntaxRule: FolderRule {
    public init() {}
    public let identifier = "json.syntax"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "Every JSON file is valid UTF-8 JSON and not empty."

    public var triggeringExamples: [RuleExample] {
        [.labyrinth("", at: .wholeFile), .labyrinth(#"{"id": "denny_001_easy",}"#, at: .wholeFile),
         .manifest("{\"universe\": \"denny\"", at: .wholeFile),
         RuleExample(["difficulty_samples.json": "{'easy': 1}"]).finding(in: "difficulty_samples.json", at: .wholeFile)]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text), .manifest("{}")] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for file in folder.unparsableFiles {
            recorder.report(file.file, line: file.error.line, column: file.error.column, "not valid JSON: \(file.error.message)")
        }
    }
}
