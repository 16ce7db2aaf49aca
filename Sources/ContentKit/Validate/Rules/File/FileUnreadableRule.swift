import ContentFormat
import ContentSupport

struct FileUnreadableRule: FolderRule {
    init() {}
    let identifier = "file.unreadable"
    let rationale = "The app cannot show a file it cannot read, and validate cannot check it either."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let judgesEachFileAlone = true
    let description = "Every file of the folder (and the audio/ sub-folder) can be read."
    var triggeringExamples: [RuleExample] {
        [
            RuleExample([:], symlinks: ["denny_001_easy.json": "denny_009_easy.json"]).finding(
                in: "denny_001_easy.json", at: .wholeFile)
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        // A file over the size limit is `limits.fileSize`'s: it could be read, and was refused.
        for file in folder.unreadableFiles where file.error.code != AtomicFile.tooLarge {
            recorder.report(file.file, "cannot \(file.error.operation): \(file.error.reason)")
        }
    }
}
