import ContentSupport

struct LayoutLegacyFileRule: FolderRule {
    init() {}
    let identifier = "layout.legacyFile"
    let rationale =
        "The app loads files by the manifest's 3-level ids; an `_lv1`…`_lv5` file is never shown and only takes space in the bundle."
    let severity = Severity.error
    let description =
        "In a folder of the current layout, no file is left over from the old one (`*_lv1.json` … `*_lv5.json`)."
    var triggeringExamples: [RuleExample] {
        [
            RuleExample(["denny_001_lv2.json": "{}", "denny_001_easy.json": "{}"]).finding(
                in: "denny_001_lv2.json", at: .wholeFile)
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [RuleExample(["denny_001_easy.json": "{}"])] }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard !folder.isWhollyLegacy else { return }
        for file in folder.legacyFiles {
            recorder.report(
                file,
                "a file of the old 5-level layout; `mazegen migrate \(ShellWord.folder(folder.folderPath))` renames or deletes it"
            )
        }
    }
}
