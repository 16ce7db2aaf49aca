import ContentFormat
import ContentSupport

struct LayoutLegacyFolderRule: FolderRule {
    init() {}
    let identifier = "layout.legacyFolder"
    let rationale =
        "The app reads only the 3-level layout; a folder still in the 5-level one shows nothing, and one message says how to move it."
    let severity = Severity.error
    let description =
        "A folder wholly in the old 5-level layout gets one finding that says so, instead of one per file."
    let appliesToLegacyFolder = true

    var triggeringExamples: [RuleExample] {
        [
            RuleExample(["denny_001_lv1.json": "{}", "denny_001_lv2.json": "{}", "manifest.json": "{}"])
                .finding(in: Finding.folderFile, at: .wholeFile)
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_lv1.json": "{}", "denny_001_easy.json": "{}"]), .labyrinth(ExampleLabyrinth.text)]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.isWhollyLegacy else { return }
        let suffixes = folder.profile.legacyLevelSuffixes
        let range =
            suffixes.count > 1
            ? "*_\(suffixes.first!).json … *_\(suffixes.last!).json" : "*_\(suffixes.first ?? "lv").json"
        recorder.report(
            Finding.folderFile,
            "the folder is in the old 5-level layout (\(folder.legacyFiles.count) files named \(range)); "
                + "run `mazegen migrate --dry-run \(ShellWord.folder(folder.folderPath))` to see the changes, then "
                + "`mazegen migrate \(ShellWord.folder(folder.folderPath))` to move it to the "
                + "\(folder.profile.levels.count)-level layout")
    }
}
