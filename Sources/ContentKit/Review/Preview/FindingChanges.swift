import ContentFormat
import ContentJSON
import ContentValidate

/// What a remake did to one labyrinth's findings: those that went (the old file had them, the new one has not),
/// those that came (the other way round), and those still there whose message now gives other figures.
///
/// Two findings are the same when their rule, their pointer and their message with every number taken out agree.
/// Lines and columns are left out: a remake rewrites the file, so they move with no change to the problem. Numbers
/// are left out of the message because the rules put the measure in it ("completes at 41 %", "a 152-degree bend"):
/// a remake that only moves that measure leaves the same problem in the same place, which is not news the way a
/// problem that went or came is, so it is listed apart, old message beside new. The pointer is compared whole,
/// numbers and all: a bend at another control point is another bend.
package struct FindingChanges: Sendable {
    package struct Reworded: Sendable {
        package var old: Finding
        package var new: Finding
    }

    package var went: [Finding]
    package var came: [Finding]
    package var reworded: [Reworded]
    /// Findings the old and new files share word for word.
    package var unchanged: Int

    package init(old: [Finding], new: [Finding]) {
        var unmatched = old
        var came: [Finding] = []
        var reworded: [Reworded] = []
        var unchanged = 0
        for finding in new {
            // Word for word first, so that of two findings alike but for their numbers each meets its own.
            if let index = unmatched.firstIndex(where: {
                Self.identity($0) == Self.identity(finding) && $0.message == finding.message
            }) {
                unmatched.remove(at: index)
                unchanged += 1
            } else if let index = unmatched.firstIndex(where: { Self.identity($0) == Self.identity(finding) }) {
                reworded.append(Reworded(old: unmatched.remove(at: index), new: finding))
            } else {
                came.append(finding)
            }
        }
        went = unmatched
        self.came = came
        self.reworded = reworded
        self.unchanged = unchanged
    }

    struct Identity: Hashable {
        var ruleIdentifier: String
        var pointer: JSONPointer?
        var message: String
    }

    static func identity(_ finding: Finding) -> Identity {
        Identity(
            ruleIdentifier: finding.ruleIdentifier, pointer: finding.pointer, message: withoutNumbers(finding.message))
    }

    /// Every number (`41`, `0.75`, `1,200`) as `#`.
    static func withoutNumbers(_ text: String) -> String {
        var result = ""
        var characters = text[...]
        while let first = characters.first {
            guard first.isASCII, first.isNumber else {
                result.append(first)
                characters.removeFirst()
                continue
            }
            var rest = characters.drop { $0.isASCII && $0.isNumber }
            // A decimal point or a thousands comma between digits is part of the number.
            while let mark = rest.first, mark == "." || mark == ",", let next = rest.dropFirst().first, next.isASCII,
                next.isNumber
            {
                rest = rest.dropFirst().drop { $0.isASCII && $0.isNumber }
            }
            result.append("#")
            characters = rest
        }
        return result
    }

    var isEmpty: Bool { went.isEmpty && came.isEmpty && reworded.isEmpty }

    /// Under the two drawings: what went, what came, what moved; or that the findings are as they were.
    func section() -> [String] {
        var lines = ["<div class=\"finding-changes\">"]
        if isEmpty {
            lines.append(
                unchanged == 0
                    ? "<p class=\"muted\">No findings, before or after.</p>"
                    : "<p class=\"muted\">The same \(counted(unchanged, "finding")) as before.</p>")
        }
        if !went.isEmpty {
            lines.append("<h4>Went: \(counted(went.count, "finding"))</h4>")
            lines.append(
                PreviewPage.findingList(went, message: PreviewFindings.placedMessage, className: "finding-list went"))
        }
        if !came.isEmpty {
            lines.append("<h4>Came: \(counted(came.count, "finding"))</h4>")
            lines.append(
                PreviewPage.findingList(came, message: PreviewFindings.placedMessage, className: "finding-list came"))
        }
        if !reworded.isEmpty {
            lines.append("<h4>Still there, other figures: \(counted(reworded.count, "finding"))</h4>")
            lines.append(
                "<ul class=\"finding-list moved\">"
                    + reworded.map { pair in
                        PreviewPage.findingItem(
                            pair.new, message: PreviewFindings.placedMessage(pair.old) + " → " + pair.new.message)
                    }.joined() + "</ul>")
        }
        lines.append("</div>")
        return lines
    }
}
