import ContentFormat
import ContentRead
import ContentSupport
import LabyrinthKit

struct LimitsFileSizeRule: FolderRule {
    init() {}
    let identifier = "limits.fileSize"
    let rationale =
        "The app loads a whole labyrinth file into memory to show one maze, and its largest is about 50 KB: "
        + "a file of megabytes is no maze, and reading it whole would stall the CI gate."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let judgesEachFileAlone = true
    let description =
        "No labyrinth file, manifest or samples file is larger than the config's `limits.file_bytes`; a larger one is not read past the limit."
    var triggeringExamples: [RuleExample] {
        [.labyrinth(Self.file(bytes: ValidationProfile.standard.limits.fileBytes + 1), at: .wholeFile)]
    }
    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(Self.file(bytes: ValidationProfile.standard.limits.fileBytes))]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for file in folder.unreadableFiles where file.error.code == AtomicFile.tooLarge {
            let size = file.error.fileSize.map(String.init) ?? "more than \(folder.profile.limits.fileBytes)"
            let limit = file.error.sizeLimit ?? folder.profile.limits.fileBytes
            recorder.report(
                file.file,
                "is \(size) bytes, more than the limit of \(limit) (`\(LimitExcess.name(.fileBytes))` in config.yaml); "
                    + "it was not read past the limit, nor checked")
        }
    }

    /// A labyrinth file of exactly this many bytes: a long `story_setup`.
    static func file(bytes: Int) -> String {
        let start = #"{"\#(LabyrinthKey.storySetup.stringValue)": ""#
        let end = #""}"#
        return start + String(repeating: "a", count: bytes - start.utf8.count - end.utf8.count) + end
    }
}
