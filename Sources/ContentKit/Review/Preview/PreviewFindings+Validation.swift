import ContentFormat
import ContentValidate

extension PreviewFindings {
    /// The validator's findings, errors and warnings, on the page: those about a labyrinth file on its card, all
    /// others (manifest, samples, layout) at the top. A file the manifest lists but the folder lacks gets its own
    /// mark too: the validator reports that on the manifest, while the page shows such a file as a card that must
    /// be marked as well.
    package init(_ content: ReviewedContent) {
        let cardFiles = Set(content.labyrinths.map(\.facts.fileName))
        var byFile: [String: [Finding]] = [:]
        var folder: [Finding] = []
        for finding in content.report.findings.sorted() {
            if cardFiles.contains(finding.file) {
                byFile[finding.file, default: []].append(finding)
            } else {
                folder.append(finding)
            }
        }
        for labyrinth in content.labyrinths where labyrinth.facts.isMissing {
            let fileName = labyrinth.facts.fileName
            byFile[fileName, default: []].append(
                Finding(
                    ruleIdentifier: Self.entryWithoutFileRule, severity: .error, file: fileName,
                    message: MeasuredLabyrinth.missingMessage))
        }
        self.init(byFile: byFile, folder: folder)
    }

    /// The rule that reports a manifest entry without its file (on the manifest); the card of that file carries its name.
    static let entryWithoutFileRule = Finding.entryWithoutFileRule

    /// Where in the file, then what: `line 7:18: not valid JSON: …`, `/path_data/solution_path: …`.
    static func placedMessage(_ finding: Finding) -> String {
        var place = ""
        if let line = finding.line {
            place = "line \(line)" + (finding.column.map { ":\($0)" } ?? "") + ": "
        } else if let pointer = finding.pointer, pointer != .root {
            place = "\(pointer): "
        }
        return place + finding.message
    }

    /// As `placedMessage`, after the file's name unless the finding is about the folder itself.
    static func folderMessage(_ finding: Finding) -> String {
        finding.file == Finding.folderFile ? placedMessage(finding) : finding.file + ": " + placedMessage(finding)
    }
}
