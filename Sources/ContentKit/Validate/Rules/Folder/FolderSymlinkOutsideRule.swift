/// A symlink leading outside would ship (or read) something that is not the content; it is never followed.
struct FolderSymlinkOutsideRule: FolderRule {
    init() {}
    let identifier = "folder.symlinkOutside"
    let rationale =
        "A link that leaves the folder ships something that is not part of the content, or nothing at all in the app bundle."
    let severity = Severity.error
    let description = "No symlink in the folder points outside it; such links are reported and never followed."
    let appliesToLegacyFolder = true

    var triggeringExamples: [RuleExample] {
        [
            RuleExample([:], symlinks: ["denny_001_easy.json": "../elsewhere/denny_001_easy.json"]).finding(
                in: "denny_001_easy.json", at: .wholeFile),
            RuleExample([:], symlinks: ["audio": "/var/audio"]).finding(in: "audio", at: .wholeFile),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [RuleExample(["denny_002_easy.json": "{}"], symlinks: ["denny_001_easy.json": "denny_002_easy.json"])]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.entries {
            if case .symlink(let target, escapesFolder: true) = entry.kind {
                recorder.report(
                    entry.name,
                    "a symlink to \"\(target)\", outside the folder; not followed. Replace it with the file itself")
            }
        }
    }
}
