import ContentValidate

extension PreviewFindings {
    /// The validator's errors on the page: those about a labyrinth file on its card, all others (manifest,
    /// samples, layout) at the top. Warnings are left to `mazegen validate`: they do not make a card wrong.
    /// A file the manifest lists but the folder lacks gets its own mark too: the validator reports that on
    /// the manifest, while the page shows such a file as a card that must be marked as well.
    package init(_ content: ReviewedContent) {
        let cardFiles = Set(content.labyrinths.map(\.facts.fileName))
        var byFile: [String: [String]] = [:]
        var folder: [String] = []
        for finding in content.report.findings.sorted() where finding.severity == .error {
            if cardFiles.contains(finding.file) {
                byFile[finding.file, default: []].append(Self.cardMessage(finding))
            } else {
                folder.append(finding.file == Finding.folderFile ? Self.cardMessage(finding) : finding.file + ": " + Self.cardMessage(finding))
            }
        }
        for labyrinth in content.labyrinths where labyrinth.facts.isMissing {
            byFile[labyrinth.facts.fileName, default: []].append(MeasuredLabyrinth.missingMessage)
        }
        self.init(byFile: byFile, folder: folder)
    }

    /// `line 7:18: not valid JSON: … [json.syntax]`.
    static func cardMessage(_ finding: Finding) -> String {
        var place = ""
        if let line = finding.line {
            place = "line \(line)" + (finding.column.map { ":\($0)" } ?? "") + ": "
        } else if let pointer = finding.pointer, pointer != .root {
            place = "\(pointer): "
        }
        return place + finding.message + " [\(finding.ruleIdentifier)]"
    }
}
