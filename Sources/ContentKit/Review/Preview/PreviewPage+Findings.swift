import ContentValidate

/// The rules' verdicts on the page: each card's findings, the box at the top, and the switch that leaves only
/// the cards with findings.
extension PreviewPage {
    /// The checkbox before `<header>` and `<main>`: checked, `~` hides every card, story and pack without findings.
    static let findingsSwitchID = "only-findings"

    static func findingsLabel(flaggedCount: Int) -> String {
        "<label for=\"\(findingsSwitchID)\" class=\"findings-label\"><span class=\"show\">Only the "
            + "\(counted(flaggedCount, "labyrinth")) with findings</span><span class=\"hide\">Show every labyrinth</span></label>"
    }

    /// ` has-findings invalid` for a card with an error, ` has-findings warned` for one with warnings only.
    static func cardClasses(_ findings: [Finding]) -> String {
        if findings.isEmpty { return "" }
        return findings.contains { $0.severity == .error } ? " has-findings invalid" : " has-findings warned"
    }

    static func flaggedClass(_ flagged: Bool) -> String { flagged ? " has-findings" : "" }

    /// `2 errors, 1 warning`.
    static func tally(_ findings: [Finding]) -> String {
        let errors = findings.count { $0.severity == .error }
        let warnings = findings.count - errors
        return [errors > 0 ? counted(errors, "error") : nil, warnings > 0 ? counted(warnings, "warning") : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// One line per finding: its severity, its rule's identifier, and the message with its place.
    static func findingList(_ findings: [Finding], message: (Finding) -> String, className: String = "finding-list")
        -> String
    {
        "<ul class=\"\(className)\">" + findings.map { findingItem($0, message: message($0)) }.joined() + "</ul>"
    }

    static func findingItem(_ finding: Finding, message: String) -> String {
        let severity = finding.severity.rawValue
        return "<li class=\"finding \(severity)\"><span class=\"severity\">\(severity)</span> "
            + "<code class=\"rule\">\(HTMLText.escape(finding.ruleIdentifier))</code> "
            + "<span class=\"message\">\(HTMLText.escape(message))</span></li>"
    }

    /// The folder's own findings, and a link to every card with findings: red when anything has an error,
    /// amber when there are only warnings.
    static func problemsSection(_ folder: [Finding], flagged: [ReviewedContent.Labyrinth], findings: PreviewFindings)
        -> [String]
    {
        guard !folder.isEmpty || !flagged.isEmpty else { return [] }
        let className = findings.errorCount == 0 ? "problems warnings-only" : "problems"
        var lines = [
            "<section class=\"\(className)\">",
            "<h2>Findings: \(HTMLText.escape(tally(findings.all)))</h2>",
        ]
        if !folder.isEmpty {
            lines.append("<h3>Folder</h3>")
            lines.append(findingList(folder, message: PreviewFindings.folderMessage))
        }
        if !flagged.isEmpty {
            lines.append("<h3>Labyrinths</h3>")
            lines.append(
                "<ul class=\"flagged-list\">"
                    + flagged.map { labyrinth in
                        let own = findings.of(labyrinth)
                        let severity = own.contains { $0.severity == .error } ? "error" : "warning"
                        return
                            "<li class=\"\(severity)\"><a href=\"#\(cardID(labyrinth.facts))\">\(HTMLText.escape(labyrinth.facts.fileName))</a>: "
                            + HTMLText.escape(tally(own)) + "</li>"
                    }.joined() + "</ul>")
        }
        lines.append("</section>")
        return lines
    }

    /// A button made of a hidden checkbox and its label (`<name>-switch`, `<name>-label` with `.show`/`.hide` texts),
    /// the page's one way to switch something without a script: the solutions and the findings filter.
    static func switchStylesheet(_ name: String) -> String {
        let box = ".\(name)-switch"
        let label = ".\(name)-label"
        return [
            "\(box) { position: absolute; opacity: 0; width: 1px; height: 1px; }",
            "\(label) { cursor: pointer; user-select: none; padding: 5px 14px; border-radius: 999px; border: 1px solid var(--ink); }",
            "\(label) .hide, \(box):checked ~ header \(label) .show { display: none; }",
            "\(box):checked ~ header \(label) .hide { display: inline; }",
            "\(box):checked ~ header \(label) { background: var(--ink); color: #fff; }",
            "\(box):focus-visible ~ header \(label) { outline: 3px solid #4d90fe; }",
        ].joined(separator: "\n")
    }

    static let findingsStylesheet = """
        \(switchStylesheet("findings"))
        .findings-switch:checked ~ main .pack:not(.has-findings), .findings-switch:checked ~ main .story:not(.has-findings),
        .findings-switch:checked ~ main .card:not(.has-findings) { display: none; }
        .summary .count.errors { color: var(--bad); } .summary .count.warnings { color: var(--warn); }
        .card.warned { border-color: var(--warn-line); border-left: 6px solid var(--warn-line); }
        .findings { margin-top: 8px; } .findings > p { margin: 0; font-weight: bold; }
        .card.invalid .findings > p { color: var(--bad); } .card.warned .findings > p { color: var(--warn); }
        .finding-list { list-style: none; margin: 4px 0 0; padding: 0; }
        .finding-list li { margin: 4px 0; overflow-wrap: anywhere; }
        .finding .severity { display: inline-block; padding: 0 6px; border-radius: 4px; font-size: 11px; font-weight: bold;
          text-transform: uppercase; letter-spacing: 0.03em; }
        .finding.error .severity { background: var(--bad); color: #fff; }
        .finding.warning .severity { background: var(--warn-line); color: #3d2a00; }
        .finding .rule { font: 12px ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", monospace; color: var(--muted); }
        .finding.error .message { color: var(--bad); }
        .problems.warnings-only { border-color: var(--warn-line); background: #fffaf0; }
        .problems.warnings-only h2 { color: var(--warn); }
        .flagged-list { columns: 3 280px; margin: 4px 0; padding-left: 18px; }
        .flagged-list li.error::marker { color: var(--bad); } .flagged-list li.warning::marker { color: var(--warn-line); }
        """
}
