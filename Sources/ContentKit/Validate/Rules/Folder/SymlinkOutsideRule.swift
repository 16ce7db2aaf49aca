/// A symlink leading outside would ship (or read) something that is not the content; it is never followed.
public struct SymlinkOutsideRule: FolderRule {
    public init() {}
    public let identifier = "folder.symlinkOutside"
    public let severity = Severity.error
    public let description = "No symlink in the folder points outside it; such links are reported and never followed."
    public let appliesToLegacyFolder = true

    public var triggeringExamples: [RuleExample] {
        [RuleExample([:], symlinks: ["denny_001_easy.json": "../elsewhere/denny_001_easy.json"]).finding(in: "denny_001_easy.json", at: .wholeFile),
         RuleExample([:], symlinks: ["audio": "/var/audio"]).finding(in: "audio", at: .wholeFile)]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [RuleExample(["denny_002_easy.json": "{}"], symlinks: ["denny_001_easy.json": "denny_002_easy.json"])]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.entries {
            if case .symlink(let target, escapesFolder: true) = entry.kind {
                recorder.report(entry.name, "a symlink to \"\(target)\", outside the folder; not followed. Replace it with the file itself")
            }
        }
    }
}
