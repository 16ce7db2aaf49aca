import ContentFormat

struct JSONSyntaxRule: FolderRule {
    init() {}
    let identifier = "json.syntax"
    let rationale =
        "The app decodes every file as JSON; a file that is not strict JSON may be refused, and then never shown, or be read otherwise than it was written."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let judgesEachFileAlone = true
    let description = "Every JSON file is valid UTF-8 JSON and not empty."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth("", at: .wholeFile), .labyrinth(#"{"id": "denny_001_easy",}"#, at: .wholeFile),
            .manifest("{\"universe\": \"denny\"", at: .wholeFile),
            RuleExample(["difficulty_samples.json": "{'easy': 1}"]).finding(
                in: "difficulty_samples.json", at: .wholeFile),
        ]
    }

    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text), .manifest("{}")] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for file in folder.unparsableFiles {
            recorder.report(
                file.file, line: file.error.line, column: file.error.column, "not valid JSON: \(file.error.message)")
        }
    }
}
