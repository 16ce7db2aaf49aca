import ContentValidate
import Foundation
import TestSupport
import Testing

/// docs/COMMANDS.md's rules are the tool's own words: the section between its markers is what `RuleReference` renders
/// from `validate --list-rules` and `--explain`, and every listed rule is there with its explanation.
@Suite("the rules in docs/COMMANDS.md")
struct RulesReferenceTests {
    static let pagePath = "docs/COMMANDS.md"

    static func page() throws -> String {
        try String(contentsOf: LegacyFixture.repositoryRoot.appendingPathComponent(pagePath), encoding: .utf8)
    }

    @Test func theCommittedSectionIsWhatTheCodeRenders() throws {
        let committed = try #require(
            RuleReference.section(of: try Self.page()),
            "\(Self.pagePath) has no line `\(RuleReference.begin)` followed by `\(RuleReference.end)`")
        let rendered = RuleReference.markdown()
        let difference = Self.firstDifference(String(committed), rendered)
        #expect(
            difference == nil,
            "\(Self.pagePath)'s rules differ from what validate prints (\(difference ?? "")): run scripts/rules-reference.sh and commit the page"
        )
    }

    @Test func everyListedRuleIsThereWithWhatExplainPrints() throws {
        let page = try Self.page()
        // The rule lines of `--list-rules`: indented, the identifier first.
        let identifiers = RuleGuide.list().split(separator: "\n").filter { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(identifiers.count > 50 && Set(identifiers).count == identifiers.count, "\(identifiers)")
        for identifier in identifiers {
            let rule = try #require(RuleGuide.rule(named: identifier))
            #expect(page.contains("#### `\(identifier)`\n"), "\(Self.pagePath) has no heading for \(identifier)")
            #expect(
                page.contains(RuleGuide.explain(rule)),
                "\(Self.pagePath) lacks what `--explain \(identifier)` prints: run scripts/rules-reference.sh")
        }
    }

    @Test func theSectionIsFoundBetweenItsMarkersAlone() throws {
        let page = "# Commands\n\nbefore\n\(RuleReference.begin)\nold rules\n\(RuleReference.end)\nafter\n"
        #expect(RuleReference.section(of: page) == "\(RuleReference.begin)\nold rules\n\(RuleReference.end)\n")
        #expect(RuleReference.section(of: "# Commands\n\(RuleReference.end)\n\(RuleReference.begin)\n") == nil)
        #expect(RuleReference.section(of: "# Commands\n") == nil)
        let rendered = RuleReference.markdown()
        #expect(rendered.hasPrefix(RuleReference.begin + "\n") && rendered.hasSuffix(RuleReference.end + "\n"))
    }

    /// The first line where the two texts part, numbered from the section's first line.
    static func firstDifference(_ committed: String, _ rendered: String) -> String? {
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : "(the end)"
            let right = index < new.count ? String(new[index]) : "(the end)"
            if left != right { return "line \(index + 1) of the section: page `\(left)`, validate `\(right)`" }
        }
        return nil
    }
}
