import ContentFormat

/// A JSON file that is no part of the layout: the app ignores it, so it is likely a misnamed labyrinth or a leftover.
struct FolderUnknownFileRule: FolderRule {
    init() {}
    let identifier = "folder.unknownFile"
    let rationale =
        "The app loads labyrinths by id from the manifest; a JSON file under another name is never read, and is usually a typo in a name."
    let severity = Severity.warning
    let description =
        "Every `.json` file is a labyrinth (`<universe>_<NNN>_<level>.json`), the manifest or the samples."
    var triggeringExamples: [RuleExample] {
        [
            .labyrinth("{}", named: "notes.json", at: .wholeFile),
            .labyrinth("{}", named: "denny_1_easy.json", at: .wholeFile),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth("{}"), RuleExample(["notes.md": "x", "manifest.json": "{}"])]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let pattern =
            "\(folder.profile.universe)_<story:3 digits>_<\(folder.profile.levelNames.joined(separator: "|"))>.json"
        for file in folder.otherJSONFiles {
            recorder.report(
                file, "not a labyrinth name (\(pattern)), the manifest or the samples; the app ignores this file")
        }
    }
}
