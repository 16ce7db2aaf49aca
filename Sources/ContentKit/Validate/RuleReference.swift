/// The rules' part of `docs/COMMANDS.md`, rendered from the same text `validate --list-rules` and
/// `validate --explain RULE` print, so the written reference cannot say other than the tool.
/// `scripts/rules-reference.sh` writes it between the two markers; a test fails when the committed page differs.
package enum RuleReference {
    /// The line before the generated section; what lies between it and `end` is replaced whole.
    package static let begin =
        "<!-- rules: begin (written by scripts/rules-reference.sh from `mazegen validate --list-rules` and `--explain`; do not edit by hand) -->"
    /// The line after the generated section.
    package static let end = "<!-- rules: end -->"

    /// The section: the list, then each rule under a heading of its id with what `--explain` prints for it, both
    /// with the built-in config (`ValidationProfile.standard`), so the page does not depend on a folder's config.
    package static func markdown(
        _ rules: [any ValidationRule] = Validator.allRules, profile: ValidationProfile = .standard
    ) -> String {
        var parts = [
            begin, "",
            "`mazegen validate --list-rules` prints:", "",
            fenced(RuleGuide.list(rules)),
        ]
        for rule in rules.sorted(by: { $0.identifier < $1.identifier }) {
            parts += ["", "#### `\(rule.identifier)`", "", fenced(RuleGuide.explain(rule, profile: profile))]
        }
        parts += ["", end]
        return parts.joined(separator: "\n") + "\n"
    }

    /// The generated section of `page` (from `begin` through `end`, markers included), or nil when a marker is
    /// missing or out of order.
    package static func section(of page: String) -> Substring? {
        guard let start = page.range(of: begin), let stop = page.range(of: end, range: start.upperBound..<page.endIndex)
        else { return nil }
        let lineEnd = page[stop.upperBound...].firstIndex(of: "\n").map { page.index(after: $0) } ?? page.endIndex
        return page[start.lowerBound..<lineEnd]
    }

    /// A block of text as Markdown shows it verbatim: fenced by more backticks than any run of them inside it.
    static func fenced(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = text.hasSuffix("\n") ? text : text + "\n"
        return fence + "text\n" + body + fence
    }
}
