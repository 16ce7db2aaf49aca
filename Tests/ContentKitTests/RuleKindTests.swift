@testable import ContentValidate
import Testing

/// The validator sorts rules by the kinds they declare (`asLabyrinthRule` …) instead of casting them; every rule's
/// answers must be what a cast says, or a rule would silently never run.
@Suite("Validate: every rule is sorted by its kinds")
struct RuleKindTests {
    @Test(arguments: Validator.allRules.map(\.identifier))
    func kindsAreWhatACastSays(_ identifier: String) {
        let rule = ValidateRuleExamplesTests.rule(identifier)
        #expect((rule.asLabyrinthRule != nil) == (rule is any LabyrinthRule))
        #expect((rule.asFolderRule != nil) == (rule is any FolderRule))
        #expect((rule.asMazeRule != nil) == (rule is any MazeRule))
        #expect(rule.asLabyrinthRule != nil || rule.asFolderRule != nil || rule.asMazeRule != nil, "\(identifier) would never run")
    }
}
