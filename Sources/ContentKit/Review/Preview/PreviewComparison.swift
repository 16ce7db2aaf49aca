import ContentFormat
import ContentJSON
import ContentValidate
import LabyrinthKit

/// What changed between the folder as it was (`preview --compare OLD_DIR`) and as it is: every labyrinth whose
/// drawing (`path_data`) differs, with both drawings and the figures that moved, so a remake is reviewed before it
/// ships. Labyrinths whose drawing is the same are left out, whatever else changed. Each says which of the rules'
/// findings the remake made go and which it brought (see `FindingChanges`).
package struct PreviewComparison: Sendable {
    package struct Change: Sendable {
        package var id: String
        package var old: ReviewedContent.Labyrinth?
        package var new: ReviewedContent.Labyrinth?
        package var findings = FindingChanges(old: [], new: [])
    }

    /// The old folder as the user named it.
    package var oldFolder: String
    /// In the new folder's order, then labyrinths only the old folder has.
    package var changes: [Change]

    package init(old: ReviewedContent, new: ReviewedContent, oldFolder: String) {
        self.oldFolder = oldFolder
        let olds = Dictionary(old.labyrinths.map { ($0.facts.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.labyrinths.map(\.facts.id))
        let oldFindings = PreviewFindings(old)
        let newFindings = PreviewFindings(new)
        func change(_ id: String, _ before: ReviewedContent.Labyrinth?, _ after: ReviewedContent.Labyrinth?) -> Change {
            Change(
                id: id, old: before, new: after,
                findings: FindingChanges(old: before.map(oldFindings.of) ?? [], new: after.map(newFindings.of) ?? []))
        }
        var changes: [Change] = []
        for labyrinth in new.labyrinths {
            let before = olds[labyrinth.facts.id]
            if before.flatMap(Self.drawing) != Self.drawing(labyrinth) || before == nil {
                changes.append(change(labyrinth.facts.id, before, labyrinth))
            }
        }
        for labyrinth in old.labyrinths where !newIDs.contains(labyrinth.facts.id) {
            changes.append(change(labyrinth.facts.id, labyrinth, nil))
        }
        self.changes = changes
    }

    static func drawing(_ labyrinth: ReviewedContent.Labyrinth) -> JSONValue? {
        labyrinth.facts.labyrinth?.value(.pathData)
    }

    /// The review rows (route length, turns, loops, obstacles' clearance, path length …) that differ, old → new.
    static func changedFigures(_ change: Change, hitRadius: Double) -> [(String, String)] {
        let before = change.old.map { PreviewPage.details($0, hitRadius: hitRadius) } ?? []
        let after = change.new.map { PreviewPage.details($0, hitRadius: hitRadius) } ?? []
        let skipped: Set<String> = ["id", "title", "level", "access"]
        var rows: [(String, String)] = []
        for (term, value) in after where !skipped.contains(term) {
            let old = before.first { $0.0 == term }?.1
            if old != value { rows.append((term, (old ?? PreviewPage.unknown) + " → " + value)) }
        }
        for (term, value) in before where !skipped.contains(term) && !after.contains(where: { $0.0 == term }) {
            rows.append((term, value + " → " + PreviewPage.unknown))
        }
        return rows
    }

    func section(hitRadius: Double) -> [String] {
        var lines = [
            "<section class=\"comparison\">",
            "<h2>Changed since \(HTMLText.escape(oldFolder)): \(counted(changes.count, "labyrinth"))</h2>",
        ]
        if changes.isEmpty { lines.append("<p class=\"muted\">Every drawing is as it was.</p>") }
        for change in changes {
            let title = (change.new ?? change.old)?.facts.title ?? ""
            lines += [
                "<article class=\"change\" id=\"change-\(HTMLText.identifier(change.id))\">",
                "<h3>\(HTMLText.escape(change.id))<span class=\"muted\"> \(HTMLText.escape(title))</span></h3>",
                "<div class=\"pair\">",
                figure(change.old, caption: "before", hitRadius: hitRadius),
                figure(change.new, caption: "after", hitRadius: hitRadius),
                "</div>", "<dl>",
            ]
            for (term, value) in Self.changedFigures(change, hitRadius: hitRadius) {
                lines.append("<dt>\(HTMLText.escape(term))</dt><dd>\(HTMLText.escape(value))</dd>")
            }
            lines.append("</dl>")
            lines += change.findings.section()
            lines.append("</article>")
        }
        lines.append("</section>")
        return lines
    }

    func figure(_ labyrinth: ReviewedContent.Labyrinth?, caption: String, hitRadius: Double) -> String {
        guard let labyrinth else {
            return "<figure><p class=\"muted\">not in this folder</p><figcaption>\(caption)</figcaption></figure>"
        }
        return "<figure>" + MazeSVG.svg(labyrinth.facts, hitRadius: hitRadius)
            + "<figcaption>\(caption)</figcaption></figure>"
    }

    static let stylesheet = """
        .comparison { margin: 16px 24px 0; max-width: 1452px; }
        .comparison > h2 { margin: 8px 0; font-size: 20px; }
        .change { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 10px; margin-bottom: 16px; }
        .change h3 { margin: 0 0 8px; font-size: 16px; }
        .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
        .pair figure { margin: 0; } .pair figcaption { text-align: center; color: var(--muted); }
        .finding-changes h4 { margin: 8px 0 0; font-size: 14px; }
        .finding-changes .went .message { text-decoration: line-through; }
        """
}
